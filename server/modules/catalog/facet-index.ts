import { sql } from "drizzle-orm";
import { FILTER_OPTIONS } from "../../../common/listing-url";
import type { Db } from "../../db";
import { rowsOf } from "./package-query";

// The columns the listing counts read, for every package, in typed arrays (docs/decisions/0155).
// Counting a filter set is then one pass over plain numbers in memory instead of a scan that
// evaluates ~40 array and range tests per package row in the database: at 100k packages the
// scan took seconds on PGlite, the pass takes milliseconds. The index is built once per
// catalogue version (in the background; listings count in SQL until it is ready), the month
// prices and the visited cities only when a listing first asks for them.

/** A set of text values as bits: categories, inclusions, trip types (at most 31 distinct each). */
export interface BitDictionary {
  bits: Map<string, number>;
}

export interface FacetIndex {
  size: number;
  destination: Int32Array;
  days: Int16Array;
  hotel: Int16Array;
  categories: Uint32Array;
  inclusions: Uint32Array;
  tripTypes: Uint32Array;
  /** The cheapest month's price after the discount; NaN when the package has none. */
  price: Float64Array;
  categoryBits: BitDictionary;
  inclusionBits: BitDictionary;
  tripTypeBits: BitDictionary;
  /** Position of a package id in the arrays. */
  positionOf: Map<number, number>;
  /** Positions of a destination's packages. */
  positionsOf: (destinationId: number) => Int32Array;
  /** One month's price per package (NaN when priced but with no amount); undefined entries are not priced that month. */
  month: (month: number) => Promise<MonthPrices>;
  /** The cities each package visits: cityIds[cityStart[i] .. cityStart[i + 1]). */
  cities: () => Promise<{ cityStart: Int32Array; cityIds: Int32Array }>;
}

export interface MonthPrices {
  priced: Uint8Array;
  price: Float64Array;
}

const MAX_BITS = 31;

/** The mask of the given values; values no package has give no bit (so never match). */
export function maskOf(dictionary: BitDictionary, values: readonly string[]): number {
  let mask = 0;
  for (const v of values) {
    const bit = dictionary.bits.get(v);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask >>> 0;
}

function dictionaryOf(rows: readonly (readonly string[] | null)[], known: readonly string[]) {
  const bits = new Map<string, number>();
  for (const value of known) if (!bits.has(value)) bits.set(value, bits.size);
  for (const values of rows) {
    for (const v of values ?? []) if (!bits.has(v)) bits.set(v, bits.size);
  }
  return bits.size > MAX_BITS ? null : { bits };
}

function masksOf(rows: readonly (readonly string[] | null)[], dictionary: BitDictionary) {
  const masks = new Uint32Array(rows.length);
  rows.forEach((values, i) => {
    masks[i] = maskOf(dictionary, values ?? []);
  });
  return masks;
}

const number = (v: unknown) => (v === null || v === undefined ? Number.NaN : Number(v));

/** Null when a text column holds more distinct values than a mask has bits (count in SQL then). */
export async function loadFacetIndex(db: Db): Promise<FacetIndex | null> {
  const rows = rowsOf<{
    id: number;
    destination_id: number;
    days: number;
    hotel_category: number;
    categories: string[] | null;
    inclusions: string[] | null;
    trip_types: string[] | null;
    price: string | number | null;
  }>(
    await db.execute(sql`
      select id, destination_id, days, hotel_category, categories, inclusions, trip_types,
        min_discounted_price_minor as price
      from packages order by id`),
  );
  const categories = rows.map((r) => r.categories);
  const inclusions = rows.map((r) => r.inclusions);
  const tripTypes = rows.map((r) => r.trip_types);
  const categoryBits = dictionaryOf(
    categories,
    FILTER_OPTIONS.category.map((o) => o.value),
  );
  const inclusionBits = dictionaryOf(
    inclusions,
    FILTER_OPTIONS.inclusions.map((o) => o.value),
  );
  const tripTypeBits = dictionaryOf(
    tripTypes,
    FILTER_OPTIONS.trip_types.map((o) => o.value),
  );
  if (!categoryBits || !inclusionBits || !tripTypeBits) return null;
  const size = rows.length;
  const positionOf = new Map<number, number>();
  const destination = new Int32Array(size);
  const days = new Int16Array(size);
  const hotel = new Int16Array(size);
  const price = new Float64Array(size);
  rows.forEach((r, i) => {
    positionOf.set(r.id, i);
    destination[i] = r.destination_id;
    days[i] = r.days;
    hotel[i] = r.hotel_category;
    price[i] = number(r.price);
  });
  const byDestination = new Map<number, number[]>();
  destination.forEach((id, i) => {
    const list = byDestination.get(id);
    if (list) list.push(i);
    else byDestination.set(id, [i]);
  });
  const positions = new Map<number, Int32Array>();
  for (const [id, list] of byDestination) positions.set(id, Int32Array.from(list));
  const none = new Int32Array(0);
  const months = new Map<number, Promise<MonthPrices>>();
  let cities: Promise<{ cityStart: Int32Array; cityIds: Int32Array }> | null = null;
  return {
    size,
    destination,
    days,
    hotel,
    categories: masksOf(categories, categoryBits),
    inclusions: masksOf(inclusions, inclusionBits),
    tripTypes: masksOf(tripTypes, tripTypeBits),
    price,
    categoryBits,
    inclusionBits,
    tripTypeBits,
    positionOf,
    positionsOf: (id) => positions.get(id) ?? none,
    month(month) {
      let loaded = months.get(month);
      if (!loaded) {
        loaded = (async () => {
          const priced = new Uint8Array(size);
          const prices = new Float64Array(size).fill(Number.NaN);
          for (const r of rowsOf<{ package_id: number; price: string | number | null }>(
            await db.execute(sql`
              select package_id, discounted_start_price_minor as price
              from package_month_prices where month = ${month}`),
          )) {
            const i = positionOf.get(r.package_id);
            if (i === undefined) continue;
            priced[i] = 1;
            prices[i] = number(r.price);
          }
          return { priced, price: prices };
        })();
        loaded.catch(() => months.delete(month));
        months.set(month, loaded);
      }
      return loaded;
    },
    cities() {
      if (!cities) {
        cities = (async () => {
          const visits = rowsOf<{ package_id: number; city_id: number }>(
            await db.execute(
              sql`select package_id, city_id from package_cities order by package_id`,
            ),
          );
          const perPackage = new Int32Array(size + 1);
          for (const v of visits) {
            const i = positionOf.get(v.package_id);
            if (i !== undefined) perPackage[i + 1] = (perPackage[i + 1] ?? 0) + 1;
          }
          for (let i = 0; i < size; i++)
            perPackage[i + 1] = (perPackage[i + 1] ?? 0) + (perPackage[i] ?? 0);
          const filled = perPackage.slice(0, size);
          const cityIds = new Int32Array(perPackage[size] ?? 0);
          for (const v of visits) {
            const i = positionOf.get(v.package_id);
            if (i === undefined) continue;
            const at = filled[i] ?? 0;
            cityIds[at] = v.city_id;
            filled[i] = at + 1;
          }
          return { cityStart: perPackage, cityIds };
        })();
        cities.catch(() => {
          cities = null;
        });
      }
      return cities;
    },
  };
}
