import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { users } from "./accounts.schema";

/**
 * A user's names and email as other modules show them (the traveller on a lead, an invoice,
 * an inbox's search text): the accounts module's door to its row. `db` may be a transaction.
 */
export async function userContactOf(
  db: Db,
  userId: string,
): Promise<{ firstName: string; lastName: string; name: string; email: string } | undefined> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What a person is called in a greeting: the first name, else the first word of the name. */
export function greetingNameOf(user: { firstName: string; name: string }): string {
  return user.firstName || user.name.split(" ")[0] || "";
}

/** Whom a notification or mail goes to: the accounts module's door for notifications. */
export async function recipientOf(
  db: Db,
  userId: string,
): Promise<{ userId: string; email: string; firstName: string; role: string } | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row
    ? { userId: row.id, email: row.email, firstName: greetingNameOf(row), role: row.role }
    : null;
}
