/**
 * Pushes to a signed-in user's open pages. The realtime module (Socket.IO, with a Redis
 * adapter when REDIS_URL is set) implements it; until it is attached, and in tests, pushes
 * go nowhere and pages fetch what they need, so nothing depends on the socket being up.
 */
export type RealtimeChannel = "chat" | "notifications" | "inventory" | "events";

export interface RealtimePublisher {
  toUser(userId: string, channel: RealtimeChannel, event: string, payload: unknown): void;
}

export const silentPublisher: RealtimePublisher = { toUser() {} };

/** A publisher whose target is attached later (main.ts attaches Socket.IO after listen). */
export function createLateRealtimePublisher(): RealtimePublisher & {
  attach(target: RealtimePublisher): void;
} {
  let target: RealtimePublisher = silentPublisher;
  return {
    toUser: (userId, channel, event, payload) => target.toUser(userId, channel, event, payload),
    attach(next) {
      target = next;
    },
  };
}
