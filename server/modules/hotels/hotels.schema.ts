import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema";
import { cities, destinations } from "../catalog/catalog.schema";
import type { HotelBookingStatus } from "./hotel-booking-status";

// The hotels module's tables. Nightly prices and the nightly allotment are NOT stored per day:
// they are a pure function of the room type and the date (hotel-rates.ts); only what bookings
// took is stored, one row per room type and night that was ever booked (hotel_room_nights).
// Decision 0130.

/** A bookable property (hotel, resort, villa …) in one of the catalogue's cities. */
export const hotels = pgTable(
  "hotels",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    propertyType: text("property_type").notNull(),
    starRating: smallint("star_rating").notNull(),
    themes: text("themes").array().notNull(),
    facilityIds: smallint("facility_ids").array().notNull(),
    tripTypes: text("trip_types").array().notNull(),
    addressLine: text("address_line").notNull(),
    addressBrief: text("address_brief").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The closest of the city's landmarks, with the straight-line distance to it. */
    landmarkName: text("landmark_name").notNull(),
    landmarkSlug: text("landmark_slug").notNull(),
    landmarkKm: real("landmark_km").notNull(),
    /** Straight-line distance to the city centre. */
    centreKm: real("centre_km").notNull(),
    /** Slugs of the city's landmarks within 10 km. */
    nearbyLandmarks: text("nearby_landmarks").array().notNull(),
    userRating: real("user_rating").notNull(),
    userRatingText: text("user_rating_text").notNull(),
    reviewsCount: integer("reviews_count").notNull(),
    description: text("description").notNull(),
    checkInTime: text("check_in_time").notNull(),
    checkOutTime: text("check_out_time").notNull(),
    isBookableB2c: boolean("is_bookable_b2c").notNull(),
    topRatedLuxury: boolean("top_rated_luxury").notNull(),
    topRatedBudget: boolean("top_rated_budget").notNull(),
    recommended: boolean("recommended").notNull(),
    /** 1..1000: the 'recommended' sort order. */
    score: smallint("score").notNull(),
    /** The cheapest room-only refundable base rate per night (INR paise), before discount. */
    minPriceMinor: integer("min_price_minor").notNull(),
    priceLevel: smallint("price_level").notNull(),
    /** 0 or the percent taken off every rate this season (a deal). */
    discountPercent: smallint("discount_percent").notNull(),
    galleryCount: smallint("gallery_count").notNull(),
  },
  (t) => [
    uniqueIndex("hotels_slug_uq").on(t.slug),
    index("hotels_destination_score_idx").on(t.destinationId, t.score, t.id),
    index("hotels_destination_price_idx").on(t.destinationId, t.minPriceMinor, t.id),
    index("hotels_destination_rating_idx").on(t.destinationId, t.userRating, t.id),
    index("hotels_city_score_idx").on(t.cityId, t.score, t.id),
  ],
);

/** A room type of a hotel: occupancy, boards it sells, its base rate and nightly allotment. */
export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    position: smallint("position").notNull(),
    maxAdults: smallint("max_adults").notNull(),
    maxChildren: smallint("max_children").notNull(),
    maxGuests: smallint("max_guests").notNull(),
    bed: text("bed").notNull(),
    sizeSqm: smallint("size_sqm").notNull(),
    boards: text("boards").array().notNull(),
    /** Room-only refundable rate per night for two adults, INR paise. */
    basePriceMinor: integer("base_price_minor").notNull(),
    /** Rooms of this type sold per night when none are booked. */
    allotment: smallint("allotment").notNull(),
    /** Free cancellation until this many days before check-in (refundable rates). */
    freeCancelDays: smallint("free_cancel_days").notNull(),
  },
  (t) => [uniqueIndex("hotel_room_types_hotel_code_uq").on(t.hotelId, t.code)],
);

/** Rooms of a type taken on a night by bookings. A missing row means none taken. */
export const hotelRoomNights = pgTable(
  "hotel_room_nights",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    taken: smallint("taken").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] })],
);

export const hotelReviews = pgTable(
  "hotel_reviews",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    authorCity: text("author_city").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    tripType: text("trip_type").notNull(),
    stayedOn: date("stayed_on", { mode: "string" }).notNull(),
  },
  (t) => [index("hotel_reviews_hotel_idx").on(t.hotelId, t.stayedOn)],
);

export interface BookedRoom {
  adults: number;
  children: number;
  guests: string[];
}

/** A traveller's booking of one room type, board and rate class for a stay. */
export const hotelBookings = pgTable(
  "hotel_bookings",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id),
    board: text("board").notNull(),
    rateClass: text("rate_class").notNull(),
    rateKey: text("rate_key").notNull(),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    rooms: jsonb("rooms").$type<BookedRoom[]>().notNull(),
    leadName: text("lead_name").notNull(),
    leadEmail: text("lead_email").notNull(),
    leadPhone: text("lead_phone").notNull(),
    currency: text("currency").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** The cancellation policy as shown when booking: [{ from, penaltyMinor }]. */
    cancellationPolicy: jsonb("cancellation_policy")
      .$type<{ from: string; penaltyMinor: number }[]>()
      .notNull(),
    /** The steps between statuses are the table in hotel-booking-status.ts. */
    status: text("status").$type<HotelBookingStatus>().notNull(),
    /** The review form's token: the same submission twice is the same booking. */
    formToken: text("form_token").notNull(),
    paymentId: text("payment_id"),
    refundMinor: integer("refund_minor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("hotel_bookings_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("hotel_bookings_user_token_uq").on(t.userId, t.formToken),
  ],
);
