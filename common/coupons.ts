// Discount offers (coupons) of a trip (accounts §3 "Discount offer", §7 Offers; issue 11 §1).
// Inputs shared by the API, the pages and the staff form; the server computes every amount.
import { z } from "zod";
import { rowId } from "./ids";
import { optionalText, requiredText } from "./schema-helpers";

/** The only offer type the traveller applies by code (§7: applied offer offer_type 'Coupon'). */
export const OFFER_TYPES = ["Coupon"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** A coupon code: letters and digits (and - _), 3 to 24, compared upper-cased. */
export const couponCode = z
  .string()
  .trim()
  .min(3, "Enter a coupon code")
  .max(24, "This coupon code is not valid")
  .regex(/^[A-Za-z0-9_-]+$/, "This coupon code is not valid")
  .transform((v) => v.toUpperCase());

/** GET apply offer / update offer (rtrip_id, offer_type, offer_code, click_source 'user'). */
export const ApplyOfferQuery = z.object({
  rtrip_id: rowId(),
  offer_type: z.enum(OFFER_TYPES).default("Coupon"),
  offer_code: couponCode,
  click_source: z.enum(["user", "auto"]).default("user"),
});
export type ApplyOfferQuery = z.output<typeof ApplyOfferQuery>;

export const TripOffersQuery = z.object({ rtrip_id: rowId() });

/** GET applied offer (offer_type 'Coupon', offer_id). */
export const AppliedOfferQuery = z.object({
  offer_type: z.enum(OFFER_TYPES).default("Coupon"),
  offer_id: rowId(),
});

/** One offer as the trip's traveller sees it in the list. */
export interface DiscountOfferView {
  offer_id: number;
  offer_type: OfferType;
  offer_code: string;
  title: string;
  description: string;
  /** "10% off, up to ₹5,000" or "₹2,000 off". */
  discountText: string;
  minTripValueText: string | null;
  validUntil: string;
  /** Why it cannot be applied to this trip now; null when it can. */
  unavailableReason: string | null;
}

/** The offer applied to a trip (the quote, the invoice and the payment show it). */
export interface AppliedOfferView {
  offer_id: number;
  offer_type: OfferType;
  offer_code: string;
  rtrip_id: number;
  quote_id: number;
  title: string;
  /** Whole units of `currency`, taken off the package price before GST. */
  discount: number;
  discountMinor: number;
  currency: string;
  /** applied (can be removed) | locked (on an issued invoice) */
  state: "applied" | "locked";
  click_source: string;
}

/**
 * What became of the trip's coupon when the traveller accepted another quote (decision 0191):
 * none (there was none), moved (it applies to the new quote, with its discount on the new
 * price) or dropped (it does not; `message` says why).
 */
export type CouponSettlement =
  | { outcome: "none" }
  | {
      outcome: "moved";
      offer_code: string;
      discountMinor: number;
      currency: string;
      message: string;
    }
  | { outcome: "dropped"; offer_code: string; reason: string; message: string };

/** The coupon accepting this quote dropped, shown on it until another coupon is applied. */
export interface DroppedOfferView {
  offer_code: string;
  /** The refusal code: coupon_min_value, coupon_destination, coupon_expired, … */
  reason: string;
  message: string;
}

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Staff create a coupon (admin area). Money in whole rupees. */
export const CreateCouponInput = z
  .object({
    code: couponCode,
    title: requiredText(80, "At most 80 characters"),
    description: optionalText(300, "At most 300 characters"),
    kind: z.enum(["percent", "flat"]),
    /** Percent off (1-100) for percent coupons; rupees off for flat ones. */
    value: z.coerce.number().int().min(1).max(1_000_000),
    /** Cap in rupees for percent coupons; empty for none. */
    maxDiscount: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000_000).optional()),
    minTripValue: z.coerce.number().int().min(0).max(100_000_000).default(0),
    validFrom: z.iso.date(),
    validUntil: z.iso.date(),
    /** Destination ids; empty (and no `destinations`) for every destination. */
    destinationIds: z.array(rowId()).max(50).default([]),
    /**
     * Destination names or slugs, comma-separated (the staff form); checked against the
     * catalogue by the service and added to `destinationIds`.
     */
    destinations: optionalText(1000, "At most 1000 characters"),
    maxRedemptions: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).optional()),
    perTravellerLimit: z.coerce.number().int().min(1).max(100).default(1),
  })
  .refine((v) => v.kind !== "percent" || v.value <= 100, {
    message: "A percentage is at most 100",
    path: ["value"],
  })
  .refine((v) => v.validFrom <= v.validUntil, {
    message: "The end date is before the start date",
    path: ["validUntil"],
  });
export type CreateCouponInput = z.output<typeof CreateCouponInput>;
