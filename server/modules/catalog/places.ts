import { sql } from "drizzle-orm";
import { z } from "zod";
import { normalizeSearchText } from "../../../common/search";
import type { Executor } from "../../db";
import { rowsOf } from "../../lib/sql-rows";
import type { PlaceKind } from "./catalog.schema";
import type { CatalogChanges } from "./catalog-changes";

// The place hierarchy's door (decision 0207): "is Munnar in Kerala?", "which places does this
// text name?", "which destinations hold this trip's places?". The whole tree is a few hundred
// rows, read once per process and dropped on every catalogue change.

const placeRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(["region", "country", "state", "city", "area"]),
  parent_id: z.number().nullable(),
  ancestry: z.array(z.number()),
  aliases: z.array(z.string()),
  destination_id: z.number().nullable(),
  city_id: z.number().nullable(),
  destination_slug: z.string().nullable(),
  city_slug: z.string().nullable(),
});

export interface Place {
  id: number;
  slug: string;
  name: string;
  kind: PlaceKind;
  parentId: number | null;
  /** Ids from the root down to this place, itself last. */
  ancestry: number[];
  /** Other names, normalised. */
  aliases: string[];
  destinationId: number | null;
  cityId: number | null;
  destinationSlug: string | null;
  citySlug: string | null;
}

/** A place a text names, and which of its words named it. */
export interface PlaceMention {
  place: Place;
  /** The words of the normalised text that named it, e.g. "alleppey" or "andaman islands". */
  words: string;
}

export interface PlaceTree {
  places: readonly Place[];
  byId: ReadonlyMap<number, Place>;
  /** Normalised name or alias → the places it names, biggest first (a state before a town). */
  byName: ReadonlyMap<string, readonly Place[]>;
  byDestination: ReadonlyMap<number, Place>;
  byCity: ReadonlyMap<number, Place>;
  /** The longest name, in words: how far a reader looks ahead. */
  longestName: number;
}

// Place names that are everyday words: they name a place only when they are the whole text.
const EVERYDAY_WORDS = new Set(["nice", "bath", "male", "mon", "mahe"]);

const KIND_RANK: Record<PlaceKind, number> = { region: 0, country: 1, state: 2, city: 3, area: 4 };

export async function loadPlaceTree(db: Executor): Promise<PlaceTree> {
  const list: Place[] = rowsOf(
    await db.execute(sql`
      select p.id, p.slug, p.name, p.kind, p.parent_id, p.ancestry, p.aliases, p.destination_id,
        p.city_id, d.slug as destination_slug, c.slug as city_slug
      from places p left join destinations d on d.id = p.destination_id
        left join cities c on c.id = p.city_id
      order by p.id`),
    placeRow,
  ).map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    kind: r.kind,
    parentId: r.parent_id,
    ancestry: r.ancestry,
    aliases: r.aliases,
    destinationId: r.destination_id,
    cityId: r.city_id,
    destinationSlug: r.destination_slug,
    citySlug: r.city_slug,
  }));
  const byName = new Map<string, Place[]>();
  let longestName = 1;
  for (const place of list) {
    for (const name of new Set([normalizeSearchText(place.name), ...place.aliases])) {
      if (!name) continue;
      const named = byName.get(name) ?? [];
      named.push(place);
      byName.set(name, named);
      longestName = Math.max(longestName, name.split(" ").length);
    }
  }
  for (const named of byName.values()) {
    named.sort(
      (a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.ancestry.length - b.ancestry.length,
    );
  }
  return {
    places: list,
    byId: new Map(list.map((p) => [p.id, p])),
    byName,
    byDestination: new Map(
      list.filter((p) => p.destinationId !== null).map((p) => [p.destinationId as number, p]),
    ),
    byCity: new Map(list.filter((p) => p.cityId !== null).map((p) => [p.cityId as number, p])),
    longestName,
  };
}

/** Whether `child` lies in `ancestor` (a place lies in itself). */
export function placeWithin(tree: PlaceTree, childId: number, ancestorId: number): boolean {
  return tree.byId.get(childId)?.ancestry.includes(ancestorId) ?? false;
}

/** The place and every place inside it, at any depth. */
export function placeAndDescendants(tree: PlaceTree, id: number): Place[] {
  return tree.places.filter((p) => p.ancestry.includes(id));
}

/** The place and the places around it, itself first, then up to the root. */
export function placeAndAncestors(tree: PlaceTree, id: number): Place[] {
  const place = tree.byId.get(id);
  if (!place) return [];
  return [...place.ancestry]
    .reverse()
    .map((a) => tree.byId.get(a))
    .filter((p): p is Place => p !== undefined);
}

/**
 * The places a text names, left to right, by name, old name or alias ("cochin", "andaman
 * islands"): the longest name wins at each word, and a name two places share is read as the
 * biggest of them. Everyday words (Nice, Bath) count only as the whole text.
 */
export function resolvePlaces(tree: PlaceTree, text: string): PlaceMention[] {
  const words = normalizeSearchText(text).split(" ").filter(Boolean);
  const found: PlaceMention[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(tree.longestName, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const named = tree.byName.get(phrase);
      if (!named?.[0]) continue;
      if (EVERYDAY_WORDS.has(phrase) && words.length > 1) continue;
      if (!found.some((f) => f.place.id === named[0]?.id)) {
        found.push({ place: named[0], words: phrase });
      }
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return found;
}

/** The places named exactly (a request's to_loc: "Munnar", "Alleppey"), unknown names skipped. */
export function placesNamed(tree: PlaceTree, names: readonly string[]): Place[] {
  const out: Place[] = [];
  for (const name of names) {
    const place = tree.byName.get(normalizeSearchText(name))?.[0];
    if (place && !out.includes(place)) out.push(place);
  }
  return out;
}

export interface TripPlaces {
  /** Catalogue destinations the trip names. */
  destinationIds?: readonly number[];
  /** Names the trip gives (to_loc): destinations, towns, areas, in any spelling. */
  names?: readonly string[];
}

/**
 * The places of a trip: its destinations' and those it names. What coupons, routing and the
 * builder's package search hold a trip against.
 */
export function tripPlaces(tree: PlaceTree, trip: TripPlaces): Place[] {
  const out = new Set<Place>();
  for (const id of trip.destinationIds ?? []) {
    const place = tree.byDestination.get(id);
    if (place) out.add(place);
  }
  for (const place of placesNamed(tree, trip.names ?? [])) out.add(place);
  return [...out];
}

/**
 * Catalogue destinations a trip lies in: its own, and every destination around one of its
 * places (a Munnar & Alleppey trip lies in Munnar and in Kerala). Upwards only: a Kerala trip
 * does not lie in Munnar.
 */
export function destinationsAround(tree: PlaceTree, trip: TripPlaces): number[] {
  const ids = new Set<number>(trip.destinationIds ?? []);
  for (const place of tripPlaces(tree, trip)) {
    for (const around of placeAndAncestors(tree, place.id)) {
      if (around.destinationId !== null) ids.add(around.destinationId);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** Catalogue city ids inside any of these places (a destination's, a state's, an area's town). */
export function cityIdsWithin(tree: PlaceTree, placeIds: readonly number[]): number[] {
  const ids = new Set<number>();
  for (const place of tree.places) {
    if (place.cityId !== null && placeIds.some((id) => place.ancestry.includes(id))) {
      ids.add(place.cityId);
    }
  }
  return [...ids];
}

/**
 * The tree for a process, read once and dropped on every catalogue change, with the questions
 * other modules ask of it.
 */
export function createPlaces(db: Executor, changes?: Pick<CatalogChanges, "subscribe">) {
  let loading: Promise<PlaceTree> | null = null;
  changes?.subscribe(() => {
    loading = null;
  });
  function tree(): Promise<PlaceTree> {
    if (!loading) {
      const load = loadPlaceTree(db);
      loading = load;
      load.catch(() => {
        if (loading === load) loading = null;
      });
    }
    return loading;
  }
  return {
    tree,
    async resolve(text: string): Promise<PlaceMention[]> {
      return resolvePlaces(await tree(), text);
    },
    /**
     * The catalogue cities inside the places a text names, at any depth, and the text's other
     * words; null when the text names no place (the day library's search, decision 0210).
     */
    async citiesInText(text: string): Promise<{ cityIds: number[]; rest: string } | null> {
      const t = await tree();
      const named = resolvePlaces(t, text);
      if (named.length === 0) return null;
      const taken = new Set(named.flatMap((m) => m.words.split(" ")));
      const rest = normalizeSearchText(text)
        .split(" ")
        .filter((w) => w && !taken.has(w));
      return {
        cityIds: cityIdsWithin(
          t,
          named.map((m) => m.place.id),
        ),
        rest: rest.join(" "),
      };
    },
    /**
     * The catalogue cities of a trip's names (to_loc): a city itself, the cities inside a
     * state or destination (at most `max`), each once, in the trip's order. The builder's city
     * picker and the blank quote's days (decision 0227).
     */
    async citiesOfTrip(
      names: readonly string[],
      max = 12,
    ): Promise<{ cityId: number; name: string }[]> {
      const t = await tree();
      const out = new Map<number, string>();
      for (const place of placesNamed(t, names)) {
        const ids = place.cityId !== null ? [place.cityId] : cityIdsWithin(t, [place.id]);
        for (const id of ids) {
          const city = t.byCity.get(id);
          if (city && out.size < max) out.set(id, city.name);
        }
      }
      return [...out].map(([cityId, name]) => ({ cityId, name }));
    },
    async within(childId: number, ancestorId: number): Promise<boolean> {
      return placeWithin(await tree(), childId, ancestorId);
    },
    async bySlug(slug: string): Promise<Place | null> {
      return (await tree()).places.find((p) => p.slug === slug) ?? null;
    },
    async destinationsAround(trip: TripPlaces): Promise<number[]> {
      return destinationsAround(await tree(), trip);
    },
  };
}

export type Places = ReturnType<typeof createPlaces>;
