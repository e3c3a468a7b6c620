import { and, asc, eq } from "drizzle-orm";
import {
  HOT_WINDOW_HOURS,
  LEAD_STATUS_MACHINE,
  type LeadStatus,
  type LeadStatusActor,
  type LeadStatusEvent,
} from "../../../common/lead-status";
import type { Db, Executor } from "../../db";
import { AppError } from "../../lib/errors";
import { stepOrThrow } from "../../lib/state-machine";
import * as errors from "./trips.errors";
import { requestedTrips, tripLeadStatusChanges } from "./trips.schema";

export interface LeadStatusMove {
  tripId: number;
  event: LeadStatusEvent;
  actor: LeadStatusActor;
  actorId?: string | null;
  reason: string;
}

export interface LeadStatusChange {
  tripId: number;
  from: LeadStatus;
  to: LeadStatus;
}

const REFUSAL = {
  conflict: "lead_status_conflict",
  forbidden: "lead_status_forbidden",
  message: (from: LeadStatus, event: LeadStatusEvent) =>
    `A ${from} lead cannot take "${event.replaceAll("_", " ")}".`,
};

/**
 * The lead status part of the trips module (decision 0213): every change goes through the
 * table of common/lead-status.ts with its actor, as a compare-and-set on the status read, and
 * writes its history row (who, why) in the same transaction.
 */
export function createLeadStatuses(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function move(tx: Executor, change: LeadStatusMove): Promise<LeadStatusChange | null> {
    const [row] = await tx
      .select({ status: requestedTrips.leadStatus })
      .from(requestedTrips)
      .where(eq(requestedTrips.id, change.tripId))
      .limit(1);
    if (!row) return null;
    const to = LEAD_STATUS_MACHINE.next(row.status, change.event, change.actor);
    if (!to || to === row.status) return null;
    const at = now();
    const moved = await tx
      .update(requestedTrips)
      .set({ leadStatus: to, leadStatusChangedAt: at })
      .where(and(eq(requestedTrips.id, change.tripId), eq(requestedTrips.leadStatus, row.status)))
      .returning({ id: requestedTrips.id });
    if (moved.length === 0) return null;
    await tx.insert(tripLeadStatusChanges).values({
      tripId: change.tripId,
      fromStatus: row.status,
      toStatus: to,
      event: change.event,
      actorRole: change.actor,
      actorId: change.actorId ?? null,
      reason: change.reason,
      createdAt: at,
    });
    return { tripId: change.tripId, from: row.status, to };
  }

  return {
    /**
     * A step the system takes (an event handler, a timer): null when the table has no such
     * step from the status the trip is in, which for an event is the ordinary case.
     */
    async systemMove(
      change: Omit<LeadStatusMove, "actor" | "actorId">,
      tx?: Executor,
    ): Promise<LeadStatusChange | null> {
      const run = (t: Executor) => move(t, { ...change, actor: "system" });
      return tx ? run(tx) : db.transaction(run);
    },

    /** A step staff take by hand: refused with the table's 409 or 403 when it has no such row. */
    async staffMove(
      change: LeadStatusMove & { actor: "ops" | "admin" },
    ): Promise<LeadStatusChange> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: requestedTrips.leadStatus })
          .from(requestedTrips)
          .where(eq(requestedTrips.id, change.tripId))
          .limit(1);
        if (!row) throw errors.tripNotFound();
        stepOrThrow(LEAD_STATUS_MACHINE, REFUSAL, row.status, change.event, change.actor);
        const moved = await move(tx, change);
        if (!moved) {
          throw new AppError("conflict", REFUSAL.conflict, "The lead changed meanwhile: reload.");
        }
        return moved;
      });
    },

    /**
     * The traveller did something on the request or its quotes: remembered (what dormant counts
     * from) and the lead warms to hot. Answers when the hot window ends, for the cooling timer.
     */
    async travellerActive(tripId: number, reason: string) {
      const at = now();
      return db.transaction(async (tx) => {
        await tx
          .update(requestedTrips)
          .set({ travellerActiveAt: at })
          .where(eq(requestedTrips.id, tripId));
        const change = await move(tx, {
          tripId,
          event: "traveller_active",
          actor: "system",
          reason,
        });
        return { change, coolsAt: new Date(at.getTime() + HOT_WINDOW_HOURS * 3_600_000) };
      });
    },

    /** The status, when it last changed and the traveller's last activity, for the timers. */
    async leadClock(tripId: number) {
      const [row] = await db
        .select({
          status: requestedTrips.leadStatus,
          tripStatus: requestedTrips.status,
          changedAt: requestedTrips.leadStatusChangedAt,
          travellerActiveAt: requestedTrips.travellerActiveAt,
          quotesCount: requestedTrips.quotesCount,
          createdAt: requestedTrips.createdAt,
        })
        .from(requestedTrips)
        .where(eq(requestedTrips.id, tripId))
        .limit(1);
      return row ?? null;
    },

    /** Every change of the trip's lead status, oldest first: the history the trip page shows. */
    async history(tripId: number) {
      const rows = await db
        .select()
        .from(tripLeadStatusChanges)
        .where(eq(tripLeadStatusChanges.tripId, tripId))
        .orderBy(asc(tripLeadStatusChanges.createdAt), asc(tripLeadStatusChanges.id));
      return rows.map((r) => ({
        from: r.fromStatus,
        to: r.toStatus,
        event: r.event,
        actorRole: r.actorRole,
        actorId: r.actorId,
        reason: r.reason,
        at: r.createdAt.toISOString(),
      }));
    },
  };
}

export type LeadStatuses = ReturnType<typeof createLeadStatuses>;
