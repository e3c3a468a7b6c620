import type { QuoteEditor } from "../../common/quotes";
import type { HotelRejection } from "../components/agents/builder-hotel-fields";

// The quote builder's page data, shaped from the quotes service's editor view: the builder
// wants the traveller's rejections named from the content being edited. The inbox and the lead
// page read the services' views (common/leads.ts) as they are.

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
    booking: view.booking,
    version: view.version,
    state: view.state,
    trip: {
      id: view.tripId,
      destinations: view.trip.toLoc,
      startDate: view.trip.startDate,
      adults: view.trip.adults,
      children: view.trip.children,
      international: view.trip.international,
      cities: view.trip.cities,
    },
    content: view.content,
    pricing: view.pricing,
    totalsContext: view.totalsContext,
    rejections: rejectionsOf(view),
  };
}
