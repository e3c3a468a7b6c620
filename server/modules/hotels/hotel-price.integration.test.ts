import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, type RoomGuests, todayIso } from "../../../common/hotel-stay";
import { plainHotelRoute } from "../../../common/hotel-url";
import { priceLevelOf } from "../../../common/hotels";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { createPrng } from "../../lib/prng";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { cities, destinations } from "../catalog/catalog.schema";
import type { HotelStayPrice } from "./hotel-price";
import { hotels } from "./hotels.schema";

// Decision 0217: every place that shows a hotel's price for a stay shows the one hotel price.
// 500 random hotel × dates × rooms cases on the seeded catalogue; each checks the hotel page's
// best rate, that rate's re-check at booking, the listing card and its sort and price filter,
// similar properties, the month summary and deals against `hotels.prices`.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
}, 240_000);
afterAll(async () => {
  await database?.close();
});

const CASES = 500;

function randomRooms(r: ReturnType<typeof createPrng>): RoomGuests[] {
  return Array.from({ length: r.pick([1, 1, 1, 2, 2, 3]) }, () => {
    const adults = r.pick([1, 2, 2, 2, 3]);
    return { adults, children: adults < 3 ? r.pick([0, 0, 1]) : 0 };
  });
}

const perNight = (p: HotelStayPrice) => p.perNightMinor;

describe("one hotel price", () => {
  it("agrees everywhere it is shown on 500 random hotel, date and room cases", async () => {
    const all = await database.db
      .select({
        id: hotels.id,
        slug: hotels.slug,
        citySlug: cities.slug,
        destinationSlug: destinations.slug,
      })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .innerJoin(destinations, eq(destinations.id, hotels.destinationId))
      .orderBy(hotels.id);
    expect(all.length).toBeGreaterThan(50);
    const r = createPrng(20_261_128);
    const today = todayIso();
    let priced = 0;
    let soldOut = 0;
    for (let i = 0; i < CASES; i++) {
      const h = r.pick(all);
      const checkIn = addDays(today, r.int(0, 330));
      const stay = { checkIn, checkOut: addDays(checkIn, r.int(1, 4)), rooms: randomRooms(r) };
      const where = `${h.slug} ${stay.checkIn}→${stay.checkOut} ${JSON.stringify(stay.rooms)}`;
      const price = (await services.hotels.prices([h.id], stay)).get(h.id) ?? null;
      if (price) priced++;
      else soldOut++;

      // The hotel page: its cheapest offered rate is the price, and booking re-checks it.
      const search = await services.hotels.search({ hotelId: h.id, ...stay });
      const best = Object.values(search.recommended)[0];
      expect(best?.price.discounted ?? null, where).toBe(price?.discountedMinor ?? null);
      if (best) {
        const quote = await services.hotels.quoteRate(best.rateKey);
        expect(quote.available, where).toBe(true);
        expect(quote.price.discountedMinor, where).toBe(price?.discountedMinor);
      }

      // The listing sorted by price: cards carry the price and are in its order.
      const route = { ...plainHotelRoute(DEFAULT_LOCALE, h.citySlug), sortBy: "price" as const };
      const listing = await services.hotels.list(route, stay);
      const cards = listing?.hotels ?? [];
      expect(cards.length, where).toBeGreaterThan(0);
      const cardPrices = await services.hotels.prices(
        cards.map((c) => c.id),
        stay,
      );
      for (const c of cards) expect(c.stay, where).toEqual(cardPrices.get(c.id) ?? null);
      const order = cards.map((c) => c.stay?.discountedMinor ?? Number.POSITIVE_INFINITY);
      expect(order, where).toEqual([...order].sort((a, b) => a - b));
      const card = cards.find((c) => c.id === h.id);
      if (card) expect(card.stay, where).toEqual(price);

      // The price filter keeps hotels by the same price, per room and night.
      if (price) {
        const level = priceLevelOf(price.perNightMinor / price.rooms / 100);
        const filtered = await services.hotels.list(
          { ...route, filters: { ...route.filters, price_levels: [level] } },
          stay,
        );
        for (const c of filtered?.hotels ?? []) {
          expect(c.stay, where).not.toBeNull();
          const s = c.stay as HotelStayPrice;
          expect(priceLevelOf(s.perNightMinor / s.rooms / 100), where).toBe(level);
        }
      }

      // Every fifth case: the hotel page's similar properties, month summary and the deals.
      if (i % 5 !== 0) continue;
      const detail = await services.hotels.detail(h.slug, {
        travelMonth: stay.checkIn.slice(0, 7),
        stay,
      });
      const similarPrices = await services.hotels.prices(
        (detail?.similarHotels ?? []).map((s) => s.id),
        stay,
      );
      for (const s of detail?.similarHotels ?? [])
        expect(s.stay, where).toEqual(similarPrices.get(s.id) ?? null);
      const oneNight = { ...stay, checkOut: addDays(stay.checkIn, 1) };
      const night = (await services.hotels.prices([h.id], oneNight)).get(h.id);
      const month = detail?.hotel.monthOptions.monthRanges.find(
        (m) => m.id === stay.checkIn.slice(0, 7),
      );
      if (night) {
        expect(month, where).toBeDefined();
        expect(month?.startPrice, where).toBeLessThanOrEqual(night.discountedMinor);
        expect(month?.endPrice, where).toBeGreaterThanOrEqual(night.discountedMinor);
      }
      const deals = await services.hotels.deals({ destination: h.destinationSlug, stay });
      const dealPrices = await services.hotels.prices(
        deals.deals.map((d) => d.id),
        stay,
      );
      for (const d of deals.deals) {
        const p = dealPrices.get(d.id);
        expect(p, where).toBeTruthy();
        expect(d.basePrice.discounted, where).toBe(perNight(p as HotelStayPrice));
      }
    }
    // The cases priced something, and some stays found no room (a real sold-out path).
    expect(priced).toBeGreaterThan(CASES / 2);
    expect(priced + soldOut).toBe(CASES);
  }, 600_000);

  it("states a month's 'from' price that some night of that month is offered at", async () => {
    const [h] = await database.db
      .select({ id: hotels.id, slug: hotels.slug })
      .from(hotels)
      .limit(1);
    const stay = {
      checkIn: addDays(todayIso(), 15),
      checkOut: addDays(todayIso(), 16),
      rooms: [{ adults: 2, children: 0 }],
    };
    const detail = await services.hotels.detail(h?.slug ?? "", { travelMonth: null, stay });
    const month = detail?.hotel.monthOptions.monthRanges[1];
    expect(month).toBeDefined();
    const first = `${month?.id}-01`;
    let cheapest = Number.POSITIVE_INFINITY;
    for (let d = first; d.startsWith(month?.id ?? "-"); d = addDays(d, 1)) {
      const p = (
        await services.hotels.prices([h?.id ?? 0], { ...stay, checkIn: d, checkOut: addDays(d, 1) })
      ).get(h?.id ?? 0);
      if (p) cheapest = Math.min(cheapest, p.discountedMinor);
    }
    expect(month?.startPrice).toBe(cheapest);
  }, 120_000);
});
