import type { QuoteStatus } from "../../../common/quotes";
import { STATUS_LABEL } from "./quote-math";

const TONE: Record<QuoteStatus, string> = {
  active: "bg-brand-50 text-brand-800 ring-brand-600/20",
  chosen: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  invoiced: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  payment: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  converted: "bg-emerald-600 text-white ring-emerald-700",
  declined: "bg-slate-100 text-slate-600 ring-slate-300",
  canceled: "bg-slate-100 text-slate-600 ring-slate-300",
  requestCancelled: "bg-amber-50 text-amber-800 ring-amber-600/25",
};

export function StatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[status]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
