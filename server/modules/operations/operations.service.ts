import { and, asc, desc, eq, sql } from "drizzle-orm";
import { formatDateTime } from "../../../common/format";
import type { StaffAuditEntry, StaffCallbackView, StaffNoteView } from "../../../common/ops-trip";
import type { Db, Executor } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import { AppError } from "../../lib/errors";
import { adminActions, scheduledCallbacks, tripNotes, tripStaffActions } from "./operations.schema";

/** One line of admin's own audit log (decision 0229). */
/** What admin's audit log names: an account, an agency, an agency's application (0239). */
export type AdminSubject = "user" | "agency" | "application";

export interface AdminAuditEntry {
  id: number;
  action: string;
  actorName: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  createdAt: string;
}

/** Who acted, as the audit log names them. */
export interface StaffActor {
  id: string | null;
  role: string;
  name: string;
}

/** A staff member who may be @mentioned: by the part of their email before the @. */
export interface Mentionable {
  id: string;
  email: string;
}

const MENTION = /(^|\s)@([a-z0-9._-]+)/gi;

/** The staff a note mentions, by `@handle` (the email's local part), each once. */
export function mentionsIn(body: string, staff: readonly Mentionable[]): Mentionable[] {
  const handles = new Set<string>();
  for (const match of body.matchAll(MENTION)) handles.add((match[2] ?? "").toLowerCase());
  return staff.filter((s) => handles.has(s.email.split("@")[0]?.toLowerCase() ?? ""));
}

/**
 * Operations' own records on a request (decision 0213): the audit log of staff actions, notes
 * with mentions, and callbacks scheduled into the dialer's queue. Callers have checked the
 * staff permission table; this module checks the inputs' rules.
 */
export function createOperationsService(deps: {
  db: Db;
  now: () => Date;
  events?: Pick<DomainEvents, "record">;
}) {
  const { db, now } = deps;

  async function audit(
    tx: Executor,
    entry: {
      tripId: number;
      action: string;
      actor: StaffActor;
      summary: string;
      detail?: Record<string, unknown>;
    },
  ): Promise<void> {
    await tx.insert(tripStaffActions).values({
      tripId: entry.tripId,
      action: entry.action,
      actorId: entry.actor.id,
      actorRole: entry.actor.role,
      actorName: entry.actor.name,
      summary: entry.summary,
      detail: entry.detail ?? {},
      createdAt: now(),
    });
  }

  return {
    /** One line of admin's audit log: users, roles, agencies, commission (decision 0229). */
    async recordAdmin(entry: {
      action: string;
      actor: { id: string; name: string };
      subjectType: AdminSubject;
      subjectId: string;
      summary: string;
      detail?: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(adminActions).values({
        action: entry.action,
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        summary: entry.summary,
        detail: entry.detail ?? {},
        createdAt: now(),
      });
    },

    /** Admin's audit log, newest first; of one kind of subject when given. */
    async adminLog(
      opts: { subjectType?: AdminSubject; limit?: number } = {},
    ): Promise<AdminAuditEntry[]> {
      const rows = await db
        .select()
        .from(adminActions)
        .where(opts.subjectType ? eq(adminActions.subjectType, opts.subjectType) : undefined)
        .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
        .limit(Math.min(opts.limit ?? 30, 200));
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        actorName: r.actorName,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        summary: r.summary,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Writes one line of the trip's audit log. */
    async record(entry: Parameters<typeof audit>[1]): Promise<void> {
      await audit(db, entry);
    },

    /** The escalation of a request past its SLA: once per request, whatever reruns the job. */
    async recordEscalation(tripId: number, summary: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`escalate:${tripId}`}))`);
        const [seen] = await tx
          .select({ id: tripStaffActions.id })
          .from(tripStaffActions)
          .where(and(eq(tripStaffActions.tripId, tripId), eq(tripStaffActions.action, "escalated")))
          .limit(1);
        if (seen) return false;
        await audit(tx, {
          tripId,
          action: "escalated",
          actor: { id: null, role: "system", name: "Triphive" },
          summary,
        });
        return true;
      });
    },

    /** A staff note; the mentioned staff are answered for the caller to notify. */
    async addNote(
      tripId: number,
      author: StaffActor & { id: string },
      body: string,
      staff: readonly Mentionable[],
    ): Promise<{ noteId: number; mentioned: Mentionable[] }> {
      const mentioned = mentionsIn(body, staff).filter((m) => m.id !== author.id);
      return db.transaction(async (tx) => {
        const [note] = await tx
          .insert(tripNotes)
          .values({
            tripId,
            authorId: author.id,
            authorName: author.name,
            body,
            mentions: mentioned.map((m) => m.id),
            createdAt: now(),
          })
          .returning({ id: tripNotes.id });
        if (!note) throw new Error("note insert returned nothing");
        if (mentioned.length) {
          await deps.events?.record(tx, "staff.note_mentioned", {
            tripId,
            noteId: note.id,
            authorUserId: author.id,
            authorName: author.name,
            mentionedUserIds: mentioned.map((m) => m.id),
          });
        }
        await audit(tx, {
          tripId,
          action: "note",
          actor: author,
          summary: mentioned.length
            ? `Added a note mentioning ${mentioned.map((m) => `@${m.email.split("@")[0]}`).join(", ")}`
            : "Added a note",
          detail: { noteId: note.id },
        });
        return { noteId: note.id, mentioned };
      });
    },

    /** Schedules a call to the traveller; it joins the dialer's queue at once, ordered by time. */
    async scheduleCallback(
      tripId: number,
      by: StaffActor & { id: string },
      input: { dueAt: Date; note: string },
    ): Promise<{ id: number }> {
      if (input.dueAt.getTime() < now().getTime() - 5 * 60_000) {
        throw new AppError(
          "invalid_input",
          "callback_in_past",
          "Choose a time from now on for the callback.",
          [
            {
              code: "callback_in_past",
              field: "due_at",
              message: "Choose a time from now on for the callback.",
            },
          ],
        );
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(scheduledCallbacks)
          .values({
            tripId,
            dueAt: input.dueAt,
            note: input.note,
            scheduledBy: by.id,
            scheduledByName: by.name,
            createdAt: now(),
          })
          .returning({ id: scheduledCallbacks.id });
        if (!row) throw new Error("callback insert returned nothing");
        await audit(tx, {
          tripId,
          action: "callback",
          actor: by,
          summary: `Scheduled a callback for ${formatDateTime(input.dueAt)} (India time)`,
          detail: { callbackId: row.id, note: input.note },
        });
        return { id: row.id };
      });
    },

    /** The dialer's scheduled calls, due first; `tripFacts` adds who to call (trips' door). */
    async openCallbacks(page: { limit: number; offset: number }) {
      const where = eq(scheduledCallbacks.state, "open");
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(scheduledCallbacks)
          .where(where)
          .orderBy(asc(scheduledCallbacks.dueAt), asc(scheduledCallbacks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(scheduledCallbacks).where(where),
      ]);
      return { total: count?.n ?? 0, rows };
    },

    /** The dialer made the call; the first closer stays on record. */
    async closeCallback(callbackId: number, by: StaffActor & { id: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(scheduledCallbacks)
          .set({ state: "done", handledAt: now(), handledBy: by.id })
          .where(and(eq(scheduledCallbacks.id, callbackId), eq(scheduledCallbacks.state, "open")))
          .returning();
        if (!row) {
          throw new AppError("not_found", "callback_not_found", "That callback is not open.");
        }
        await audit(tx, {
          tripId: row.tripId,
          action: "callback_done",
          actor: by,
          summary: "Called the traveller back",
          detail: { callbackId },
        });
        return row;
      });
    },

    /** Everything operations keep on one request: audit log, notes, callbacks. */
    async ofTrip(tripId: number): Promise<{
      audit: StaffAuditEntry[];
      notes: StaffNoteView[];
      callbacks: StaffCallbackView[];
    }> {
      const [auditRows, noteRows, callbackRows] = await Promise.all([
        db
          .select()
          .from(tripStaffActions)
          .where(eq(tripStaffActions.tripId, tripId))
          .orderBy(desc(tripStaffActions.createdAt), desc(tripStaffActions.id))
          .limit(200),
        db
          .select()
          .from(tripNotes)
          .where(eq(tripNotes.tripId, tripId))
          .orderBy(desc(tripNotes.createdAt), desc(tripNotes.id)),
        db
          .select()
          .from(scheduledCallbacks)
          .where(eq(scheduledCallbacks.tripId, tripId))
          .orderBy(desc(scheduledCallbacks.dueAt)),
      ]);
      return {
        audit: auditRows.map((r) => ({
          id: r.id,
          action: r.action,
          actorName: r.actorName,
          actorRole: r.actorRole,
          summary: r.summary,
          at: r.createdAt.toISOString(),
        })),
        notes: noteRows.map((r) => ({
          id: r.id,
          authorName: r.authorName,
          body: r.body,
          at: r.createdAt.toISOString(),
        })),
        callbacks: callbackRows.map((r) => ({
          id: r.id,
          dueAt: r.dueAt.toISOString(),
          note: r.note,
          scheduledByName: r.scheduledByName,
          state: r.state === "done" ? "done" : "open",
        })),
      };
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
