import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services see; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Round-trips to the database; used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      /** Told when an idle connection dies (database restarted, dropped, network cut). */
      onIdleError?: (error: Error) => void;
    }
  | { driver: "pglite"; dir?: string };

const pingOf = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

/** `dir` unset means in memory (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Without a listener, an idle connection dying would crash the process; the pool drops
    // that client and the next query opens a new one.
    pool.on("error", (error) => target.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      ping: pingOf(db),
      close: () => pool.end(),
    };
  }
  if (target.dir) await mkdir(target.dir, { recursive: true });
  const client = await PGlite.create(target.dir ? { dataDir: target.dir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: pingOf(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
