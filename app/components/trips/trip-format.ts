import { formatMoney } from "../../../common/money";
import { MONTH_SHORT } from "../../../common/months";
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
// their own and read the same on the server and in every browser (no Intl, UTC dates).

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

/** "Kerala", "Kerala & Goa", "Kerala, Goa & Bali". */
export function destinationsLabel(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
}

export function travellersLabel(adults: number, children: number): string {
  const parts = [`${adults} adult${adults === 1 ? "" : "s"}`];
  if (children > 0) parts.push(`${children} child${children === 1 ? "" : "ren"}`);
  return parts.join(", ");
}

/** An exact number of days wins over the buckets the form offers. */
export function durationLabel(durations: readonly string[], tripDays: number | null): string {
  if (tripDays) return `${tripDays} day${tripDays === 1 ? "" : "s"}`;
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
  return budget == null ? null : formatMoney({ amountMinor: budget * 100, currency: "INR" });
}

/** "14 Mar 2027" from an ISO date or timestamp, in UTC. */
export function dayLabel(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTH_SHORT[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export function fileKindLabel(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  if (contentType === "image/png") return "PNG";
  if (contentType === "image/jpeg") return "JPEG";
  return "File";
}
