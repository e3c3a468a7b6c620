import { describe, expect, expectTypeOf, it } from "vitest";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../common/quotes";
import { checkWalks } from "../../testing/machine-properties";
import {
  QUOTE_ACTORS as ACTORS,
  canTransition,
  QUOTE_EVENTS as EVENTS,
  QUOTE_MACHINE,
  QUOTE_TRANSITIONS,
  transition,
} from "./quote-status";
import type { quoteEvents, quotes } from "./quotes.schema";

describe("quote status table", () => {
  it("allows exactly the listed (status, event, actor) triples and refuses every other", () => {
    for (const from of QUOTE_STATUSES) {
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          const rule = QUOTE_TRANSITIONS.find((t) => t.from === from && t.event === event);
          if (rule?.actors.includes(actor)) {
            expect(transition(from, event, actor)).toBe(rule.to);
          } else if (rule) {
            expect(() => transition(from, event, actor)).toThrow(
              expect.objectContaining({ kind: "forbidden", code: "quote_transition_forbidden" }),
            );
          } else {
            expect(() => transition(from, event, actor)).toThrow(
              expect.objectContaining({ kind: "conflict", code: "invalid_quote_transition" }),
            );
          }
        }
      }
    }
  });

  it("follows the spec: accept chooses, decline and reactivate, cancel and reactivate the request", () => {
    expect(transition("active", "accept", "traveller")).toBe("chosen");
    expect(transition("active", "decline", "traveller")).toBe("declined");
    expect(transition("declined", "reactivate", "traveller")).toBe("active");
    for (const from of ["active", "chosen", "declined", "invoiced", "payment"] as const) {
      expect(transition(from, "cancel_request", "traveller")).toBe("requestCancelled");
    }
    expect(transition("requestCancelled", "reactivate_request", "ops")).toBe("active");
    // A booked quote comes back where its money stands, never as unaccepted (decision 0187).
    expect(transition("requestCancelled", "restore_invoiced", "traveller")).toBe("invoiced");
    expect(transition("requestCancelled", "restore_paid", "traveller")).toBe("payment");
    expect(transition("requestCancelled", "restore_accepted", "admin")).toBe("chosen");
    expect(canTransition("requestCancelled", "restore_paid", "agent")).toBe(false);
    expect(canTransition("active", "restore_paid", "traveller")).toBe(false);
    expect(() => transition("converted", "cancel_request", "admin")).toThrow();
    expect(canTransition("active", "accept", "agent")).toBe(false);
    expect(canTransition("invoiced", "decline", "traveller")).toBe(false);
  });

  it("walks any sequence of events only through the table's rows, from a new quote's status", () => {
    checkWalks(QUOTE_MACHINE, {
      // Converted is the end; a withdrawn quote only follows its request's cancellation, and
      // a cancelled request's quotes only come back with it.
      converted: [],
      canceled: ["cancel_request"],
      requestCancelled: [
        "reactivate_request",
        "restore_invoiced",
        "restore_paid",
        "restore_accepted",
      ],
    });
  });

  it("has one row per (status, event)", () => {
    const keys = QUOTE_TRANSITIONS.map((t) => `${t.from}:${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("types the status columns with the statuses of the table", () => {
    expectTypeOf<(typeof quotes.$inferSelect)["status"]>().toEqualTypeOf<QuoteStatus>();
    expectTypeOf<(typeof quoteEvents.$inferSelect)["toStatus"]>().toEqualTypeOf<QuoteStatus>();
    expect(QUOTE_MACHINE.states).toEqual(QUOTE_STATUSES);
  });
});
