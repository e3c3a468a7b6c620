import { and, eq, inArray, isNotNull, min } from "drizzle-orm";
import type { Db } from "../../db";
import { quoteEvents, quotes } from "./quotes.schema";

/**
 * The quotes module's door for analytics (decision 0215): the sent quotes of the requests,
 * each with when it was first sent and first accepted.
 */
export async function quoteAnalyticsFacts(db: Db, tripIds: number[]) {
  if (tripIds.length === 0) return [];
  return db
    .select({
      tripId: quotes.tripId,
      agentId: quotes.agentId,
      firstSentAt: quotes.firstSentAt,
      sentVersion: quotes.sentVersion,
      acceptedAt: min(quoteEvents.createdAt),
    })
    .from(quotes)
    .leftJoin(quoteEvents, and(eq(quoteEvents.quoteId, quotes.id), eq(quoteEvents.event, "accept")))
    .where(and(inArray(quotes.tripId, tripIds), isNotNull(quotes.firstSentAt)))
    .groupBy(quotes.id);
}
