import { data } from "react-router";
import { z } from "zod";
import { couponCode } from "../../common/coupons";
import { rowId } from "../../common/ids";
import type { QuoteView } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError } from "../../server/lib/errors";
import type { QuoteMoneyData } from "../components/money/quote-money-panel";
import { redirectWithFlash } from "./flash.server";

// The quote page's money section (issue 11 §8): what it loads and the intents it posts. The
// services compute every amount; the page sends codes and ids only.

export const MONEY_INTENTS = [
  "coupon_apply",
  "coupon_remove",
  "voucher_ack",
  "cancel_booking",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];
export const isMoneyIntent = (v: unknown): v is MoneyIntent =>
  typeof v === "string" && (MONEY_INTENTS as readonly string[]).includes(v);

export async function loadQuoteMoney(
  context: LoadContext,
  user: AuthenticatedUser,
  quote: QuoteView,
): Promise<QuoteMoneyData | null> {
  const { services } = context;
  if (quote.status === "active" || quote.status === "declined" || quote.status === "canceled")
    return null;
  const offers =
    quote.status === "chosen" ? await services.coupons.listForTrip(user, quote.tripId) : null;
  const invoice = await services.invoices.forQuote(quote.id);
  const refundPreview =
    invoice &&
    quote.status === "payment" &&
    quote.tripStatus === "Booked" &&
    user.role === "traveller"
      ? await services.money.cancelPreview(user, quote.tripId, quote.id).catch(() => null)
      : null;
  return { offers, invoice, refundPreview };
}

const REPLACE = { "X-Remix-Replace": "true" };

export async function moneyAction(
  context: LoadContext,
  user: AuthenticatedUser,
  intent: MoneyIntent,
  formData: FormData,
  tripId: number,
  quoteId: number,
  back: string,
) {
  const { services } = context;
  try {
    switch (intent) {
      case "coupon_apply": {
        const code = couponCode.safeParse(formData.get("offer_code") ?? "");
        if (!code.success)
          return data(
            { moneyError: code.error.issues[0]?.message ?? "This coupon code is not valid." },
            { status: 400 },
          );
        await services.coupons.apply(user, {
          rtrip_id: tripId,
          offer_type: "Coupon",
          offer_code: code.data,
          click_source: "user",
        });
        return redirectWithFlash(back, "couponApplied", REPLACE);
      }
      case "coupon_remove":
        await services.coupons.remove(user, tripId);
        return redirectWithFlash(back, "couponRemoved", REPLACE);
      case "voucher_ack": {
        const id = z.object({ voucher_id: rowId() }).safeParse(Object.fromEntries(formData));
        if (!id.success) throw data(null, { status: 400 });
        await services.vouchers.acknowledge(user, id.data.voucher_id);
        return redirectWithFlash(back, "voucherAcknowledged", REPLACE);
      }
      case "cancel_booking": {
        const reason = String(formData.get("reason") ?? "").slice(0, 200);
        await services.money.cancelBooking(
          user,
          tripId,
          quoteId,
          reason.replace(/[\p{Cc}]/gu, " "),
        );
        return redirectWithFlash(back, "bookingCancelled", REPLACE);
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ moneyError: error.message }, { status: error.status });
  }
}
