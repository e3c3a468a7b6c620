import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousLoadContext } from "../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database";
import { createTestServices } from "../../server/testing/test-services";
import { loader as compareLoader } from "./compare-packages";
import { loadListing } from "./listing.server";
import { loader as packageLoader } from "./package-detail";
import { prefillFromQuery } from "./trips/trip-form.server";

// Issue 15 items 17 and 21, through the page loaders: the travel month goes from a listing to
// the package page, compare and the request form with its year and one price; old package and
// page links land where they meant to.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

const context = anonymousLoadContext(() => services);

const request = (path: string) => new Request(`http://triphive.test${path}`);

/** What a loader threw: a redirect Response (status, Location) or the error itself. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location") };
    throw error;
  }
  throw new Error("the loader did not throw");
}

const yearMonth = (offset: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
};

describe("the travel month travels", () => {
  it("from a listing's month to the package page, compare and the request form, with one price", async () => {
    const inTwoMonths = yearMonth(2);
    const calendar = Number(inTwoMonths.slice(5));
    const listing = await loadListing(
      request(`/tour-packages/kerala?month[]=${calendar}`),
      context,
    );
    expect(listing.travelMonth).toBe(inTwoMonths);
    expect(listing.monthChoices[0]?.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const card = listing.packages[0];
    expect(card?.isFromPrice).toBe(false);

    const detail = await packageLoader({
      request: request(`/packages/${card?.slug}?month=${inTwoMonths}`),
      params: { slug: card?.slug ?? "" },
      context,
    } as never);
    expect(detail.travelMonth).toBe(inTwoMonths);
    expect(detail.pricedForMonth).toBe(true);
    expect(detail.discountedPrice).toBe(card?.discountedPrice);
    expect(detail.monthChoices.some((m) => m.value === inTwoMonths)).toBe(true);

    const compare = await compareLoader({
      request: request(`/comparepackages?ids=${card?.id}&travelMonth=${inTwoMonths}`),
      params: {},
      context,
    } as never);
    expect(compare.travelMonth).toBe(inTwoMonths);
    expect(compare.packages[0]?.price).toBe(card?.discountedPrice);
  });

  it("says 'from' on cards without a month, and the package page shows that price", async () => {
    const listing = await loadListing(request("/tour-packages/kerala"), context);
    const card = listing.packages[0];
    expect(listing.travelMonth).toBeNull();
    expect(card?.isFromPrice).toBe(true);
    const detail = await packageLoader({
      request: request(`/packages/${card?.slug}`),
      params: { slug: card?.slug ?? "" },
      context,
    } as never);
    // Either next month is the cheapest, or the page names the cheapest month's price too.
    expect([detail.discountedPrice, detail.from?.price]).toContain(card?.discountedPrice);
  });

  it("keeps a month beyond the request form's six instead of turning it into Not decided", async () => {
    const far = yearMonth(9);
    const form = await prefillFromQuery(
      context,
      new URLSearchParams({ destination: "kerala", month: far }),
      new Date(),
    );
    expect(form.defaults.month).toBe(far);
    expect(form.months.map((m) => m.value)).toContain(far);
    expect(form.months.at(-1)?.value).toBe("nd");
  });
});

describe("old links", () => {
  it("answers /packages/{setUrl}?id={id} with the package of that id", async () => {
    const [card] = await services.packages.cards([3], null);
    const moved = await thrown(() =>
      packageLoader({
        request: request("/packages/an-old-name?id=3&month=2"),
        params: { slug: "an-old-name" },
        context,
      } as never),
    );
    expect(moved).toEqual({ status: 301, location: `/packages/${card?.slug}?month=2` });
  });

  it("redirects /tour-packages/kerala?page=2 to the path form", async () => {
    expect(
      await thrown(() => loadListing(request("/tour-packages/kerala?page=2"), context)),
    ).toEqual({ status: 301, location: "/tour-packages/kerala/page/2" });
    expect(
      await thrown(() =>
        loadListing(request("/ae-en/tour-packages?page=3&sort_by=price_low_to_high"), context),
      ),
    ).toEqual({ status: 301, location: "/ae-en/tour-packages/page/3?sort_by=price_low_to_high" });
  });
});
