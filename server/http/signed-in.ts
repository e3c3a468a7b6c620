import type { AuthenticatedUser } from "../../common/roles";
import { AppError } from "../lib/errors";

/** The API's answer to a call that needs a session and has none: 401, the same everywhere. */
export const notSignedIn = () =>
  new AppError("unauthenticated", "not_signed_in", "Please sign in to continue.");

/**
 * The signed-in user of a request, or notSignedIn: module APIs take `currentUser` from the app
 * (the session) and ask this before their service, which checks what the user may do.
 */
export function signedInUser(
  currentUser: (headers: Headers) => Promise<AuthenticatedUser | null>,
): (c: { req: { raw: Request } }) => Promise<AuthenticatedUser> {
  return async (c) => {
    const user = await currentUser(c.req.raw.headers);
    if (!user) throw notSignedIn();
    return user;
  };
}
