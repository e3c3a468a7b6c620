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
