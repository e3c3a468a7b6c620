import type { InvoiceView } from "../../common/invoices";
import { OPS_CONTACT } from "../../common/money-contacts";
import type { QuoteView } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import type { CouponsService } from "../modules/coupons";
import type { InvoicesService } from "../modules/invoices";
import { pricingInfoOf, type QuotesService } from "../modules/quotes";
import type { VouchersService } from "../modules/vouchers";

export interface QuoteMoneyViewDeps {
  quotes: Pick<QuotesService, "repriceWithDiscount" | "acceptedQuoteIdOf" | "moneyFacts">;
  invoices: Pick<InvoicesService, "forQuote" | "latestForQuote" | "latestForTrip">;
  coupons: Pick<CouponsService, "appliedToTrip">;
  vouchers: Pick<VouchersService, "forQuote">;
}

const PAYABLE = new Set(["invoiced", "payment", "converted"]);

/** A quote's price as the money side knows it: what `priceFields` reads and answers. */
type PricedQuote = Pick<QuoteView, "id" | "tripId" | "status" | "pricing">;
type PriceFields = Partial<
  Pick<
    QuoteView,
    | "pricing"
    | "pricingInfo"
    | "discount"
    | "discountableType"
    | "discountableTypeId"
    | "couponCode"
  >
>;

/**
 * The price the traveller pays for a quote, the same in the quote view, the quote list and
 * compare: an invoiced quote's invoice snapshot (with its coupon), the chosen quote's price
 * with the coupon on it, and nothing added to any other quote. The trip's coupon shows only on
 * the quote it is applied to, which is the accepted one (decision 0191).
 */
async function priceFields(
  deps: QuoteMoneyViewDeps,
  view: PricedQuote,
  invoice: InvoiceView | null,
): Promise<PriceFields> {
  if (invoice) {
    const pricing = invoice.pricingSnapshot ?? view.pricing;
    return {
      pricing,
      pricingInfo: pricingInfoOf(pricing),
      ...(invoice.couponCode
        ? {
            discountableType: "Coupon",
            discount: Math.round(pricing.discountMinor / 100),
            couponCode: invoice.couponCode,
          }
        : {}),
    };
  }
  if (view.status !== "chosen") return {};
  const coupon = await deps.coupons.appliedToTrip(view.tripId);
  if (!coupon || coupon.quote_id !== view.id) return {};
  const pricing = await deps.quotes.repriceWithDiscount(view.id, coupon.discount);
  return {
    pricing,
    pricingInfo: pricingInfoOf(pricing),
    discount: Math.round(pricing.discountMinor / 100),
    discountableType: "Coupon",
    discountableTypeId: coupon.offer_id,
    couponCode: coupon.offer_code,
  };
}

/**
 * The money fields of a quote the reader may already see (the quotes service checked): the
 * coupon's discount on the price, invoice links, the payment page while anything is due,
 * vouchers once paid, and the ops contact once converted (accounts §3 Quote).
 */
export async function quoteMoneyView(
  deps: QuoteMoneyViewDeps,
  view: QuoteView,
  /** The quote's invoice (invoices.forQuote) when the caller has read it already. */
  known?: { invoice: InvoiceView | null },
): Promise<Partial<QuoteView>> {
  if (view.status === "active" || view.status === "declined") return {};
  const invoice = PAYABLE.has(view.status)
    ? known
      ? known.invoice
      : await deps.invoices.forQuote(view.id)
    : null;
  const out: Partial<QuoteView> = await priceFields(deps, view, invoice);
  if (invoice) {
    out.invoiceShowUrl = invoice.showUrl;
    out.invoiceDownloadUrl = invoice.downloadUrl;
    out.installmentInfo = { isAllPaymentReceived: invoice.isAllPaymentReceived };
    out.paymentUrl = invoice.isAllPaymentReceived ? null : invoice.paymentUrl;
  }
  if (view.status === "payment" || view.status === "converted") {
    out.vouchers = await deps.vouchers.forQuote(view.id);
  }
  if (view.status === "converted") out.opDetails = { ...OPS_CONTACT };
  return out;
}

/**
 * The quote list's rows (and the compare popup's) at the price quoteMoneyView gives the same
 * quotes: only an accepted quote can differ from its sent price, so only those are read.
 */
export async function quoteListMoney<Row extends Omit<PricedQuote, "tripId">>(
  deps: QuoteMoneyViewDeps,
  tripId: number,
  rows: readonly Row[],
): Promise<Row[]> {
  const out: Row[] = [];
  for (const row of rows) {
    const accepted = row.status === "chosen" || PAYABLE.has(row.status);
    if (!accepted) {
      out.push(row);
      continue;
    }
    const invoice = PAYABLE.has(row.status) ? await deps.invoices.forQuote(row.id) : null;
    out.push({ ...row, ...(await priceFields(deps, { ...row, tripId }, invoice)) });
  }
  return out;
}

/** GET post-conversion data of a trip: its booked quote, ops contact, vouchers and invoice. */
export async function postConversion(
  deps: QuoteMoneyViewDeps & {
    readTrip(user: AuthenticatedUser, tripId: number): Promise<unknown>;
  },
  user: AuthenticatedUser,
  tripId: number,
) {
  await deps.readTrip(user, tripId);
  let quoteId = await deps.quotes.acceptedQuoteIdOf(tripId);
  if (quoteId === null) {
    // A cancelled booking: its closed invoice and credit note stay reachable (decision 0118).
    const closed = await deps.invoices.latestForTrip(tripId);
    if (!closed?.creditNote) return { quote: null, opDetails: null, vouchers: [], invoice: null };
    quoteId = closed.quoteId;
  }
  const facts = await deps.quotes.moneyFacts(quoteId);
  // A booking cancelled with its credit note: the closed invoice stays reachable, also once
  // the reactivated request has the quote accepted again (decision 0187).
  const live = await deps.invoices.forQuote(quoteId);
  const closed =
    !live && (facts.status === "requestCancelled" || facts.status === "chosen")
      ? await deps.invoices.latestForQuote(quoteId)
      : null;
  const invoice =
    live ?? (closed && (facts.status === "requestCancelled" || closed.creditNote) ? closed : null);
  const booked = facts.status === "payment" || facts.status === "converted";
  return {
    quote: { id: quoteId, status: facts.status, tripStatus: facts.tripStatus },
    opDetails: facts.status === "converted" ? { ...OPS_CONTACT } : null,
    vouchers: booked ? await deps.vouchers.forQuote(quoteId) : [],
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          status: invoice.status,
          showUrl: invoice.showUrl,
          downloadUrl: invoice.downloadUrl,
          installmentInfo: { isAllPaymentReceived: invoice.isAllPaymentReceived },
          creditNote: invoice.creditNote,
        }
      : null,
  };
}
