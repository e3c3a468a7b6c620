import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_BASES } from "./listing-url";
import {
  durationListingRoute,
  parseSitemapSlug,
  SITEMAP_LIMIT,
  type SitemapPage,
  sitemapPath,
  sitemapTitle,
} from "./sitemap-url";

describe("parseSitemapSlug", () => {
  it.each([
    ["explore-travel-destination-kerala", { kind: "destination", destination: "kerala" }],
    [
      "explore-travel-destination-andaman-and-nicobar",
      { kind: "destination", destination: "andaman-and-nicobar" },
    ],
    [
      "explore-5-days-honeymoon-packages-in-india",
      { kind: "duration", days: 5, base: "honeymoon-packages", destinationType: "india" },
    ],
    [
      "explore-12-days-bike-tour-packages-in-international",
      { kind: "duration", days: 12, base: "bike-tour-packages", destinationType: "international" },
    ],
  ])("reads %s", (slug, page) => {
    expect(parseSitemapSlug(slug)).toEqual(page);
  });

  it.each([
    "explore-travel-destination-",
    "explore-travel-destination-Kerala",
    "explore-travel-destination-kerala--x",
    "explore-0-days-tour-packages-in-india",
    "explore-05-days-tour-packages-in-india",
    "explore-61-days-tour-packages-in-india",
    "explore-5-days-beach-packages-in-india",
    "explore-5-days-tour-packages-in-europe",
    "explore-5-days-tour-packages",
    "explore-4-to-6-days-tour-packages-in-india",
    "explore-x",
    "",
  ])("refuses %j", (slug) => {
    expect(parseSitemapSlug(slug)).toBeNull();
  });

  it("round-trips every page through its path", () => {
    const pageArb: fc.Arbitrary<SitemapPage> = fc.oneof(
      fc
        .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
        .map((w) => ({ kind: "destination" as const, destination: w.join("-") })),
      fc.record({
        kind: fc.constant("duration" as const),
        days: fc.integer({ min: 1, max: 60 }),
        base: fc.constantFrom(...LISTING_BASES),
        destinationType: fc.constantFrom("india" as const, "international" as const),
      }),
    );
    fc.assert(
      fc.property(pageArb, (page) => {
        const slug = sitemapPath(page).replace(/^\/sitemap\//, "");
        expect(parseSitemapSlug(slug)).toEqual(page);
      }),
    );
  });
});

describe("titles and listings", () => {
  it("names the pages", () => {
    expect(sitemapTitle({ kind: "destination", destination: "kerala" }, "Kerala")).toBe(
      "Explore Kerala: All Listings and Packages",
    );
    expect(
      sitemapTitle({
        kind: "duration",
        days: 5,
        base: "honeymoon-packages",
        destinationType: "india",
      }),
    ).toBe("5 Days Honeymoon Packages in India");
    expect(
      sitemapTitle({
        kind: "duration",
        days: 1,
        base: "tour-packages",
        destinationType: "international",
      }),
    ).toBe("1 Day International Tour Packages");
  });

  it("points a duration page at its listing", () => {
    const route = durationListingRoute({
      kind: "duration",
      days: 5,
      base: "family-packages",
      destinationType: "international",
    });
    expect(route).toMatchObject({
      base: "family-packages",
      prefix: "explore-5-days",
      duration: { min: 5, max: 5 },
      destinationType: "international",
    });
  });

  it("lists at most 400 packages (spec §9)", () => {
    expect(SITEMAP_LIMIT).toBe(400);
  });
});
