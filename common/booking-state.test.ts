import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  audienceOf,
  BOOKING_PROGRESS,
  BOOKING_STATE_TABLE,
  BOOKING_STATES,
  type BookingFacts,
  type BookingInvoiceFacts,
  bookingQuoteOf,
  bookingStateOf,
  bookingStateView,
  REFUND_PROGRESS,
} from "./booking-state";
import { QUOTE_STATUSES, type QuoteStatus } from "./quotes";
import { TRIP_STATUSES } from "./trip-status";

const invoice = (over: Partial<BookingInvoiceFacts> = {}): BookingInvoiceFacts => ({
  totalMinor: 7_896_000,
  paidMinor: 0,
  refundedMinor: 0,
  refundDueMinor: 0,
  cancelled: false,
  ...over,
});

const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  tripStatus: "Active",
  sentQuotes: 1,
  quote: { status: "active", sent: true },
  invoice: null,
  vouchers: 0,
  ...over,
});

const quote = (status: QuoteStatus) => ({ status, sent: true });

describe("bookingStateOf", () => {
  it.each<[string, Partial<BookingFacts>, string]>([
    ["an unsent quote", { quote: { status: "active", sent: false } }, "draft"],
    ["a trip with no quote yet", { quote: null, sentQuotes: 0 }, "awaiting_quotes"],
    ["a trip with quotes, none accepted", { quote: null, sentQuotes: 2 }, "quoted"],
    ["a sent active quote", {}, "quoted"],
    ["a chosen quote", { quote: quote("chosen") }, "accepted"],
    ["an invoiced quote", { quote: quote("invoiced"), invoice: invoice() }, "invoiced"],
    [
      "a deposit paid",
      { tripStatus: "Booked", quote: quote("payment"), invoice: invoice({ paidMinor: 2_368_800 }) },
      "deposit_paid",
    ],
    [
      "everything paid, no voucher",
      { tripStatus: "Booked", quote: quote("payment"), invoice: invoice({ paidMinor: 7_896_000 }) },
      "fully_paid",
    ],
    [
      "everything paid and a voucher",
      {
        tripStatus: "Converted",
        quote: quote("converted"),
        invoice: invoice({ paidMinor: 7_896_000 }),
        vouchers: 1,
      },
      "converted",
    ],
    ["a declined quote", { quote: quote("declined") }, "declined"],
    ["a withdrawn quote", { quote: quote("canceled") }, "withdrawn"],
    [
      "a postponed trip",
      { tripStatus: "Postponed", quote: quote("requestCancelled") },
      "postponed",
    ],
    ["a cancelled trip", { tripStatus: "Cancelled", quote: null }, "cancelled"],
    [
      "a cancelled booking whose refund is on its way",
      {
        tripStatus: "Cancelled",
        quote: quote("requestCancelled"),
        invoice: invoice({ cancelled: true, paidMinor: 2_368_800, refundDueMinor: 2_368_800 }),
      },
      "refund_pending",
    ],
    [
      "a cancelled booking partly refunded",
      {
        tripStatus: "Cancelled",
        quote: quote("requestCancelled"),
        invoice: invoice({
          cancelled: true,
          paidMinor: 2_368_800,
          refundedMinor: 1_184_400,
          refundDueMinor: 1_184_400,
        }),
      },
      "refunded_partly",
    ],
    [
      "a cancelled booking fully refunded",
      {
        tripStatus: "Cancelled",
        quote: quote("requestCancelled"),
        invoice: invoice({
          cancelled: true,
          paidMinor: 2_368_800,
          refundedMinor: 2_368_800,
          refundDueMinor: 2_368_800,
        }),
      },
      "refunded_fully",
    ],
    [
      "a cancelled booking with no refund under the schedule",
      {
        tripStatus: "Cancelled",
        quote: quote("requestCancelled"),
        invoice: invoice({ cancelled: true, paidMinor: 2_368_800 }),
      },
      "cancelled",
    ],
  ])("%s", (_name, over, expected) => {
    expect(bookingStateOf(facts(over))).toBe(expected);
  });

  it("reads the money, not the quote's status, once an invoice exists", () => {
    // The capture was counted on the invoice; the quote's own step has not run yet.
    expect(
      bookingStateOf(facts({ quote: quote("invoiced"), invoice: invoice({ paidMinor: 100 }) })),
    ).toBe("deposit_paid");
    // Converted by staff with money still due: the traveller still owes the balance.
    expect(
      bookingStateOf(
        facts({
          tripStatus: "Converted",
          quote: quote("converted"),
          invoice: invoice({ paidMinor: 100 }),
          vouchers: 1,
        }),
      ),
    ).toBe("deposit_paid");
    // An invoice undone while issuing counts as none.
    expect(
      bookingStateOf(facts({ quote: quote("chosen"), invoice: invoice({ cancelled: true }) })),
    ).toBe("accepted");
  });

  it("labels each state per reader from one table, every label non-empty", () => {
    for (const state of BOOKING_STATES) {
      const row = BOOKING_STATE_TABLE[state];
      for (const who of ["traveller", "agent", "staff"] as const) {
        expect(row[who].trim().length).toBeGreaterThan(0);
      }
      expect(row.facts.length).toBeGreaterThan(0);
    }
    const paid = facts({
      tripStatus: "Booked",
      quote: quote("payment"),
      invoice: invoice({ paidMinor: 7_896_000 }),
    });
    expect(bookingStateView(paid, "traveller")).toEqual({
      state: "fully_paid",
      label: "Booked · fully paid",
      tone: "paid",
    });
    expect(bookingStateView(paid, "agent").label).toBe("Fully paid · upload vouchers");
    expect(audienceOf("admin")).toBe("staff");
    expect(audienceOf("ops")).toBe("staff");
    expect(audienceOf("agent")).toBe("agent");
    expect(audienceOf("traveller")).toBe("traveller");
  });
});

describe("docs/booking-states.md", () => {
  it("lists every state with the table's facts and labels", () => {
    const doc = readFileSync(new URL("../docs/booking-states.md", import.meta.url), "utf8");
    for (const state of BOOKING_STATES) {
      const row = BOOKING_STATE_TABLE[state];
      const line = doc.split("\n").find((l) => l.startsWith(`| \`${state}\` |`));
      expect(line, state).toBe(
        `| \`${state}\` | ${row.facts} | ${row.traveller} | ${row.agent} | ${row.staff} | ${row.tone} |`,
      );
    }
  });
});

describe("bookingQuoteOf", () => {
  const q = (id: number, status: QuoteStatus, inv: BookingInvoiceFacts | null = null) => ({
    id,
    status,
    invoice: inv,
  });

  it("picks the accepted quote, else a stopped trip's invoiced one", () => {
    expect(bookingQuoteOf("Active", [q(1, "active"), q(2, "chosen")])?.id).toBe(2);
    expect(bookingQuoteOf("Active", [q(1, "active"), q(2, "declined")])).toBeNull();
    const cancelled = [
      q(1, "requestCancelled"),
      q(2, "requestCancelled", invoice({ cancelled: true, paidMinor: 500 })),
      q(3, "requestCancelled", invoice({ cancelled: true })),
    ];
    expect(bookingQuoteOf("Cancelled", cancelled)?.id).toBe(2);
    // Reactivated: the old cancelled invoice is history, the trip is quoted again.
    expect(bookingQuoteOf("Active", [q(2, "active", invoice({ cancelled: true }))])).toBeNull();
  });
});

// Facts as the database could hold them: any statuses, amounts and counts.
const invoiceArb = fc.record({
  totalMinor: fc.integer({ min: 0, max: 10_000_000 }),
  paidMinor: fc.integer({ min: 0, max: 10_000_000 }),
  refundedMinor: fc.integer({ min: 0, max: 10_000_000 }),
  refundDueMinor: fc.integer({ min: 0, max: 10_000_000 }),
  cancelled: fc.boolean(),
});
const factsArb = fc.record({
  tripStatus: fc.constantFrom(...TRIP_STATUSES),
  sentQuotes: fc.integer({ min: 0, max: 5 }),
  quote: fc.option(fc.record({ status: fc.constantFrom(...QUOTE_STATUSES), sent: fc.boolean() }), {
    nil: null,
  }),
  invoice: fc.option(invoiceArb, { nil: null }),
  vouchers: fc.integer({ min: 0, max: 4 }),
});

describe("bookingStateOf, for any facts", () => {
  it("always answers one of the table's states", () => {
    fc.assert(
      fc.property(factsArb, (f) => {
        const state = bookingStateOf(f);
        expect(BOOKING_STATES).toContain(state);
        expect(BOOKING_STATE_TABLE[state]).toBeDefined();
      }),
    );
  });

  it("never moves a live booking back when more is paid, an invoice appears or vouchers arrive", () => {
    // A quote has no invoice before it is invoiced, and one from then on (facts the tables allow).
    const live = fc.record({
      tripStatus: fc.constantFrom("Active" as const, "Booked" as const, "Converted" as const),
      status: fc.constantFrom<QuoteStatus>("active", "chosen", "invoiced", "payment", "converted"),
      total: fc.integer({ min: 1, max: 10_000_000 }),
      paid: fc.integer({ min: 0, max: 10_000_000 }),
      morePaid: fc.integer({ min: 0, max: 10_000_000 }),
      vouchers: fc.integer({ min: 0, max: 3 }),
      moreVouchers: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(live, (v) => {
        const quote = { status: v.status, sent: true };
        const invoicedBefore = v.status !== "active" && v.status !== "chosen";
        const before = facts({
          tripStatus: v.tripStatus,
          quote,
          invoice: invoicedBefore ? invoice({ totalMinor: v.total, paidMinor: v.paid }) : null,
          vouchers: v.vouchers,
        });
        const after = facts({
          tripStatus: v.tripStatus,
          quote,
          invoice: invoice({
            totalMinor: v.total,
            paidMinor: (invoicedBefore ? v.paid : 0) + v.morePaid,
          }),
          vouchers: v.vouchers + v.moreVouchers,
        });
        const rank = (f: BookingFacts) => BOOKING_PROGRESS.indexOf(bookingStateOf(f));
        expect(rank(before)).toBeGreaterThanOrEqual(0);
        expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
      }),
    );
  });

  it("never moves a cancelled booking's refund back as more is refunded", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (paid, due, refunded, more) => {
          const at = (r: number) =>
            bookingStateOf(
              facts({
                tripStatus: "Cancelled",
                quote: quote("requestCancelled"),
                invoice: invoice({
                  cancelled: true,
                  paidMinor: paid,
                  refundedMinor: r,
                  refundDueMinor: due,
                }),
              }),
            );
          const rank = (s: string) => REFUND_PROGRESS.indexOf(s as never);
          expect(rank(at(refunded))).toBeGreaterThanOrEqual(0);
          expect(rank(at(refunded + more))).toBeGreaterThanOrEqual(rank(at(refunded)));
        },
      ),
    );
  });
});
