import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { fitsPlace, type PlaceScene, placeSceneOf } from "../../../common/artwork";
import { nightsBetween, type RoomGuests } from "../../../common/hotel-stay";
import {
  buildHotelListingUrl,
  buildHotelUrl,
  type HotelListingRoute,
  plainHotelRoute,
} from "../../../common/hotel-url";
import { HOTEL_PAGE_SIZE, slugify, THEMES, type Theme } from "../../../common/hotels";
import { DEFAULT_LOCALE } from "../../../common/locale";
import type { HotelPlaces } from "../catalog";
import type { HotelOffers, HotelsContext } from "./hotel-offers";
import { byPrice, type HotelStayPrice, priceLevelOfStay } from "./hotel-price";
import {
  type BoardOption,
  CURRENCY,
  cardOf,
  type HotelCard,
  type HotelRow,
  type HotelSearchData,
  hotelImageUrl,
  type Place,
  pictureOf,
  type StayQuery,
} from "./hotel-views";
import { destinationNotFound, hotelNotFound } from "./hotels.errors";
import { hotels } from "./hotels.schema";
import { landmarkPoint } from "./landmark-points";

// What a visitor browses before booking: the listing of a destination or city, a destination's
// deals, the rooms and rates of one hotel for a stay, and the pictures' subjects. Places come
// from the catalogue's door and are kept per process (a hot page asks for them on every hit).

/** What a hotel slug can be (seed/hotels.ts makes them from names). */
const HOTEL_SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;
const DEALS_LIMIT = 12;

export function createHotelSearch(
  { db }: HotelsContext,
  offers: HotelOffers,
  catalogue: HotelPlaces,
) {
  const { roomTypesOf, takenOn, pricesFor, validateStay } = offers;
  const places = new Map<string, Promise<Place | null>>();

  async function loadPlace(slug: string): Promise<Place | null> {
    const rows = await catalogue.placeBySlug(slug);
    if (!rows) return null;
    const byId = new Map(rows.cities.map((c) => [c.id, c]));
    return {
      destination: rows.destination,
      city: rows.city,
      cities: rows.cities,
      landmarks: rows.landmarks.map((l) => {
        const c = byId.get(l.cityId) as (typeof rows.cities)[number];
        return {
          slug: slugify(l.name),
          name: l.name,
          kind: l.kind,
          cityId: l.cityId,
          point: landmarkPoint(c, l.name),
        };
      }),
    };
  }

  /** A destination or city by slug with its cities and landmarks; cached per process. */
  function place(slug: string): Promise<Place | null> {
    let p = places.get(slug);
    if (!p) {
      p = loadPlace(slug).catch((e) => {
        places.delete(slug);
        throw e;
      });
      places.set(slug, p);
      if (places.size > 500) places.delete(places.keys().next().value as string);
    }
    return p;
  }

  async function hotelBySlug(slug: string): Promise<HotelRow | null> {
    // Slugs are lower-case words and hyphens; anything else (a NUL from a URL) is no hotel.
    if (!HOTEL_SLUG.test(slug)) return null;
    const [h] = await db.select().from(hotels).where(eq(hotels.slug, slug)).limit(1);
    return h ?? null;
  }

  async function hotelById(id: number): Promise<HotelRow | null> {
    const [h] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
    return h ?? null;
  }

  function listingWhere(route: HotelListingRoute, p: Place): SQL[] {
    const where: SQL[] = [
      p.city ? eq(hotels.cityId, p.city.id) : eq(hotels.destinationId, p.destination.id),
    ];
    if (route.pivot === "hotels-and-resorts")
      where.push(inArray(hotels.propertyType, ["hotels", "resorts", "hotels-and-resorts"]));
    else if (route.pivot !== "hotels") where.push(eq(hotels.propertyType, route.pivot));
    const s = route.secondary;
    if (s?.kind === "star")
      where.push(s.stars >= 5 ? gte(hotels.starRating, 5) : eq(hotels.starRating, s.stars));
    if (s?.kind === "theme") where.push(sql`${hotels.themes} @> array[${s.theme}]::text[]`);
    if (s?.kind === "type") where.push(eq(hotels.propertyType, s.type));
    if (route.landmark)
      where.push(sql`${hotels.nearbyLandmarks} @> array[${route.landmark}]::text[]`);
    const f = route.filters;
    if (f.star_ratings.length) where.push(inArray(hotels.starRating, f.star_ratings));
    if (f.property_types.length) where.push(inArray(hotels.propertyType, f.property_types));
    if (f.themes.length)
      where.push(
        sql`${hotels.themes} && array[${sql.join(
          f.themes.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`,
      );
    if (f.trip_types.length)
      where.push(
        sql`${hotels.tripTypes} && array[${sql.join(
          f.trip_types.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`,
      );
    if (f.user_ratings.length) {
      const min = Math.min(...f.user_ratings.map(Number));
      where.push(gte(hotels.userRating, min));
    }
    if (f.city.length) {
      const ids = p.cities.filter((c) => f.city.includes(c.slug)).map((c) => c.id);
      where.push(ids.length ? inArray(hotels.cityId, ids) : sql`false`);
    }
    if (f.nearby_landmarks.length)
      where.push(
        sql`${hotels.nearbyLandmarks} && array[${sql.join(
          f.nearby_landmarks.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`,
      );
    if (f.facilities_ids.length)
      where.push(
        sql`${hotels.facilityIds} @> array[${sql.join(
          f.facilities_ids.map((t) => sql`${t}`),
          sql`, `,
        )}]::smallint[]`,
      );
    return where;
  }

  return {
    place,
    hotelBySlug,

    /** The one hotel price of these hotels for a stay (search results, decision 0217). */
    async prices(ids: number[], stay: StayQuery): Promise<Map<number, HotelStayPrice | null>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: hotels.id, discountPercent: hotels.discountPercent })
        .from(hotels)
        .where(inArray(hotels.id, ids.slice(0, 100)));
      return pricesFor(rows, stay);
    },

    /**
     * A hotel listing page (§2, §7 /browsing/v1/property_types): 10 per page, each card priced
     * with the one hotel price for the stay. Sorting by price and the price filter rank and
     * keep hotels by that same price (decision 0217), so every match is priced first.
     */
    async list(route: HotelListingRoute, stay: StayQuery) {
      const p = await place(route.destination);
      if (!p) return null;
      const landmark = route.landmark
        ? (p.landmarks.find((l) => l.slug === route.landmark) ?? null)
        : null;
      if (route.landmark && !landmark) return null;
      const where = and(...listingWhere(route, p));
      let order: SQL[];
      switch (route.sortBy) {
        case "rating":
          order = [desc(hotels.userRating), desc(hotels.reviewsCount), asc(hotels.id)];
          break;
        case "distance":
          order = landmark
            ? [
                asc(
                  sql`power(${hotels.lat} - ${landmark.point.lat}, 2) + power((${hotels.lng} - ${landmark.point.lng}) * ${Math.cos((landmark.point.lat * Math.PI) / 180)}, 2)`,
                ),
                asc(hotels.id),
              ]
            : [asc(hotels.centreKm), asc(hotels.id)];
          break;
        default:
          // "price" is ranked below by the stay's price; the score only breaks nothing.
          order = [desc(hotels.score), asc(hotels.id)];
      }
      const levels = route.filters.price_levels;
      const offset = (route.page - 1) * HOTEL_PAGE_SIZE;
      let total: number;
      let rows: HotelRow[];
      let quotes: Map<number, HotelStayPrice | null>;
      if (route.sortBy === "price" || levels.length) {
        const matches = await db
          .select({ id: hotels.id, discountPercent: hotels.discountPercent })
          .from(hotels)
          .where(where)
          .orderBy(...order);
        quotes = await pricesFor(matches, stay);
        let ranked = matches.map((m) => ({ id: m.id, price: quotes.get(m.id) ?? null }));
        if (levels.length)
          ranked = ranked.filter((r) => r.price && levels.includes(priceLevelOfStay(r.price)));
        if (route.sortBy === "price") ranked.sort(byPrice);
        total = ranked.length;
        const ids = ranked.slice(offset, offset + HOTEL_PAGE_SIZE).map((r) => r.id);
        const byId = new Map(
          (ids.length ? await db.select().from(hotels).where(inArray(hotels.id, ids)) : []).map(
            (h) => [h.id, h],
          ),
        );
        rows = ids.map((id) => byId.get(id)).filter((h): h is HotelRow => h !== undefined);
      } else {
        const [count] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(hotels)
          .where(where);
        total = Number(count?.n ?? 0);
        rows = await db
          .select()
          .from(hotels)
          .where(where)
          .orderBy(...order)
          .limit(HOTEL_PAGE_SIZE)
          .offset(offset);
        quotes = await pricesFor(rows, stay);
      }
      return {
        destination: { slug: p.destination.slug, name: p.destination.name },
        city: p.city,
        place: p.city?.name ?? p.destination.name,
        landmark: landmark ? { slug: landmark.slug, name: landmark.name } : null,
        total,
        pageCount: Math.max(1, Math.ceil(total / HOTEL_PAGE_SIZE)),
        hotels: rows.map((h) => {
          const card: HotelCard = { ...cardOf(h), stay: quotes.get(h.id) ?? null };
          if (landmark) {
            const km =
              Math.round(
                Math.hypot(
                  (h.lat - landmark.point.lat) * 110.574,
                  (h.lng - landmark.point.lng) * 111.32 * Math.cos((h.lat * Math.PI) / 180),
                ) * 10,
              ) / 10;
            card.landmark = { name: landmark.name, km };
          }
          return card;
        }),
        /** Filter options of this place (cities and landmarks; the rest are constants). */
        cityOptions: p.cities.map((c) => ({ value: c.slug, label: c.name })),
        landmarkOptions: p.landmarks
          .filter((l) => !p.city || l.cityId === p.city.id)
          .slice(0, 12)
          .map((l) => ({ value: l.slug, label: l.name })),
      };
    },

    /** Hotel deals of a destination (§7): bookable properties with a discount, optionally by theme. */
    async deals(input: { destination: string; themes?: Theme[]; stay: StayQuery }) {
      const p = await place(input.destination);
      if (!p) throw destinationNotFound();
      const where: SQL[] = [
        p.city ? eq(hotels.cityId, p.city.id) : eq(hotels.destinationId, p.destination.id),
        eq(hotels.isBookableB2c, true),
        sql`${hotels.discountPercent} > 0`,
      ];
      const themes = (input.themes ?? []).filter((t) => (THEMES as readonly string[]).includes(t));
      if (themes.length)
        where.push(
          sql`${hotels.themes} && array[${sql.join(
            themes.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]`,
        );
      const rows = await db
        .select()
        .from(hotels)
        .where(and(...where))
        .orderBy(desc(hotels.discountPercent), desc(hotels.score), asc(hotels.id))
        .limit(DEALS_LIMIT * 2);
      // A deal is priced like its card (decision 0217); one sold out for the stay is no deal.
      const prices = await pricesFor(rows, input.stay);
      const priced = rows
        .map((h) => ({ h, price: prices.get(h.id) ?? null }))
        .filter((d): d is { h: HotelRow; price: HotelStayPrice } => d.price !== null)
        .slice(0, DEALS_LIMIT);
      // Themes that have deals here, for the filter chips.
      const themeRows = await db
        .select({ theme: sql<string>`unnest(${hotels.themes})` })
        .from(hotels)
        .where(and(...where.slice(0, 3)));
      const present = new Set(themeRows.map((r) => r.theme));
      return {
        destination: { slug: p.destination.slug, name: p.destination.name },
        themes: THEMES.filter((t) => present.has(t)),
        viewAllUrl: buildHotelListingUrl(
          plainHotelRoute(DEFAULT_LOCALE, p.destination.slug.toLowerCase()),
        ),
        deals: priced.map(({ h, price }) => ({
          id: h.id,
          images: [0, 1].map((n) => ({
            url: { imagekitUrl: hotelImageUrl(h.id, n, "small") },
            altText: pictureOf(h, n, "small").alt,
          })),
          topRatedLuxury: h.topRatedLuxury,
          topRatedBudget: h.topRatedBudget,
          userRating: { text: h.userRatingText, rating: h.userRating },
          displayName: h.name,
          ttRecomended: h.recommended,
          starRating: h.starRating,
          address: { brief: h.addressBrief },
          proximity: { distance: h.landmarkKm, unit: "km", from: h.landmarkName },
          basePrice: {
            discountPercentage: h.discountPercent,
            unit: "per_night" as const,
            currency: CURRENCY,
            amount: Math.round(price.totalMinor / price.nights / 100) * 100,
            discounted: price.perNightMinor,
            rooms: price.rooms,
          },
          url: buildHotelUrl(h.slug),
        })),
      };
    },

    /** Rooms and rates for a stay (§7 hotel search): only rooms free on every night. */
    async search(input: {
      hotelId: number;
      checkIn: string;
      checkOut: string;
      rooms: RoomGuests[];
      allRooms?: boolean;
    }): Promise<HotelSearchData> {
      validateStay(input);
      const h = await hotelById(input.hotelId);
      if (!h) throw hotelNotFound();
      const types = await roomTypesOf([h.id]);
      const taken = await takenOn(
        types.map((t) => t.id),
        input.checkIn,
        input.checkOut,
      );
      const all = offers.offers(h, types, input, taken);
      const offered = all.filter((o) => o.available > 0);
      const recommended: HotelSearchData["recommended"] = {};
      let best: (BoardOption & { roomName: string }) | null = null;
      for (const o of offered)
        for (const b of Object.values(o.boards))
          if (!best || b.price.discounted < best.price.discounted)
            best = { ...b, roomName: o.name };
      if (best) recommended[best.selectionId] = best;
      return {
        hotel_id: h.id,
        check_in_date: input.checkIn,
        check_out_date: input.checkOut,
        nights: nightsBetween(input.checkIn, input.checkOut),
        rooms: input.rooms,
        recommended,
        allRooms: Object.fromEntries((input.allRooms ? all : offered).map((o) => [o.roomCode, o])),
      };
    },

    /**
     * The artwork subject of a hotel's picture n (the images API draws it): scenes of its own
     * place that fit its sort (decision 0220): a beach hotel shows the beach, a hill-station
     * hotel the hills, never a skyline in a beach resort's gallery.
     */
    async pictureSubject(id: number, n: number) {
      const [h] = await db
        .select({
          destinationId: hotels.destinationId,
          cityId: hotels.cityId,
          landmarkName: hotels.landmarkName,
          galleryCount: hotels.galleryCount,
          themes: hotels.themes,
        })
        .from(hotels)
        .where(eq(hotels.id, id))
        .limit(1);
      if (!h || n < 0 || n >= h.galleryCount) return null;
      const setting = await catalogue.citySetting(h.destinationId, h.cityId);
      if (!setting) return null;
      const feature = hotelGalleryFeature(setting.landmarks, h, n);
      return {
        seed: `hotel-${id}-${n}`,
        palette: setting.palette,
        feature: feature
          ? { name: feature.name, kind: feature.kind, city: setting.cityName }
          : null,
      };
    },
  };
}

type Landmark = { name: string; kind: string };

/** Place sorts whose hotels never show a beach, whatever a hotel's theme says. */
const INLAND: readonly PlaceScene[] = ["hill", "lake", "forest", "desert"];

/**
 * Picture n of a hotel's gallery: its place's landmarks that fit the hotel's sort (a hotel the
 * catalogue files under the beach theme is a beach property when its city has a beach and is not
 * a hill station, lake, forest or desert place; any other takes its city's sort), the nearest first when it fits, then the others in turn.
 */
export function hotelGalleryFeature(
  landmarks: readonly Landmark[],
  hotel: { landmarkName: string | null; themes: readonly string[] },
  n: number,
): Landmark | null {
  const cityScene = placeSceneOf(landmarks);
  if (!cityScene) return null;
  const beach =
    hotel.themes.includes("beach") &&
    !INLAND.includes(cityScene) &&
    landmarks.some((l) => fitsPlace(l, "beach"));
  const scene = beach ? "beach" : cityScene;
  const fitting = landmarks.filter((l) => fitsPlace(l, scene));
  const nearest = fitting.find((l) => l.name === hotel.landmarkName);
  const ordered = nearest ? [nearest, ...fitting.filter((l) => l !== nearest)] : fitting;
  return ordered[n % ordered.length] ?? null;
}

export type HotelSearch = ReturnType<typeof createHotelSearch>;
