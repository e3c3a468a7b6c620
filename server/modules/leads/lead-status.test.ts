import { describe, expect, it } from "vitest";
import {
  canLeadTransition,
  isLiveLead,
  LEAD_STATES,
  LEAD_TRANSITIONS,
  type LeadActor,
  type LeadEvent,
  leadStatesBefore,
} from "./lead-status";

const EVENTS: LeadEvent[] = ["send_quote", "time_out"];
const ACTORS: LeadActor[] = ["agent", "system"];

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
    expect(leadStatesBefore("time_out")).toEqual(["offered"]);
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

  it("closed leads take no step and are not live", () => {
    for (const closed of ["expired", "withdrawn"] as const) {
      expect(isLiveLead(closed)).toBe(false);
      for (const event of EVENTS) {
        for (const actor of ACTORS) expect(canLeadTransition(closed, event, actor)).toBe(false);
      }
    }
    expect(isLiveLead("offered")).toBe(true);
    expect(isLiveLead("quoted")).toBe(true);
  });
});
