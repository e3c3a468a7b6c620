import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { quoteAmounts } from "../../../common/quote-amounts";
import type { QuoteListItem } from "../../../common/quotes";
import { TRIP_ACTIONS, type TripView } from "../../../common/trip-views";
import type { TripStatus } from "../../../common/trips";
import { CallbackCard } from "./callback-card";
import { CancelDialog } from "./cancel-dialog";
import { PreferencesCard } from "./preferences";
import { QuotesSection } from "./quotes-section";
import { TripHero } from "./trip-summary";

const noop = () => {};

function tripWith(overrides: Partial<TripView> = {}): TripView {
  return {
    id: 7,
    status: "Active",
    to_loc: ["Kerala"],
    from_loc: "Delhi",
    travel_month: "2027-01",
    travel_month_label: "January 2027",
    start_date: null,
    durations: ["4-6"],
    trip_days: null,
    trip_type: "family",
    adults: 2,
    children: 1,
    budget: 40000,
    budget_currency: "INR",
    isd_code: "+91",
    phone_no: "9812345678",
    number_verified: false,
    lead_status: "active",
    exclusive_preferences_values: {},
    quotes_count: 0,
    booking_status_label: "Awaiting quotes",
    booking_state: { state: "awaiting_quotes", label: "Awaiting quotes", tone: "waiting" },
    comments: "",
    package: null,
    missing_preferences: true,
    can_cancel: true,
    can_reactivate: false,
    allowed_actions: [...TRIP_ACTIONS].filter((a) => a !== "postpone"),
    cancellation: null,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

/** Renders on the server inside a router, as the page is first sent. */
function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/requested_trips/:id", Component: () => node }]);
  return renderToStaticMarkup(<Stub initialEntries={["/requested_trips/7"]} />);
}

describe("the request's links by status", () => {
  it.each([
    ["Active", ["Edit request", "Cancel Booking"], ["Reactivate"]],
    ["Booked", ["Edit request", "Cancel Booking"], ["Reactivate"]],
    ["Converted", [], ["Edit request", "Cancel Booking", "Reactivate"]],
    ["Cancelled", ["Reactivate"], ["Edit request", "Cancel Booking"]],
    ["Postponed", ["Reactivate"], ["Edit request", "Cancel Booking"]],
  ] as const)("%s shows %j", (status: TripStatus, shown, hidden) => {
    const html = render(<TripHero trip={tripWith({ status })} onOpen={noop} />);
    for (const label of shown) expect(html).toContain(`>${label}<`);
    for (const label of hidden) expect(html).not.toContain(`>${label}<`);
  });

  it("offers staff only what the permission table lets them do", () => {
    const staff = ["read", "listDocuments", "downloadDocument", "cancel", "reactivate"] as const;
    const html = render(
      <TripHero trip={tripWith({ allowed_actions: [...staff, "preferences"] })} onOpen={noop} />,
    );
    expect(html).toContain(">Cancel Booking<");
    expect(html).not.toContain(">Edit request<");
  });

  it("links to the popup and the customize page so they work before script loads", () => {
    const html = render(<TripHero trip={tripWith()} onOpen={noop} />);
    expect(html).toContain('href="?popup=cancel"');
    expect(html).toContain('href="/requested_trips/7/customize_new"');
  });

  it("says why a cancelled request is cancelled", () => {
    const html = render(
      <TripHero
        trip={tripWith({
          status: "Cancelled",
          cancellation: {
            cancelReason: "Not going, cancel my plan",
            reasonCode: "Other",
            reason: "Other",
            otherReason: "Wedding moved",
            quoteCustomization: "",
            notSatisfiedReason: "",
            bookCompleteTrip: null,
            previousStatus: "Active",
            at: "2026-11-21T08:00:00.000Z",
          },
        })}
        onOpen={noop}
      />,
    );
    expect(html.replace(/<[^>]+>/g, "")).toContain("Cancelled on 21 Nov 2026");
    expect(html).toContain("Other “Wedding moved”");
  });
});

describe("the cancel modal", () => {
  const html = render(<CancelDialog open onClose={noop} />);

  it("opens with 'Going but not booking' chosen", () => {
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="Going but not booking with Triphive"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it("offers the three reasons with their defaults, the booking types and 'Not Now'", () => {
    for (const reason of [
      "Not going, cancel my plan",
      "Not satisfied with the current quotes",
      "Going but not booking with Triphive",
    ]) {
      expect(html).toContain(`value="${reason}"`);
    }
    expect(html).toMatch(
      /name="reason0"[^>]*>.*?<option value="Due to personal reasons." selected=""/,
    );
    expect(html).toMatch(/name="reason1"[^>]*>.*?<option value="Need better quality." selected=""/);
    expect(html).toMatch(
      /name="reason2"[^>]*>.*?<option value="Have better offer\/services from some other agent." selected=""/,
    );
    expect(html).toContain("Booking a complete Trip");
    expect(html).toContain("Booking hotel &amp; Flight individually");
    expect(html).toContain('name="bookcompleteTrip"');
    expect(html).toContain(">Not Now<");
    expect(html).toContain('name="otherReason"');
  });

  it("is a labelled modal dialog posting the cancel intent", () => {
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toMatch(/aria-labelledby="([^"]+)".*id="\1"[^>]*>Cancel your request\?/);
    expect(html).toContain('name="intent" value="cancel"');
  });
});

describe("the other sections", () => {
  it("prompts for missing preferences only while the request is open", () => {
    expect(render(<PreferencesCard trip={tripWith()} onOpen={noop} />)).toContain(
      "Complete your preferences",
    );
    const cancelled = tripWith({ status: "Cancelled", can_cancel: false, can_reactivate: true });
    expect(render(<PreferencesCard trip={cancelled} onOpen={noop} />)).not.toContain(
      "missing-preferences",
    );
    const booked = tripWith({
      status: "Booked",
      missing_preferences: false,
      exclusive_preferences_values: { hotels: "4", flights: "required", cabs: "private" },
    });
    const html = render(<PreferencesCard trip={booked} onOpen={noop} />);
    expect(html).not.toContain("missing-preferences");
    expect(html).toContain("4 star");
  });

  it("thanks for a callback just asked for, and offers none on a closed request", () => {
    const thanked = render(<CallbackCard trip={tripWith()} justRequested />);
    expect(thanked).toContain("Thank you for requesting a callback.");
    expect(thanked).toMatch(/<option value=""[^>]*>Choose a topic \(optional\)<\/option>/);
    expect(render(<CallbackCard trip={tripWith()} justRequested={false} />)).not.toContain(
      "Thank you for requesting a callback.",
    );
    const closed = render(
      <CallbackCard trip={tripWith({ status: "Cancelled" })} justRequested={false} />,
    );
    expect(closed).not.toContain("Request a callback");
    expect(closed).toContain("Reactivate this one");
  });

  it("says plainly that no quotes exist yet and what happens next", () => {
    const html = render(
      <QuotesSection
        trip={tripWith()}
        quotes={[]}
        agentsWorking={3}
        email="asha@example.com"
        onOpen={noop}
      />,
    );
    expect(html).toContain("No quotes yet");
    expect(html).toContain("up to 3 of them send you a quote");
    expect(html).toContain("asha@example.com");
    expect(html).toContain('href="?popup=editPref"');
  });

  it("words the quotes about the traveller when staff look at the request", () => {
    const none = render(
      <QuotesSection
        trip={tripWith()}
        quotes={[]}
        agentsWorking={3}
        email="asha@example.com"
        viewer="staff"
        onOpen={noop}
      />,
    );
    expect(none).toContain("The traveller&#x27;s quotes");
    expect(none).not.toContain("Your quotes");
    expect(none).toMatch(/We email the traveller at <span[^>]*>asha@example.com<\/span>/);
    expect(none).not.toContain("We will email you");
    expect(none).not.toContain("send you a quote");
    const listed = render(
      <QuotesSection
        trip={tripWith({ quotes_count: 1 })}
        quotes={[quoteItem(11)]}
        agentsWorking={3}
        email="asha@example.com"
        viewer="staff"
        onOpen={noop}
      />,
    );
    expect(listed).toContain("1 received · 3 agents on this request");
    // Without an address to show (a routed agent), no email is named.
    const masked = render(
      <QuotesSection
        trip={tripWith()}
        quotes={[]}
        agentsWorking={3}
        email={null}
        viewer="other"
        onOpen={noop}
      />,
    );
    expect(masked).toContain("We email the traveller as soon as one arrives.");
    expect(masked).not.toContain("@");
  });

  it("lists each sent quote with its agent, price per person, version and a compare tick", () => {
    const html = render(
      <QuotesSection
        trip={tripWith({ quotes_count: 2 })}
        quotes={[
          quoteItem(11, { version: 2 }),
          quoteItem(12, {
            status: "declined",
            booking: { state: "declined", label: "Declined", tone: "muted" },
          }),
        ]}
        agentsWorking={3}
        email="asha@example.com"
        onOpen={noop}
      />,
    );
    expect(html).toContain("2 received · 3 agents on your request");
    expect(html).toContain("Backwater Trails");
    expect(html).toContain('href="/agents/bt-1?rtrip_id=7"');
    expect(html).toContain("₹26,250");
    expect(html).toContain("₹78,750 total incl. taxes");
    expect(html).toContain("5 days / 4 nights");
    expect(html).toContain("Hotels 4-star · 3-star");
    expect(html).toContain("v2 · updated");
    expect(html).toContain('data-state="declined"');
    expect(html).toContain('href="/requested_trips/7/quotes/11"');
    // Without JavaScript the ticks go to the compare page in a GET form's query.
    const compareForm = html.match(/<form id="compare-form"[^>]*>/)?.[0] ?? "";
    expect(compareForm).toContain('method="get"');
    expect(compareForm).toContain('action="/requested_trips/7/compare"');
    expect(html.match(/name="quote_ids\[\]"/g)).toHaveLength(2);
    expect(html).toContain('form="compare-form"');
    // Chat does not exist yet: no unread badge rather than a made-up number.
    expect(html).not.toContain("unread");
    expect(html).toContain("Request more quotes");
  });

  it("shows the compare refusal by the button after a plain GET came back", () => {
    const html = render(
      <QuotesSection
        trip={tripWith({ quotes_count: 2 })}
        quotes={[quoteItem(11), quoteItem(12)]}
        agentsWorking={5}
        email="asha@example.com"
        onOpen={noop}
        flash="compareTooMany"
      />,
    );
    expect(html).toContain("Please select maximum of 3 quotes");
    expect(html).not.toContain("Request more quotes");
  });
});

function quoteItem(id: number, over: Partial<QuoteListItem> = {}): QuoteListItem {
  const pricing: QuoteListItem["pricing"] = {
    currency: "INR",
    travellers: { adults: 2, children: 1 },
    pricePerAdultMinor: 3_000_000,
    pricePerChildMinor: 1_500_000,
    subtotalMinor: 7_500_000,
    discountMinor: 0,
    taxes: [],
    totalMinor: 7_875_000,
    perPersonMinor: 2_625_000,
    totalInRupeeMinor: 7_875_000,
  };
  return {
    id,
    status: "active",
    version: 1,
    days: 5,
    nights: 4,
    agent: {
      id: 1,
      encodedId: "bt-1",
      companyName: "Backwater Trails",
      profilePicture: "/agents/bt-1/picture.svg",
      displayRating: 4.6,
      agentsConvertedTrips: 120,
      reviewsCount: 14,
      testimonialUrl: "/agents/bt-1?rtrip_id=7",
      email: "r***@example.com",
      mobileNumber: "+91 98•••••210",
      verified: true,
      yearsInBusiness: 9,
      responseTimeHours: 3,
      languages: ["English", "Malayalam"],
      destinations: [],
    },
    couponCode: null,
    pricingInfo: {
      price: 26250,
      priceInRupee: 78750,
      currency: "INR",
      perPersonText: "per person",
      totalPrice: 78750,
    },
    pricing,
    amounts: quoteAmounts({ pricing }),
    booking: { state: "quoted", label: "Quoted", tone: "open" },
    tripStatus: "Active",
    destinationsList: [{ id: 1, name: "Kerala" }],
    updatedAt: "2027-01-03T10:00:00.000Z",
    isSelected: false,
    hotelStars: [4, 3],
    unreadCount: 0,
    ...over,
  };
}
