import type { RefundPreview } from "../../../common/invoices";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";

const money = (minor: number, currency: string) =>
  formatMoney({ amountMinor: minor, currency: currency as CurrencyCode }, { fractionDigits: 0 });

/**
 * What cancelling a paid booking gives today, as the request page's cancel modal and the quote
 * page's "Cancel this booking" both show it (decision 0187): the figures are the server's.
 */
export function RefundSummary({ refund }: { refund: RefundPreview }) {
  const cur = refund.currency;
  return (
    <div className="space-y-3 text-sm" data-testid="refund-summary">
      <p className="text-slate-700">
        You have paid {money(refund.paidMinor, cur)}.
        {refund.daysBeforeTravel !== null ? ` You travel in ${refund.daysBeforeTravel} days.` : ""}{" "}
        Under this quote's cancellation policy ({refund.rule.toLowerCase()}) you get back{" "}
        <strong>{money(refund.refundMinor, cur)}</strong> ({refund.refundPercent}%).
      </p>
      <dl className="divide-y divide-slate-200 rounded-2xl bg-slate-50 px-4 ring-1 ring-inset ring-slate-200">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Refunded to you</dt>
          <dd className="font-semibold text-slate-900">{money(refund.refundMinor, cur)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Kept by the agency as cancellation charges</dt>
          <dd className="font-semibold text-slate-900">{money(refund.keptMinor, cur)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">
            Credit note against invoice {refund.invoiceNumber} (the refund and what was never paid)
          </dt>
          <dd className="font-semibold text-slate-900">{money(refund.creditMinor, cur)}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        The refund goes back to how you paid. If you reactivate the request later, the quote stays
        accepted and the agent sends a new invoice.
      </p>
    </div>
  );
}

/** The confirmation a paid booking's cancellation posts: the refund the traveller was shown. */
export function ConfirmRefundField({ refund }: { refund: RefundPreview }) {
  return <input type="hidden" name="confirm_refund_minor" value={refund.refundMinor} />;
}

/** "Cancel booking and refund ₹…": the button that confirms. */
export const cancelBookingLabel = (refund: RefundPreview) =>
  `Cancel booking and refund ${money(refund.refundMinor, refund.currency)}`;
