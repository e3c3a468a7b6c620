import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { errorBody } from "../lib/errors";
import {
  type IdempotencyService,
  keyInProgress,
  keyReused,
  type StoredResponse,
} from "../modules/idempotency";
import type { AppEnv } from "./context";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
// Visible ASCII, as the IETF draft's examples use; long enough for a UUID or a ULID with a prefix.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
// One in this many claims also sweeps expired keys, so the table stays the size of a day.
const PURGE_EVERY = 500;

export interface IdempotencyOptions {
  keys: IdempotencyService;
  /** Whose keys these are (the signed-in user); null lets the route refuse the request itself. */
  scopeOf(c: Context<AppEnv>): Promise<string | null>;
}

/**
 * `Idempotency-Key` on a creating POST (decision 0061): the same key with the same body
 * replays the first answer for 24 h, with another body answers 422, and while the first is
 * still running answers 409. Only successful answers are kept; a refused or failed first
 * request frees its key for a corrected retry.
 */
export function idempotency(options: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  let claims = 0;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== "POST" || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      return c.json(
        errorBody(
          "invalid_idempotency_key",
          "Idempotency-Key must be 1 to 255 visible ASCII characters.",
        ),
        400,
      );
    }
    const scope = await options.scopeOf(c);
    if (!scope) return next();
    // Hono keeps the body it read, so the route's validator reads the same bytes again.
    const body = await c.req.text();
    const fingerprint = createHash("sha256")
      .update(`${c.req.method} ${c.req.path}\n${body}`)
      .digest("hex");
    if (++claims % PURGE_EVERY === 0) {
      options.keys
        .purgeExpired()
        .catch((error: unknown) => c.var.logger.warn({ err: error }, "idempotency purge failed"));
    }

    const claim = await options.keys.claim(scope, key, fingerprint);
    switch (claim.kind) {
      case "replay":
        return replay(claim.response);
      case "mismatch":
        throw keyReused();
      case "running":
        throw keyInProgress(claim.since, new Date());
      case "first":
        break;
    }
    try {
      await next();
    } catch (error) {
      await options.keys.release(scope, key);
      throw error;
    }
    // Hono turned any thrown error into c.res already; only a success is worth replaying.
    if (c.res.status < 200 || c.res.status >= 300 || c.error) {
      await options.keys.release(scope, key);
      return;
    }
    const headers: Record<string, string> = {};
    const type = c.res.headers.get("Content-Type");
    if (type) headers["Content-Type"] = type;
    await options.keys.complete(scope, key, {
      status: c.res.status,
      headers,
      body: await c.res.clone().text(),
    });
  };
}

function replay(stored: StoredResponse): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: { ...stored.headers, [REPLAYED_HEADER]: "true", "Cache-Control": "private, no-store" },
  });
}
