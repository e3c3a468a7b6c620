import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { cities, destinations, landmarks } from "./catalog.schema";

// The catalogue's places as the hotels module reads them (decision 0178): a destination or city
// with its cities and landmarks, a destination's slug, and the setting of a city that a hotel's
// pictures are drawn in. The hotels module keeps what it derives (landmark points, slugs).

export interface HotelPlaceRows {
  destination: { id: number; slug: string; name: string; palette: string[] };
  /** The city the slug named, or null when it named the destination. */
  city: { id: number; slug: string; name: string } | null;
  /** The destination's cities, in the catalogue's order. */
  cities: { id: number; slug: string; name: string; lat: number; lng: number }[];
  /** Their landmarks, by city then the catalogue's order. */
  landmarks: { cityId: number; name: string; kind: string }[];
}

export interface HotelCitySetting {
  palette: string[];
  cityName: string;
  /** The city's landmarks in the catalogue's order. */
  landmarks: { name: string; kind: string }[];
}

export function createHotelPlaces(db: Db) {
  return {
    /** A destination or city by slug (a destination wins), with its cities and landmarks. */
    async placeBySlug(slug: string): Promise<HotelPlaceRows | null> {
      let [dest] = await db
        .select({
          id: destinations.id,
          slug: destinations.slug,
          name: destinations.name,
          palette: destinations.palette,
        })
        .from(destinations)
        .where(eq(destinations.slug, slug))
        .limit(1);
      let city: HotelPlaceRows["city"] = null;
      if (!dest) {
        const [c] = await db
          .select({
            id: cities.id,
            slug: cities.slug,
            name: cities.name,
            dId: destinations.id,
            dSlug: destinations.slug,
            dName: destinations.name,
            palette: destinations.palette,
          })
          .from(cities)
          .innerJoin(destinations, eq(destinations.id, cities.destinationId))
          .where(eq(cities.slug, slug))
          .limit(1);
        if (!c) return null;
        city = { id: c.id, slug: c.slug, name: c.name };
        dest = { id: c.dId, slug: c.dSlug, name: c.dName, palette: c.palette };
      }
      const cityRows = await db
        .select({
          id: cities.id,
          slug: cities.slug,
          name: cities.name,
          lat: cities.lat,
          lng: cities.lng,
        })
        .from(cities)
        .where(eq(cities.destinationId, dest.id))
        .orderBy(asc(cities.position));
      const landmarkRows = await db
        .select({ cityId: landmarks.cityId, name: landmarks.name, kind: landmarks.kind })
        .from(landmarks)
        .where(
          inArray(
            landmarks.cityId,
            cityRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(landmarks.cityId), asc(landmarks.position));
      return { destination: dest, city, cities: cityRows, landmarks: landmarkRows };
    },

    async destinationSlugOf(id: number): Promise<string | null> {
      const [d] = await db
        .select({ slug: destinations.slug })
        .from(destinations)
        .where(eq(destinations.id, id))
        .limit(1);
      return d?.slug ?? null;
    },

    /**
     * The destination's palette, the city's name and its landmarks, in one statement (the
     * images API asks on every picture it draws); null when either is gone.
     */
    async citySetting(destinationId: number, cityId: number): Promise<HotelCitySetting | null> {
      const rows = await db
        .select({
          palette: destinations.palette,
          cityName: cities.name,
          name: landmarks.name,
          kind: landmarks.kind,
        })
        .from(cities)
        .innerJoin(destinations, eq(destinations.id, destinationId))
        .leftJoin(landmarks, eq(landmarks.cityId, cities.id))
        .where(eq(cities.id, cityId))
        .orderBy(asc(landmarks.position));
      const [first] = rows;
      if (!first) return null;
      return {
        palette: first.palette,
        cityName: first.cityName,
        landmarks: rows.flatMap((r) =>
          r.name !== null && r.kind !== null ? [{ name: r.name, kind: r.kind }] : [],
        ),
      };
    },
  };
}

export type HotelPlaces = ReturnType<typeof createHotelPlaces>;
