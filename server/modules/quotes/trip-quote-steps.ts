import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db";
import type { QuotesContext } from "./quote-context";
import type { QuoteActor, QuoteEvent } from "./quote-status";
import { quotes } from "./quotes.schema";

/** Where a quote that was booked before its request was cancelled comes back (decision 0187). */
export interface BookedQuoteRestore {
  status: "invoiced" | "payment" | "chosen";
  /** Its live invoice, linked again; null when the cancellation closed it with a credit note. */
  invoiceId: number | null;
}

const RESTORE_EVENT: Record<BookedQuoteRestore["status"], QuoteEvent> = {
  invoiced: "restore_invoiced",
  payment: "restore_paid",
  chosen: "restore_accepted",
};

/**
 * What a workflow does to every quote of a trip (cancel, reactivate) and to its leads' stages.
 * Called by server/workflows/*, never by routes: they take no user to check, because the
 * workflow has checked it through the owning module first. The status steps run inside the
 * workflow's transaction, with the trip's own step; the workflow refreshes the stages after
 * its commit.
 */
export function createTripQuoteSteps(ctx: QuotesContext) {
  const { db, changeStatus, refreshStages } = ctx;

  return {
    /**
     * Every quote of a cancelled request becomes requestCancelled, remembering its status and
     * letting go of its invoice link (§4). All of them change, or none does.
     */
    async cancelAllForTrip(
      tx: Executor,
      tripId: number,
      actor: QuoteActor,
      actorId: string,
    ): Promise<number> {
      const rows = await tx.select().from(quotes).where(eq(quotes.tripId, tripId));
      const open = rows.filter((q) => q.status !== "requestCancelled" && q.status !== "converted");
      for (const quote of open) {
        const patch = { previousStatus: quote.status, invoiceId: null, isSelected: false };
        await changeStatus(quote, "cancel_request", actor, actorId, patch, { tx });
      }
      return open.length;
    },

    /**
     * The quotes of a cancelled request that were invoiced or paid before it was cancelled:
     * the reactivation asks the invoices where each of them stands now.
     */
    async bookedBeforeCancel(tripId: number): Promise<number[]> {
      const rows = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(
          and(
            eq(quotes.tripId, tripId),
            eq(quotes.status, "requestCancelled"),
            inArray(quotes.previousStatus, ["invoiced", "payment"]),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Every quote of a reactivated request becomes active (§4), except the booked ones in
     * `restore`, which come back where their money stands with their invoice linked again.
     */
    async reactivateAllForTrip(
      tx: Executor,
      tripId: number,
      actor: QuoteActor,
      actorId: string,
      restore: ReadonlyMap<number, BookedQuoteRestore> = new Map(),
    ): Promise<number> {
      const rows = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), eq(quotes.status, "requestCancelled")));
      for (const quote of rows) {
        const booked = restore.get(quote.id);
        if (booked) {
          const patch = { declineReason: null, invoiceId: booked.invoiceId };
          await changeStatus(quote, RESTORE_EVENT[booked.status], actor, actorId, patch, { tx });
        } else {
          const patch = { declineReason: null };
          await changeStatus(quote, "reactivate_request", actor, actorId, patch, { tx });
        }
      }
      return rows.length;
    },

    refreshStages,
  };
}
