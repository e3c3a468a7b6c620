import { describe, expect, it } from "vitest";
import { parseBrowseUrl } from "./browse-url";
import {
  buildGuideUrl,
  type GuideRoute,
  guidePageUrl,
  guideRedirect,
  parseGuideUrl,
} from "./guide-url";
import { parseListingUrl } from "./listing-url";

function parse(url: string): GuideRoute {
  const [path = "", query = ""] = url.split("?");
  const result = parseGuideUrl(path, query);
  if (!result.ok) throw new Error(`${url}: ${result.reason}`);
  return result.route;
}

describe("guide URL grammar", () => {
  it("reads the guide home of a destination and of a city", () => {
    expect(parse("/goa-tourism")).toMatchObject({
      destination: "goa",
      city: null,
      view: { kind: "home" },
    });
    expect(parse("/kerala-tourism/munnar")).toMatchObject({
      destination: "kerala",
      city: "munnar",
      view: { kind: "home" },
    });
    expect(parse("/ae-en/goa-tourism").locale.prefix).toBe("/ae-en");
  });

  it("reads places-to-visit and things-to-do with filters, page and /{scheme}/{tab}", () => {
    const route = parse(
      "/goa-tourism/places-to-visit?filter_categories[]=nature&filter_categories[]=beaches-and-islands&filtered_cities[]=anjuna&page=2",
    );
    expect(route.view).toEqual({
      kind: "list",
      list: "ptv",
      scheme: null,
      tab: null,
      categories: ["beaches-and-islands", "nature"],
      cities: ["anjuna"],
      page: 2,
    });
    expect(parse("/kerala-tourism/kochi/things-to-do").view).toMatchObject({
      kind: "list",
      list: "ttd",
    });
    expect(parse("/goa-tourism/places-to-visit/category/nature").view).toMatchObject({
      scheme: "category",
      tab: "nature",
    });
    expect(parse("/goa-tourism/things-to-do/city/anjuna").view).toMatchObject({
      scheme: "city",
      tab: "anjuna",
    });
  });

  it("reads experience, tips, how-to-reach (plain and from) and best time, also under a city", () => {
    expect(parse("/goa-tourism/experience/nature?t=ptv").view).toEqual({
      kind: "experience",
      list: "ptv",
      category: "nature",
      page: 1,
    });
    expect(parse("/goa-tourism/experience/adventure?t=ttd").view).toMatchObject({ list: "ttd" });
    expect(parse("/goa-tourism/travel-guide-tips").view).toEqual({ kind: "tips" });
    expect(parse("/goa-tourism/panaji/how-to-reach").view).toEqual({
      kind: "how-to-reach",
      from: null,
    });
    expect(parse("/goa-tourism/how-to-reach-from-mumbai").view).toEqual({
      kind: "how-to-reach",
      from: "mumbai",
    });
    expect(parse("/kerala-tourism/munnar/best-time-to-visit").view).toEqual({ kind: "best-time" });
  });

  it.each([
    "/tourism",
    "/goa-tourism/places-to-visit?page=0",
    "/goa-tourism/places-to-visit?page=two",
    "/goa-tourism/places-to-visit/category",
    "/goa-tourism/places-to-visit/colour/red",
    "/goa-tourism/places-to-visit/category/adventure",
    "/goa-tourism/experience/nature?t=xyz",
    "/goa-tourism/experience/no-such-category",
    "/goa-tourism/panaji/anjuna",
    "/goa-tourism/travel-guide-tips/more",
    "/Goa-tourism",
    "/goa-tourism/places-to-visit?filter_categories[]=Not%20A%20Slug",
  ])("refuses %s", (url) => {
    const [path = "", query = ""] = url.split("?");
    expect(parseGuideUrl(path, query).ok).toBe(false);
  });

  it("builds the canonical URL it reads", () => {
    for (const url of [
      "/goa-tourism",
      "/kerala-tourism/kochi/places-to-visit?filter_categories[]=nature&filter_categories[]=wildlife&page=3",
      "/goa-tourism/experience/adventure?t=ttd&page=2",
      "/goa-tourism/how-to-reach-from-delhi",
      "/ae-en/goa-tourism/things-to-do/city/anjuna",
    ])
      expect(buildGuideUrl(parse(url))).toBe(url);
  });
});

describe("the experience redirect (spec §2)", () => {
  it("sends exactly one category without a city to experience/{setUrl} with t", () => {
    expect(guideRedirect(parse("/goa-tourism/places-to-visit?filter_categories[]=nature"))).toBe(
      "/goa-tourism/experience/nature?t=ptv",
    );
    expect(
      guideRedirect(parse("/goa-tourism/panaji/things-to-do?filter_categories[]=adventure&page=2")),
    ).toBe("/goa-tourism/panaji/experience/adventure?t=ttd");
  });

  it("keeps two categories, a category with a city, and no category", () => {
    expect(
      guideRedirect(
        parse(
          "/goa-tourism/places-to-visit?filter_categories[]=nature&filter_categories[]=wildlife",
        ),
      ),
    ).toBeNull();
    expect(
      guideRedirect(
        parse("/goa-tourism/places-to-visit?filter_categories[]=nature&filtered_cities[]=anjuna"),
      ),
    ).toBeNull();
    expect(guideRedirect(parse("/goa-tourism/places-to-visit"))).toBeNull();
  });
});

describe("pagination", () => {
  it("moves to the same path with page = selected + 1, dropping page=1", () => {
    const route = parse("/goa-tourism/places-to-visit?filtered_cities[]=anjuna");
    expect(guidePageUrl(route, 2)).toBe(
      "/goa-tourism/places-to-visit?filtered_cities[]=anjuna&page=2",
    );
    expect(guidePageUrl(parse("/goa-tourism/things-to-do?page=3"), 1)).toBe(
      "/goa-tourism/things-to-do",
    );
  });
});

describe("dispatch beside listings", () => {
  it("is a guide for the browse grammar and never a listing", () => {
    expect(parseListingUrl("/goa-tourism").ok).toBe(false);
    expect(parseBrowseUrl("/goa-tourism/places-to-visit")).toMatchObject({
      ok: true,
      kind: "guide",
    });
    expect(parseBrowseUrl("/tour-packages/goa")).toMatchObject({ ok: true, kind: "listing" });
  });
});
