import { getFormProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { FormError } from "../auth/fields";
import { NoFields, type TripActionReply, useTripForm } from "./use-trip-form";

/** Reactivate: one button, shown instead of Cancel Booking when Cancelled or Postponed. */
export function ReactivateForm({ pageReply }: { pageReply?: TripActionReply | null }) {
  const { pathname } = useLocation();
  const { fetcher, form, busy } = useTripForm("reactivate", NoFields, { pageReply });
  return (
    <fetcher.Form method="post" action={pathname} {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="reactivate" />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="none">
          <path
            d="M4 10a6 6 0 1 0 1.8-4.3M4 3.5v3h3"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {busy ? "Reactivating…" : "Reactivate"}
      </button>
      <FormError id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}
