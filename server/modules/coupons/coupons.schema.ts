import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { quotes } from "../quotes/quotes.schema";
import { requestedTrips } from "../trips/trips.schema";

/**
 * A discount coupon staff create (issue 11 §1). Amounts in INR minor units; a percent coupon
 * takes `percentBps` off the package price before GST, capped by `maxDiscountMinor`; a flat one
 * takes `flatMinor`. `redeemed` counts live redemptions (applied or locked on an invoice) and
 * only changes with the coupon row locked, so `maxRedemptions` holds under concurrency.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper case, unique. */
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** percent | flat */
    kind: text("kind").notNull(),
    percentBps: integer("percent_bps").notNull().default(0),
    flatMinor: integer("flat_minor").notNull().default(0),
    maxDiscountMinor: integer("max_discount_minor"),
    minTripValueMinor: integer("min_trip_value_minor").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** Destination ids it applies to; empty for every destination. */
    destinationIds: integer("destination_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Redemptions allowed in all; null for no limit. */
    maxRedemptions: integer("max_redemptions"),
    perTravellerLimit: integer("per_traveller_limit").notNull().default(1),
    redeemed: integer("redeemed").notNull().default(0),
    /** active | paused */
    status: text("status").notNull().default("active"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupons_code_uq").on(t.code)],
);

/**
 * A coupon used on a trip's accepted quote. applied: the traveller may remove it; locked: it is
 * on an issued invoice; removed: given back (the usage counts again for nobody). A live row
 * (applied or locked) is always on the trip's accepted quote: accepting another quote moves it
 * there or drops it, declining the chosen quote gives it back (decision 0191).
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    tripId: integer("trip_id")
      .notNull()
      .references(() => requestedTrips.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** Whole units of `currency` off the package price (priceQuote takes whole units). */
    discountWhole: integer("discount_whole").notNull(),
    currency: text("currency").notNull(),
    state: text("state").notNull().default("applied"),
    clickSource: text("click_source").notNull().default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /**
     * Why accepting another quote dropped it (the refusal code: coupon_min_value, …), with the
     * quote it did not apply to; null when the traveller removed it or it was given back.
     */
    dropReason: text("drop_reason"),
    droppedForQuoteId: integer("dropped_for_quote_id").references(() => quotes.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    // One live coupon per trip.
    uniqueIndex("coupon_redemptions_trip_live_uq").on(t.tripId).where(sql`${t.state} <> 'removed'`),
    index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId),
  ],
);
