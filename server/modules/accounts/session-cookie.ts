const SESSION_COOKIE = /(?:^|;)\s*((?:__Secure-)?triphive\.session_token)=([^;]*)/g;

function decoded(value: string): string {
  let v = value.trim();
  if (v.startsWith('"')) v = v.slice(1, -1);
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/**
 * Whether the Cookie header carries a session cookie that better-auth could accept: a signed
 * value, `token.signature` with a 44-character base64 HMAC, the very test better-call makes
 * before verifying it. Anything else (a stale, truncated or made-up cookie) is no session, and
 * the lookup is skipped (decision 0135).
 */
export function hasWellFormedSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader?.includes("triphive.session_token")) return false;
  for (const [, , raw] of cookieHeader.matchAll(SESSION_COOKIE)) {
    const value = decoded(raw ?? "");
    const dot = value.lastIndexOf(".");
    if (dot < 1) continue;
    const signature = value.slice(dot + 1);
    if (signature.length === 44 && signature.endsWith("=")) return true;
  }
  return false;
}

/**
 * The session cache's key for a Cookie header (decision 0221): its session cookies exactly as
 * sent, so a hit stands for the very signed values better-auth verified. Null without one.
 */
export function sessionCacheKey(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const values = [...cookieHeader.matchAll(SESSION_COOKIE)].map(
    ([, name, value]) => `${name}=${value?.trim()}`,
  );
  return values.length > 0 ? values.join("\n") : null;
}
