import type { ChangeChannel, ChannelHandlers } from "../lib/change-channel";

/**
 * A channel between processes in memory (server/lib/change-channel.ts): what one publishes,
 * every listener hears, the publisher's own included, as on Redis or NOTIFY.
 */
export function createMemoryBus() {
  const listeners = new Set<ChannelHandlers>();
  const published: string[] = [];
  return {
    published,
    send(message: string) {
      for (const l of listeners) l.onMessage(message);
    },
    reconnect() {
      for (const l of listeners) l.onReconnect();
    },
    channel(): ChangeChannel {
      let mine: ChannelHandlers | undefined;
      return {
        async publish(message) {
          published.push(message);
          for (const l of listeners) l.onMessage(message);
        },
        async listen(handlers) {
          mine = handlers;
          listeners.add(handlers);
        },
        async close() {
          if (mine) listeners.delete(mine);
        },
      };
    },
  };
}

export type MemoryBus = ReturnType<typeof createMemoryBus>;
