import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type ChangeChannel, decodeChannelMessage } from "../../lib/change-channel";
import type { CatalogChanges } from "./catalog-changes";
import { isOlderThanCatalogue } from "./catalog-version";

/** Past this many packages a change travels without them (the index is then refilled whole). */
const MAX_PACKAGES = 100;

/** What travels on the channel: one catalogue change of one process. */
const BroadcastMessage = z.object({
  v: z.literal(1),
  /** The sending process, which has already told its own caches. */
  origin: z.string().min(1).max(100),
  version: z.number().int().nonnegative(),
  reason: z.string().max(200),
  packages: z.array(z.number().int().positive()).max(MAX_PACKAGES).optional(),
  /** Only looks changed (a photo): the others drop page copies but refill no index. */
  looks: z.literal(true).optional(),
});

interface BroadcastLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface CatalogBroadcastOptions {
  changes: CatalogChanges;
  /** Unset: one process (PGlite), the in-process signal is all there is. */
  channel?: ChangeChannel;
  /** The durable catalogue version (readCatalogVersion on the app's database). */
  readVersion(): Promise<number>;
  logger: BroadcastLogger;
  /** The safety net: how often the durable version is compared (0: never). */
  pollMs?: number;
  /** Tests: a fixed name for this process. */
  processId?: string;
}

/**
 * Carries this process's catalogue changes to the others and theirs to this one
 * (decision 0199). A local change is published with the catalogue version it committed; a
 * message from another process becomes `changes.received()` here. Messages may be lost (a
 * process disconnected, Redis restarted): on reconnect and every `pollMs` the durable version
 * is compared with the last one this process's caches are known to reflect, and a newer one is
 * received as a change too. A malformed message is logged and dropped.
 */
export async function startCatalogBroadcast(options: CatalogBroadcastOptions) {
  const { changes, channel, logger } = options;
  const processId = options.processId ?? randomUUID();
  // The newest version this process's caches reflect; they start empty, so at least this one.
  let seen: number | null = await options.readVersion().catch(() => null);
  const saw = (version: number) => {
    seen = seen === null ? version : Math.max(seen, version);
  };

  let checking: Promise<void> | null = null;
  /** Receives a change when the durable version moved past what this process has seen. */
  function catchUp(why: string): Promise<void> {
    checking ??= (async () => {
      try {
        const current = await options.readVersion();
        if (!isOlderThanCatalogue(seen, current)) return;
        saw(current);
        logger.info({ version: current, why }, "catalogue changed elsewhere: caught up");
        changes.received({ reason: `caught up (${why})`, version: current });
      } catch (error) {
        logger.warn({ err: error }, "reading the catalogue version failed");
      } finally {
        checking = null;
      }
    })();
    return checking;
  }

  function onMessage(raw: string) {
    const message = decodeChannelMessage(BroadcastMessage, raw, {
      processId,
      logger,
      what: "catalogue-change",
    });
    if (!message) return;
    saw(message.version);
    logger.debug({ version: message.version, reason: message.reason }, "catalogue changed");
    changes.received({
      reason: message.reason,
      version: message.version,
      ...(message.packages ? { packages: message.packages } : {}),
      ...(message.looks ? { looks: true } : {}),
    });
  }

  // Publications under way: close() lets them finish (a command exits right after its change).
  const publishing = new Set<Promise<void>>();
  const unsubscribe = changes.subscribe((change) => {
    if (change.origin !== "local") return;
    const sent = (async () => {
      const version = change.version ?? (await options.readVersion());
      saw(version);
      if (!channel) return;
      const packages =
        change.packages && change.packages.length <= MAX_PACKAGES ? change.packages : undefined;
      const message = {
        v: 1,
        origin: processId,
        version,
        reason: change.reason.slice(0, 200),
        ...(packages ? { packages } : {}),
        ...(change.looks ? { looks: true } : {}),
      };
      await channel.publish(JSON.stringify(message));
    })().catch((error: unknown) =>
      // The others catch up on their next poll.
      logger.warn({ err: error }, "publishing a catalogue change failed"),
    );
    publishing.add(sent);
    void sent.finally(() => publishing.delete(sent));
  });

  if (channel) {
    await channel.listen({ onMessage, onReconnect: () => void catchUp("reconnected") });
  }
  const poll =
    channel && options.pollMs ? setInterval(() => void catchUp("poll"), options.pollMs) : undefined;
  poll?.unref();

  return {
    processId,
    /** Compares the durable version now (tests; the poll does it on its own). */
    catchUp: () => catchUp("asked"),
    async close() {
      if (poll) clearInterval(poll);
      unsubscribe();
      await Promise.all([...publishing]);
      await checking;
      await channel?.close();
    },
  };
}

export type CatalogBroadcast = Awaited<ReturnType<typeof startCatalogBroadcast>>;
