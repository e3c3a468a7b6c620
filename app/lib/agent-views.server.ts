import type { InboxItem } from "../../common/leads";
import type { QuoteEditor } from "../../common/quotes";
import { travelMonthLabel } from "../../common/trips";
import type { InboxLeadRow } from "../components/agents/leads-inbox";
import type { HotelRejection } from "../components/agents/quote-builder";
import { durationLabel } from "../components/trips/trip-format";

// The quotes service's answers shaped for the agent workspace's components. The service speaks
// the spec's and the tables' names; the pages want labels and a few derived flags. Kept in one
// place so a change on the service side is one edit here, not one per page.

export function toInboxRow(item: InboxItem): InboxLeadRow {
  return {
    tripId: item.tripId,
    travellerFirstName: item.travellerFirstName,
    destinations: item.destinations,
    travelMonthLabel: travelMonthLabel(item.travelMonth),
    startDate: item.startDate,
    // The inbox knows an exact length only; the lead page shows the traveller's buckets.
    duration: item.tripDays ? durationLabel([], item.tripDays) : null,
    adults: item.adults,
    children: item.children,
    budget: item.budget,
    routedAt: item.routedAt,
    respondBy: item.respondBy,
    stage: item.stage,
    viewed: item.viewedAt != null,
    quote: item.latestQuote,
    unreadMessages: item.unreadMessages,
  };
}

/** The traveller's rejected hotels, named from the content being edited (keys survive revisions). */
export function rejectionsOf(view: QuoteEditor): HotelRejection[] {
  const hotels = new Map(
    view.content.stays.flatMap((stay) =>
      stay.hotels.map((h) => [h.hotelKey, { name: h.name, city: h.city || stay.city }] as const),
    ),
  );
  return view.hotelAnswers
    .filter((a) => a.status === -1)
    .map((a) => ({
      hotelKey: a.hotelKey,
      name: hotels.get(a.hotelKey)?.name ?? "A hotel no longer in this version",
      city: hotels.get(a.hotelKey)?.city ?? "",
      reason: a.reason,
      otherReason: a.otherReason,
    }));
}

export function toEditorData(view: QuoteEditor) {
  return {
    quoteId: view.quoteId,
    status: view.status,
    version: view.version,
    state: view.state,
    trip: {
      id: view.tripId,
      destinations: view.trip.toLoc,
      startDate: view.trip.startDate,
      adults: view.trip.adults,
      children: view.trip.children,
      international: view.trip.international,
    },
    content: view.content,
    pricing: view.pricing,
    rejections: rejectionsOf(view),
  };
}
