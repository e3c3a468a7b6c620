import type { Logger } from "../lib/logger";

/**
 * What happened in the domain, told after the change is committed. Modules and workflows
 * publish; listeners (notifications, mail digests, realtime pushes) react. Pages never publish.
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
export type DomainEventListener<K extends DomainEventName> = (
  payload: DomainEventMap[K],
) => void | Promise<void>;

export interface DomainEvents {
  /** Calls every listener of `name`; a failing listener is logged and never fails the caller. */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe<K extends DomainEventName>(name: K, listener: DomainEventListener<K>): () => void;
}

/**
 * In-process delivery: listeners run after the publisher's transaction, in the same process.
 * Anything that must survive a crash (a reminder, a digest mail) is a durable job that a
 * listener schedules on the jobs module, not work done inside the listener itself.
 */
export function createDomainEvents(logger: Pick<Logger, "error">): DomainEvents {
  const listeners = new Map<DomainEventName, Set<DomainEventListener<DomainEventName>>>();
  return {
    async publish(name, payload) {
      const current = [...(listeners.get(name) ?? [])];
      await Promise.all(
        current.map(async (listener) => {
          try {
            await listener(payload as DomainEventMap[DomainEventName]);
          } catch (error) {
            logger.error({ err: error, event: name }, "a domain event listener failed");
          }
        }),
      );
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const entry = listener as DomainEventListener<DomainEventName>;
      set.add(entry);
      return () => set.delete(entry);
    },
  };
}
