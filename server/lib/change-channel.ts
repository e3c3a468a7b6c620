import { Redis } from "ioredis";
import pg from "pg";
import type { z } from "zod";
import { connectRedis } from "./redis";

/**
 * A channel that carries short text messages to every process of a deployment: Redis pub/sub,
 * or PostgreSQL LISTEN/NOTIFY when there is no Redis (decision 0199). Delivery is at most once:
 * a process that was disconnected misses what was sent meanwhile, and is told through
 * `onReconnect` so that it can catch up from durable state.
 */
export interface ChannelHandlers {
  onMessage(message: string): void;
  /** The connection was lost and is back: messages may have been missed. */
  onReconnect(): void;
}

/**
 * One message another process sent on a channel, parsed by `schema`: null for this process's own
 * (`origin`), and for anything that is not JSON of that shape, which is logged by its length,
 * never its text, and dropped.
 */
export function decodeChannelMessage<T extends { origin: string }>(
  schema: z.ZodType<T>,
  raw: string,
  receiver: { processId: string; logger: { warn(obj: object, msg: string): void }; what: string },
): T | null {
  let message: T;
  try {
    message = schema.parse(JSON.parse(raw));
  } catch {
    receiver.logger.warn({ length: raw.length }, `malformed ${receiver.what} message dropped`);
    return null;
  }
  return message.origin === receiver.processId ? null : message;
}

export interface ChangeChannel {
  publish(message: string): Promise<void>;
  listen(handlers: ChannelHandlers): Promise<void>;
  close(): Promise<void>;
}

interface ChannelLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Redis pub/sub on `channel` (the caller puts REDIS_PREFIX in front of it). */
export async function createRedisChannel(options: {
  url: string;
  channel: string;
  logger: ChannelLogger;
}): Promise<ChangeChannel> {
  const { channel, logger } = options;
  const onError = (error: Error) => logger.warn({ err: error, channel }, "redis channel error");
  // Publishing fails fast while Redis is away; the others catch up by the durable version.
  const publisher = await connectRedis(options.url, { onError });
  let subscriber: Redis | undefined;
  return {
    async publish(message) {
      await publisher.publish(channel, message);
    },
    async listen(handlers) {
      // ioredis reconnects and subscribes again by itself; "ready" after the first is a reconnect.
      const sub = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: null });
      subscriber = sub;
      sub.on("error", onError);
      let connected = false;
      sub.on("ready", () => {
        if (connected) {
          logger.info({ channel }, "redis channel reconnected");
          handlers.onReconnect();
        }
        connected = true;
      });
      sub.on("message", (from: string, message: string) => {
        if (from === channel) handlers.onMessage(message);
      });
      try {
        await sub.connect();
        await sub.subscribe(channel);
      } catch (error) {
        sub.disconnect();
        throw error;
      }
    },
    async close() {
      subscriber?.disconnect();
      publisher.disconnect();
    },
  };
}

const PG_CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens, reconnecting with a growing pause
 * (0.5 s to 5 s) when it is lost; `notify` sends through the caller's pool.
 */
export function createPostgresChannel(options: {
  url: string;
  channel: string;
  logger: ChannelLogger;
  notify(channel: string, message: string): Promise<void>;
  connectTimeoutMs?: number;
}): ChangeChannel {
  const { channel, logger } = options;
  if (!PG_CHANNEL.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = 500;

  async function connect(handlers: ChannelHandlers): Promise<void> {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      logger.warn({ err: error, channel }, "LISTEN connection lost; reconnecting");
      next.end().catch(() => {});
      schedule(handlers);
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (n) => {
      if (n.channel === channel && typeof n.payload === "string") handlers.onMessage(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function schedule(handlers: ChannelHandlers) {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect(handlers).then(
        () => {
          pause = 500;
          logger.info({ channel }, "LISTEN connection back");
          handlers.onReconnect();
        },
        (error: unknown) => {
          logger.warn({ err: error, channel }, "LISTEN reconnect failed");
          pause = Math.min(pause * 2, 5_000);
          schedule(handlers);
        },
      );
    }, pause);
    retry.unref?.();
  }

  return {
    publish: (message) => options.notify(channel, message),
    listen: (handlers) => connect(handlers),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
