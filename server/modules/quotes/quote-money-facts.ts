import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { CHOSEN_OR_BEYOND, type QuotePricing, type QuoteStatus } from "../../../common/quotes";
import { userContactOf } from "../accounts";
import type { QuotesContext } from "./quote-context";
import type { QuoteActor } from "./quote-status";
import { convertedQuoteOf } from "./quote-trip-joins";
import type { QuoteMoneyFacts } from "./quote-types";
import * as errors from "./quotes.errors";
import { quotes } from "./quotes.schema";

/**
 * What the money modules and workflows read of a quote, and its money steps through the status
 * table. No user: the workflow has checked who acts through the owning module first.
 */
export function createQuoteMoneyFacts(ctx: QuotesContext) {
  const {
    db,
    tripRow,
    versionOf,
    destinationsOf,
    priceFor,
    changeStatus,
    refreshStages,
    cardsFor,
  } = ctx;

  return {
    /**
     * Whether this user's trip converted with this agent: the agent's quote of the trip is
     * converted (leave-agent-feedback asks before a traveller may review the agent).
     */
    async hasConvertedWith(userId: string, tripId: number, agentId: number): Promise<boolean> {
      const row = await convertedQuoteOf(db, { userId, tripId, agentId });
      return Boolean(row);
    },

    async moneyFacts(quoteId: number): Promise<QuoteMoneyFacts> {
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), isNotNull(quotes.sentVersion)))
        .limit(1);
      if (!quote || quote.sentVersion === null) throw errors.quoteNotFound();
      const trip = await tripRow(quote.tripId);
      if (!trip) throw errors.quoteNotFound();
      const version = await versionOf(quote.id, quote.sentVersion);
      const dests = await destinationsOf(trip);
      const content = version.content;
      const nights = content.stays.reduce((n, st) => n + st.nights, 0);
      const person = await userContactOf(db, trip.userId);
      const card = (await cardsFor([quote.agentId], trip.id, new Set([quote.agentId])))(
        quote.agentId,
      );
      return {
        traveller: {
          name:
            [person?.firstName, person?.lastName].filter(Boolean).join(" ") || person?.name || "",
          email: person?.email ?? "",
          phone: `${trip.isdCode} ${trip.phoneNo}`,
        },
        agency: {
          name: card.companyName,
          email: card.email,
          phone: card.mobileNumber,
          encodedId: card.encodedId,
        },
        quoteId: quote.id,
        tripId: trip.id,
        agentId: quote.agentId,
        travellerUserId: trip.userId,
        status: quote.status,
        tripStatus: trip.status,
        invoiceId: quote.invoiceId,
        version: version.version,
        pricing: version.pricing,
        cancellationPolicy: content.cancellationPolicy,
        startDate: trip.startDate,
        fromLoc: trip.fromLoc,
        destinationIds: dests.map((d) => d.id),
        destinationNames: dests.length ? dests.map((d) => d.name) : trip.toLoc,
        international: dests.some((d) => d.type === "international"),
        days: content.days.length,
        nights: Math.max(nights, content.days.length - 1),
        travellers: { adults: trip.adults, children: trip.children },
        title: content.days[0]?.title ?? trip.toLoc.join(", "),
      };
    },

    /** The trip's quote that was accepted (chosen or beyond), if any. */
    async acceptedQuoteIdOf(tripId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), inArray(quotes.status, [...CHOSEN_OR_BEYOND])))
        .orderBy(desc(quotes.updatedAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The quotes of these trips that may be a booking (chosen or beyond, or requestCancelled: a
     * cancelled booking's), oldest first, in one query: the trips' booking states (decision 0193).
     */
    async bookingQuotesOf(
      tripIds: readonly number[],
    ): Promise<{ id: number; tripId: number; status: QuoteStatus }[]> {
      if (tripIds.length === 0) return [];
      return db
        .select({ id: quotes.id, tripId: quotes.tripId, status: quotes.status })
        .from(quotes)
        .where(
          and(
            inArray(quotes.tripId, [...new Set(tripIds)]),
            isNotNull(quotes.sentVersion),
            inArray(quotes.status, [...CHOSEN_OR_BEYOND, "requestCancelled"]),
          ),
        )
        .orderBy(asc(quotes.id));
    },

    /**
     * The sent version's pricing again with `extraDiscount` whole units more off the package
     * (a coupon): GST and TCS follow the discounted amount (quote-pricing.ts, the one rule).
     */
    async repriceWithDiscount(quoteId: number, extraDiscount: number): Promise<QuotePricing> {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote || quote.sentVersion === null) throw errors.quoteNotFound();
      const trip = await tripRow(quote.tripId);
      if (!trip) throw errors.quoteNotFound();
      const version = await versionOf(quote.id, quote.sentVersion);
      const content = { ...version.content, discount: version.content.discount + extraDiscount };
      return priceFor(content, trip, version.sentAt ?? version.updatedAt);
    },

    /**
     * A money step of a quote through the status table (invoice, pay, convert), compare-and-set
     * with its audit row; `invoiceId` is recorded with the invoice step.
     */
    async moneyStep(
      quoteId: number,
      event: "invoice" | "pay" | "convert",
      actor: QuoteActor,
      actorId: string | null,
      patch: { invoiceId?: number } = {},
    ): Promise<QuoteStatus> {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote) throw errors.quoteNotFound();
      const updated = await changeStatus(quote, event, actor, actorId, patch);
      await refreshStages(quote.tripId);
      return updated.status;
    },

    /** Sent quotes of a trip with their agent, for the feedback workflow and the trips landing. */
    async convertedAgentsOf(tripId: number): Promise<number[]> {
      const rows = await db
        .select({ agentId: quotes.agentId })
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), eq(quotes.status, "converted")));
      return [...new Set(rows.map((r) => r.agentId))];
    },
  };
}
