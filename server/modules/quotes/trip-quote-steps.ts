import { and, eq } from "drizzle-orm";
import type { LeadsService } from "../leads";
import type { QuotesContext } from "./quote-context";
import type { QuoteActor } from "./quote-status";
import { quotes } from "./quotes.schema";

/**
 * What a workflow does to every quote of a trip (cancel, reactivate) and to its leads' stages.
 * Called by server/workflows/*, never by routes: they take no user to check, because the
 * workflow has checked it through the owning module first.
 */
export function createTripQuoteSteps(ctx: QuotesContext) {
  const { db, leads, changeStatus, refreshStages } = ctx;

  return {
    /** Every quote of a cancelled request becomes requestCancelled, remembering its status. */
    async cancelAllForTrip(tripId: number, actor: QuoteActor, actorId: string): Promise<number> {
      const rows = await db.select().from(quotes).where(eq(quotes.tripId, tripId));
      const open = rows.filter((q) => q.status !== "requestCancelled" && q.status !== "converted");
      // All the trip's quotes change together, or none does.
      await db.transaction(async (tx) => {
        for (const quote of open) {
          const patch = { previousStatus: quote.status, invoiceId: null, isSelected: false };
          await changeStatus(quote, "cancel_request", actor, actorId, patch, { tx });
        }
      });
      const changed = open.length;
      await refreshStages(tripId);
      return changed;
    },

    /** Every quote of a reactivated request becomes active; offered leads get a new deadline. */
    async reactivateAllForTrip(
      tripId: number,
      actor: QuoteActor,
      actorId: string,
    ): Promise<{
      reactivated: number;
      awaiting: Awaited<ReturnType<LeadsService["renewDeadlines"]>>;
    }> {
      const rows = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), eq(quotes.status, "requestCancelled")));
      const patch = { declineReason: null };
      await db.transaction(async (tx) => {
        for (const quote of rows) {
          await changeStatus(quote, "reactivate_request", actor, actorId, patch, { tx });
        }
      });
      const awaiting = await leads.renewDeadlines(tripId);
      await refreshStages(tripId);
      return { reactivated: rows.length, awaiting };
    },

    refreshStages,
  };
}
