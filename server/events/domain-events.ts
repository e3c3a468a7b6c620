import type { Db } from "../db";

/**
 * What happened in the domain. A state change records its event in the same transaction
 * (the outbox, decision 0184); the job runner then delivers it to each handler at least once,
 * in order per aggregate, retrying with backoff, and an event a handler could not take after
 * its last attempt is listed for staff to retry. Pages never record events.
 *
 * Each module adds its own events to this map from its own files, by declaration merging,
 * so no module edits another's list:
 *
 *   declare module "../../events/domain-events" {
 *     interface DomainEventMap {
 *       "quote.sent": { tripId: number; quoteId: number; version: number };
 *     }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** Which recorded event a handler is given: its id makes the handler's effects idempotent. */
export interface EventMeta {
  eventId: number;
  name: DomainEventName;
  occurredAt: Date;
}

export type DomainEventListener<K extends DomainEventName> = (
  payload: DomainEventMap[K],
  meta: EventMeta,
) => void | Promise<void>;

export interface RecordOptions {
  /**
   * At most one event per key: recording it again does nothing. A handler that records a
   * follow-up event (a capture books the quote) keys it, so its own rerun tells nothing twice.
   */
  key?: string;
}

export interface DomainEvents {
  /**
   * Writes the event and one delivery per handler in the caller's transaction: the event
   * exists if and only if the change that caused it committed.
   */
  record<K extends DomainEventName>(
    tx: Db,
    name: K,
    payload: DomainEventMap[K],
    opts?: RecordOptions,
  ): Promise<void>;
  /**
   * Runs now, in this process, the deliveries this process recorded and that committed, so
   * a request's effects land before it answers. A failure stays queued for the runner;
   * this never throws for a handler's failure.
   */
  deliver(): Promise<void>;
  /** Records in a transaction of its own, then delivers: for a change with no transaction. */
  publish<K extends DomainEventName>(
    name: K,
    payload: DomainEventMap[K],
    opts?: RecordOptions,
  ): Promise<void>;
  /**
   * A durable handler, named for its deliveries (renaming one strands its pending rows).
   * Registered once per process before the runner starts (server/services.ts).
   */
  handle<K extends DomainEventName>(
    handler: string,
    name: K,
    listener: DomainEventListener<K>,
  ): void;
  /**
   * An in-process watcher (tests, this process's socket pushes): called when an event
   * recorded while it watched is delivered; not durable across processes. Returns a function
   * that stops watching.
   */
  subscribe<K extends DomainEventName>(name: K, listener: DomainEventListener<K>): () => void;
}

/** The aggregate an event belongs to: its deliveries to one handler run in this order. */
export function aggregateOf(payload: unknown): string {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (p.tripId != null) return `trip:${p.tripId}`;
  if (p.quoteId != null) return `quote:${p.quoteId}`;
  if (p.orderId != null) return `order:${p.orderId}`;
  if (p.bookableType != null) return `${p.bookableType}:${p.bookableId}`;
  return "none";
}
