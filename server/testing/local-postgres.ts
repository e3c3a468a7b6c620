import pg from "pg";

// PostgreSQL on this machine for the multi-process tests: a database of their own, created
// empty and dropped after (the server is shared with other runs).

export const LOCAL_POSTGRES_URL =
  process.env.REALTIME_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the local server, `prefix_<random>`, and how to drop it. */
export async function freshDatabase(
  prefix = "triphive_rt",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(LOCAL_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
