import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingUrl } from "../../../common/listing-url";
import { nextMonthOf } from "../../../common/months";
import type { createApp } from "../../app";
import type { Services } from "../../services";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  services = createTestServices(database.db).services;
  app = createTestApp(database, services);
});

afterAll(async () => {
  await database?.close();
});

interface Card {
  id: number;
  set_url: string;
  family_key: string;
  days: number;
  hotel_category: number;
  inclusions: string[];
  currency: string;
  price: number;
  discounted_price: number;
  is_from_price: boolean;
  destinations: { slug: string }[];
}
interface Listing {
  total: number;
  limit: number;
  offset: number;
  page: number;
  page_count: number;
  title: string;
  canonical_url: string;
  packages: Card[];
  breadcrumbs?: { label: string; href: string | null }[];
  faqs?: unknown[];
  footer_section?: { heading: string; paragraphs: string[] } | null;
}
interface ErrorBody {
  errors: { code: string; message: string; field?: string }[];
}

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await app.request(path);
  expect(res.status, `${path}: ${res.status}`).toBe(status);
  return (await res.json()) as T;
}

const fieldsOf = async (path: string) =>
  (await get<ErrorBody>(path, 400)).errors.map((e) => e.field);

/** What the page at `url` shows, from the same service. */
async function pageTotal(url: string) {
  const parsed = parseListingUrl(url);
  if (!parsed.ok) throw new Error(parsed.reason);
  return (await services.listings.list(parsed.route))?.total;
}

describe("GET /browsing/v1/packages", () => {
  it("pages by 25 with the total, by offset", async () => {
    const first = await get<Listing>("/browsing/v1/packages");
    expect(first).toMatchObject({ total: 300, limit: 25, offset: 0, page: 1, page_count: 12 });
    expect(first.packages).toHaveLength(25);
    expect(first.title).toBe("Tour Packages");
    const second = await get<Listing>("/browsing/v1/packages?offset=25&limit=25");
    expect(second).toMatchObject({ offset: 25, page: 2, canonical_url: "/tour-packages/page/2" });
    const ids = new Set(first.packages.map((p) => p.id));
    expect(second.packages.some((p) => ids.has(p.id))).toBe(false);
  });

  it("names the same listing as the page URL, filters included", async () => {
    const query =
      "package_type=tour&suffix=kerala&inclusions[]=Cab&hotel_ratings[]=3&hotel_ratings[]=4";
    const listing = await get<Listing>(`/browsing/v1/packages?${query}`);
    // The canonical URL lists filters in one fixed order.
    const url = "/tour-packages/kerala?hotel_ratings[]=3&hotel_ratings[]=4&inclusions[]=Cab";
    expect(listing.total).toBe(await pageTotal(url));
    expect(listing.canonical_url).toBe(url);
    expect(listing.packages.length).toBeGreaterThan(0);
    for (const p of listing.packages) {
      expect(p.destinations[0]?.slug).toBe("kerala");
      expect(p.inclusions).toContain("Cab");
      expect([3, 4]).toContain(p.hotel_category);
    }
    const viaUrl = await get<Listing>(
      `/browsing/v1/packages?plp_page_url=${encodeURIComponent(url)}`,
    );
    expect(viaUrl.packages.map((p) => p.id)).toEqual(listing.packages.map((p) => p.id));
  });

  it("reads the listing type, prefix, destination type, sort and travel month", async () => {
    const honeymoon = await get<Listing>(
      "/browsing/v1/packages?package_type=honeymoon&suffix=international&sort_by=price_low_to_high&travel_month=12",
    );
    expect(honeymoon.title).toBe("International Honeymoon Packages");
    expect(honeymoon.total).toBe(
      await pageTotal("/honeymoon-packages/international?month[]=12&sort_by=price_low_to_high"),
    );
    // Sorted by the price shown, after the discount (issue 15 item 19).
    const prices = honeymoon.packages.map((p) => p.discounted_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(honeymoon.packages.every((p) => p.is_from_price === false)).toBe(true);
    const fiveDays = await get<Listing>("/browsing/v1/packages?prefix=explore-5-days");
    expect(fiveDays.packages.every((p) => p.days === 5)).toBe(true);
  });

  it("prices in the country's currency", async () => {
    const inr = await get<Listing>("/browsing/v1/packages");
    const aed = await get<Listing>("/browsing/v1/packages?country_code=AE");
    expect(inr.packages[0]?.currency).toBe("INR");
    expect(aed.packages[0]?.currency).toBe("AED");
    expect(aed.packages[0]?.price).toBeLessThan(inr.packages[0]?.price ?? 0);
  });

  it("adds breadcrumbs, FAQs and the SEO footer when asked", async () => {
    const plain = await get<Listing>("/browsing/v1/packages?suffix=kerala");
    expect(plain.breadcrumbs).toBeUndefined();
    const full = await get<Listing>(
      "/browsing/v1/packages?suffix=kerala&breadcrumbs=true&faqs=true&footer_section=true",
    );
    expect(full.breadcrumbs?.map((b) => b.label)).toEqual(["Home", "Tour Packages", "Kerala"]);
    expect(full.faqs?.length).toBeGreaterThan(0);
    expect(full.footer_section?.paragraphs.length).toBeGreaterThan(0);
  });

  it("answers 404 for a destination without packages", async () => {
    const body = await get<ErrorBody>("/browsing/v1/packages?suffix=atlantis", 404);
    expect(body.errors[0]).toMatchObject({ code: "destination_not_found", field: "suffix" });
  });

  it("answers 400 with the field for bad input", async () => {
    expect(await fieldsOf("/browsing/v1/packages?offset=13")).toEqual(["offset"]);
    expect(await fieldsOf("/browsing/v1/packages?offset=-25")).toEqual(["offset"]);
    expect(await fieldsOf("/browsing/v1/packages?limit=10")).toEqual(["limit"]);
    expect(await fieldsOf("/browsing/v1/packages?sort_by=cheapest")).toEqual(["sort_by"]);
    expect(await fieldsOf("/browsing/v1/packages?travel_month=13")).toEqual(["travel_month"]);
    expect(await fieldsOf("/browsing/v1/packages?package_type=cruise")).toEqual(["package_type"]);
    expect(await fieldsOf("/browsing/v1/packages?country_code=xyz")).toEqual(["country_code"]);
    expect(await fieldsOf("/browsing/v1/packages?prefix=cheapest")).toEqual(["prefix"]);
    expect(await fieldsOf("/browsing/v1/packages?suffix=Kerala%2Fpage")).toEqual(["suffix"]);
    expect(await fieldsOf("/browsing/v1/packages?suffix=page")).toEqual(["suffix"]);
    expect(
      await fieldsOf("/browsing/v1/packages?category[]=cruise&hotel_ratings[]=7&days[]=2-3"),
    ).toEqual(["category[]", "days[]", "hotel_ratings[]"]);
    expect(await fieldsOf("/browsing/v1/packages?plp_page_url=%2Faboutus")).toEqual([
      "plp_page_url",
    ]);
    expect(
      await fieldsOf("/browsing/v1/packages?plp_page_url=%2Ftour-packages&suffix=kerala&offset=25"),
    ).toEqual(["offset"]);
    expect(
      await fieldsOf("/browsing/v1/packages?plp_page_url=%2Ftour-packages&suffix=kerala"),
    ).toEqual(["suffix"]);
  });

  it("never answers 5xx, whatever the query", async () => {
    const junk = ["", " ", "-1", "1e9", "NaN", "%00", "<script>", "a".repeat(300), "[]", "0.5"];
    const params = [
      "package_type",
      "prefix",
      "suffix",
      "plp_page_url",
      "country_code",
      "limit",
      "offset",
      "sort_by",
      "travel_month",
      "destination_type",
      "category[]",
      "days[]",
      "price_ranges[]",
      "hotel_ratings[]",
      "cities[]",
      "month[]",
    ];
    for (const param of params) {
      for (const value of junk) {
        const res = await app.request(
          `/browsing/v1/packages?${encodeURIComponent(param)}=${encodeURIComponent(value)}`,
        );
        expect(res.status, `${param}=${value}`).toBeLessThan(500);
      }
    }
  });
});

describe("GET /browsing/v1/packages/filter_counts", () => {
  interface Counts {
    total: number;
    filters: {
      name: string;
      param_name: string;
      options: { value: string; count: number; selected: boolean }[];
    }[];
  }

  it("gives every filter with counts that match the listing they lead to", async () => {
    const counts = await get<Counts>(
      "/browsing/v1/packages/filter_counts?suffix=kerala&inclusions[]=Cab",
    );
    expect(counts.filters.map((f) => f.param_name)).toEqual([
      "category[]",
      "days[]",
      "price_ranges[]",
      "hotel_ratings[]",
      "inclusions[]",
      "trip_types[]",
      "cities[]",
    ]);
    const four = counts.filters
      .find((f) => f.name === "hotel_ratings")
      ?.options.find((o) => o.value === "4");
    expect(four?.count).toBe(
      await pageTotal("/tour-packages/kerala?inclusions[]=Cab&hotel_ratings[]=4"),
    );
    const cab = counts.filters.find((f) => f.name === "inclusions")?.options;
    expect(cab?.find((o) => o.value === "Cab")?.selected).toBe(true);
    const city = counts.filters.find((f) => f.name === "cities")?.options[0];
    expect(city?.count).toBe(
      await pageTotal(`/tour-packages/kerala?inclusions[]=Cab&cities[]=${city?.value}`),
    );
  });

  it("lists at most `limit` options a filter, 20 at most", async () => {
    const counts = await get<Counts>("/browsing/v1/packages/filter_counts?limit=2");
    expect(Math.max(...counts.filters.map((f) => f.options.length))).toBe(2);
    expect(await fieldsOf("/browsing/v1/packages/filter_counts?limit=21")).toEqual(["limit"]);
    expect(await fieldsOf("/browsing/v1/packages/filter_counts?trip_types[]=Skiing")).toEqual([
      "trip_types[]",
    ]);
  });
});

describe("SEO footer and destination details", () => {
  it("gives the destination's footer under the listing's title", async () => {
    const footer = await get<{
      destination_name: string;
      title: string;
      footer_section: { paragraphs: string[] };
    }>("/browsing/v1/packages/seo_footer?suffix=kerala&trip_type=honeymoon");
    expect(footer.destination_name).toBe("Kerala");
    expect(footer.title).toBe("Kerala Honeymoon Packages");
    expect(footer.footer_section.paragraphs.join(" ")).toContain("Kerala");
    await get("/browsing/v1/packages/seo_footer?suffix=atlantis", 404);
    expect(await fieldsOf("/browsing/v1/packages/seo_footer")).toEqual(["suffix"]);
  });

  it("names the destination a suffix stands for", async () => {
    expect(await get("/browsing/v1/packages/get_destination_details?suffix=kerala")).toEqual({
      destination_name: "Kerala",
      destination_slug: "kerala",
      destination_type: "india",
    });
    expect(
      await get("/browsing/v1/packages/get_destination_details?suffix=international"),
    ).toMatchObject({ destination_name: "International" });
    await get("/browsing/v1/packages/get_destination_details?suffix=atlantis", 404);
    expect(await fieldsOf("/browsing/v1/packages/get_destination_details")).toEqual(["suffix"]);
  });
});

describe("package details and compare", () => {
  interface Detail {
    id: number;
    travel_month: number;
    price: number;
    discounted_price: number;
    month_options: { month_ranges: { id: number; start_price: number }[] };
    reviews: { per_page: number; items: unknown[] };
    mini_desc: string;
    travelers_count: number;
  }

  it("gives a package by id, priced for next month unless told", async () => {
    const [card] = (await get<Listing>("/browsing/v1/packages")).packages;
    const detail = await get<Detail>(`/browsing/v1/packages/${card?.id}`);
    expect(detail.travel_month).toBe(nextMonthOf(new Date()));
    expect(detail.month_options.month_ranges).toHaveLength(12);
    expect(detail).toMatchObject({
      mini_desc: "Per Person on twin sharing",
      travelers_count: 3000,
      reviews: { per_page: 15 },
    });
    const may = await get<Detail>(`/browsing/v1/packages/${card?.id}?travel_month=5`);
    expect(may.price).toBe(may.month_options.month_ranges.find((m) => m.id === 5)?.start_price);
    expect(await fieldsOf("/browsing/v1/packages/abc")).toEqual(["id"]);
    expect(await fieldsOf(`/browsing/v1/packages/${card?.id}?travel_month=0`)).toEqual([
      "travel_month",
    ]);
    await get("/browsing/v1/packages/999999", 404);
  });

  it("compares one package per family, in the currency of cCode", async () => {
    const cards = (await get<Listing>("/browsing/v1/packages?suffix=kerala&offset=0")).packages;
    const [a, b] = cards;
    const sameFamily = cards.find((p) => p.family_key === a?.family_key && p.id !== a?.id);
    const ids = [a?.id, sameFamily?.id ?? a?.id, b?.id].join(",");
    const compared = await get<{ travel_month: number; packages: (Detail & Card)[] }>(
      `/browsing/v1/packages/compare?ids=${ids}&travel_month=3&cCode=ae-en`,
    );
    expect(compared.travel_month).toBe(3);
    expect(compared.packages.map((p) => p.id)).toEqual(
      a?.family_key === b?.family_key ? [a?.id] : [a?.id, b?.id],
    );
    expect(compared.packages[0]?.currency).toBe("AED");
    expect(await fieldsOf("/browsing/v1/packages/compare")).toEqual(["ids"]);
    expect(await fieldsOf("/browsing/v1/packages/compare?ids=abc")).toEqual(["ids"]);
    expect(await fieldsOf("/browsing/v1/packages/compare?ids=1,2,3,4,5")).toEqual(["ids"]);
    await get("/browsing/v1/packages/compare?ids=999998,999999", 404);
  });
});

describe("GET /browsing/v1/destinations/trending", () => {
  interface Trending {
    category: string;
    destinations: { slug: string; packages_count: number; listing_url: string }[];
  }

  it("lists destinations selling the category, tour by default", async () => {
    const tour = await get<Trending>("/browsing/v1/destinations/trending");
    expect(tour.category).toBe("tour");
    expect(tour.destinations.length).toBeGreaterThan(0);
    const honeymoon = await get<Trending>(
      "/browsing/v1/destinations/trending?category=honeymoon&limit=3",
    );
    expect(honeymoon.destinations.length).toBeLessThanOrEqual(3);
    for (const d of honeymoon.destinations) {
      expect(d.packages_count).toBeGreaterThan(0);
      expect(d.listing_url).toBe(`/honeymoon-packages/${d.slug}`);
      expect(d.packages_count).toBe(await pageTotal(d.listing_url));
    }
    expect(await fieldsOf("/browsing/v1/destinations/trending?category=cruise")).toEqual([
      "category",
    ]);
  });
});

it("documents the endpoints", async () => {
  const doc = (await get<{ paths: Record<string, unknown> }>("/api/docs")).paths;
  expect(Object.keys(doc)).toEqual(
    expect.arrayContaining([
      "/browsing/v1/packages",
      "/browsing/v1/packages/filter_counts",
      "/browsing/v1/packages/seo_footer",
      "/browsing/v1/packages/get_destination_details",
      "/browsing/v1/packages/compare",
      "/browsing/v1/packages/{id}",
      "/browsing/v1/destinations/trending",
    ]),
  );
});
