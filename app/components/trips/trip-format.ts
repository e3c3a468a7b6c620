import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatFileSize,
  formatRupees,
  NOUNS,
  plural,
} from "../../../common/format";
import type { TripAction } from "../../../common/trip-views";
import {
  CALLBACK_OPTIONS,
  canCancel,
  canReactivate,
  DURATION_OPTIONS,
  isOpen,
  PREFERENCE_OPTIONS,
  type PreferenceKey,
  TRIP_TYPE_OPTIONS,
  type TripStatus,
} from "../../../common/trips";

// Display rules of the request landing, kept out of the components so they can be tested on
// their own and read the same on the server and in every browser (common/format.ts).

/**
 * Which of the request's links show (accounts §4 "Requested trip status"), among the actions
 * the viewer may take (`allowed_actions` of the view; without it, the owner's).
 */
export function tripLinks(status: TripStatus, allowed?: readonly TripAction[]) {
  const may = (action: TripAction) => !allowed || allowed.includes(action);
  const open = isOpen(status);
  return {
    /** Editing and callbacks are for a request that is still open. */
    edit: open && may("edit"),
    callback: open && may("callback"),
    cancel: canCancel(status) && may("cancel"),
    reactivate: canReactivate(status) && may("reactivate"),
  };
}

export { destinationsLabel } from "../../../common/trips";

export function travellersLabel(adults: number, children: number): string {
  const parts = [plural(adults, NOUNS.adult)];
  if (children > 0) parts.push(plural(children, NOUNS.child));
  return parts.join(", ");
}

/** An exact number of days wins over the buckets the form offers. */
export function durationLabel(durations: readonly string[], tripDays: number | null): string {
  if (tripDays) return plural(tripDays, NOUNS.day);
  const labels = durations.map(
    (value) => DURATION_OPTIONS.find((o) => o.value === value)?.label ?? value,
  );
  return labels.join(" or ") || "Not decided";
}

export function tripTypeLabel(value: string): string {
  return TRIP_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function preferenceLabel(key: PreferenceKey, value: string | undefined): string | null {
  if (!value) return null;
  const options: readonly { value: string; label: string }[] = PREFERENCE_OPTIONS[key];
  return options.find((o) => o.value === value)?.label ?? null;
}

export function callbackOptionLabel(value: string): string {
  return CALLBACK_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function budgetLabel(budget: number | null): string | null {
  return budget == null ? null : formatRupees(budget);
}

/**
 * "14 Mar 2027" from a calendar date as it is, or from an instant as the day it is in `zone`
 * (the viewer's, from useTimeZone; decision 0200).
 */
export function dayLabel(iso: string, zone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(iso, zone);
}

export const fileSizeLabel = formatFileSize;

export function fileKindLabel(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  if (contentType === "image/png") return "PNG";
  if (contentType === "image/jpeg") return "JPEG";
  return "File";
}
