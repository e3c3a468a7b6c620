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
