import type { InvoiceView } from "../../common/invoices";
import { OPS_CONTACT } from "../../common/money-contacts";
import { quoteAmounts } from "../../common/quote-amounts";
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

/** What the money view knows already (the quote page read the invoices for its section). */
export interface KnownInvoices {
  /** The quote's live invoice (invoices.forQuote). */
  invoice: InvoiceView | null;
  /** A cancelled booking's closed invoice (invoices.latestForQuote), when the quote is requestCancelled. */
  closed?: InvoiceView | null;
}

type Priced = Pick<QuoteView, "id" | "tripId" | "status" | "pricing">;

/**
 * The amounts of a quote as every page shows them (decision 0193): the invoice once issued (a
 * cancelled booking's closed one too), the trip's coupon on this quote before that, else the
 * sent pricing; with `pricing` and the spec's display fields following the same figures.
 */
export async function quoteAmountsView(
  deps: QuoteMoneyViewDeps,
  view: Priced,
  known?: KnownInvoices,
): Promise<{
  invoice: InvoiceView | null;
  fields: Pick<
    QuoteView,
    | "amounts"
    | "pricing"
    | "pricingInfo"
    | "discount"
    | "discountableType"
    | "discountableTypeId"
    | "couponCode"
  > | null;
}> {
  if (view.status === "active" || view.status === "declined" || view.status === "canceled")
    return { invoice: null, fields: null };
  const invoice = PAYABLE.has(view.status)
    ? known
      ? known.invoice
      : await deps.invoices.forQuote(view.id)
    : null;
  const closed =
    view.status === "requestCancelled"
      ? known?.closed !== undefined
        ? known.closed
        : await deps.invoices.latestForQuote(view.id)
      : null;
  const billed = invoice ?? closed;
  if (billed) {
    const pricing = billed.pricingSnapshot ?? view.pricing;
    return {
      invoice,
      fields: {
        amounts: quoteAmounts({ pricing: view.pricing, invoice: billed }),
        pricing,
        pricingInfo: pricingInfoOf(pricing),
        discount: Math.round(pricing.discountMinor / 100),
        discountableType: billed.couponCode ? "Coupon" : null,
        discountableTypeId: null,
        couponCode: billed.couponCode ?? null,
      },
    };
  }
  if (view.status !== "chosen") return { invoice: null, fields: null };
  const coupon = await deps.coupons.appliedToTrip(view.tripId);
  if (!coupon || coupon.quote_id !== view.id) return { invoice: null, fields: null };
  const pricing = await deps.quotes.repriceWithDiscount(view.id, coupon.discount);
  return {
    invoice: null,
    fields: {
      amounts: quoteAmounts({
        pricing: view.pricing,
        coupon: { code: coupon.offer_code, pricing },
      }),
      pricing,
      pricingInfo: pricingInfoOf(pricing),
      discount: Math.round(pricing.discountMinor / 100),
      discountableType: "Coupon",
      discountableTypeId: coupon.offer_id,
      couponCode: coupon.offer_code,
    },
  };
}

/**
 * The money fields of a quote the reader may already see (the quotes service checked): its
 * amounts (quoteAmountsView), invoice links, the payment page while anything is due, vouchers
 * once paid, and the ops contact once converted (accounts §3 Quote).
 */
export async function quoteMoneyView(
  deps: QuoteMoneyViewDeps,
  view: QuoteView,
  /** The quote's invoices when the caller has read them already. */
  known?: KnownInvoices,
): Promise<Partial<QuoteView>> {
  const { invoice, fields } = await quoteAmountsView(deps, view, known);
  // A cancelled booking's amounts come from its closed invoice; its links stay cleared (§4).
  const out: Partial<QuoteView> = { ...fields };
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
