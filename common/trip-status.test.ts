import { describe, expect, it } from "vitest";
import {
  canCancel,
  canReactivate,
  isOpen,
  TRIP_STATUSES,
  TRIP_TRANSITIONS,
  type TripActor,
} from "./trip-status";

const ACTORS: TripActor[] = ["traveller", "ops", "admin", "system"];

describe("rules read from the status table", () => {
  it("offers Cancel and Reactivate exactly where the table has a transition for the actor", () => {
    for (const status of TRIP_STATUSES) {
      for (const actor of ACTORS) {
        const allows = (event: string) =>
          TRIP_TRANSITIONS.some(
            (t) => t.from === status && t.event === event && t.actors.includes(actor),
          );
        expect(canCancel(status, actor), `${status} cancel by ${actor}`).toBe(allows("cancel"));
        expect(canReactivate(status, actor), `${status} reactivate by ${actor}`).toBe(
          allows("reactivate"),
        );
      }
    }
  });

  it("follows a change of the table instead of a copy of it", () => {
    const table = TRIP_TRANSITIONS as TripTransitionList;
    table.push({ from: "Converted", event: "cancel", to: "Cancelled", actors: ["traveller"] });
    try {
      expect(canCancel("Converted")).toBe(true);
    } finally {
      table.pop();
    }
    expect(canCancel("Converted")).toBe(false);
  });

  it.each([
    ["Active", true],
    ["Booked", true],
    ["Cancelled", false],
    ["Postponed", false],
    ["Converted", false],
  ] as const)("isOpen(%s) is %s", (status, open) => {
    expect(isOpen(status)).toBe(open);
  });
});

type TripTransitionList = (typeof TRIP_TRANSITIONS)[number][];
