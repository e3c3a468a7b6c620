import pg from "pg";

/** The advisory lock every Triphive process takes to migrate and seed (one number, any value). */
const STARTUP_LOCK_KEY = 720_195;

/**
 * Holds PostgreSQL's session advisory lock on its own connection while a process migrates and
 * seeds, so processes started together on one empty database take turns instead of racing
 * into duplicate-key errors (decision 0195): the second waits, then finds the work done.
 * Answers the function that lets go. Without a URL (PGlite: one process per data directory)
 * there is nothing to share and nothing is held.
 */
export async function holdStartupLock(
  url: string | undefined,
  opts: { connectTimeoutMs?: number } = {},
): Promise<() => Promise<void>> {
  if (!url) return async () => {};
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
  });
  // A connection dying while held ends the session, which releases the lock by itself.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    try {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    } finally {
      await client.end().catch(() => {});
    }
  };
}
