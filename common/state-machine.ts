// A state machine as a table (docs/decisions/0194): every allowed step is one row (from, event,
// to, who may take it), and nothing else moves a status. Pure data and lookups, so the pages
// that show a button only where a step exists (the trip's Cancel and Reactivate) read the same
// rows as the server's `changeStatus` functions, which add the compare-and-set and the audit.

export interface Transition<S extends string, E extends string, A extends string> {
  from: S;
  event: E;
  to: S;
  /** Who may take the step; ownership is the caller's to check before the table is asked. */
  actors: readonly A[];
}

export interface MachineTable<S extends string, E extends string, A extends string> {
  /** Every state a row may hold. */
  states: readonly S[];
  /** The state a row is written in when it is created: the walks of the tests start here. */
  initial: S;
  /** Every event and every actor, listed so a test can try each one everywhere. */
  events: readonly E[];
  actors: readonly A[];
  transitions: readonly Transition<S, E, A>[];
}

/** Why the table refuses a step: no row for (from, event), or a row the actor may not take. */
export type Refusal = "no_transition" | "wrong_actor";

export type Step<S extends string> = { ok: true; to: S } | { ok: false; refusal: Refusal };

export interface Machine<S extends string, E extends string, A extends string>
  extends MachineTable<S, E, A> {
  /** The row for (from, event), whoever acts. */
  find(from: S, event: E): Transition<S, E, A> | undefined;
  /** The state after the step, or why it is refused. */
  step(from: S, event: E, actor: A): Step<S>;
  /** The state after the step, or null when the table refuses it. */
  next(from: S, event: E, actor: A): S | null;
  canTransition(from: S, event: E, actor: A): boolean;
  /** The states `event` may leave from: the guard of a compare-and-set over several rows. */
  statesBefore(event: E): S[];
  /** The events the table lets anyone (or `actor`) take from `state`. */
  eventsFrom(state: S, actor?: A): E[];
  /** Every state some sequence of steps reaches from `start` (the initial state by default), itself included. */
  statesReachable(start?: S): Set<S>;
  /** A state with no way out. */
  isTerminal(state: S): boolean;
}

/**
 * The lookups of a transition table. The table is checked once here: every row names known
 * states, events and actors, no (from, event) pair has two rows (a step has one outcome), and
 * every state is reachable from the initial one (a state no step produces is not a state).
 * Lookups read `table.transitions` on each call (tables are a handful of rows), so a test that
 * adds a row sees the rules follow it.
 */
export function defineMachine<S extends string, E extends string, A extends string>(
  table: MachineTable<S, E, A>,
): Machine<S, E, A> {
  const rows = () => table.transitions;
  const find = (from: S, event: E) => rows().find((t) => t.from === from && t.event === event);
  const step = (from: S, event: E, actor: A): Step<S> => {
    const rule = find(from, event);
    if (!rule) return { ok: false, refusal: "no_transition" };
    if (!rule.actors.includes(actor)) return { ok: false, refusal: "wrong_actor" };
    return { ok: true, to: rule.to };
  };
  const statesReachable = (start: S = table.initial) => {
    const seen = new Set<S>([start]);
    const queue = [start];
    for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
      for (const t of rows()) {
        if (t.from === state && !seen.has(t.to)) {
          seen.add(t.to);
          queue.push(t.to);
        }
      }
    }
    return seen;
  };
  const machine: Machine<S, E, A> = {
    ...table,
    find,
    step,
    next(from, event, actor) {
      const result = step(from, event, actor);
      return result.ok ? result.to : null;
    },
    canTransition: (from, event, actor) => step(from, event, actor).ok,
    statesBefore: (event) => rows().flatMap((t) => (t.event === event ? [t.from] : [])),
    eventsFrom: (state, actor) =>
      rows().flatMap((t) =>
        t.from === state && (actor === undefined || t.actors.includes(actor)) ? [t.event] : [],
      ),
    statesReachable,
    isTerminal: (state) => !rows().some((t) => t.from === state),
  };
  checkTable(machine);
  return machine;
}

function checkTable<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
): void {
  const fail = (why: string) => {
    throw new Error(`State machine table starting at ${machine.initial}: ${why}`);
  };
  const seen = new Set<string>();
  if (!machine.states.includes(machine.initial)) fail(`unknown initial state ${machine.initial}`);
  for (const t of machine.transitions) {
    const key = `${t.from} --${t.event}-->`;
    if (!machine.states.includes(t.from) || !machine.states.includes(t.to))
      fail(`${key} ${t.to} names an unknown state`);
    if (!machine.events.includes(t.event)) fail(`${key} names an unknown event`);
    if (t.actors.length === 0 || t.actors.some((a) => !machine.actors.includes(a)))
      fail(`${key} needs known actors`);
    if (seen.has(key)) fail(`${key} is listed twice`);
    seen.add(key);
  }
  const reachable = machine.statesReachable();
  for (const state of machine.states) {
    if (!reachable.has(state)) fail(`no step reaches ${state}`);
  }
}
