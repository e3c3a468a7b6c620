import fc from "fast-check";
import { expect } from "vitest";
import type { Machine } from "../../common/state-machine";

/**
 * The properties every state machine's table keeps (decision 0194), checked by fast-check:
 * from the initial state, any sequence of (event, actor) moves only along the table's rows
 * and only for their actors; a refused step leaves the state where it was; every state reached
 * is one of the machine's states. `exits` names, for the states where it matters (the ends,
 * and the states only one way leads out of), every event the test expects out of them: a row
 * added out of such a state fails here until the test is told.
 */
export function checkWalks<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  exits: Partial<Record<S, readonly E[]>>,
  numRuns = 300,
): void {
  for (const [state, events] of Object.entries(exits) as [S, readonly E[]][]) {
    expect(machine.states).toContain(state);
    expect(new Set(machine.eventsFrom(state)), `events out of ${state}`).toEqual(new Set(events));
  }
  const step = fc.record({
    event: fc.constantFrom(...machine.events),
    actor: fc.constantFrom(...machine.actors),
  });
  fc.assert(
    fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      let state = machine.initial;
      for (const { event, actor } of steps) {
        const rows = machine.transitions.filter((t) => t.from === state && t.event === event);
        expect(rows.length).toBeLessThanOrEqual(1);
        const rule = rows[0];
        const next = machine.next(state, event, actor);
        if (next === null) {
          // Refused: no row for (state, event), or not for this actor. Nothing moves.
          expect(rule?.actors.includes(actor) ?? false).toBe(false);
          expect(machine.step(state, event, actor)).toEqual({
            ok: false,
            refusal: rule ? "wrong_actor" : "no_transition",
          });
          expect(machine.canTransition(state, event, actor)).toBe(false);
          continue;
        }
        expect(rule?.actors).toContain(actor);
        expect(next).toBe(rule?.to);
        const allowed = exits[state];
        if (allowed) expect(allowed).toContain(event);
        state = next;
        expect(machine.states).toContain(state);
      }
    }),
    { numRuns },
  );
}
