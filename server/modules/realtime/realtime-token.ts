import { createHmac, timingSafeEqual } from "node:crypto";
import { REALTIME_TOKEN_TTL_SECONDS } from "../../../common/realtime";

/** Who a realtime auth key names: the user, their role (`type`) and sub-account. */
export interface RealtimeClaims {
  userId: string;
  type: string;
  subAccountId: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const PREFIX = "rt1";

// A key of its own, derived from the session secret: a realtime key never verifies as anything else.
function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("triphive realtime auth key v1").digest();
}

function mac(secret: string, body: string): string {
  return createHmac("sha256", keyOf(secret)).update(body).digest("base64url");
}

/** A short-lived signed key for the socket handshake (§7 data.config.auth_key). */
export function signRealtimeToken(
  secret: string,
  claims: Omit<RealtimeClaims, "exp">,
  now = new Date(),
  ttlSeconds = REALTIME_TOKEN_TTL_SECONDS,
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const body = Buffer.from(
    JSON.stringify({ u: claims.userId, t: claims.type, s: claims.subAccountId, e: exp }),
  ).toString("base64url");
  return { token: `${PREFIX}.${body}.${mac(secret, body)}`, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired key; null for anything else. */
export function verifyRealtimeToken(
  secret: string,
  token: unknown,
  now = new Date(),
): RealtimeClaims | null {
  if (typeof token !== "string" || token.length > 1024) return null;
  const [prefix, body, signature, extra] = token.split(".");
  if (prefix !== PREFIX || !body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      u?: unknown;
      t?: unknown;
      s?: unknown;
      e?: unknown;
    };
    if (typeof parsed.u !== "string" || typeof parsed.t !== "string") return null;
    if (typeof parsed.e !== "number" || parsed.e * 1000 <= now.getTime()) return null;
    return {
      userId: parsed.u,
      type: parsed.t,
      subAccountId: typeof parsed.s === "string" ? parsed.s : null,
      exp: parsed.e,
    };
  } catch {
    return null;
  }
}

/** Signing and checking realtime keys with the process's session secret, kept inside. */
export interface RealtimeKeys {
  sign(claims: Omit<RealtimeClaims, "exp">): { token: string; expiresAt: Date };
  verify(token: unknown): RealtimeClaims | null;
}

export function createRealtimeKeys(
  secret: string,
  now: () => Date = () => new Date(),
): RealtimeKeys {
  return {
    sign: (claims) => signRealtimeToken(secret, claims, now()),
    verify: (token) => verifyRealtimeToken(secret, token, now()),
  };
}
