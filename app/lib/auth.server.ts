import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { parseLocalePath } from "../../common/locale";
import type { AuthenticatedUser, Role } from "../../common/roles";
import { safeRedirectPath } from "../../common/safe-redirect";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError, retryAfterOf } from "../../server/lib/errors";

export const SIGN_IN_PATH = "/users/sign_in";

/** The path (with query) of the current request, for a post-login return. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function signInUrl(nextUrl: string): string {
  const { locale } = parseLocalePath(new URL(nextUrl, "http://x").pathname);
  return `${locale.prefix}${SIGN_IN_PATH}?next_url=${encodeURIComponent(nextUrl)}`;
}

/**
 * Gated pages: a visitor goes to sign in and comes back afterwards (next_url); a signed-in
 * user of another role goes to their own dashboard.
 */
export async function requireUser(
  request: Request,
  context: LoadContext,
  roles?: readonly Role[],
): Promise<AuthenticatedUser> {
  const user = await context.currentUser();
  if (!user) throw redirect(signInUrl(returnPath(request)));
  if (roles && !roles.includes(user.role)) throw redirect(user.dashboard_url);
  return user;
}

/** Sign in and sign up are for visitors: a signed-in user goes on to next_url or their dashboard. */
export async function redirectIfSignedIn(request: Request, context: LoadContext): Promise<void> {
  const user = await context.currentUser();
  if (user) {
    const next = new URL(request.url).searchParams.get("next_url");
    throw redirect(safeRedirectPath(next, user.dashboard_url));
  }
}

export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Turns a service refusal into the form's error state with the service's status (400, 401,
 * 403, 429). Anything else is a real failure and propagates.
 */
export function refusal<Reply = SubmissionResult>(
  error: unknown,
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => Reply,
) {
  if (!isAppError(error)) throw error;
  const fieldErrors: Record<string, string[]> = {};
  for (const item of error.fieldErrors) {
    if (item.field) fieldErrors[item.field] = [item.message];
  }
  return data(
    reply(Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: [error.message] }),
    { status: error.status, headers: retryHeaders(error) },
  );
}

/**
 * A service refusal as one message over the page's form (`{ error }`), with the service's
 * status and, on a 429, its Retry-After. Anything else is a real failure and propagates.
 */
export function messageRefusal(error: unknown) {
  if (!isAppError(error)) throw error;
  return data({ error: error.message }, { status: error.status, headers: retryHeaders(error) });
}

function retryHeaders(error: unknown): Headers {
  const headers = new Headers();
  const retryAfter = retryAfterOf(error);
  if (retryAfter) headers.set("Retry-After", String(retryAfter));
  return headers;
}
