import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { idempotencyKeys } from "./idempotency.schema";

/** How long a key remembers its answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still running after this long probably died with its process. */
const STALE_AFTER_MS = 60_000;
/** How long a double-submitted form waits for its first submit before it is refused. */
const FORM_WAIT_MS = 5_000;

/** The answer of the first request, as it is replayed. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Claim =
  /** Nobody used this key yet (or its 24 h are over): do the work, then complete or release. */
  | { kind: "first" }
  | { kind: "replay"; response: StoredResponse }
  /** The key was used for another request. */
  | { kind: "mismatch" }
  /** The first request with this key has not answered yet. */
  | { kind: "running"; since: Date };

export interface IdempotencyDeps {
  db: Db;
  now?: () => Date;
  /** Pause between looks at a running key while waiting for it; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

export const keyReused = () =>
  new AppError(
    "unprocessable",
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request.",
  );

export function keyInProgress(since: Date, now: Date) {
  const stale = now.getTime() - since.getTime() > STALE_AFTER_MS;
  return Object.assign(
    stale
      ? new AppError(
          "conflict",
          "idempotency_key_unresolved",
          "An earlier request with this key did not finish. Check what was created before retrying with a new key.",
        )
      : new AppError(
          "conflict",
          "idempotency_key_in_progress",
          "A request with this key is still being processed. Retry in a moment.",
        ),
    { retryAfterSeconds: 1 },
  );
}

/**
 * Remembers the answer to a creating request for 24 h, so that a retry replays it instead of
 * creating again (decision 0061). The primary key on (scope, key) is the lock: of two
 * concurrent requests with one key, one inserts the row and runs, the other finds it running.
 */
export function createIdempotencyService(deps: IdempotencyDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  async function claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const at = now();
    const fresh = {
      scope,
      key,
      fingerprint,
      responseStatus: null,
      responseHeaders: null,
      responseBody: null,
      createdAt: at,
      expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
    };
    // Inserts the key, or takes over one whose 24 h are over; a live key is left alone.
    const [taken] = await db
      .insert(idempotencyKeys)
      .values(fresh)
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: fresh,
        setWhere: lte(idempotencyKeys.expiresAt, at),
      })
      .returning({ scope: idempotencyKeys.scope });
    if (taken) return { kind: "first" };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    // Released between our insert and this read: the key is free again.
    if (!row) return claim(scope, key, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (row.responseStatus === null) return { kind: "running", since: row.createdAt };
    return {
      kind: "replay",
      response: {
        status: row.responseStatus,
        headers: row.responseHeaders ?? {},
        body: row.responseBody ?? "",
      },
    };
  }

  async function complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    await db
      .update(idempotencyKeys)
      .set({
        responseStatus: response.status,
        responseHeaders: response.headers,
        responseBody: response.body,
      })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  /** The first request failed: forget the key, so that a corrected retry may use it. */
  async function release(scope: string, key: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async function once(
    scope: string,
    key: string,
    fingerprint: string,
    work: () => Promise<StoredResponse>,
    options: { waitMs?: number } = {},
  ): Promise<{ response: StoredResponse; replayed: boolean }> {
    const deadline = now().getTime() + (options.waitMs ?? 0);
    for (;;) {
      const claimed = await claim(scope, key, fingerprint);
      switch (claimed.kind) {
        case "first": {
          let response: StoredResponse;
          try {
            response = await work();
          } catch (error) {
            await release(scope, key);
            throw error;
          }
          await complete(scope, key, response);
          return { response, replayed: false };
        }
        case "replay":
          return { response: claimed.response, replayed: true };
        case "mismatch":
          throw keyReused();
        case "running":
          if (now().getTime() >= deadline) throw keyInProgress(claimed.since, now());
          await sleep(100);
      }
    }
  }

  return {
    claim,
    complete,
    release,

    /**
     * Runs `work` once per (scope, key): a repeat gets the first answer back, marked replayed.
     * A repeat that arrives while the first still runs (a double click) waits for it up to
     * `waitMs`, then is refused with a 409. Work that throws releases the key.
     */
    once,

    /**
     * A page form's one-time token (common/form-token.ts): every submit of one rendered form
     * gets the first submit's result, e.g. the id of the trip it created. Without a token the
     * work just runs.
     */
    async formOnce(
      scope: string,
      token: string | undefined,
      work: () => Promise<string>,
    ): Promise<string> {
      if (!token) return work();
      const { response } = await once(
        `form:${scope}`,
        token,
        "form",
        async () => ({ status: 200, headers: {}, body: await work() }),
        { waitMs: FORM_WAIT_MS },
      );
      return response.body;
    },

    /** Drops keys whose 24 h are over; taking over an expired key does not need this. */
    async purgeExpired(): Promise<number> {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, now()))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
