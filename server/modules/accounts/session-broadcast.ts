import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type ChangeChannel, decodeChannelMessage } from "../../lib/change-channel";
import type { SessionCache } from "./session-cache";

/** Past this many tokens or users a forgetting travels as "forget everything". */
const MAX_IDS = 200;

const ForgetMessage = z.object({
  v: z.literal(1),
  origin: z.string().min(1).max(100),
  tokens: z.array(z.string().min(1).max(200)).max(MAX_IDS).optional(),
  users: z.array(z.string().min(1).max(200)).max(MAX_IDS).optional(),
  all: z.literal(true).optional(),
});

interface BroadcastLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Carries this process's session forgettings (a sign-out, a revocation, a changed user) to the
 * other processes' session caches and theirs to this one (decision 0221). Delivery is at most
 * once: on a reconnect, when messages may have been missed, this process forgets everything.
 * A malformed message is logged (by length, never its text) and dropped (decodeChannelMessage).
 */
export async function startSessionBroadcast(options: {
  cache: SessionCache;
  channel?: ChangeChannel;
  logger: BroadcastLogger;
  processId?: string;
}) {
  const { cache, channel, logger } = options;
  const processId = options.processId ?? randomUUID();
  if (!channel || !cache.enabled) return { processId, close: async () => {} };

  const publishing = new Set<Promise<void>>();
  const unsubscribe = cache.onForget(({ tokens = [], users = [] }) => {
    const tooMany = tokens.length > MAX_IDS || users.length > MAX_IDS;
    const message = tooMany
      ? { v: 1, origin: processId, all: true }
      : { v: 1, origin: processId, tokens, users };
    const sent = channel
      .publish(JSON.stringify(message))
      .catch((error: unknown) =>
        logger.warn({ err: error }, "publishing a session forgetting failed"),
      );
    publishing.add(sent);
    void sent.finally(() => publishing.delete(sent));
  });

  await channel.listen({
    onMessage(raw) {
      const message = decodeChannelMessage(ForgetMessage, raw, {
        processId,
        logger,
        what: "session",
      });
      if (!message) return;
      if (message.all) cache.clear();
      else cache.received({ tokens: message.tokens, users: message.users });
    },
    // What was said while away is unknown: nothing cached is trusted any more.
    onReconnect: () => cache.clear(),
  });

  return {
    processId,
    async close() {
      unsubscribe();
      await Promise.all([...publishing]);
      await channel.close();
    },
  };
}
