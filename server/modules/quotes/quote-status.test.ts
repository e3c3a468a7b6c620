import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../common/quotes";
import {
  canTransition,
  findTransition,
  QUOTE_TRANSITIONS,
  type QuoteActor,
  type QuoteEvent,
  transition,
} from "./quote-status";

const EVENTS: QuoteEvent[] = [
  "accept",
  "unchoose",
  "decline",
  "reactivate",
  "withdraw",
  "invoice",
  "pay",
  "convert",
  "cancel_request",
  "reactivate_request",
  "restore_invoiced",
  "restore_paid",
  "restore_accepted",
];
const ACTORS: QuoteActor[] = ["traveller", "agent", "ops", "admin", "system"];

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
    const inTable = new Set(QUOTE_TRANSITIONS.flatMap((t) => [t.from, t.to]));
    const step = fc.record({
      event: fc.constantFrom(...EVENTS),
      actor: fc.constantFrom(...ACTORS),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // A quote starts active (the column's default) and changes only through transition().
        let status: QuoteStatus = "active";
        for (const { event, actor } of steps) {
          const rule = findTransition(status, event);
          let next: QuoteStatus = status;
          try {
            next = transition(status, event, actor);
          } catch {
            // Refused: the table has no such row, or not for this actor; nothing moves.
            expect(canTransition(status, event, actor)).toBe(false);
            continue;
          }
          expect(rule).toBeDefined();
          expect(rule?.actors).toContain(actor);
          expect(next).toBe(rule?.to);
          status = next;
          expect(inTable.has(status)).toBe(true);
          expect(QUOTE_STATUSES).toContain(status);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("has one row per (status, event)", () => {
    const keys = QUOTE_TRANSITIONS.map((t) => `${t.from}:${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
