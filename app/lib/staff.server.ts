import { data } from "react-router";
import type { AuthenticatedUser } from "../../common/roles";
import { mayStaff, type StaffPermission } from "../../common/staff-permissions";
import type { LoadContext } from "../../server/http/load-context";
import { isAppError } from "../../server/lib/errors";
import { requireUser } from "./auth.server";

/**
 * A staff page or action: a visitor signs in first; a signed-in user whose role the permission
 * table (common/staff-permissions.ts) does not list gets the 404 of a page that does not exist.
 */
export async function requireStaff(
  request: Request,
  context: LoadContext,
  permission: StaffPermission,
): Promise<AuthenticatedUser> {
  const user = await requireUser(request, context);
  if (!mayStaff(user.role, permission)) throw data(null, { status: 404 });
  return user;
}

/**
 * A service's refusal of a staff form, with the form it answers (`intent`), so the page shows
 * the message above that form only; anything else is a real failure and propagates.
 */
export function staffRefusal(error: unknown, intent: string) {
  if (!isAppError(error)) throw error;
  return data({ error: error.message, intent }, { status: error.status });
}
