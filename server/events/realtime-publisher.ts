/**
 * Pushes to a signed-in user's open pages. The realtime module (Socket.IO, with a Redis
 * adapter when REDIS_URL is set) implements it; until it is attached, and in tests, pushes
 * go nowhere and pages fetch what they need, so nothing depends on the socket being up.
 */
export type RealtimeChannel = "chat" | "notifications" | "inventory" | "events";

export interface RealtimePublisher {
  toUser(userId: string, channel: RealtimeChannel, event: string, payload: unknown): void;
  /**
   * To every socket that joined a live topic (decision 0202); the socket authorised each
   * join, so the payload must say only what changed (topic and kind), never personal data.
   */
  toTopic(topic: string, event: string, payload: unknown): void;
}

/** What a publisher is attached to: a test's spy may leave out the topics. */
export type RealtimeTarget = Pick<RealtimePublisher, "toUser"> & Partial<RealtimePublisher>;

export const silentPublisher: RealtimePublisher = { toUser() {}, toTopic() {} };

/** A publisher whose target is attached later (main.ts attaches Socket.IO after listen). */
export function createLateRealtimePublisher(): RealtimePublisher & {
  attach(target: RealtimeTarget): void;
} {
  let target: RealtimeTarget = silentPublisher;
  return {
    toUser: (userId, channel, event, payload) => target.toUser(userId, channel, event, payload),
    toTopic: (topic, event, payload) => target.toTopic?.(topic, event, payload),
    attach(next) {
      target = next;
    },
  };
}
