// better-auth's session cookie, with or without the __Secure- prefix used over HTTPS.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?triphive\.session_token=/;

/**
 * Whether a Cookie header carries the session cookie at all, valid or not: the visitor has
 * signed in on this browser before. Pages for such a visitor are never shared (page cache,
 * Cache-Control) and do not inline the stylesheet, which that browser holds already.
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
