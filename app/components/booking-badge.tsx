import type { BookingStateView, BookingTone } from "../../common/booking-state";

// The one badge of a booking's state (common/booking-state.ts, decision 0193): the request
// page, the quote rows and page, compare, the dashboards, the agent's inbox and lead page and
// staff's pages all show the label the server chose for their reader, in the same colours.

const TONE: Record<BookingTone, string> = {
  muted: "bg-slate-100 text-slate-700 ring-slate-300",
  waiting: "bg-amber-50 text-amber-900 ring-amber-600/30",
  open: "bg-brand-50 text-brand-800 ring-brand-600/20",
  action: "bg-sky-50 text-sky-900 ring-sky-600/25",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  done: "bg-emerald-700 text-white ring-emerald-800",
  refund: "bg-rose-50 text-rose-800 ring-rose-600/25",
};

export function BookingBadge({
  booking,
  className = "",
}: {
  booking: BookingStateView | null | undefined;
  className?: string;
}) {
  if (!booking) return null;
  return (
    <span
      data-testid="booking-state"
      data-state={booking.state}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[booking.tone]} ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {booking.label}
    </span>
  );
}
