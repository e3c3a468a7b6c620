import { sql } from "drizzle-orm";
import { z } from "zod";
import { FILTER_OPTIONS } from "../../../common/listing-url";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";

// The columns the listing counts read, for every package, in typed arrays (docs/decisions/0155).
// Counting a filter set is then one pass over plain numbers in memory instead of a scan that
// evaluates ~40 array and range tests per package row in the database: at 100k packages the
// scan took seconds on PGlite, the pass takes milliseconds. The index is built once per
// catalogue version (in the background; listings count in SQL until it is ready), the month
// prices and the visited cities only when a listing first asks for them.
//
// Every filter option a listing counts (27 of them) is one bit of a package's option word, a
// group's options consecutive bits in FILTER_OPTIONS order: whether a package passes a chosen
// group is one AND, and counting a package is adding its set bits (decision 0170).

/** The filter groups counted per option, in FILTER_OPTIONS order (cities are counted apart). */
export const COUNTED_GROUPS = [
  "category",
  "days",
  "price_ranges",
  "hotel_ratings",
  "inclusions",
  "trip_types",
] as const;
export type CountedGroup = (typeof COUNTED_GROUPS)[number];

/** Each counted group's option values, as the URL writes them. */
const OPTION_VALUES = Object.fromEntries(
  COUNTED_GROUPS.map((g) => [g, FILTER_OPTIONS[g].map((o) => String(o.value))]),
) as Record<CountedGroup, string[]>;

/** Where each group's options sit in the option word, and each option's bit. */
const GROUP_BITS = (() => {
  let next = 0;
  const bits = {} as Record<
    CountedGroup,
    { first: number; mask: number; bitOf: Map<string, number> }
  >;
  for (const group of COUNTED_GROUPS) {
    const values = OPTION_VALUES[group];
    bits[group] = {
      first: next,
      mask: ((2 ** values.length - 1) * 2 ** next) >>> 0,
      bitOf: new Map(values.map((value, k) => [value, 2 ** (next + k)])),
    };
    next += values.length;
  }
  if (next > 32) throw new Error(`${next} filter options do not fit an option word`);
  return bits;
})();

/** The bits of the named options of a group (values that are no option give none). */
function optionBits(group: CountedGroup, values: readonly string[]): number {
  let mask = 0;
  for (const value of values) mask |= GROUP_BITS[group].bitOf.get(value) ?? 0;
  return mask >>> 0;
}

/** A set of text values as bits: categories, trip types (at most 31 distinct each). */
export interface BitDictionary {
  bits: Map<string, number>;
}

export interface FacetIndex {
  size: number;
  destination: Int32Array;
  days: Int16Array;
  /** Every option bit but the prices' (they depend on the travel month). */
  options: Uint32Array;
  /** The price options of the cheapest month's price after the discount. */
  priceOptions: Uint32Array;
  /** Categories and trip types as bit masks, for the tests of a listing's own kind. */
  categories: Uint32Array;
  tripTypes: Uint32Array;
  categoryBits: BitDictionary;
  tripTypeBits: BitDictionary;
  /** Positions of a destination's packages. */
  positionsOf: (destinationId: number) => Int32Array;
  /** One month's price options per package; `priced` says which packages have that month. */
  month: (month: number) => Promise<MonthPrices>;
  /** The cities each package visits: cityIds[cityStart[i] .. cityStart[i + 1]). */
  cities: () => Promise<{ cityStart: Int32Array; cityIds: Int32Array }>;
}

export interface MonthPrices {
  priced: Uint8Array;
  priceOptions: Uint32Array;
}

const MAX_BITS = 31;

/** The mask of the given values; values no package has give no bit (so never match). */
function maskOf(dictionary: BitDictionary, values: readonly string[]): number {
  let mask = 0;
  for (const v of values) {
    const bit = dictionary.bits.get(v);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask >>> 0;
}

function dictionaryOf(rows: readonly (readonly string[] | null)[]) {
  const bits = new Map<string, number>();
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

/** The option bits of the price ranges a price (after the discount, paise) lies in. */
function priceBits(price: string | number | null): number {
  if (price === null) return 0;
  const paise = Number(price);
  return optionBits(
    "price_ranges",
    FILTER_OPTIONS.price_ranges
      .filter((r) => paise >= r.min * 100 && paise < r.max * 100)
      .map((r) => r.value),
  );
}

/** Option bits of one package's columns (prices apart). */
function optionWord(r: {
  days: number;
  hotel_category: number;
  categories: string[] | null;
  inclusions: string[] | null;
  trip_types: string[] | null;
}): number {
  const days = FILTER_OPTIONS.days
    .filter((d) => r.days >= d.min && (d.max === null || r.days <= d.max))
    .map((d) => d.value);
  return (
    (optionBits("category", r.categories ?? []) |
      optionBits("days", days) |
      optionBits("hotel_ratings", [String(r.hotel_category)]) |
      optionBits("inclusions", r.inclusions ?? []) |
      optionBits("trip_types", r.trip_types ?? [])) >>>
    0
  );
}

// The index reads every package once per catalogue change, in the background: parsing its rows
// costs about 5 ms per 10,000 packages (decision 0179), next to building the masks.
const packageFacetRow = z.object({
  id: z.number(),
  destination_id: z.number(),
  days: z.number(),
  hotel_category: z.number(),
  categories: z.array(z.string()).nullable(),
  inclusions: z.array(z.string()).nullable(),
  trip_types: z.array(z.string()).nullable(),
  price: int8.nullable(),
});
const monthPriceRow = z.object({ package_id: z.number(), price: int8.nullable() });
const visitRow = z.object({ package_id: z.number(), city_id: z.number() });

/** Null when a text column holds more distinct values than a mask has bits (count in SQL then). */
export async function loadFacetIndex(db: Db): Promise<FacetIndex | null> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, destination_id, days, hotel_category, categories, inclusions, trip_types,
        min_discounted_price_minor as price
      from packages order by id`),
    packageFacetRow,
  );
  const categories = rows.map((r) => r.categories);
  const tripTypes = rows.map((r) => r.trip_types);
  const categoryBits = dictionaryOf(categories);
  const tripTypeBits = dictionaryOf(tripTypes);
  if (!categoryBits || !tripTypeBits) return null;
  const size = rows.length;
  const positionOf = new Map<number, number>();
  const destination = new Int32Array(size);
  const days = new Int16Array(size);
  const options = new Uint32Array(size);
  const priceOptions = new Uint32Array(size);
  rows.forEach((r, i) => {
    positionOf.set(r.id, i);
    destination[i] = r.destination_id;
    days[i] = r.days;
    options[i] = optionWord(r);
    priceOptions[i] = priceBits(r.price);
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
    options,
    priceOptions,
    categories: masksOf(categories, categoryBits),
    tripTypes: masksOf(tripTypes, tripTypeBits),
    categoryBits,
    tripTypeBits,
    positionsOf: (id) => positions.get(id) ?? none,
    month(month) {
      let loaded = months.get(month);
      if (!loaded) {
        loaded = (async () => {
          const priced = new Uint8Array(size);
          const prices = new Uint32Array(size);
          for (const r of rowsOf(
            await db.execute(sql`
              select package_id, discounted_start_price_minor as price
              from package_month_prices where month = ${month}`),
            monthPriceRow,
          )) {
            const i = positionOf.get(r.package_id);
            if (i === undefined) continue;
            priced[i] = 1;
            prices[i] = priceBits(r.price);
          }
          return { priced, priceOptions: prices };
        })();
        loaded.catch(() => months.delete(month));
        months.set(month, loaded);
      }
      return loaded;
    },
    cities() {
      if (!cities) {
        cities = (async () => {
          const visits = rowsOf(
            await db.execute(
              sql`select package_id, city_id from package_cities order by package_id`,
            ),
            visitRow,
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

/** What a listing counts: the packages it covers and the options chosen in it. */
export interface FacetQuery {
  /** Only this destination's packages. */
  destinationId: number | null;
  /** Only packages of these destinations (a destination type). */
  destinationIds: readonly number[] | null;
  /** Categories and trip types every package has (the listing's base and type). */
  categories: readonly string[];
  tripTypes: readonly string[];
  /**
   * Hotel categories, one of which every package has (a listing type; its categories are
   * among the hotel rating options, others match nothing); null for any.
   */
  hotelCategories: readonly number[] | null;
  /** Days between these bounds (an "explore n days" prefix). */
  duration: { min: number; max: number } | null;
  /** Prices are this month's, and only packages priced for it are listed. */
  month: number | null;
  /** Option values chosen per group: alternatives within a group, groups narrow each other. */
  chosen: Record<CountedGroup, readonly string[]>;
  /** Chosen city ids (a package visiting any of them passes); null for no city filter. */
  cities: readonly number[] | null;
  /** The cities to count packages for (the destination's). */
  countedCities: readonly number[];
}

export interface FacetCounts {
  total: number;
  /** Per group, per option value: the packages ticking that option would list. */
  options: Record<CountedGroup, Record<string, number>>;
  /** Per counted city id: the packages choosing that city would list. */
  cities: Map<number, number>;
}

/**
 * The total and every option's count of a listing, in one pass over the packages it covers
 * (a destination's only, with one). An option's count applies every chosen group but its own:
 * what ticking it would give. The same conditions as the SQL count in listing.service.ts.
 */
export async function countInIndex(index: FacetIndex, query: FacetQuery): Promise<FacetCounts> {
  const monthPrices = query.month ? await index.month(query.month) : null;
  const priced = monthPrices?.priced ?? null;
  const priceOptions = monthPrices?.priceOptions ?? index.priceOptions;
  const visited =
    query.cities !== null || query.countedCities.length > 0 ? await index.cities() : null;

  // A listing's own kind: categories and trip types it requires (one no package has: none)
  // and hotel categories.
  const needCategories = maskOf(index.categoryBits, query.categories);
  const needTripTypes = maskOf(index.tripTypeBits, query.tripTypes);
  const hotelMask = query.hotelCategories
    ? optionBits("hotel_ratings", query.hotelCategories.map(String))
    : 0;
  const listsNothing =
    query.categories.some((v) => !index.categoryBits.bits.has(v)) ||
    query.tripTypes.some((v) => !index.tripTypeBits.bits.has(v)) ||
    (query.hotelCategories !== null && hotelMask === 0);
  const minDays = query.duration?.min ?? Number.NEGATIVE_INFINITY;
  const maxDays = query.duration?.max ?? Number.POSITIVE_INFINITY;
  let inType: Uint8Array | null = null;
  if (query.destinationIds) {
    inType = new Uint8Array(Math.max(0, ...query.destinationIds) + 1);
    for (const id of query.destinationIds) inType[id] = 1;
  }

  // The chosen groups as masks; a group whose values match no option lists nothing.
  const chosenGroups = COUNTED_GROUPS.filter((g) => query.chosen[g].length > 0);
  const chosenMasks = Uint32Array.from(chosenGroups, (g) => optionBits(g, query.chosen[g]));
  const groupMasks = Uint32Array.from(chosenGroups, (g) => GROUP_BITS[g].mask);
  const chosenCities = query.cities ? new Set(query.cities) : null;
  const CITIES = -2;

  // Packages per value of each byte of the words counted: four increments per package, turned
  // into counts per bit at the end.
  const perByte = new Int32Array(4 * 256);
  const addBits = (word: number) => {
    for (let b = 0; b < 4; b++) {
      const at = (b << 8) | ((word >>> (8 * b)) & 255);
      perByte[at] = (perByte[at] ?? 0) + 1;
    }
  };
  const slotOf = new Map(query.countedCities.map((id, slot) => [id, slot]));
  const perCity = new Float64Array(query.countedCities.length);
  // The package each slot last counted, so a city visited twice counts once.
  const countedFor = new Int32Array(query.countedCities.length).fill(-1);
  const countCities = (i: number) => {
    if (!visited || perCity.length === 0) return;
    const end = visited.cityStart[i + 1] ?? 0;
    for (let at = visited.cityStart[i] ?? 0; at < end; at++) {
      const slot = slotOf.get(visited.cityIds[at] ?? -1);
      if (slot !== undefined && countedFor[slot] !== i) {
        countedFor[slot] = i;
        perCity[slot] = (perCity[slot] ?? 0) + 1;
      }
    }
  };
  const visits = (i: number) => {
    if (!visited || !chosenCities) return false;
    const end = visited.cityStart[i + 1] ?? 0;
    for (let at = visited.cityStart[i] ?? 0; at < end; at++) {
      if (chosenCities.has(visited.cityIds[at] ?? -1)) return true;
    }
    return false;
  };

  const candidates = query.destinationId === null ? null : index.positionsOf(query.destinationId);
  const count = listsNothing ? 0 : candidates ? candidates.length : index.size;
  const { destination, days, options, categories, tripTypes } = index;
  let total = 0;
  for (let c = 0; c < count; c++) {
    const i = candidates ? (candidates[c] ?? 0) : c;
    if (priced && priced[i] !== 1) continue;
    if (inType && inType[destination[i] ?? 0] !== 1) continue;
    if (((categories[i] ?? 0) & needCategories) !== needCategories) continue;
    if (((tripTypes[i] ?? 0) & needTripTypes) !== needTripTypes) continue;
    const d = days[i] ?? 0;
    if (d < minDays || d > maxDays) continue;
    const word = ((options[i] ?? 0) | (priceOptions[i] ?? 0)) >>> 0;
    if (hotelMask !== 0 && (word & hotelMask) === 0) continue;
    let failed = -1;
    let failures = 0;
    for (let g = 0; g < chosenMasks.length && failures < 2; g++) {
      if ((word & (chosenMasks[g] ?? 0)) === 0) {
        failed = g;
        failures++;
      }
    }
    if (failures < 2 && chosenCities && !visits(i)) {
      failed = CITIES;
      failures++;
    }
    if (failures === 0) {
      total++;
      addBits(word);
      countCities(i);
    } else if (failures === 1) {
      if (failed === CITIES) countCities(i);
      else addBits((word & (groupMasks[failed] ?? 0)) >>> 0);
    }
  }
  const perBit = new Float64Array(32);
  perByte.forEach((packages, at) => {
    for (let bit = 0; bit < 8; bit++) {
      const k = 8 * (at >> 8) + bit;
      if ((at & (1 << bit)) !== 0) perBit[k] = (perBit[k] ?? 0) + packages;
    }
  });
  return {
    total,
    options: Object.fromEntries(
      COUNTED_GROUPS.map((g) => [
        g,
        Object.fromEntries(
          OPTION_VALUES[g].map((value, k) => [value, perBit[GROUP_BITS[g].first + k] ?? 0]),
        ),
      ]),
    ) as FacetCounts["options"],
    cities: new Map(query.countedCities.map((id, slot) => [id, perCity[slot] ?? 0])),
  };
}
