import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { IMAGE_SIZES, type ImageSize } from "../../../common/artwork";
import {
  addDays,
  formatRoomStay,
  nightsBetween,
  nightsOf,
  type RoomGuests,
  todayIso,
  validStayDates,
} from "../../../common/hotel-stay";
import {
  buildHotelListingUrl,
  type HotelListingRoute,
  plainHotelRoute,
} from "../../../common/hotel-url";
import {
  BOARD_LABELS,
  type Board,
  facilityName,
  HOTEL_PAGE_SIZE,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  RATE_CLASS_INFO,
  RATE_CLASSES,
  type RateClass,
  THEMES,
  type Theme,
  USER_RATINGS,
} from "../../../common/hotels";
import { DEFAULT_LOCALE } from "../../../common/locale";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import { cities, destinations, landmarks } from "../catalog/catalog.schema";
import {
  baseAllotment,
  cancellationPolicy,
  nightlyPriceMinor,
  type PolicyStep,
  penaltyOn,
  type RateRoomType,
  stayPrice,
} from "./hotel-rates";
import {
  bookingNotFound,
  destinationNotFound,
  hotelNotFound,
  invalidRateKey,
  invalidStay,
  notCancellable,
  priceChanged,
  soldOut,
} from "./hotels.errors";
import {
  type BookedRoom,
  hotelBookings,
  hotelReviews,
  hotelRoomNights,
  hotelRoomTypes,
  hotels,
} from "./hotels.schema";
import { landmarkPoint, type Point } from "./landmark-points";
import { formatRateKey, parseRateKey, type RateKey } from "./rate-key";

/** What a hotel slug can be (seed/hotels.ts makes them from names). */
const HOTEL_SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

export const CURRENCY = "INR";
const SIMILAR_HOTELS = 4;
const DEALS_LIMIT = 12;
const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

// ─────────────────────────────── Types ───────────────────────────────

export interface HotelPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HotelCard {
  id: number;
  slug: string;
  name: string;
  propertyType: PropertyType;
  propertyTypeLabel: string;
  starRating: number;
  themes: Theme[];
  addressBrief: string;
  landmark: { name: string; km: number };
  centreKm: number;
  userRating: { rating: number; text: string; count: number };
  facilities: string[];
  /** Cheapest room-only rate per night this season, after the hotel's discount (paise). */
  fromPriceMinor: number;
  /** The same before discount. */
  basePriceMinor: number;
  discountPercent: number;
  topRatedLuxury: boolean;
  topRatedBudget: boolean;
  recommended: boolean;
  picture: HotelPicture;
  /** For the listing's stay: the cheapest option for every room and night, or null when sold out. */
  stay: { totalMinor: number; discountedMinor: number; nights: number; rooms: number } | null;
}

export interface Place {
  destination: { id: number; slug: string; name: string; palette: string[] };
  city: { id: number; slug: string; name: string } | null;
  cities: { id: number; slug: string; name: string; lat: number; lng: number }[];
  landmarks: { slug: string; name: string; kind: string; cityId: number; point: Point }[];
}

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
}

export interface PriceObject {
  currency: string;
  /** What the amounts price: the whole stay, every room, in minor units (paise). */
  unit: "per_stay";
  total: number;
  discounted: number;
  rateClassName: string;
  rateClassCode: string;
}

export interface BoardOption {
  selectionId: string;
  roomCode: string;
  board: Board;
  boardName: string;
  rateKey: string;
  rateClass: RateClass;
  refundable: boolean;
  price: PriceObject;
  /** Every night of every room, summed per night (paise, before discount). */
  nightly: { night: string; minor: number }[];
  cancellation: { steps: PolicyStep[]; text: string[] };
}

export interface RoomOffer {
  roomCode: string;
  name: string;
  bed: string;
  sizeSqm: number;
  maxAdults: number;
  maxChildren: number;
  maxGuests: number;
  /** Rooms of this type free on every night of the stay; 0 when not offered. */
  available: number;
  fits: boolean;
  boards: Record<string, BoardOption>;
}

export interface HotelSearchData {
  hotel_id: number;
  check_in_date: string;
  check_out_date: string;
  nights: number;
  rooms: RoomGuests[];
  /** The cheapest option for the stay, keyed by selectionId. */
  recommended: Record<string, BoardOption & { roomName: string }>;
  /** Offered room types keyed by roomCode; with all_rooms, also those not offered. */
  allRooms: Record<string, RoomOffer>;
}

type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

export function hotelImageUrl(id: number, n: number, size: ImageSize): string {
  const { width, height } = IMAGE_SIZES[size];
  return `/images/v1/hotels/${id}-${n}-${width}x${height}.svg`;
}

function pictureOf(
  h: Pick<HotelRow, "id" | "name" | "landmarkName">,
  n: number,
  size: ImageSize,
): HotelPicture {
  return {
    src: hotelImageUrl(h.id, n, size),
    alt: n === 0 ? `${h.name}, near ${h.landmarkName}` : `${h.name}: picture ${n + 1}`,
    ...IMAGE_SIZES[size],
  };
}

const off = (minor: number, percent: number) =>
  Math.round((minor * (100 - percent)) / 100 / 100) * 100;

function cardOf(h: HotelRow): Omit<HotelCard, "stay"> {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    propertyType: h.propertyType as PropertyType,
    propertyTypeLabel: PROPERTY_TYPE_LABELS[h.propertyType as PropertyType]?.one ?? "Property",
    starRating: h.starRating,
    themes: h.themes as Theme[],
    addressBrief: h.addressBrief,
    landmark: { name: h.landmarkName, km: h.landmarkKm },
    centreKm: h.centreKm,
    userRating: { rating: h.userRating, text: h.userRatingText, count: h.reviewsCount },
    facilities: h.facilityIds.map(facilityName).filter((f): f is string => f !== null),
    fromPriceMinor: off(h.minPriceMinor, h.discountPercent),
    basePriceMinor: h.minPriceMinor,
    discountPercent: h.discountPercent,
    topRatedLuxury: h.topRatedLuxury,
    topRatedBudget: h.topRatedBudget,
    recommended: h.recommended,
    picture: pictureOf(h, 0, "card"),
  };
}

const fits = (t: Pick<RoomTypeRow, "maxAdults" | "maxChildren" | "maxGuests">, r: RoomGuests) =>
  r.adults <= t.maxAdults && r.children <= t.maxChildren && r.adults + r.children <= t.maxGuests;

const selectionIdOf = (roomCode: string, board: Board, rateClass: RateClass) =>
  `${roomCode}-${board}-${RATE_CLASS_INFO[rateClass].code}`;

// ─────────────────────────────── Service ───────────────────────────────

export interface HotelsServiceDeps {
  db: Db;
  now?: () => Date;
}

export function createHotelsService(deps: HotelsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => todayIso(now());
  const places = new Map<string, Promise<Place | null>>();

  async function loadPlace(slug: string): Promise<Place | null> {
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
    let city: Place["city"] = null;
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
    const byId = new Map(cityRows.map((c) => [c.id, c]));
    return {
      destination: dest,
      city,
      cities: cityRows,
      landmarks: landmarkRows.map((l) => {
        const c = byId.get(l.cityId) as (typeof cityRows)[number];
        return {
          slug: slugOf(l.name),
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

  async function roomTypesOf(hotelIds: number[]): Promise<RoomTypeRow[]> {
    if (!hotelIds.length) return [];
    return db
      .select()
      .from(hotelRoomTypes)
      .where(inArray(hotelRoomTypes.hotelId, hotelIds))
      .orderBy(asc(hotelRoomTypes.hotelId), asc(hotelRoomTypes.position));
  }

  /** Rooms taken per room type and night of the stay. */
  async function takenOn(roomTypeIds: number[], checkIn: string, checkOut: string) {
    const taken = new Map<string, number>();
    if (!roomTypeIds.length) return taken;
    const rows = await db
      .select()
      .from(hotelRoomNights)
      .where(
        and(
          inArray(hotelRoomNights.roomTypeId, roomTypeIds),
          gte(hotelRoomNights.night, checkIn),
          lt(hotelRoomNights.night, checkOut),
        ),
      );
    for (const r of rows) taken.set(`${r.roomTypeId}/${r.night}`, r.taken);
    return taken;
  }

  /** Rooms of a type free on every night of the stay (0 beyond the booking horizon). */
  function freeRooms(
    t: RateRoomType,
    nights: string[],
    taken: Map<string, number>,
    horizon: string,
  ) {
    let free = Number.POSITIVE_INFINITY;
    for (const night of nights) {
      if (night > horizon) return 0;
      free = Math.min(free, baseAllotment(t, night) - (taken.get(`${t.id}/${night}`) ?? 0));
    }
    return Math.max(0, free === Number.POSITIVE_INFINITY ? 0 : free);
  }

  const horizon = () => addDays(today(), 365);

  function validateStay(stay: StayQuery) {
    if (!validStayDates(stay.checkIn, stay.checkOut, today()))
      throw invalidStay(
        "Choose a check-in from today and a check-out after it (at most 30 nights).",
      );
    if (!stay.rooms.length || stay.rooms.length > 5) throw invalidStay("Choose one to five rooms.");
  }

  /** Every option of a hotel for a stay: per room type, its boards × rate classes. */
  function offers(
    hotel: Pick<HotelRow, "id" | "discountPercent">,
    types: RoomTypeRow[],
    stay: StayQuery,
    taken: Map<string, number>,
  ): RoomOffer[] {
    const nights = nightsOf(stay.checkIn, stay.checkOut);
    const h = horizon();
    const day = today();
    return types.map((t) => {
      const fitsAll = stay.rooms.every((r) => fits(t, r));
      const free = freeRooms(t, nights, taken, h);
      const offered = fitsAll && free >= stay.rooms.length;
      const boards: Record<string, BoardOption> = {};
      if (offered) {
        for (const board of t.boards as Board[]) {
          for (const rateClass of RATE_CLASSES) {
            const price = stayPrice(
              t,
              stay.checkIn,
              stay.checkOut,
              stay.rooms,
              board,
              rateClass,
              hotel.discountPercent,
            );
            const selectionId = selectionIdOf(t.code, board, rateClass);
            const policy = cancellationPolicy(
              rateClass,
              t.freeCancelDays,
              stay.checkIn,
              day,
              price,
            );
            boards[selectionId] = {
              selectionId,
              roomCode: t.code,
              board,
              boardName: BOARD_LABELS[board],
              rateKey: formatRateKey({ roomTypeId: t.id, board, rateClass, ...stay }),
              rateClass,
              refundable: rateClass === "refundable",
              price: {
                currency: CURRENCY,
                unit: "per_stay",
                total: price.totalMinor,
                discounted: price.discountedMinor,
                rateClassName: RATE_CLASS_INFO[rateClass].name,
                rateClassCode: RATE_CLASS_INFO[rateClass].code,
              },
              nightly: price.nights,
              cancellation: {
                steps: policy,
                text: policyText(policy, stay.checkIn),
              },
            };
          }
        }
      }
      return {
        roomCode: t.code,
        name: t.name,
        bed: t.bed,
        sizeSqm: t.sizeSqm,
        maxAdults: t.maxAdults,
        maxChildren: t.maxChildren,
        maxGuests: t.maxGuests,
        available: offered ? free : 0,
        fits: fitsAll,
        boards,
      };
    });
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

  /** The cheapest option per hotel for a stay (the listing's prices), or null when sold out. */
  async function stayQuotes(rows: HotelRow[], stay: StayQuery) {
    const types = await roomTypesOf(rows.map((h) => h.id));
    const taken = await takenOn(
      types.map((t) => t.id),
      stay.checkIn,
      stay.checkOut,
    );
    const byHotel = new Map<number, RoomTypeRow[]>();
    for (const t of types) byHotel.set(t.hotelId, [...(byHotel.get(t.hotelId) ?? []), t]);
    const out = new Map<number, HotelCard["stay"]>();
    for (const h of rows) {
      let best: HotelCard["stay"] = null;
      for (const offer of offers(h, byHotel.get(h.id) ?? [], stay, taken)) {
        for (const b of Object.values(offer.boards)) {
          if (!best || b.price.discounted < best.discountedMinor)
            best = {
              totalMinor: b.price.total,
              discountedMinor: b.price.discounted,
              nights: nightsBetween(stay.checkIn, stay.checkOut),
              rooms: stay.rooms.length,
            };
        }
      }
      out.set(h.id, best);
    }
    return out;
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
    if (f.price_levels.length) where.push(inArray(hotels.priceLevel, f.price_levels));
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

    /** A hotel listing page (§2, §7 /browsing/v1/property_types): 10 per page. */
    async list(route: HotelListingRoute, stay: StayQuery | null) {
      const p = await place(route.destination);
      if (!p) return null;
      const landmark = route.landmark
        ? (p.landmarks.find((l) => l.slug === route.landmark) ?? null)
        : null;
      if (route.landmark && !landmark) return null;
      const where = and(...listingWhere(route, p));
      let order: SQL[];
      switch (route.sortBy) {
        case "price":
          order = [
            asc(sql`(${hotels.minPriceMinor} * (100 - ${hotels.discountPercent}))`),
            asc(hotels.id),
          ];
          break;
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
          order = [desc(hotels.score), asc(hotels.id)];
      }
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(hotels).where(where);
      const total = Number(count?.n ?? 0);
      const rows = await db
        .select()
        .from(hotels)
        .where(where)
        .orderBy(...order)
        .limit(HOTEL_PAGE_SIZE)
        .offset((route.page - 1) * HOTEL_PAGE_SIZE);
      const quotes = stay ? await stayQuotes(rows, stay) : new Map();
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
    async deals(input: { destination: string; themes?: Theme[] }) {
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
        .limit(DEALS_LIMIT);
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
        deals: rows.map((h) => ({
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
            amount: h.minPriceMinor,
            discounted: off(h.minPriceMinor, h.discountPercent),
          },
          url: `/hotel/${h.slug}`,
        })),
      };
    },

    /** Hotel detail (§3, §7): facts, gallery, month price range, testimonials, FAQs, similar. */
    async detail(slug: string, input: { travelMonth?: string | null } = {}) {
      const h = await hotelBySlug(slug);
      if (!h) return null;
      const p = await place((await destinationSlugOf(h.destinationId)) ?? "");
      const types = await roomTypesOf([h.id]);
      const reviews = await db
        .select()
        .from(hotelReviews)
        .where(eq(hotelReviews.hotelId, h.id))
        .orderBy(desc(hotelReviews.stayedOn));
      const similar = await db
        .select()
        .from(hotels)
        .where(
          and(
            eq(hotels.cityId, h.cityId),
            sql`${hotels.id} <> ${h.id}`,
            gte(hotels.starRating, h.starRating - 1),
            sql`${hotels.starRating} <= ${h.starRating + 1}`,
          ),
        )
        .orderBy(desc(hotels.score), asc(hotels.id))
        .limit(SIMILAR_HOTELS);
      const city = p?.cities.find((c) => c.id === h.cityId) ?? null;
      const t = today();
      // Month options: this month and the next 11, cheapest and dearest room-only night.
      const first = `${t.slice(0, 7)}-01`;
      const monthRanges = Array.from({ length: 12 }, (_, i) => {
        const d = new Date(`${first}T00:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() + i);
        const id = d.toISOString().slice(0, 7);
        let lo = Number.POSITIVE_INFINITY;
        let hi = 0;
        for (let day = 1; day <= 31; day++) {
          const night = `${id}-${String(day).padStart(2, "0")}`;
          if (night.slice(0, 7) !== id || Number.isNaN(Date.parse(night))) continue;
          if (new Date(`${night}T00:00:00Z`).getUTCMonth() !== d.getUTCMonth()) continue;
          if (night < t) continue;
          for (const rt of types) {
            const price = off(nightlyPriceMinor(rt, night), h.discountPercent);
            lo = Math.min(lo, price);
            hi = Math.max(hi, price);
          }
        }
        return { id, startPrice: lo === Number.POSITIVE_INFINITY ? 0 : lo, endPrice: hi };
      }).filter((m) => m.endPrice > 0);
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const defaultMonth = next.toISOString().slice(0, 7);
      const travelMonth =
        input.travelMonth && monthRanges.some((m) => m.id === input.travelMonth)
          ? input.travelMonth
          : defaultMonth;
      const chosen = monthRanges.find((m) => m.id === travelMonth) ?? monthRanges[0];
      const destinationName = p?.destination.name ?? "";
      const destinationSlug = p?.destination.slug ?? "";
      const nearby = (p?.landmarks ?? [])
        .filter((l) => l.cityId === h.cityId)
        .map((l) => ({
          name: l.name,
          kind: l.kind,
          point: l.point,
          km:
            Math.round(
              Math.hypot(
                (h.lat - l.point.lat) * 110.574,
                (h.lng - l.point.lng) * 111.32 * Math.cos((h.lat * Math.PI) / 180),
              ) * 10,
            ) / 10,
        }))
        .sort((a, b) => a.km - b.km);
      const facilities = h.facilityIds.map(facilityName).filter((f): f is string => f !== null);
      const breakfastRooms = types.filter((rt) => rt.boards.includes("breakfast")).length;
      const typeLabel = PROPERTY_TYPE_LABELS[h.propertyType as PropertyType]?.one ?? "Property";
      return {
        hotel: {
          ...cardOf(h),
          is_bookable_b2c: h.isBookableB2c,
          country: destinationName,
          description: h.description,
          addressLine: h.addressLine,
          lat: h.lat,
          lng: h.lng,
          checkInTime: h.checkInTime,
          checkOutTime: h.checkOutTime,
          city: city ? { slug: city.slug, name: city.name, lat: city.lat, lng: city.lng } : null,
          destination: { slug: destinationSlug, name: destinationName },
          gallery: Array.from({ length: h.galleryCount }, (_, n) =>
            pictureOf(h, n, n === 0 ? "banner" : "card"),
          ),
          nearby,
          roomTypes: types.map((rt) => ({
            code: rt.code,
            name: rt.name,
            bed: rt.bed,
            sizeSqm: rt.sizeSqm,
            maxAdults: rt.maxAdults,
            maxChildren: rt.maxChildren,
            maxGuests: rt.maxGuests,
            boards: rt.boards as Board[],
          })),
          monthOptions: { monthRanges },
          priceRange: { priceFrom: chosen?.startPrice ?? 0, priceTo: chosen?.endPrice ?? 0 },
          travelMonth,
        },
        testimonials: reviews.map((r) => ({
          id: r.id,
          author: r.author,
          authorCity: r.authorCity,
          rating: r.rating,
          title: r.title,
          body: r.body,
          tripType: r.tripType,
          stayedOn: r.stayedOn,
        })),
        breadcrumbs: [
          { label: "Home", href: "/" },
          { label: `Hotels in ${destinationName}`, href: `/hotels/${destinationSlug}` },
          ...(city && p && p.cities.length > 1
            ? [{ label: `Hotels in ${city.name}`, href: `/hotels/${city.slug}` }]
            : []),
          { label: h.name, href: null },
        ],
        faqs: [
          {
            question: `What are the check-in and check-out times at ${h.name}?`,
            answer: `Check-in is from ${h.checkInTime} and check-out is until ${h.checkOutTime}.`,
          },
          {
            question: `How far is ${h.name} from ${h.landmarkName}?`,
            answer: `${h.name} is ${h.landmarkKm} km from ${h.landmarkName} in a straight line, and ${h.centreKm} km from the centre of ${city?.name ?? destinationName}.`,
          },
          {
            question: `Does ${h.name} serve breakfast?`,
            answer: breakfastRooms
              ? `Yes: ${breakfastRooms} of its ${types.length} room types can be booked with breakfast, and some with half or full board.`
              : "Rooms are sold room only; cafés and restaurants are nearby.",
          },
          {
            question: `What facilities does ${h.name} have?`,
            answer: facilities.length
              ? `${facilities.join(", ")}.`
              : "Ask the property when you book.",
          },
          {
            question: `Can I cancel my booking for free?`,
            answer:
              "Refundable rates can be cancelled free of charge until the date shown with the rate; after that the first night is charged, and from check-in the whole stay. Non-refundable rates are cheaper and cannot be refunded.",
          },
          {
            question: `What kind of property is ${h.name}?`,
            answer: `A ${h.starRating}-star ${typeLabel.toLowerCase()} rated ${h.userRating}/5 (${h.userRatingText}) by ${h.reviewsCount} guests.`,
          },
        ],
        similarHotels: similar.map((s) => ({ ...cardOf(s), stay: null })),
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
      const all = offers(h, types, input, taken);
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

    /** Cancellation policies keyed by rate key (§7); unknown keys are left out. */
    async cancellationPolicies(rateKeys: string[]) {
      const out: Record<
        string,
        { rateKey: string; refundable: boolean; steps: PolicyStep[]; text: string[] }
      > = {};
      for (const key of rateKeys.slice(0, 50)) {
        const quote = await quoteRate(key).catch(() => null);
        if (quote)
          out[key] = {
            rateKey: key,
            refundable: quote.rateClass === "refundable",
            steps: quote.policy,
            text: policyText(quote.policy, quote.checkIn),
          };
      }
      return out;
    },

    /** Re-checks a rate now: price, policy and whether every night is still free. */
    quoteRate,

    /** Books a rate (pending payment), taking the allotment in the same transaction. */
    async book(
      user: Pick<AuthenticatedUser, "id">,
      input: {
        rateKey: string;
        formToken: string;
        expectedTotalMinor?: number;
        leadName: string;
        leadEmail: string;
        leadPhone: string;
        guests: string[][];
      },
    ) {
      // The same form submitted twice is the same booking.
      const [again] = await db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.userId, user.id), eq(hotelBookings.formToken, input.formToken)))
        .limit(1);
      if (again) return { booking: again, replayed: true };
      const q = await quoteRate(input.rateKey);
      if (
        input.expectedTotalMinor !== undefined &&
        input.expectedTotalMinor !== q.price.discountedMinor
      )
        throw priceChanged();
      const rooms: BookedRoom[] = q.rooms.map((r, i) => ({
        ...r,
        guests: (input.guests[i] ?? []).slice(0, 3),
      }));
      const nights = nightsOf(q.checkIn, q.checkOut);
      const booking = await db.transaction(async (tx) => {
        for (const night of nights) {
          const cap = baseAllotment(q.roomType, night);
          const n = q.rooms.length;
          if (n > cap) throw soldOut();
          const got = await tx
            .insert(hotelRoomNights)
            .values({ roomTypeId: q.roomType.id, night, taken: n })
            .onConflictDoUpdate({
              target: [hotelRoomNights.roomTypeId, hotelRoomNights.night],
              set: { taken: sql`${hotelRoomNights.taken} + ${n}` },
              setWhere: sql`${hotelRoomNights.taken} + ${n} <= ${cap}`,
            })
            .returning({ taken: hotelRoomNights.taken });
          if (!got.length) throw soldOut();
        }
        const [row] = await tx
          .insert(hotelBookings)
          .values({
            userId: user.id,
            hotelId: q.hotel.id,
            roomTypeId: q.roomType.id,
            board: q.board,
            rateClass: q.rateClass,
            rateKey: input.rateKey,
            checkIn: q.checkIn,
            checkOut: q.checkOut,
            rooms,
            leadName: input.leadName,
            leadEmail: input.leadEmail,
            leadPhone: input.leadPhone,
            currency: CURRENCY,
            totalMinor: q.price.discountedMinor,
            cancellationPolicy: q.policy,
            status: "pending_payment",
            formToken: input.formToken,
          })
          .returning();
        return row as typeof hotelBookings.$inferSelect;
      });
      return { booking, replayed: false };
    },

    /** The payment was captured: pending → confirmed (idempotent). */
    async markPaid(bookingId: number, paymentId: string) {
      const rows = await db
        .update(hotelBookings)
        .set({ status: "confirmed", paymentId, confirmedAt: now() })
        .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.status, "pending_payment")))
        .returning({ id: hotelBookings.id });
      return rows.length > 0;
    },

    /** A booking's status and amount, for the payment listeners (no owner check: server only). */
    async bookingState(bookingId: number) {
      const [b] = await db
        .select({
          status: hotelBookings.status,
          totalMinor: hotelBookings.totalMinor,
          userId: hotelBookings.userId,
        })
        .from(hotelBookings)
        .where(eq(hotelBookings.id, bookingId))
        .limit(1);
      return b ?? null;
    },

    /** The payment failed: the rooms go back; the guest starts a new booking from the rate. */
    async markPaymentFailed(bookingId: number) {
      await db.transaction(async (tx) => {
        const [b] = await tx
          .update(hotelBookings)
          .set({ status: "payment_failed" })
          .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.status, "pending_payment")))
          .returning();
        if (b) await releaseRooms(tx, b);
      });
    },

    /**
     * Cancels the guest's booking: the rooms go back, and the refund is what was paid less the
     * policy's penalty on today's date. Paying for the refund is the caller's (workflow's) job.
     */
    async cancel(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
      const t = today();
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select()
          .from(hotelBookings)
          .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.userId, user.id)))
          .for("update");
        if (!b) throw bookingNotFound();
        if (
          !["confirmed", "pending_payment", "payment_failed"].includes(b.status) ||
          b.checkOut <= t
        )
          throw notCancellable();
        const paid = b.status === "confirmed";
        const refundMinor = paid
          ? Math.max(0, b.totalMinor - penaltyOn(b.cancellationPolicy, t))
          : 0;
        await tx
          .update(hotelBookings)
          .set({ status: "cancelled", cancelledAt: now(), refundMinor })
          .where(eq(hotelBookings.id, b.id));
        for (const night of nightsOf(b.checkIn, b.checkOut)) {
          await tx
            .update(hotelRoomNights)
            .set({ taken: sql`greatest(0, ${hotelRoomNights.taken} - ${b.rooms.length})` })
            .where(
              and(eq(hotelRoomNights.roomTypeId, b.roomTypeId), eq(hotelRoomNights.night, night)),
            );
        }
        return {
          booking: { ...b, status: "cancelled", refundMinor },
          refundMinor,
          paymentId: b.paymentId,
        };
      });
    },

    /** One booking of its owner (404 to anyone else), with what the voucher shows. */
    async booking(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
      const [row] = await db
        .select({ b: hotelBookings, h: hotels, rt: hotelRoomTypes })
        .from(hotelBookings)
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId))
        .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.userId, user.id)))
        .limit(1);
      if (!row) return null;
      return bookingView(row.b, row.h, row.rt, today());
    },

    /** The voucher PDF of the owner's confirmed booking; null to anyone else or before payment. */
    async voucherPdf(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
      const view = await this.booking(user, bookingId);
      if (view?.status !== "confirmed") return null;
      const { renderVoucherPdf } = await import("./voucher-pdf");
      return { reference: view.reference, pdf: await renderVoucherPdf(view) };
    },

    /** A user's hotel bookings, newest first (traveller dashboard). */
    async bookingsOf(user: Pick<AuthenticatedUser, "id">) {
      const rows = await db
        .select({ b: hotelBookings, h: hotels, rt: hotelRoomTypes })
        .from(hotelBookings)
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId))
        .where(eq(hotelBookings.userId, user.id))
        .orderBy(desc(hotelBookings.createdAt), desc(hotelBookings.id))
        .limit(50);
      const t = today();
      return rows.map((r) => bookingView(r.b, r.h, r.rt, t));
    },

    /** The artwork subject of a hotel's picture n (the images API draws it). */
    async pictureSubject(id: number, n: number) {
      const [row] = await db
        .select({ h: hotels, palette: destinations.palette, cityName: cities.name })
        .from(hotels)
        .innerJoin(destinations, eq(destinations.id, hotels.destinationId))
        .innerJoin(cities, eq(cities.id, hotels.cityId))
        .where(eq(hotels.id, id))
        .limit(1);
      if (!row || n < 0 || n >= row.h.galleryCount) return null;
      const lm = await db
        .select({ name: landmarks.name, kind: landmarks.kind })
        .from(landmarks)
        .where(eq(landmarks.cityId, row.h.cityId))
        .orderBy(asc(landmarks.position));
      const nearest = lm.find((l) => l.name === row.h.landmarkName) ?? lm[0];
      const others = lm.filter((l) => l !== nearest);
      const feature = n === 0 ? nearest : (others[(n - 1) % Math.max(1, others.length)] ?? nearest);
      return {
        seed: `hotel-${id}-${n}`,
        palette: row.palette,
        feature: feature ? { name: feature.name, kind: feature.kind, city: row.cityName } : null,
      };
    },
  };

  async function releaseRooms(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    b: typeof hotelBookings.$inferSelect,
  ) {
    for (const night of nightsOf(b.checkIn, b.checkOut)) {
      await tx
        .update(hotelRoomNights)
        .set({ taken: sql`greatest(0, ${hotelRoomNights.taken} - ${b.rooms.length})` })
        .where(and(eq(hotelRoomNights.roomTypeId, b.roomTypeId), eq(hotelRoomNights.night, night)));
    }
  }

  async function destinationSlugOf(id: number) {
    const [d] = await db
      .select({ slug: destinations.slug })
      .from(destinations)
      .where(eq(destinations.id, id))
      .limit(1);
    return d?.slug ?? null;
  }

  async function quoteRate(rateKey: string) {
    const key: RateKey | null = parseRateKey(rateKey);
    if (!key) throw invalidRateKey();
    validateStay(key);
    const [row] = await db
      .select({ rt: hotelRoomTypes, h: hotels })
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(eq(hotelRoomTypes.id, key.roomTypeId))
      .limit(1);
    if (!row?.rt.boards.includes(key.board) || !key.rooms.every((r) => fits(row.rt, r)))
      throw invalidRateKey();
    const taken = await takenOn([row.rt.id], key.checkIn, key.checkOut);
    const free = freeRooms(row.rt, nightsOf(key.checkIn, key.checkOut), taken, horizon());
    const price = stayPrice(
      row.rt,
      key.checkIn,
      key.checkOut,
      key.rooms,
      key.board,
      key.rateClass,
      row.h.discountPercent,
    );
    const policy = cancellationPolicy(
      key.rateClass,
      row.rt.freeCancelDays,
      key.checkIn,
      today(),
      price,
    );
    return {
      ...key,
      rateKey,
      hotel: row.h,
      roomType: row.rt,
      available: free >= key.rooms.length,
      price,
      policy,
      priceObject: {
        currency: CURRENCY,
        unit: "per_stay" as const,
        total: price.totalMinor,
        discounted: price.discountedMinor,
        rateClassName: RATE_CLASS_INFO[key.rateClass].name,
        rateClassCode: RATE_CLASS_INFO[key.rateClass].code,
      },
    };
  }
}

/** The policy in words, e.g. "Free cancellation until 9 Dec 2026". */
export function policyText(policy: readonly PolicyStep[], checkIn: string): string[] {
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
  const rupees = (minor: number) => `₹${Math.round(minor / 100).toLocaleString("en-IN")}`;
  const lines: string[] = [];
  policy.forEach((step, i) => {
    const nextStep = policy[i + 1];
    const until = nextStep ? ` until ${day(addDays(nextStep.from, -1))}` : "";
    if (step.penaltyMinor === 0) lines.push(`Free cancellation${until}.`);
    else if (step.from === checkIn || !nextStep)
      lines.push(`From ${day(step.from)}: no refund (${rupees(step.penaltyMinor)} charged).`);
    else
      lines.push(
        `From ${day(step.from)}${until}: ${rupees(step.penaltyMinor)} charged (the first night).`,
      );
  });
  return lines;
}

function bookingView(
  b: typeof hotelBookings.$inferSelect,
  h: typeof hotels.$inferSelect,
  rt: typeof hotelRoomTypes.$inferSelect,
  today: string,
) {
  const refundIfCancelledToday =
    b.status === "confirmed"
      ? Math.max(0, b.totalMinor - penaltyOn(b.cancellationPolicy, today))
      : 0;
  return {
    id: b.id,
    reference: `HB-${String(b.id).padStart(6, "0")}`,
    status: b.status as "pending_payment" | "confirmed" | "payment_failed" | "cancelled",
    hotel: {
      id: h.id,
      slug: h.slug,
      name: h.name,
      starRating: h.starRating,
      addressLine: h.addressLine,
      checkInTime: h.checkInTime,
      checkOutTime: h.checkOutTime,
      picture: pictureOf(h, 0, "card"),
    },
    room: { code: rt.code, name: rt.name, bed: rt.bed },
    board: b.board as Board,
    boardName: BOARD_LABELS[b.board as Board],
    rateClass: b.rateClass as RateClass,
    rateClassName: RATE_CLASS_INFO[b.rateClass as RateClass].name,
    rateKey: b.rateKey,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    rooms: b.rooms,
    roomStay: formatRoomStay(b.rooms),
    leadName: b.leadName,
    leadEmail: b.leadEmail,
    leadPhone: b.leadPhone,
    currency: b.currency,
    totalMinor: b.totalMinor,
    policy: b.cancellationPolicy,
    policyText: policyText(b.cancellationPolicy, b.checkIn),
    paymentId: b.paymentId,
    refundMinor: b.refundMinor,
    refundIfCancelledToday,
    cancellable:
      ["confirmed", "pending_payment", "payment_failed"].includes(b.status) && b.checkOut > today,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
export type HotelListing = NonNullable<Awaited<ReturnType<HotelsService["list"]>>>;
export type HotelDetail = NonNullable<Awaited<ReturnType<HotelsService["detail"]>>>;
export type HotelDeals = Awaited<ReturnType<HotelsService["deals"]>>;
export type HotelBookingView = NonNullable<Awaited<ReturnType<HotelsService["booking"]>>>;
export { USER_RATINGS };
