import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import type { Logger } from "../../lib/logger";
import { int8, rowsOf } from "../../lib/sql-rows";
import { jobs } from "./jobs.schema";

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobQueueDeps {
  db: Db;
  logger: Logger;
  now?: () => Date;
  /** How long a claim lasts before another process may take the job (a crashed runner). */
  lockMs?: number;
  maxAttempts?: number;
}

export interface ScheduleOptions {
  runAt: Date;
  /** At most one pending job per key; scheduling again keeps the existing one. */
  dedupeKey?: string;
  /** Jobs with the same key run one at a time, in the order they were scheduled. */
  orderingKey?: string;
  /**
   * The caller's open transaction: the job is written with the change that needs it and
   * exists exactly when that change committed (an event's delivery, decision 0184; a
   * payment's expiry timer, decision 0190).
   */
  tx?: Db;
}

/** A job that used its last attempt (staff see and retry them: the outbox's stuck events). */
export interface FailedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

export interface JobRunner {
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

const DEFAULT_LOCK_MS = 5 * 60_000;
const claimedRow = z.object({
  id: int8,
  name: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  attempts: z.number(),
});
const DEFAULT_MAX_ATTEMPTS = 5;
const BATCH = 10;

interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * A durable job table (docs/decisions/0080): timers survive restarts because they are rows;
 * a due row is claimed with FOR UPDATE SKIP LOCKED, so with N processes each job is taken by
 * one; a claim expires after `lockMs` so the job of a process that died runs elsewhere.
 * Handlers must be idempotent (they are compare-and-set), which makes a rerun after such a
 * crash harmless: the effect happens once.
 */
export function createJobQueue(deps: JobQueueDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const lockMs = deps.lockMs ?? DEFAULT_LOCK_MS;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

  /**
   * Takes up to `limit` due jobs (or only those of `ids`); a job waits while an older one with
   * its ordering key is pending, so a handler sees one aggregate's events in order.
   */
  async function claim(workerId: string, limit: number, ids?: number[]): Promise<ClaimedJob[]> {
    const at = now();
    const until = new Date(at.getTime() + lockMs);
    const only = ids ? sql`and j.id = any(${`{${ids.join(",")}}`}::bigint[])` : sql``;
    const result = await db.execute(sql`
      update ${jobs} set locked_until = ${until.toISOString()}::timestamptz,
        locked_by = ${workerId}, attempts = attempts + 1
      where id in (
        select j.id from ${jobs} j
        where j.done_at is null and j.run_at <= ${at.toISOString()}::timestamptz
          and (j.locked_until is null or j.locked_until < ${at.toISOString()}::timestamptz)
          ${only}
          and (j.ordering_key is null or not exists (
            select 1 from ${jobs} e
            where e.ordering_key = j.ordering_key and e.done_at is null and e.id < j.id))
        order by j.run_at, j.id
        limit ${limit}
        for update skip locked
      )
      returning id, name, payload, attempts`);
    return rowsOf(result, claimedRow).map((r) => ({
      id: Number(r.id),
      name: r.name,
      payload: r.payload ?? {},
      attempts: r.attempts,
    }));
  }

  async function finish(
    job: ClaimedJob,
    workerId: string,
    outcome: "done" | "failed",
    error?: string,
  ) {
    await db
      .update(jobs)
      .set({ doneAt: now(), outcome, lastError: error ?? null, lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  }

  async function retryLater(job: ClaimedJob, workerId: string, error: string) {
    // 1, 2, 4, 8 minutes: a passing fault (database restart) gets time to clear.
    const delay = 60_000 * 2 ** (job.attempts - 1);
    await db
      .update(jobs)
      .set({ runAt: new Date(now().getTime() + delay), lockedUntil: null, lastError: error })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  }

  async function runBatch(handlers: JobHandlers, workerId: string, batch: ClaimedJob[]) {
    for (const job of batch) {
      const handler = handlers[job.name];
      if (!handler) {
        await finish(job, workerId, "failed", `no handler for ${job.name}`);
        continue;
      }
      try {
        await handler(job.payload);
        await finish(job, workerId, "done");
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, job: job.name, jobId: job.id }, "job failed");
        if (job.attempts >= maxAttempts) await finish(job, workerId, "failed", message);
        else await retryLater(job, workerId, message);
      }
    }
  }

  const queue = {
    /**
     * Adds a job; with `opts.tx` (the caller's transaction) the job exists only if that
     * transaction commits. Returns the new job's id, or null when its dedupe key was pending.
     */
    async schedule(
      name: string,
      payload: Record<string, unknown>,
      opts: ScheduleOptions,
    ): Promise<number | null> {
      const result = await (opts.tx ?? db).execute(sql`
        insert into ${jobs} (name, payload, dedupe_key, ordering_key, run_at)
        values (${name}, ${JSON.stringify(payload)}::jsonb, ${opts.dedupeKey ?? null},
          ${opts.orderingKey ?? null}, ${opts.runAt.toISOString()}::timestamptz)
        on conflict (dedupe_key) where done_at is null do nothing
        returning id`);
      const [row] = rowsOf(result, z.object({ id: int8 }));
      return row ? Number(row.id) : null;
    },

    /** Moves a pending job to a new time (a lead's deadline pushed back on reactivation). */
    async reschedule(
      dedupeKey: string,
      name: string,
      payload: Record<string, unknown>,
      runAt: Date,
    ) {
      const moved = await db
        .update(jobs)
        .set({ runAt, lockedUntil: null })
        .where(and(eq(jobs.dedupeKey, dedupeKey), isNull(jobs.doneAt)))
        .returning({ id: jobs.id });
      if (moved.length === 0) await queue.schedule(name, payload, { runAt, dedupeKey });
    },

    async cancel(dedupeKey: string) {
      await db
        .update(jobs)
        .set({ doneAt: now(), outcome: "cancelled" })
        .where(and(eq(jobs.dedupeKey, dedupeKey), isNull(jobs.doneAt)));
    },

    /** Claims and runs the jobs due now; returns how many ran. Tests call it directly. */
    async runDue(handlers: JobHandlers, workerId = newWorkerId()): Promise<number> {
      let ran = 0;
      for (;;) {
        const batch = await claim(workerId, BATCH);
        if (batch.length === 0) return ran;
        await runBatch(handlers, workerId, batch);
        ran += batch.length;
      }
    },

    /**
     * Runs those of `ids` that are due, free and first in their order now (a request running
     * what it just committed); the others stay for the runner. Returns the ids it ran.
     */
    async runIds(handlers: JobHandlers, ids: number[], workerId = newWorkerId()) {
      if (ids.length === 0) return [];
      const batch = await claim(workerId, ids.length, ids);
      await runBatch(handlers, workerId, batch);
      return batch.map((job) => job.id);
    },

    /** Jobs of `name` that used their last attempt, newest first. */
    async failed(name: string, page: { limit: number; offset: number }) {
      const where = and(eq(jobs.name, name), eq(jobs.outcome, "failed"));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(sql`${jobs.id} desc`)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
      ]);
      const list: FailedJob[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        payload: r.payload,
        attempts: r.attempts,
        lastError: r.lastError,
        failedAt: r.doneAt,
        createdAt: r.createdAt,
      }));
      return { jobs: list, total: total?.n ?? 0 };
    },

    /** A failed job of `name` runs again now with fresh attempts; false when there is none. */
    async retry(name: string, id: number): Promise<boolean> {
      const moved = await db
        .update(jobs)
        .set({
          doneAt: null,
          outcome: null,
          attempts: 0,
          runAt: now(),
          lockedUntil: null,
          lockedBy: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.name, name), eq(jobs.outcome, "failed")))
        .returning({ id: jobs.id });
      return moved.length > 0;
    },

    /** Polls every `pollMs` until stopped (server/main.ts starts one per process). */
    start(handlers: JobHandlers, opts: { pollMs: number; workerId?: string }): JobRunner {
      const workerId = opts.workerId ?? newWorkerId();
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        if (stopped) return;
        running = queue
          .runDue(handlers, workerId)
          .catch((error: unknown) => logger.error({ err: error }, "job runner poll failed"))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, opts.pollMs);
          });
      };
      timer = setTimeout(tick, 0);
      return {
        async stop() {
          stopped = true;
          if (timer) clearTimeout(timer);
          await running;
        },
      };
    },
  };
  return queue;
}

function newWorkerId(): string {
  return `${process.pid}-${randomBytes(4).toString("hex")}`;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
