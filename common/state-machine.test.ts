import { describe, expect, it } from "vitest";
import { defineMachine, type MachineTable } from "./state-machine";

type Door = "closed" | "open" | "locked";
type DoorEvent = "open" | "close" | "lock" | "unlock";
type Who = "guest" | "host";

const door = (
  transitions: MachineTable<Door, DoorEvent, Who>["transitions"],
  states: readonly Door[] = ["closed", "open", "locked"],
) =>
  defineMachine<Door, DoorEvent, Who>({
    states,
    initial: "closed",
    events: ["open", "close", "lock", "unlock"],
    actors: ["guest", "host"],
    transitions,
  });

const DOOR = door([
  { from: "closed", event: "open", to: "open", actors: ["guest", "host"] },
  { from: "open", event: "close", to: "closed", actors: ["guest", "host"] },
  { from: "closed", event: "lock", to: "locked", actors: ["host"] },
  { from: "locked", event: "unlock", to: "closed", actors: ["host"] },
]);

describe("defineMachine", () => {
  it("answers the step of a row for its actors, and why it refuses any other", () => {
    expect(DOOR.next("closed", "lock", "host")).toBe("locked");
    expect(DOOR.step("closed", "lock", "guest")).toEqual({ ok: false, refusal: "wrong_actor" });
    expect(DOOR.step("open", "lock", "host")).toEqual({ ok: false, refusal: "no_transition" });
    expect(DOOR.next("open", "lock", "host")).toBeNull();
    expect(DOOR.canTransition("locked", "unlock", "host")).toBe(true);
    expect(DOOR.canTransition("locked", "open", "host")).toBe(false);
  });

  it("lists the states an event leaves from, the events out of a state, what is reachable", () => {
    expect(DOOR.statesBefore("open")).toEqual(["closed"]);
    expect(DOOR.eventsFrom("closed").sort()).toEqual(["lock", "open"]);
    expect(DOOR.eventsFrom("closed", "guest")).toEqual(["open"]);
    expect(DOOR.statesReachable()).toEqual(new Set(["closed", "open", "locked"]));
    expect(DOOR.statesReachable("open")).toEqual(new Set(["open", "closed", "locked"]));
    expect(DOOR.isTerminal("locked")).toBe(false);
  });

  it("refuses a table with a step listed twice: a step has one outcome", () => {
    expect(() =>
      door([
        { from: "closed", event: "open", to: "open", actors: ["guest"] },
        { from: "open", event: "close", to: "closed", actors: ["guest"] },
        { from: "closed", event: "lock", to: "locked", actors: ["host"] },
        { from: "closed", event: "open", to: "locked", actors: ["host"] },
      ]),
    ).toThrow(/listed twice/);
  });

  it("refuses a state no step reaches: a state nothing produces is not a state", () => {
    expect(() =>
      door([
        { from: "closed", event: "open", to: "open", actors: ["guest"] },
        { from: "open", event: "close", to: "closed", actors: ["guest"] },
      ]),
    ).toThrow(/no step reaches locked/);
  });

  it("refuses rows naming unknown states, events or actors, or no actor", () => {
    const ok = { from: "closed", event: "open", to: "open", actors: ["guest"] } as const;
    expect(() => door([ok], ["closed", "open"]).next("closed", "open", "guest")).not.toThrow();
    expect(() => door([{ ...ok, to: "ajar" as Door }], ["closed", "open"])).toThrow(
      /unknown state/,
    );
    expect(() => door([{ ...ok, event: "kick" as DoorEvent }], ["closed", "open"])).toThrow(
      /unknown event/,
    );
    expect(() => door([{ ...ok, actors: ["burglar" as Who] }], ["closed", "open"])).toThrow(
      /known actors/,
    );
    expect(() => door([{ ...ok, actors: [] }], ["closed", "open"])).toThrow(/known actors/);
  });
});
