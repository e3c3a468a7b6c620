import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services see; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * A database handle or an open transaction: what a service's step runs on when a workflow
 * changes several modules in one commit.
 */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Round-trips to the database; used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (the build's seed snapshot). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseTarget =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      /** Told when an idle connection dies (database restarted, dropped, network cut). */
      onIdleError?: (error: Error) => void;
    }
  | {
      driver: "pglite";
      dir?: string;
      /** In memory, start from this dumped data directory (tests: a migrated template). */
      loadDataDir?: Blob;
      /** Told every statement; the listing bench uses it to EXPLAIN what the service runs. */
      logQuery?: (query: string, params: unknown[]) => void;
      /**
       * Asked only when `dir` holds no database yet: may fill it with a data directory to
       * start from instead of initdb (the build's seed snapshot, docs/decisions/0137); says
       * whether it did.
       */
      snapshot?: (dir: string) => Promise<boolean>;
      /** postgresql.conf lines after PGlite's own (the seed snapshot's build keeps little WAL). */
      settings?: string[];
    };

// PGlite's default shared_buffers (128 MB) is allocated in its WebAssembly memory up front.
// 32 MB holds the default catalogue's working set (about 30 MB of tables and indexes); the
// OS page cache serves the rest. It keeps the embedded server inside its memory budget
// (DESIGN.md §6, docs/decisions/0043).
const PGLITE_SETTINGS = ["shared_buffers = 32MB"];

/**
 * Opens PGlite in `dir` (in memory without one). Creating a new data directory runs initdb
 * in the same process and leaves a few hundred MiB of its memory behind for as long as that
 * instance lives, so a fresh directory is opened once more after it has been created.
 */
async function openPglite(
  dir: string | undefined,
  loadDataDir?: Blob,
  snapshot?: (dir: string) => Promise<boolean>,
  settings: string[] = [],
): Promise<PGlite> {
  // The inbox search index (trip_leads, migration inbox_search_trgm) is a GIN over the agency
  // and trigrams of the search text: PGlite ships both extensions but loads only those named
  // here (docs/decisions/0105).
  const options = {
    postgresqlconf: [...PGLITE_SETTINGS, ...settings],
    extensions: { pg_trgm, btree_gin },
  };
  if (!dir) return PGlite.create(loadDataDir ? { ...options, loadDataDir } : options);
  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  await mkdir(dir, { recursive: true });
  // An unpacked snapshot is opened like any existing directory: no initdb, no reopening.
  if (fresh && (await snapshot?.(dir))) return PGlite.create({ ...options, dataDir: dir });
  const client = await PGlite.create({ ...options, dataDir: dir });
  if (!fresh) return client;
  await client.close();
  return PGlite.create({ ...options, dataDir: dir });
}

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
  const client = await openPglite(target.dir, target.loadDataDir, target.snapshot, target.settings);
  const db = drizzlePglite(client, {
    schema,
    ...(target.logQuery ? { logger: { logQuery: target.logQuery } } : {}),
  }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: pingOf(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
