import { data } from "react-router";
import { parseLocalePath } from "../../common/locale";
import type { AuthenticatedUser, Role } from "../../common/roles";
import type { LoadContext } from "../../server/http/load-context";
import { requireUser } from "./auth.server";

/**
 * Pages about one lead, quote or request: a visitor signs in first; a signed-in user without
 * the role gets the same 404 as an object that does not exist, so the URL tells them nothing.
 */
export async function requireRole(
  request: Request,
  context: LoadContext,
  roles: readonly Role[],
): Promise<AuthenticatedUser> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role)) throw data(null, { status: 404 });
  return user;
}

/** Staff pages admit the roles common/roles.ts calls staff. */
export { STAFF_ROLES } from "../../common/roles";

/** With JavaScript the page's history stays one entry per visit, not one per form sent. */
export const REPLACE = { "X-Remix-Replace": "true" };

/** Headers of a private page that may carry the flash cookie's clearing. */
export function privateHeaders(loaderHeaders: Headers): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A site path under the request's locale prefix (`/in-en/...` stays in its locale). */
export function localized(request: Request, path: string): string {
  return `${parseLocalePath(new URL(request.url).pathname).locale.prefix}${path}`;
}
