import { and, eq, ne, sql } from "drizzle-orm";
import { COMPARE_MAX, type QuoteView } from "../../../common/quotes";
import type {
  DeclineQuoteInput,
  HotelStatusInput,
  QuoteCallbackInput,
  UpdateQuoteStatsInput,
} from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { QuotesContext } from "./quote-context";
import type { DecisionOptions } from "./quote-types";
import * as errors from "./quotes.errors";
import { quoteCallbacks, quoteHotelStatuses, quotes, quoteViews } from "./quotes.schema";

/** What the traveller does with a sent quote of their own trip. */
export function createQuoteDecisions(ctx: QuotesContext) {
  const { db, deps, leads, now, access, versionOf, changeStatus, refreshStages, travellerView } =
    ctx;

  return {
    /**
     * The traveller accepts: this quote is chosen; a previously chosen one of the trip goes
     * back to active; an invoiced one blocks the change (decision 0081). `alongside` runs in
     * the same transaction (the trip's coupon follows the acceptance, decision 0191).
     */
    async accept(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      opts: DecisionOptions = {},
    ): Promise<QuoteView> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      const others = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), ne(quotes.id, quote.id)));
      if (others.some((q) => ["invoiced", "payment", "converted"].includes(q.status))) {
        throw errors.anotherChosen();
      }
      // The acceptance and the release of the previously chosen quote commit together.
      const accepted = await db.transaction(async (tx) => {
        const chosen = await changeStatus(quote, "accept", "traveller", user.id, {}, { tx });
        for (const other of others.filter((q) => q.status === "chosen")) {
          await changeStatus(other, "unchoose", "system", user.id, {}, { tx });
        }
        await opts.alongside?.(tx, { quoteId: quote.id, tripId: trip.id, from: quote.status });
        await deps.events?.record(tx, "quote.accepted", {
          tripId: trip.id,
          quoteId: quote.id,
          actorUserId: user.id,
        });
        return chosen;
      });
      await refreshStages(trip.id);
      return travellerView(trip, accepted);
    },

    /** The traveller declines with a reason; `alongside` runs in the same transaction. */
    async decline(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: DeclineQuoteInput,
      opts: DecisionOptions = {},
    ): Promise<QuoteView> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      const declined = await db.transaction(async (tx) => {
        const row = await changeStatus(
          quote,
          "decline",
          "traveller",
          user.id,
          {
            declineReason: {
              reason: input.quote_decline_reason,
              otherReason: input.quote_other_decline_reason,
            },
          },
          { tx },
        );
        await deps.events?.record(tx, "quote.declined", {
          tripId: trip.id,
          quoteId: quote.id,
          actorUserId: user.id,
        });
        await opts.alongside?.(tx, { quoteId: quote.id, tripId: trip.id, from: quote.status });
        return row;
      });
      await refreshStages(trip.id);
      return travellerView(trip, declined);
    },

    async reactivate(user: AuthenticatedUser, tripId: number, quoteId: number): Promise<QuoteView> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      const active = await changeStatus(quote, "reactivate", "traveller", user.id, {
        declineReason: null,
      });
      await refreshStages(trip.id);
      return travellerView(trip, active);
    },

    /** Accepts or rejects one hotel of the latest sent version; the agent answers with a new one. */
    async updateHotelStatus(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: HotelStatusInput,
    ): Promise<QuoteView> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      const version = await versionOf(quote.id, quote.sentVersion as number);
      const hotel = version.content.stays
        .flatMap((s) => s.hotels)
        .find((h) => h.hotelKey === input.hotel_key);
      if (!hotel) throw errors.hotelNotFound();
      const values = {
        status: input.status,
        reason: input.status === -1 ? (input.reason ?? "") : "",
        otherReason: input.status === -1 && input.reason === "other" ? input.other_reason : "",
        trackingData: input.tracking_data ?? null,
        userId: user.id,
        updatedAt: now(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(quoteHotelStatuses)
          .values({
            quoteId: quote.id,
            version: version.version,
            hotelKey: input.hotel_key,
            ...values,
          })
          .onConflictDoUpdate({
            target: [
              quoteHotelStatuses.quoteId,
              quoteHotelStatuses.version,
              quoteHotelStatuses.hotelKey,
            ],
            set: values,
          });
        await tx.update(quotes).set({ updatedAt: now() }).where(eq(quotes.id, quote.id));
        if (input.status === -1) {
          await deps.events?.record(tx, "quote.hotel_rejected", {
            tripId: trip.id,
            quoteId: quote.id,
            hotelName: hotel.name,
            actorUserId: user.id,
          });
        }
      });
      await leads.touch(quote.leadId);
      await deps.events?.deliver();
      return travellerView(trip, quote);
    },

    async requestCallback(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: QuoteCallbackInput,
    ): Promise<void> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      if (trip.status !== "Active") throw errors.tripNotActive();
      await db.transaction(async (tx) => {
        await tx.insert(quoteCallbacks).values({
          quoteId: quote.id,
          tripId: trip.id,
          userId: user.id,
          option: input.option,
          reason: input.request_cta_4_reason,
        });
        await deps.events?.record(tx, "quote.callback_requested", {
          tripId: trip.id,
          quoteId: quote.id,
          actorUserId: user.id,
        });
      });
      await deps.events?.deliver();
    },

    /** update_quote_stats: the traveller looked at the quote (the agent sees "viewed"). */
    async recordView(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: UpdateQuoteStatsInput,
    ): Promise<void> {
      const { quote } = await access.decidableQuote(user, tripId, quoteId);
      await db.insert(quoteViews).values({
        quoteId: quote.id,
        version: quote.sentVersion as number,
        source: input.source,
        userId: user.id,
      });
      await db
        .update(quotes)
        .set({
          viewedAt: sql`coalesce(${quotes.viewedAt}, ${now().toISOString()}::timestamptz)`,
          viewCount: sql`${quotes.viewCount} + 1`,
        })
        .where(eq(quotes.id, quote.id));
    },

    /** The compare selection; at most three selected per trip (§4 "Compare"). */
    async setSelected(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      selected: boolean,
    ): Promise<{ selectedIds: number[] }> {
      const { trip, quote } = await access.decidableQuote(user, tripId, quoteId);
      const current = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), eq(quotes.isSelected, true)));
      const ids = new Set(current.map((r) => r.id));
      if (selected && !ids.has(quote.id) && ids.size >= COMPARE_MAX) throw errors.compareLimit();
      await db.update(quotes).set({ isSelected: selected }).where(eq(quotes.id, quote.id));
      if (selected) ids.add(quote.id);
      else ids.delete(quote.id);
      return { selectedIds: [...ids].sort((a, b) => a - b) };
    },
  };
}
