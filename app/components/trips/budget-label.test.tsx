import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TripView } from "../../../common/trip-views";
import { BUDGET_LABEL } from "../../../common/trips";
import { PreferencesCard, PreferencesDialog } from "./preferences";
import { TripDetails } from "./trip-summary";

// Issue 15 item 18: the request form asked "Budget per person", the preferences dialog showed
// the same number as "Budget for the trip". One meaning, one label.

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
    allowed_actions: ["read", "edit", "preferences", "contact", "callback", "cancel", "feedback"],
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
    cancellation: null,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/requested_trips/:id", Component: () => node }]);
  return renderToStaticMarkup(<Stub initialEntries={["/requested_trips/7"]} />);
}

describe("the budget", () => {
  it.each([
    ["the preferences card", () => <PreferencesCard trip={tripWith()} onOpen={noop} />],
    ["the preferences dialog", () => <PreferencesDialog trip={tripWith()} open onClose={noop} />],
    ["the trip details", () => <TripDetails trip={tripWith()} />],
  ])("reads as a budget per person in %s", (_, node) => {
    const html = render(node());
    expect(html).toContain(BUDGET_LABEL);
    expect(html).not.toMatch(/Budget for the trip|For everyone travelling/);
  });
});
