import { describe, expect, it } from "vitest";
import { ListingRouteQuery, readListingQuery } from "./listing-api";
import { buildListingUrl, listingBreadcrumbs, parseListingUrl } from "./listing-url";

const read = (query: Record<string, string | string[]>, page?: number) =>
  readListingQuery(ListingRouteQuery.parse(query), page);

const urlOf = (query: Record<string, string | string[]>, page?: number) => {
  const reading = read(query, page);
  if (!reading.ok) throw new Error(JSON.stringify(reading.errors));
  return buildListingUrl(reading.route);
};

describe("readListingQuery", () => {
  it("reads the spec's parameters into the listing a page URL names", () => {
    expect(urlOf({})).toBe("/tour-packages");
    expect(urlOf({ package_type: "honeymoon", suffix: "Kerala" }, 3)).toBe(
      "/honeymoon-packages/kerala/page/3",
    );
    expect(urlOf({ package_type: "bike", prefix: "explore-4-to-6-days" })).toBe(
      "/explore-4-to-6-days-bike-tour-packages",
    );
    expect(
      urlOf({
        suffix: "goa",
        "days[]": ["4-6", "1-3"],
        "price_ranges[]": "0-10_000",
        travel_month: "5",
        sort_by: "price_high_to_low",
      }),
    ).toBe(
      "/tour-packages/goa?days[]=1-3&days[]=4-6&price_ranges[]=0-10000&month[]=5&sort_by=price_high_to_low",
    );
  });

  it("takes destination_type with or without brackets; both types mean all", () => {
    const one = read({ destination_type: "india" });
    const both = read({ destination_type: "india", "destination_type[]": "international" });
    expect(one.ok && one.route.filters.destinationType).toBe("india");
    expect(both.ok && both.route.filters.destinationType).toBe("all");
  });

  it("prices by country_code, else by the page URL's locale", () => {
    const plain = read({ country_code: "SG" });
    expect(plain.ok && plain.locale.currency).toBe("SGD");
    const fromUrl = read({ plp_page_url: "/ae-en/tour-packages/goa?days[]=4-6" });
    expect(fromUrl.ok && fromUrl.locale.currency).toBe("AED");
    expect(fromUrl.ok && buildListingUrl(fromUrl.route)).toBe(
      "/ae-en/tour-packages/goa?days[]=4-6",
    );
  });

  it("reports every value the page would drop, by parameter", () => {
    const reading = read({
      "category[]": ["honeymoon", "cruise"],
      "hotel_ratings[]": "9",
      "cities[]": "Not A Slug!",
      destination_type: "mars",
      prefix: "cheap",
      suffix: "page",
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors).toEqual([
      { field: "prefix", message: "is not a listing prefix" },
      { field: "suffix", message: "is not a destination" },
      { field: "destination_type", message: "not valid: mars" },
      { field: "category[]", message: "not valid: cruise" },
      { field: "hotel_ratings[]", message: "not valid: 9" },
      { field: "cities[]", message: "not valid: Not A Slug!" },
    ]);
  });

  it("lets plp_page_url alone name the listing", () => {
    const reading = read({ plp_page_url: "/tour-packages/kerala", suffix: "goa" });
    expect(reading.ok || reading.errors).toEqual([
      { field: "suffix", message: "cannot be combined with plp_page_url" },
    ]);
    const notListing = read({ plp_page_url: "/tour-packages/page/abc" });
    expect(notListing.ok || notListing.errors).toEqual([
      { field: "plp_page_url", message: "is not a package listing URL" },
    ]);
  });
});

describe("listingBreadcrumbs", () => {
  it("leads from home through the listing to the destination", () => {
    const parsed = parseListingUrl("/ae-en/honeymoon-packages/kerala/page/2?days[]=4-6");
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(listingBreadcrumbs(parsed.route, "Kerala")).toEqual([
      { label: "Home", href: "/ae-en" },
      { label: "Honeymoon Packages", href: "/ae-en/honeymoon-packages" },
      { label: "Kerala", href: null },
    ]);
  });
});
