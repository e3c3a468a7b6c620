import { describe, expect, expectTypeOf, it } from "vitest";
import { checkWalks } from "../../testing/machine-properties";
import {
  LEAD_ACTORS as ACTORS,
  canLeadTransition,
  LEAD_EVENTS as EVENTS,
  isLiveLead,
  LEAD_MACHINE,
  LEAD_STATES,
  LEAD_TRANSITIONS,
  type LeadState,
} from "./lead-status";
import type { tripLeads } from "./leads.schema";

describe("lead state table", () => {
  it("lets the agent's first quote make an offered lead quoted", () => {
    expect(canLeadTransition("offered", "send_quote", "agent")).toBe(true);
    expect(canLeadTransition("offered", "send_quote", "system")).toBe(false);
  });

  it("keeps a quoted lead quoted when the agent sends again", () => {
    expect(canLeadTransition("quoted", "send_quote", "agent")).toBe(true);
    expect(canLeadTransition("quoted", "send_quote", "system")).toBe(false);
  });

  it("lets the timer expire an offered lead, and only an offered one", () => {
    expect(canLeadTransition("offered", "time_out", "system")).toBe(true);
    expect(canLeadTransition("offered", "time_out", "agent")).toBe(false);
    expect(canLeadTransition("quoted", "time_out", "system")).toBe(false);
    expect(LEAD_MACHINE.statesBefore("time_out")).toEqual(["offered"]);
  });

  it("allows exactly the listed (state, event, actor) triples", () => {
    for (const from of LEAD_STATES) {
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          const listed = LEAD_TRANSITIONS.some(
            (t) => t.from === from && t.event === event && t.actors.includes(actor),
          );
          expect(canLeadTransition(from, event, actor)).toBe(listed);
        }
      }
    }
  });

  it("an expired lead takes no step and is not live", () => {
    expect(isLiveLead("expired")).toBe(false);
    expect(LEAD_MACHINE.isTerminal("expired")).toBe(true);
    expect(isLiveLead("offered")).toBe(true);
    expect(isLiveLead("quoted")).toBe(true);
  });

  it("lets only staff take a live lead away from its agent, and never an expired one (decision 0213)", () => {
    for (const from of ["offered", "quoted"] as const) {
      expect(canLeadTransition(from, "reassign", "ops")).toBe(true);
      expect(canLeadTransition(from, "reassign", "admin")).toBe(true);
      expect(canLeadTransition(from, "reassign", "agent")).toBe(false);
      expect(canLeadTransition(from, "reassign", "system")).toBe(false);
    }
    expect(canLeadTransition("expired", "reassign", "ops")).toBe(false);
    expect(isLiveLead("withdrawn")).toBe(false);
    expect(LEAD_MACHINE.isTerminal("withdrawn")).toBe(true);
  });

  it("walks any sequence of events only through the table's rows, from a routed lead", () => {
    checkWalks(LEAD_MACHINE, {
      // Expired is the end; a quoted lead is only ever sent on again.
      expired: [],
      withdrawn: [],
      quoted: ["send_quote", "reassign"],
    });
  });

  it("types the state column with the states of the table", () => {
    expectTypeOf<(typeof tripLeads.$inferSelect)["state"]>().toEqualTypeOf<LeadState>();
  });
});
