import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { quotes } from "./quotes.schema";

/** A quote's place and status, as a notification words it: the quotes module's door for it. */
export async function quoteFactsOf(
  db: Db,
  quoteId: number,
): Promise<{ quoteId: number; tripId: number; agentId: number; status: string } | null> {
  const [row] = await db
    .select({
      id: quotes.id,
      tripId: quotes.tripId,
      agentId: quotes.agentId,
      status: quotes.status,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return row
    ? { quoteId: row.id, tripId: row.tripId, agentId: row.agentId, status: row.status }
    : null;
}
