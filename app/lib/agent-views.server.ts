import type { AgentQuoteSummary, InboxItem, LeadDetail } from "../../common/leads";
import type { CurrencyCode } from "../../common/locale";
import type { QuoteEditor } from "../../common/quotes";
import { travelMonthLabel } from "../../common/trips";
import type { AgentLeadData, LeadQuoteRow } from "../components/agents/lead-detail";
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

function toLeadQuote(q: AgentQuoteSummary): LeadQuoteRow {
  return {
    id: q.id,
    status: q.status,
    latestVersion: q.latestVersion,
    sentVersion: q.sentVersion,
    hasDraft: q.hasDraft,
    updatedAt: q.updatedAt,
    viewedAt: q.viewedAt,
    total:
      q.totalMinor != null && q.currency
        ? { amountMinor: q.totalMinor, currency: q.currency as CurrencyCode }
        : null,
    rejectedHotels: q.hotelRejections,
  };
}

export function toLeadData(
  view: LeadDetail,
  extra: {
    packages: AgentLeadData["packages"];
    previous: AgentLeadData["previousQuotes"];
    packageQuery: string | undefined;
  },
): AgentLeadData {
  const { trip } = view;
  return {
    trip: {
      id: trip.id,
      status: trip.status,
      destinations: trip.toLoc,
      fromLoc: trip.fromLoc,
      travelMonthLabel: travelMonthLabel(trip.travelMonth),
      startDate: trip.startDate,
      duration: durationLabel(trip.durations, trip.tripDays),
      tripType: trip.tripType,
      adults: trip.adults,
      children: trip.children,
      budget: trip.budget,
      preferences: trip.preferences,
      comments: trip.comments,
      createdAt: trip.createdAt,
    },
    traveller: trip.traveller,
    lead: { stage: view.stage, routedAt: view.routedAt, respondBy: view.respondBy },
    lostToAnother: view.lostToAnother,
    // The trip's document route serves them to agents holding a live lead (trip-permissions.ts).
    documents: view.documents.map((d) => ({
      ...d,
      href: `/requested_trips/${trip.id}/documents/${d.id}`,
    })),
    callbacks: view.callbacks,
    quotes: view.quotes.map(toLeadQuote),
    previousQuotes: extra.previous,
    packages: extra.packages,
    packageQuery: extra.packageQuery,
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
