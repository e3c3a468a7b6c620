// Travel vouchers of a booked quote (issue 11 §6; accounts §3 Quote.vouchers).
import { z } from "zod";

export const VOUCHER_TYPES = ["hotel", "cab", "flight", "activity"] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = {
  hotel: "Hotel",
  cab: "Cab",
  flight: "Flight",
  activity: "Activity",
};
export const VoucherTypeInput = z.object({ voucherType: z.enum(VOUCHER_TYPES) });

export type TravellerVoucherStatus = "pending" | "downloaded" | "acknowledged";

/** One voucher as the spec names its fields. */
export interface VoucherView {
  id: number;
  quoteId: number;
  tripId: number;
  voucherType: VoucherType;
  docFileName: string;
  /** The page link (opens or downloads in the browser). */
  docUrl: string;
  /** The API link that downloads it as an attachment. */
  downloadUrl: string;
  updatedAt: string;
  travellerStatus: TravellerVoucherStatus;
  sizeBytes: number;
}
