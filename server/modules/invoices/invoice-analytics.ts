import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { invoicePayments, invoices } from "./invoices.schema";

/**
 * The invoices module's door for analytics (decision 0215): the live invoice of each request
 * with its total in rupees (at the rate the quote was sent with), what was collected on it net
 * of refunds, and when it was first paid; its currency and rate, for the ledger's commission.
 */
const paymentAt = invoicePayments.createdAt;

export async function invoiceAnalyticsFacts(db: Db, tripIds: number[]) {
  if (tripIds.length === 0) return [];
  const rows = await db
    .select({
      tripId: invoices.tripId,
      quoteId: invoices.quoteId,
      agentId: invoices.agentId,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
      totalMinor: invoices.totalMinor,
      pricingTotalMinor: sql<number>`(${invoices.pricing} ->> 'totalMinor')::bigint`,
      pricingRupeeMinor: sql<number>`(${invoices.pricing} ->> 'totalInRupeeMinor')::bigint`,
      paidMinor: sql<number>`coalesce(sum(${invoicePayments.amountMinor}), 0)::bigint`,
      firstPaidAt:
        sql<Date | null>`min(${paymentAt}) filter (where ${invoicePayments.kind} = 'captured')`.mapWith(
          invoicePayments.createdAt,
        ),
    })
    .from(invoices)
    .leftJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(and(inArray(invoices.tripId, tripIds), ne(invoices.status, "cancelled")))
    .groupBy(invoices.id);
  return rows.map(({ pricingTotalMinor, pricingRupeeMinor, ...r }) => {
    // Rupees per unit of the invoice's currency, from the quote's own conversion.
    const rate =
      Number(pricingTotalMinor) > 0 ? Number(pricingRupeeMinor) / Number(pricingTotalMinor) : 1;
    return {
      tripId: r.tripId,
      quoteId: r.quoteId,
      agentId: r.agentId,
      issuedAt: r.issuedAt,
      firstPaidAt: r.firstPaidAt,
      currency: r.currency,
      /** Rupees per unit of the invoice's currency (the quote's own conversion). */
      rupeesPerUnit: rate,
      totalInRupeeMinor: Math.round(r.totalMinor * rate),
      paidInRupeeMinor: Math.round(Number(r.paidMinor) * rate),
    };
  });
}
