import type { CurrencyCode } from "../../../common/locale";
import { fromMinor, toMinor } from "../../../common/money";
import type { NurtureTripView, TripDocumentView } from "../../../common/trip-views";
import { tripOnlyBookingState } from "../../../common/trip-views";
import { BUDGET_CURRENCY, travelMonthLabel } from "../../../common/trips";
import type { requestedTrips, tripDocuments } from "./trips.schema";

type TripRow = typeof requestedTrips.$inferSelect;

export function nurtureView(row: TripRow): NurtureTripView {
  return {
    to_loc: row.toLoc,
    travel_month_label: travelMonthLabel(row.travelMonth),
    adults: row.adults,
    children: row.children,
    booking_status_label: tripOnlyBookingState(row.status, row.quotesCount).label,
    exclusive_preferences_values: row.preferences,
    budget: budgetOf(row),
    budget_currency: row.budgetCurrency,
  };
}

/** A budget per person in whole units, as money in minor units with its currency. */
export function budgetColumns(budget: number | null | undefined) {
  return budget == null
    ? { budgetMinor: null, budgetCurrency: null }
    : { budgetMinor: toMinor(budget, BUDGET_CURRENCY), budgetCurrency: BUDGET_CURRENCY };
}

export function budgetOf(row: { budgetMinor: number | null; budgetCurrency: string | null }) {
  if (row.budgetMinor == null) return null;
  return fromMinor(row.budgetMinor, (row.budgetCurrency ?? BUDGET_CURRENCY) as CurrencyCode);
}

export function documentView(doc: typeof tripDocuments.$inferSelect): TripDocumentView {
  return {
    id: doc.id,
    name: doc.originalName,
    content_type: doc.contentType,
    size_bytes: doc.sizeBytes,
    created_at: doc.createdAt.toISOString(),
  };
}
