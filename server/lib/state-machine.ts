import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Machine } from "../../common/state-machine";
import type { Executor } from "../db";
import { AppError } from "./errors";

// The tables themselves are pure (common/, where pages read the trip's too); the server adds
// the refusal its callers answer with (docs/decisions/0194).
export {
  defineMachine,
  type Machine,
  type MachineTable,
  type Refusal,
  type Step,
  type Transition,
} from "../../common/state-machine";

/** How a machine's refusals read to its callers: the codes, and why the step cannot be taken. */
export interface RefusalText<S extends string, E extends string> {
  /** Code of the 409 for a step the table does not list from this state. */
  conflict: string;
  /** Code of the 403 for a listed step this actor may not take. */
  forbidden: string;
  message(from: S, event: E): string;
}

/** The state after the step, or the machine's 409 (no such step) / 403 (not this actor). */
export function stepOrThrow<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  text: RefusalText<S, E>,
  from: S,
  event: E,
  actor: A,
): S {
  const step = machine.step(from, event, actor);
  if (step.ok) return step.to;
  if (step.refusal === "no_transition") {
    throw new AppError("conflict", text.conflict, text.message(from, event));
  }
  throw new AppError("forbidden", text.forbidden, "You cannot make this change.");
}

/** Where a machine's rows live: the table, its id column and its status column. */
export interface StatusColumns<T extends PgTable> {
  table: T;
  id: PgColumn;
  status: PgColumn;
}

/**
 * One step of one row through its machine, in `tx`: refused by the table → null without a
 * write; otherwise a compare-and-set on the status the row was read in (`row.status`), so a
 * row that moved meanwhile is left alone and null comes back too. `set` gives the columns to
 * write for the new status, the status column among them.
 */
export async function moveRow<
  T extends PgTable,
  S extends string,
  E extends string,
  A extends string,
>(
  tx: Executor,
  machine: Machine<S, E, A>,
  columns: StatusColumns<T>,
  row: { id: number; status: S },
  step: { event: E; actor: A; set: (to: S) => PgUpdateSetSource<T> },
): Promise<T["$inferSelect"] | null> {
  const to = machine.next(row.status, step.event, step.actor);
  if (!to) return null;
  const rows = await tx
    .update(columns.table)
    .set(step.set(to))
    .where(and(eq(columns.id, row.id), eq(columns.status, row.status)))
    .returning();
  // `returning()` of a whole generic table is its select row, which TypeScript cannot work
  // out for an unknown T; for each concrete table it is exactly `$inferSelect`.
  return ((rows as unknown as T["$inferSelect"][])[0] ?? null) as T["$inferSelect"] | null;
}
