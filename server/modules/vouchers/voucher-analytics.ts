import { inArray, min } from "drizzle-orm";
import type { Db } from "../../db";
import { quoteVouchers } from "./vouchers.schema";

/** The vouchers module's door for analytics (decision 0215): each quote's first voucher. */
export async function voucherAnalyticsFacts(db: Db, tripIds: number[]) {
  if (tripIds.length === 0) return [];
  return db
    .select({
      tripId: quoteVouchers.tripId,
      quoteId: quoteVouchers.quoteId,
      firstAt: min(quoteVouchers.createdAt),
    })
    .from(quoteVouchers)
    .where(inArray(quoteVouchers.tripId, tripIds))
    .groupBy(quoteVouchers.tripId, quoteVouchers.quoteId);
}
