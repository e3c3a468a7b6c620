import { createAdapter as createPubSubAdapter } from "@socket.io/redis-adapter";
import { createAdapter as createStreamsAdapter } from "@socket.io/redis-streams-adapter";
import { Redis } from "ioredis";
import { decode } from "notepack.io";
import type { Namespace, Server } from "socket.io";
import { z } from "zod";
import type { Logger } from "../../lib/logger";
import { redisNames } from "../../lib/redis";

export type RealtimeAdapterKind = "redis" | "streams";

export interface RealtimeAdapterOptions {
  redisUrl: string;
  /** REDIS_PREFIX: every channel and stream of this deployment starts with it (decision 0198). */
  prefix?: string;
  kind?: RealtimeAdapterKind;
  logger: Pick<Logger, "error" | "warn">;
}

/**
 * Rooms shared by every process of one deployment through Redis. Returns the clients to
 * disconnect on close.
 */
export function attachRedisAdapter(io: Server, opts: RealtimeAdapterOptions): Redis[] {
  const { logger } = opts;
  const names = redisNames(opts.prefix);
  const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  pub.on("error", (err) => logger.error({ err }, "realtime redis error"));
  quietCommands(pub);
  const dropped = droppedMessageLog(logger);
  if (opts.kind === "streams") {
    const streams = createStreamsAdapter(pub, {
      streamName: names.socketIo,
      channelPrefix: names.socketIo,
      sessionKeyPrefix: names.socketIoSessions,
    });
    // Socket.IO calls the factory with `new`: a function, not an arrow, whose returned object
    // stands in for the constructed one.
    // biome-ignore lint/complexity/useArrowFunction: arrows cannot be called with new
    io.adapter(function (nsp: Namespace) {
      return guardClusterAdapter(streams(nsp), names.socketIo, dropped);
    } as unknown as Parameters<Server["adapter"]>[0] & object);
    return [pub];
  }
  const sub = pub.duplicate();
  sub.on("error", (err) => logger.error({ err }, "realtime redis error"));
  guardSubscriber(sub, { broadcastChannel: `${names.socketIo}#`, dropped });
  quietCommands(sub);
  io.adapter(createPubSubAdapter(pub, sub, { key: names.socketIo }));
  return [pub, sub];
}

/**
 * The adapters send commands they neither await nor catch: publishes on a socket's last words,
 * unsubscribes in close(). When the connection goes first (a process stopping, Redis gone),
 * ioredis rejects them with "Connection is closed" and nothing handles it: an unhandled
 * rejection on shutdown (decision 0206). Every command of these clients gets a handler here; a
 * caller that awaits one still sees its outcome, and connection errors are logged by the
 * clients' own error listeners.
 */
function quietCommands(client: Redis): void {
  const send = client.sendCommand.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    sendCommand: (...args: unknown[]) => {
      const reply = send(...args);
      if (reply instanceof Promise) reply.catch(() => {});
      return reply;
    },
  });
}

// What the pub/sub adapter publishes on its broadcast channels: [sender uid, packet, options].
// Anything else would be handed to every socket of the namespace as it is.
const BroadcastMessage = z.tuple([
  z.string(),
  z.looseObject({
    type: z.number().int().min(0).max(6),
    nsp: z.string().optional(),
    data: z.array(z.unknown()).optional(),
  }),
  z.looseObject({ rooms: z.array(z.unknown()), except: z.array(z.unknown()).optional() }),
]);

const MESSAGE_EVENTS = new Set(["message", "messageBuffer", "pmessage", "pmessageBuffer"]);

/**
 * No message can take a process down (decision 0198). The Socket.IO adapter decodes what
 * arrives on its channels inside the subscriber's event handlers: a foreign or malformed
 * message (text, bad msgpack, msgpack of another shape) threw there, out of ioredis's parser
 * and out of the process, or rejected an async handler nobody awaited. Every listener of the
 * subscriber's message events runs here under a guard instead; what throws or rejects is
 * dropped and reported. A broadcast is also checked for its shape before the adapter sees it,
 * so that nothing of another shape reaches the browsers.
 */
export function guardSubscriber(
  sub: Redis,
  opts: {
    /** Channels starting with this carry the adapter's broadcasts. */
    broadcastChannel: string;
    dropped: (channel: string, reason: unknown) => void;
  },
): void {
  const emit = sub.emit.bind(sub);
  sub.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    if (typeof event !== "string" || !MESSAGE_EVENTS.has(event)) return emit(event, ...args);
    // (channel, message) or, for pattern subscriptions, (pattern, channel, message).
    const pattern = event.startsWith("p");
    const channel = String(args[pattern ? 1 : 0]);
    const message = args[pattern ? 2 : 1];
    // The adapter listens to the raw bytes (pmessageBuffer); ioredis emits the decoded-text twin
    // only to listeners of its own, which are not the adapter's.
    if (event === "pmessageBuffer" && channel.startsWith(opts.broadcastChannel)) {
      const reason = broadcastProblem(message);
      if (reason) {
        opts.dropped(channel, reason);
        return true;
      }
    }
    const listeners = sub.rawListeners(event);
    for (const listener of listeners) {
      try {
        const result: unknown = listener.apply(sub, args);
        if (result instanceof Promise) result.catch((error) => opts.dropped(channel, error));
      } catch (error) {
        opts.dropped(channel, error);
      }
    }
    return listeners.length > 0;
  };
}

/**
 * The streams adapter decodes safely but then acts on the message unguarded: a message of
 * the right encoding and the wrong shape threw inside its stream reader before it moved its
 * offset on, so it read the same entry again for ever and delivered nothing more. Its
 * handler runs under a guard here: what throws is dropped and reported, and the reader
 * moves on.
 */
export function guardClusterAdapter<T extends object>(
  adapter: T,
  channel: string,
  dropped: (channel: string, reason: unknown) => void,
): T {
  const target = adapter as unknown as { onMessage: (...args: unknown[]) => unknown };
  const onMessage = target.onMessage.bind(adapter);
  target.onMessage = (...args: unknown[]) => {
    try {
      return onMessage(...args);
    } catch (error) {
      dropped(channel, error);
    }
  };
  return adapter;
}

function broadcastProblem(message: unknown): string | null {
  let decoded: unknown;
  try {
    decoded = decode(message);
  } catch (error) {
    return `not msgpack: ${error instanceof Error ? error.message : String(error)}`;
  }
  return BroadcastMessage.safeParse(decoded).success ? null : "not a broadcast";
}

const DROP_LOG_INTERVAL_MS = 60_000;

/**
 * A warning for the first dropped message, then at most one a minute with how many were
 * dropped since: a flood of garbage cannot flood the log.
 */
export function droppedMessageLog(
  logger: Pick<Logger, "warn">,
  now: () => number = Date.now,
): (channel: string, reason: unknown) => void {
  let lastLogAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (channel, reason) => {
    const t = now();
    if (t - lastLogAt < DROP_LOG_INTERVAL_MS) {
      unlogged += 1;
      return;
    }
    lastLogAt = t;
    const err = reason instanceof Error ? reason : undefined;
    logger.warn(
      {
        channel: channel.slice(0, 200),
        reason: err ? `${err.name}: ${err.message}` : String(reason).slice(0, 200),
        droppedSinceLastLog: unlogged,
      },
      "realtime: dropped a malformed message from Redis",
    );
    unlogged = 0;
  };
}
