import { describe, expect, it } from "vitest";
import { checkWalks } from "../server/testing/machine-properties";
import {
  LEAD_BOARD_STATUSES,
  LEAD_STATUS_ACTORS,
  LEAD_STATUS_EVENTS,
  LEAD_STATUS_MACHINE as M,
  staffMovesFrom,
} from "./lead-status";
import { isBeforeInvoicing, isConvertedLead, LEAD_STATUSES } from "./trips";

describe("lead status table (decision 0213)", () => {
  it("starts active and holds the spec's seven statuses plus converted, outside the list", () => {
    expect(M.initial).toBe("active");
    expect(LEAD_BOARD_STATUSES.slice(0, 7)).toEqual([...LEAD_STATUSES]);
    expect(isConvertedLead("converted")).toBe(true);
    expect(isBeforeInvoicing("payment pending")).toBe(false);
  });

  it("moves a request to in progress when an agent's quote is sent, by the system only", () => {
    expect(M.next("active", "quote_sent", "system")).toBe("in progress");
    expect(M.step("active", "quote_sent", "ops")).toEqual({ ok: false, refusal: "wrong_actor" });
  });

  it("warms to hot on traveller activity, but leaves staff's admin hot mark alone", () => {
    for (const from of ["active", "in progress", "dormant", "cold"] as const) {
      expect(M.next(from, "traveller_active", "system")).toBe("hot");
    }
    expect(M.next("admin hot", "traveller_active", "system")).toBeNull();
    expect(M.next("hot", "activity_cooled", "system")).toBe("in progress");
  });

  it("goes dormant then cold when the traveller is idle; staff revive either", () => {
    expect(M.next("in progress", "idle", "system")).toBe("dormant");
    expect(M.next("dormant", "idle", "system")).toBe("cold");
    expect(M.next("cold", "idle", "system")).toBeNull();
    expect(M.next("cold", "staff_revive", "ops")).toBe("active");
    expect(M.next("cold", "staff_revive", "system")).toBeNull();
  });

  it("lets only ops and admin mark admin hot, and take the mark off", () => {
    expect(M.next("hot", "staff_mark_hot", "ops")).toBe("admin hot");
    expect(M.next("hot", "staff_mark_hot", "admin")).toBe("admin hot");
    expect(M.next("hot", "staff_mark_hot", "system")).toBeNull();
    expect(M.next("admin hot", "staff_unmark_hot", "ops")).toBe("in progress");
  });

  it("goes to payment pending on an invoice from any open status, converted only from there", () => {
    for (const from of ["active", "in progress", "hot", "admin hot", "dormant", "cold"] as const) {
      expect(M.next(from, "invoice_issued", "system")).toBe("payment pending");
    }
    expect(M.next("in progress", "paid_and_vouchered", "system")).toBeNull();
    expect(M.next("payment pending", "paid_and_vouchered", "system")).toBe("converted");
    expect(M.isTerminal("converted")).toBe(true);
  });

  it("offers staff exactly the table's staff moves on a card", () => {
    expect(staffMovesFrom("hot")).toEqual(["staff_mark_hot"]);
    expect(staffMovesFrom("admin hot")).toEqual(["staff_unmark_hot"]);
    expect(new Set(staffMovesFrom("cold"))).toEqual(new Set(["staff_mark_hot", "staff_revive"]));
    expect(staffMovesFrom("payment pending")).toEqual([]);
    expect(staffMovesFrom("converted")).toEqual([]);
  });

  it("walks any sequence of events only through the table's rows", () => {
    expect(LEAD_STATUS_EVENTS.length).toBeGreaterThan(0);
    expect(LEAD_STATUS_ACTORS).toContain("system");
    checkWalks(M, { converted: [], "payment pending": ["paid_and_vouchered"] });
  });
});
