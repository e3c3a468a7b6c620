import { data } from "react-router";
import { z } from "zod";
import { couponCode } from "../../common/coupons";
import { rowId } from "../../common/ids";
import { IssueInvoiceInput } from "../../common/invoices";
import type { AuthenticatedUser } from "../../common/roles";
import { CancelTripInput } from "../../common/trips";
import { VoucherTypeInput } from "../../common/vouchers";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError } from "../../server/lib/errors";
import type { AgentQuoteMoney } from "../components/money/agent-money-panel";
import { redirectWithFlash } from "./flash.server";

// The quote page's money section (issue 11 §8): the intents it posts (services.money.quotePage
// loads it). The services compute every amount; the page sends codes and ids only.

export const MONEY_INTENTS = [
  "coupon_apply",
  "coupon_remove",
  "voucher_ack",
  "cancel_booking",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];
export const isMoneyIntent = (v: unknown): v is MoneyIntent =>
  typeof v === "string" && (MONEY_INTENTS as readonly string[]).includes(v);

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
        // The refund the page showed: the cancellation goes ahead only if it is still the one.
        const confirmed = CancelTripInput.shape.confirm_refund_minor.safeParse(
          formData.get("confirm_refund_minor") ?? undefined,
        );
        if (!confirmed.success || confirmed.data === undefined) throw data(null, { status: 400 });
        await services.money.cancelBooking(
          user,
          tripId,
          quoteId,
          reason.replace(/[\p{Cc}]/gu, " "),
          confirmed.data,
        );
        return redirectWithFlash(back, "bookingCancelled", REPLACE);
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ moneyError: error.message }, { status: error.status });
  }
}

const MONEY_STATUSES = new Set(["chosen", "invoiced", "payment", "converted", "requestCancelled"]);

/** The agent's lead page: each accepted quote's invoice draft or invoice, payout and vouchers. */
export async function loadAgentMoney(
  context: LoadContext,
  user: AuthenticatedUser,
  quotes: readonly { id: number; status: string }[],
): Promise<AgentQuoteMoney[]> {
  const { services } = context;
  const out: AgentQuoteMoney[] = [];
  for (const q of quotes) {
    if (!MONEY_STATUSES.has(q.status)) continue;
    const invoice =
      (await services.invoices.forQuote(q.id)) ??
      (q.status === "requestCancelled" ? await services.invoices.latestForQuote(q.id) : null);
    if (q.status === "requestCancelled" && !invoice) continue;
    const draft =
      !invoice && q.status === "chosen"
        ? await services.invoices.draft(user, q.id).catch(() => null)
        : null;
    out.push({
      quoteId: q.id,
      status: q.status,
      draft: draft
        ? {
            totalMinor: draft.totalMinor,
            currency: draft.currency,
            lines: draft.lines,
            couponCode: draft.coupon?.offer_code ?? null,
            travelDate: draft.travelDate,
            agencyGstin: draft.agencyGstin,
            travellerState: draft.travellerState,
          }
        : null,
      invoice,
      vouchers: await services.vouchers.forQuote(q.id),
      payout: invoice
        ? await services.money.payoutOf(invoice.agentId, q.id, invoice.currency)
        : null,
    });
  }
  return out;
}

export async function agentMoneyAction(
  context: LoadContext,
  user: AuthenticatedUser,
  intent: "issue_invoice" | "upload_voucher",
  formData: FormData,
  back: string,
) {
  const { services } = context;
  const quoteId = rowId().safeParse(formData.get("quote_id"));
  if (!quoteId.success) throw data(null, { status: 400 });
  try {
    if (intent === "issue_invoice") {
      const input = IssueInvoiceInput.safeParse(Object.fromEntries(formData));
      if (!input.success)
        return data(
          { error: input.error.issues[0]?.message ?? "Check the form." },
          { status: 400 },
        );
      await services.money.issueInvoice(user, quoteId.data, input.data);
      return redirectWithFlash(back, "invoiceIssued", REPLACE);
    }
    const type = VoucherTypeInput.safeParse({ voucherType: formData.get("voucherType") });
    const file = formData.get("file");
    if (!type.success || !(file instanceof File) || file.size === 0)
      return data({ error: "Choose the item and a file to upload." }, { status: 400 });
    await services.money.uploadVoucher(user, quoteId.data, type.data.voucherType, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return redirectWithFlash(back, "voucherUploaded", REPLACE);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}
