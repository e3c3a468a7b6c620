import { desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import {
  aggregateOf,
  type DomainEventListener,
  type DomainEventMap,
  type DomainEventName,
  type DomainEvents,
  type EventMeta,
  type RecordOptions,
} from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
import { int8, rowsOf } from "../../lib/sql-rows";
import type { JobHandlers, JobQueue } from "../jobs";
import { domainEvents } from "./outbox.schema";

/** The job that delivers one event to one handler (payload: eventId, handler). */
export const DELIVER_EVENT_JOB = "outbox.deliver";
/** The delivery name of this process's in-process watchers. */
const WATCHERS = "watchers";
/** A delivery id this process recorded but could not run yet is forgotten after this long. */
const FRESH_FOR_MS = 60_000;

export interface OutboxDeps {
  db: Db;
  jobs: Pick<JobQueue, "schedule" | "runIds" | "failed" | "retry">;
  logger: Pick<Logger, "error" | "warn">;
  now?: () => Date;
}

/** A delivery that used its last attempt, as staff see it. */
export interface StuckEvent {
  deliveryId: number;
  handler: string;
  eventId: number;
  name: string;
  aggregate: string;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  occurredAt: string;
  failedAt: string | null;
}

const Delivery = z.object({ eventId: z.number().int().positive(), handler: z.string().min(1) });

type AnyListener = DomainEventListener<DomainEventName>;

/**
 * The durable outbox (decision 0184): `record` writes an event row and one `outbox.deliver`
 * job per handler in the caller's transaction; the job runner (or `deliver`, right after the
 * commit) runs each delivery at least once, one aggregate's deliveries to a handler in order,
 * retried with the jobs module's backoff; after the last attempt the delivery is stuck and
 * listed for staff (`stuck`, `retry`). Handlers are idempotent: they compare-and-set, or key
 * what they write by the event id they are given.
 */
export function createOutbox(deps: OutboxDeps) {
  const { db, jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const handlers = new Map<DomainEventName, Map<string, AnyListener>>();
  const watchers = new Map<DomainEventName, Set<AnyListener>>();
  /** Deliveries this process recorded, not yet run here: id → when recorded. */
  const fresh = new Map<number, number>();

  function handlersOf(name: DomainEventName): string[] {
    const names = [...(handlers.get(name)?.keys() ?? [])];
    if ((watchers.get(name)?.size ?? 0) > 0) names.push(WATCHERS);
    return names;
  }

  async function deliverOne(payload: Record<string, unknown>) {
    const delivery = Delivery.parse(payload);
    const [event] = await db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.id, delivery.eventId));
    if (!event) throw new Error(`event ${delivery.eventId} not found`);
    const name = event.name as DomainEventName;
    const meta: EventMeta = { eventId: event.id, name, occurredAt: event.createdAt };
    const body = event.payload as DomainEventMap[DomainEventName];
    if (delivery.handler === WATCHERS) {
      for (const watcher of [...(watchers.get(name) ?? [])]) {
        try {
          await watcher(body, meta);
        } catch (error) {
          // A watcher is a push or a test's eye: its failure is not the event's.
          logger.error({ err: error, event: name }, "an event watcher failed");
        }
      }
      return;
    }
    const listener = handlers.get(name)?.get(delivery.handler);
    if (!listener) throw new Error(`no handler ${delivery.handler} for ${name}`);
    await listener(body, meta);
  }

  const jobHandlers: JobHandlers = { [DELIVER_EVENT_JOB]: deliverOne };

  const outbox: DomainEvents = {
    async record(tx, name, payload, opts?: RecordOptions) {
      const aggregate = aggregateOf(payload);
      const inserted = await tx.execute(sql`
        insert into ${domainEvents} (name, aggregate, event_key, payload)
        values (${name}, ${aggregate}, ${opts?.key ?? null}, ${JSON.stringify(payload)}::jsonb)
        on conflict (event_key) do nothing
        returning id`);
      const [row] = rowsOf(inserted, z.object({ id: int8 }));
      if (!row) return;
      const eventId = Number(row.id);
      for (const handler of handlersOf(name)) {
        const id = await jobs.schedule(
          DELIVER_EVENT_JOB,
          { eventId, handler },
          {
            runAt: now(),
            dedupeKey: `event:${eventId}:${handler}`,
            orderingKey: `${handler}|${aggregate}`,
            tx,
          },
        );
        if (id !== null) fresh.set(id, Date.now());
      }
    },

    async deliver() {
      const cutoff = Date.now() - FRESH_FOR_MS;
      for (const [id, at] of fresh) if (at < cutoff) fresh.delete(id);
      // Runs until nothing more is runnable: a handler may record follow-ups, and an
      // aggregate's second event becomes runnable once its first is done.
      for (;;) {
        const ids = [...fresh.keys()];
        if (ids.length === 0) return;
        let ran: number[];
        try {
          ran = await jobs.runIds(jobHandlers, ids);
        } catch (error) {
          // The runner takes them; the caller's change is committed and must not fail now.
          logger.error({ err: error }, "delivering events failed; the job runner retries");
          return;
        }
        for (const id of ran) fresh.delete(id);
        if (ran.length === 0) return;
      }
    },

    async publish(name, payload, opts) {
      await outbox.record(db, name, payload, opts);
      await outbox.deliver();
    },

    handle(handler, name, listener) {
      if (handler === WATCHERS) throw new Error(`"${WATCHERS}" is reserved`);
      let byName = handlers.get(name);
      if (!byName) {
        byName = new Map();
        handlers.set(name, byName);
      }
      if (byName.has(handler)) throw new Error(`${handler} already handles ${name}`);
      byName.set(handler, listener as AnyListener);
    },

    subscribe(name, listener) {
      let set = watchers.get(name);
      if (!set) {
        set = new Set();
        watchers.set(name, set);
      }
      const entry = listener as AnyListener;
      set.add(entry);
      return () => set.delete(entry);
    },
  };

  return {
    ...outbox,
    jobHandlers,

    /** Deliveries that used their last attempt, newest first, with their events. */
    async stuck(page: { limit: number; offset: number }) {
      const failed = await jobs.failed(DELIVER_EVENT_JOB, page);
      const deliveries = failed.jobs.map((job) => ({
        job,
        delivery: Delivery.safeParse(job.payload),
      }));
      const ids = deliveries.flatMap((d) => (d.delivery.success ? [d.delivery.data.eventId] : []));
      const rows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(domainEvents)
              .where(inArray(domainEvents.id, ids))
              .orderBy(desc(domainEvents.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const events: StuckEvent[] = deliveries.flatMap(({ job, delivery }) => {
        const event = delivery.success ? byId.get(delivery.data.eventId) : undefined;
        if (!delivery.success || !event) return [];
        return [
          {
            deliveryId: job.id,
            handler: delivery.data.handler,
            eventId: event.id,
            name: event.name,
            aggregate: event.aggregate,
            payload: event.payload,
            attempts: job.attempts,
            lastError: job.lastError,
            occurredAt: event.createdAt.toISOString(),
            failedAt: job.failedAt?.toISOString() ?? null,
          },
        ];
      });
      return { events, total: failed.total };
    },

    /** A stuck delivery runs again now, here; false when it was not stuck (already retried). */
    async retry(deliveryId: number): Promise<boolean> {
      if (!(await jobs.retry(DELIVER_EVENT_JOB, deliveryId))) return false;
      fresh.set(deliveryId, Date.now());
      await outbox.deliver();
      return true;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
