import { type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { qualifiedColumn } from "../../lib/sql-fragments";
import { users } from "./accounts.schema";

export { createAccountsApi, createDialerApi, requestMeta } from "./accounts.api";
export {
  type AccountsService,
  createAccountsService,
  type RequestMeta,
  type SignedIn,
  type SocialProvider,
} from "./accounts.service";
export { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER, createAuth } from "./auth";
export { isCommonPassword } from "./common-passwords";
export {
  createPasswordHasher,
  type PasswordHashCost,
  TEST_PASSWORD_HASH_COST,
} from "./password-hash";
export { startSessionBroadcast } from "./session-broadcast";
export {
  createSessionCache,
  type SessionCache,
  type SessionForgetting,
} from "./session-cache";
export {
  STAFF_ACCOUNT_ROLES,
  type UserAdmin,
  type UserAdminRow,
  type UserChange,
} from "./user-admin";

// Reads of users for other modules (decision 0180). The fragments go inside the caller's one
// statement, where a join would need this module's table and a lookup one more query.

/** A user's email, or null when there is no such user. */
export async function userEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? null;
}

/** The name of the user `userId` names (a non-null foreign key), inside the caller's select. */
export function userNameOf(userId: Column): SQL<string> {
  return sql<string>`(select u.name from ${users} u where u.id = ${qualifiedColumn(userId)})`;
}

/** Whether the user `userId` names has a name or email matching an `ilike` pattern. */
export function userMatches(userId: Column, pattern: string): SQL {
  return sql`exists (select 1 from ${users} u where u.id = ${qualifiedColumn(userId)} and (u.name ilike ${pattern} or u.email ilike ${pattern}))`;
}
export { greetingNameOf, recipientOf, userContactOf } from "./user-contacts";
