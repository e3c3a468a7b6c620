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
import { noteQuery } from "./query-count";
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
  /** What requests use: on PostgreSQL, with the request time limits (docs/decisions/0185). */
  db: Db;
  /**
   * The same database for statements that may run long and that no request waits on:
   * migrations, seeding, index rebuilds. On PostgreSQL its own few connections, with the long
   * statement limit; on PGlite `db` itself.
   */
  longWork: Db;
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
      /** Unset: no limits at all (tests, benches); the app passes its configured ones. */
      timeouts?: PostgresTimeouts;
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

/** How long PostgreSQL may keep a caller waiting, in milliseconds (docs/decisions/0185). */
export interface PostgresTimeouts {
  /** Waiting for a connection: a free one of the pool, or a new one opened. */
  connectMs: number;
  /** The longest statement of `db`; 0: no limit. */
  statementMs: number;
  /** The longest statement of `longWork`; 0: no limit. */
  longStatementMs: number;
}

// The server cancels a statement past statement_timeout and says so (SQLSTATE 57014); the client
// stops waiting this much later, for a server that has gone silent and will not say anything.
const SILENT_SERVER_GRACE_MS = 250;
// Migrations and the seed run one statement at a time; the search index refill a seed sets
// off runs beside it.
const LONG_WORK_POOL_SIZE = 2;
const QUERY_READ_TIMEOUT = "Query read timeout";

/**
 * The pools' connections, with two gaps of node-postgres closed:
 * - a connection that fails while checked out (inside a transaction) emits 'error' with
 *   nobody listening, which ends the process; its queries are told the error anyway, so the
 *   event needs no handling beyond being listened to;
 * - past query_timeout pg answers the caller, but the connection keeps waiting for the
 *   server, and a transaction's rollback would wait behind it as long again. Ending its socket
 *   fails what waits at once, and the pool drops a connection that is no longer queryable.
 */
class PoolClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes each through.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | null)?.message === QUERY_READ_TIMEOUT)
          this.connection.stream.destroy();
      });
    }
    return result;
  }
}

function postgresPool(
  url: string,
  max: number,
  connectMs: number | undefined,
  statementMs: number | undefined,
): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    Client: PoolClient,
    ...(connectMs ? { connectionTimeoutMillis: connectMs } : {}),
    ...(statementMs
      ? { statement_timeout: statementMs, query_timeout: statementMs + SILENT_SERVER_GRACE_MS }
      : {}),
  });
}

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

/** Counts every statement for the request that sent it (`query-count.ts`). */
const countingLogger = (logQuery?: (query: string, params: unknown[]) => void) => ({
  logQuery(query: string, params: unknown[]) {
    noteQuery(query);
    logQuery?.(query, params);
  },
});

const pingOf = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

/** `dir` unset means in memory (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const { timeouts } = target;
    const pool = postgresPool(
      target.url,
      target.poolSize ?? 10,
      timeouts?.connectMs,
      timeouts?.statementMs,
    );
    // Opens no connection until long work asks for one.
    const longPool = postgresPool(
      target.url,
      LONG_WORK_POOL_SIZE,
      timeouts?.connectMs,
      timeouts?.longStatementMs,
    );
    for (const each of [pool, longPool]) {
      // Without a listener, an idle connection dying would crash the process; the pool drops
      // that client and the next query opens a new one.
      each.on("error", (error) => target.onIdleError?.(error));
    }
    const logger = countingLogger();
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      longWork: drizzlePg(longPool, { schema, logger }) as unknown as Db,
      driver: "postgres",
      ping: pingOf(db),
      close: async () => {
        await Promise.all([pool.end(), longPool.end()]);
      },
    };
  }
  const client = await openPglite(target.dir, target.loadDataDir, target.snapshot, target.settings);
  const db = drizzlePglite(client, {
    schema,
    logger: countingLogger(target.logQuery),
  }) as unknown as Db;
  return {
    db,
    longWork: db,
    driver: "pglite",
    ping: pingOf(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
