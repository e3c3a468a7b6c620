import { type SQL, sql } from "drizzle-orm";
import {
  BASE_CATEGORY,
  effectiveDestinationType,
  FILTER_OPTIONS,
  type ListingRoute,
  listingTypeOf,
} from "../../../common/listing-url";
import type { CountedGroup } from "./facet-index";
import type { DestinationRow, Reference } from "./listing-reference";
import { priceExpr, sqlList, textArray } from "./package-query";

// The listing's WHERE clauses (spec §7 "listing packages", "filter counts"): values within a
// filter group are alternatives (OR); groups narrow each other (AND).

export type FacetGroup =
  | "category"
  | "days"
  | "price_ranges"
  | "hotel_ratings"
  | "inclusions"
  | "trip_types"
  | "cities";

export const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/**
 * How a listing query reads packages. With a travel month, the price is that month's and only
 * packages priced for it are listed (an inner join the month-price index can drive); without
 * one, the cheapest month's. `price` is the price after the discount, the one cards show large:
 * price filters and sorts read it (package-query.ts). With a destination, the counts scan also
 * collects each package's city ids once, so that every city of the destination is counted in
 * the same scan.
 */
export interface Shape {
  month: number | null;
  price: SQL;
  from: SQL;
}

export function shapeOf(route: ListingRoute): Shape {
  const month = route.filters.months[0] ?? null;
  return month
    ? {
        month,
        price: sql`mp.discounted_start_price_minor`,
        from: sql`packages p join package_month_prices mp on mp.package_id = p.id and mp.month = ${month}`,
      }
    : { month, price: priceExpr(null), from: sql`packages p` };
}

export interface Conditions {
  /** What every count and the page share: destination, destination type, listing, duration. */
  base: SQL[];
  /** One condition per filter group the visitor has chosen values in. */
  groups: Partial<Record<FacetGroup, SQL>>;
}

export function conditions(
  route: ListingRoute,
  destination: DestinationRow | null,
  reference: Reference,
  price: SQL,
  /** How a package's visited cities are tested: an EXISTS by default, an array in the counts scan. */
  visits: (cityIds: number[]) => SQL = (ids) =>
    sql`exists (select 1 from package_cities pc where pc.package_id = p.id and pc.city_id in (${sqlList(ids)}))`,
): Conditions {
  const f = route.filters;
  const base: SQL[] = [];
  if (destination) base.push(sql`p.destination_id = ${destination.id}`);
  const type = effectiveDestinationType(route);
  if (type === "india" || type === "international") {
    const ids = reference.typeIds[type];
    base.push(ids.length ? sql`p.destination_id in (${sqlList(ids)})` : sql`false`);
  }
  const baseCategory = BASE_CATEGORY[route.base];
  if (baseCategory) base.push(sql`p.categories @> ${textArray([baseCategory])}`);
  if (route.duration)
    base.push(sql`p.days between ${route.duration.min} and ${route.duration.max}`);
  const listingType = listingTypeOf(route);
  if (listingType && "hotelCategories" in listingType)
    base.push(sql`p.hotel_category in (${sqlList(listingType.hotelCategories)})`);
  if (listingType && "tripType" in listingType)
    base.push(sql`p.trip_types @> ${textArray([listingType.tripType])}`);
  if (listingType && "category" in listingType)
    base.push(sql`p.categories @> ${textArray([listingType.category])}`);

  const groups: Conditions["groups"] = {};
  if (f.category.length) groups.category = sql`p.categories && ${textArray(f.category)}`;
  if (f.days.length) {
    groups.days = or(
      FILTER_OPTIONS.days
        .filter((d) => f.days.includes(d.value))
        .map((b) =>
          b.max === null ? sql`p.days >= ${b.min}` : sql`p.days between ${b.min} and ${b.max}`,
        ),
    );
  }
  if (f.priceRanges.length) {
    groups.price_ranges = or(
      FILTER_OPTIONS.price_ranges
        .filter((r) => f.priceRanges.includes(r.value))
        .map((r) => sql`(${price} >= ${r.min * 100} and ${price} < ${r.max * 100})`),
    );
  }
  if (f.hotelRatings.length) {
    groups.hotel_ratings = sql`p.hotel_category in (${sqlList(f.hotelRatings)})`;
  }
  if (f.inclusions.length) groups.inclusions = sql`p.inclusions && ${textArray(f.inclusions)}`;
  if (f.tripTypes.length) groups.trip_types = sql`p.trip_types && ${textArray(f.tripTypes)}`;
  if (f.cities.length) {
    const ids = f.cities.flatMap((slug) => {
      const city = reference.cities.get(slug);
      return city ? [city.id] : [];
    });
    groups.cities = ids.length ? visits(ids) : sql`false`;
  }
  return { base, groups };
}

/** Every chosen group's condition except `skip`'s: what a count for `skip`'s options applies. */
export function othersThan(c: Conditions, skip?: FacetGroup): SQL[] {
  return Object.entries(c.groups)
    .filter(([group]) => group !== skip)
    .map(([, condition]) => condition as SQL);
}

/** Each option of a group with the SQL condition a package meets to count for it. */
export function optionsOf(
  group: CountedGroup,
  price: SQL,
): { value: string; label: string; test: SQL }[] {
  switch (group) {
    case "category":
      return FILTER_OPTIONS.category.map((o) => ({
        ...o,
        test: sql`p.categories @> ${textArray([o.value])}`,
      }));
    case "inclusions":
      return FILTER_OPTIONS.inclusions.map((o) => ({
        ...o,
        test: sql`p.inclusions @> ${textArray([o.value])}`,
      }));
    case "trip_types":
      return FILTER_OPTIONS.trip_types.map((o) => ({
        ...o,
        test: sql`p.trip_types @> ${textArray([o.value])}`,
      }));
    case "hotel_ratings":
      return FILTER_OPTIONS.hotel_ratings.map((o) => ({
        value: String(o.value),
        label: o.label,
        test: sql`p.hotel_category = ${o.value}`,
      }));
    case "days":
      return FILTER_OPTIONS.days.map((d) => ({
        value: d.value,
        label: d.label,
        test: d.max === null ? sql`p.days >= ${d.min}` : sql`p.days between ${d.min} and ${d.max}`,
      }));
    case "price_ranges":
      return FILTER_OPTIONS.price_ranges.map((r) => ({
        value: r.value,
        label: r.label,
        test: sql`${price} >= ${r.min * 100} and ${price} < ${r.max * 100}`,
      }));
  }
}

export function selectedIn(route: ListingRoute, group: FacetGroup): string[] {
  const f = route.filters;
  const byGroup: Record<FacetGroup, readonly (string | number)[]> = {
    category: f.category,
    days: f.days,
    price_ranges: f.priceRanges,
    hotel_ratings: f.hotelRatings,
    inclusions: f.inclusions,
    trip_types: f.tripTypes,
    cities: f.cities,
  };
  return byGroup[group].map(String);
}
