// A staff member viewing the site as a traveller (accounts-trips-quotes §6, decision 0214): the
// cookie flags that mark it and the paths that stay open while it lasts.

/** The spec's flags: the view's token (the only one the server trusts), the staff name, a mark. */
export const SPOC_ID_COOKIE = "spoc_id";
export const SPOC_NAME_COOKIE = "spoc_name";
export const SPOC_LOGIN_COOKIE = "spoc_login";

/** A view ends by itself after this long (staff may open another). */
export const VIEW_AS_MINUTES = 30;

/** Where staff start and end a view: the one write allowed while viewing. */
export const VIEW_AS_PATH = "/admin/view_as";
const VIEW_AS_PATH_PATTERN = /^(?:\/[a-z]{2}-en)?\/admin\/view_as(?:\.data)?$/;

export function isViewAsPath(path: string): boolean {
  return VIEW_AS_PATH_PATTERN.test(path);
}

const SPOC_ID = /(?:^|;)\s*spoc_id=([A-Za-z0-9_-]{16,64})\s*(?:;|$)/;

/** The view's token from a Cookie header, or null. */
export function spocToken(cookieHeader: string | null | undefined): string | null {
  return cookieHeader ? (SPOC_ID.exec(cookieHeader)?.[1] ?? null) : null;
}

/** What a refused write answers while viewing as a customer. */
export const VIEW_AS_READ_ONLY =
  "You are viewing as a customer: this view is read-only. End it to make changes.";
