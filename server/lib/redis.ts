import { Redis } from "ioredis";

/**
 * A connected Redis client with the settings every store here uses. No offline queue and few
 * retries: while Redis is down a call fails fast instead of holding the request open, and the
 * caller decides how to answer.
 */
export async function connectRedis(
  redisUrl: string,
  opts: { onError?: (err: Error) => void } = {},
): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints every connection error to the console itself.
  if (opts.onError) redis.on("error", opts.onError);
  try {
    await redis.connect();
  } catch (err) {
    // Otherwise the client keeps reconnecting in the background and holds the process open.
    redis.disconnect();
    throw err;
  }
  return redis;
}

export const DEFAULT_REDIS_PREFIX = "triphive:";

/**
 * Every key and channel name this app uses in Redis, under the deployment's REDIS_PREFIX, so
 * that two deployments sharing one Redis (its pub/sub ignores database numbers) never read
 * each other's counters or pushes (decision 0198).
 */
export function redisNames(prefix: string = DEFAULT_REDIS_PREFIX) {
  return {
    /** Rate-limit counters: `{prefix}rl:{limit}:{sha256 of the key}`. */
    rateLimits: `${prefix}rl:`,
    /** The chatbot's failure reports: `{prefix}cache_store:{hash name}` (decision 0031). */
    cacheStore: `${prefix}cache_store:`,
    /**
     * Socket.IO: the pub/sub adapter's channels `{prefix}socket.io#/#…`,
     * `{prefix}socket.io-request#/#` and `-response#/#…`; the streams adapter's stream and channels.
     */
    socketIo: `${prefix}socket.io`,
    /** The streams adapter's sessions for connection-state recovery. */
    socketIoSessions: `${prefix}sio:session:`,
  };
}

/**
 * Closes a client after the commands already sent have their answers (QUIT is queued behind
 * them), so nothing still in flight fails with "Connection is closed"; when Redis does not
 * answer within `timeoutMs`, the connection is dropped instead. Five seconds, not one: on a
 * loaded machine the adapters' unsubscribes took longer, and the dropped connection failed them
 * as unhandled rejections (decision 0206). A stopping server exits before then anyway.
 */
export async function quitRedis(client: Redis, timeoutMs = 5_000): Promise<void> {
  const timer = setTimeout(() => client.disconnect(), timeoutMs);
  try {
    await client.quit();
  } catch {
    client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
