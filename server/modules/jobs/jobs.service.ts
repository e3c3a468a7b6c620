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
  /**
   * The caller's open transaction: the job is written with the change that needs it and
   * exists exactly when that change committed (a payment's expiry timer, decision 0190).
   */
  tx?: Db;
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

  async function claim(workerId: string, limit: number): Promise<ClaimedJob[]> {
    const at = now();
    const until = new Date(at.getTime() + lockMs);
    const result = await db.execute(sql`
      update ${jobs} set locked_until = ${until.toISOString()}::timestamptz,
        locked_by = ${workerId}, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where done_at is null and run_at <= ${at.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${at.toISOString()}::timestamptz)
        order by run_at, id
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

  const queue = {
    async schedule(name: string, payload: Record<string, unknown>, opts: ScheduleOptions) {
      await (opts.tx ?? db).execute(sql`
        insert into ${jobs} (name, payload, dedupe_key, run_at)
        values (${name}, ${JSON.stringify(payload)}::jsonb, ${opts.dedupeKey ?? null},
          ${opts.runAt.toISOString()}::timestamptz)
        on conflict (dedupe_key) where done_at is null do nothing`);
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
          ran += 1;
        }
      }
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
