import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { QuoteView } from "../../../common/quotes";
import type { QuoteDraftInput, StartDraftInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Executor } from "../../db";
import { LIMITS, type Limit } from "../../lib/rate-limit";
import { isLiveLead } from "../leads";
import {
  blankContent,
  contentFromPackage,
  contentOf,
  isoDay,
  outsideContentOf,
  withCatalogueHotels,
  withCostedPrices,
} from "./quote-content";
import type { QuotesContext } from "./quote-context";
import type { QuoteEditor } from "./quote-types";
import * as errors from "./quotes.errors";
import { type QuoteContent, quoteEvents, quotes, quoteVersions } from "./quotes.schema";

/** The agent's quote on this lead that was never sent and is still open, if any. */
async function unsentDraftOf(db: Executor, leadId: number, agentId: number) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.leadId, leadId),
        eq(quotes.agentId, agentId),
        isNull(quotes.sentVersion),
        eq(quotes.status, "active"),
      ),
    )
    .orderBy(asc(quotes.id))
    .limit(1);
  return row?.id;
}

/** What the agent does with its own quotes: start, edit, preview, send, revise, withdraw. */
export function createQuoteDrafts(ctx: QuotesContext) {
  const {
    db,
    deps,
    leads,
    now,
    access,
    versionOf,
    destinationsOf,
    priceFor,
    totalsContextFor,
    changeStatus,
    refreshStages,
    cardsFor,
    answersOf,
    viewOf,
  } = ctx;

  /**
   * Counts one new quote, version or send against its limits (decision 0192), or refuses it
   * with 429 before anything is written: the agent's draft stays as it was.
   */
  async function withinLimits(entries: readonly (readonly [Limit, string])[]) {
    const admitted = await deps.limiter.admit(entries);
    if (admitted.limited)
      throw errors.quoteLimitReached(admitted.limit, admitted.retryAfterSeconds);
  }

  return {
    /**
     * A new quote on a lead routed to this agent, as a draft version 1: from a catalogue
     * package (its days, cities and inclusions), from one of the agent's earlier quotes, or
     * the default 5 days / 4 nights. One unsent draft per lead: while the agent has one, a
     * second "new quote" opens it (whatever `input` asks) instead of starting another; two
     * at once are serialised by a per-lead transaction lock, so they open the same draft.
     */
    async startDraft(
      user: AuthenticatedUser,
      tripId: number,
      input: StartDraftInput,
    ): Promise<QuoteEditor> {
      const { trip, agentId, lead } = await access.trip(user, "lead", tripId);
      if (agentId === null || !lead) throw errors.tripNotFound();
      if (!isLiveLead(lead.state)) throw errors.leadClosed();
      if (trip.status !== "Active") throw errors.tripNotActive();
      const existing = await unsentDraftOf(db, lead.id, agentId);
      if (existing) return this.editor(user, existing);
      // Opening the draft above is free; a new quote counts (withdraw-and-start loops too).
      await withinLimits([[LIMITS.quoteStartPerTrip, `${agentId}:${trip.id}`]]);
      const destination = trip.toLoc[0] ?? "your destination";
      let content: QuoteContent;
      if (input.from === "package") {
        content = await contentFromPackage(db, input.packageId, now());
        if (deps.pickHotel) content = await withCatalogueHotels(content, trip, deps.pickHotel);
      } else if (input.from === "quote") {
        const [source] = await db
          .select()
          .from(quotes)
          .where(eq(quotes.id, input.quoteId))
          .limit(1);
        if (!source || source.agentId !== agentId) throw errors.quoteNotFound();
        const from = await versionOf(source.id, source.sentVersion ?? source.latestVersion);
        content = {
          ...structuredClone(from.content),
          validUntil: isoDay(new Date(now().getTime() + 14 * 86_400_000)),
          origin: { from: "quote", quoteId: source.id },
        };
      } else {
        // The cities the trip names itself ("Munnar", "Alleppey"); a state ("Kerala") names
        // no city to spread the days over, so they stay in it as before (decision 0227).
        const named = new Set(trip.toLoc.map((n) => n.trim().toLowerCase()));
        const cities = (deps.tripCities ? await deps.tripCities(trip.toLoc) : []).filter((c) =>
          named.has(c.name.toLowerCase()),
        );
        content = blankContent(destination, now(), cities);
      }
      const pricing = await priceFor(content, trip, now());
      content = withCostedPrices(content, pricing);
      const quoteId = await db.transaction(async (tx) => {
        // One "new quote" per lead at a time, on PostgreSQL and PGlite alike: the second of two
        // clicks waits here, then finds the first one's draft.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-draft:${lead.id}`}))`);
        const open = await unsentDraftOf(tx, lead.id, agentId);
        if (open) return open;
        const [quote] = await tx
          .insert(quotes)
          .values({ tripId: trip.id, agentId, leadId: lead.id, latestVersion: 1 })
          .returning({ id: quotes.id });
        if (!quote) throw new Error("insert returned no row");
        await tx.insert(quoteVersions).values({ quoteId: quote.id, version: 1, content, pricing });
        return quote.id;
      });
      return this.editor(user, quoteId);
    },

    /** The builder's view of a quote: its draft, or its latest sent version to revise. */
    async editor(user: AuthenticatedUser, quoteId: number): Promise<QuoteEditor> {
      const { quote, trip } = await access.authoredQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      const dests = await destinationsOf(trip);
      const answers = quote.sentVersion ? await answersOf(quote.id, quote.sentVersion) : new Map();
      return {
        quoteId: quote.id,
        tripId: quote.tripId,
        status: quote.status,
        tripStatus: trip.status,
        booking: null,
        version: version.version,
        state: version.state as "draft" | "sent",
        content: version.content,
        pricing: version.pricing,
        trip: {
          adults: trip.adults,
          children: trip.children,
          startDate: trip.startDate,
          toLoc: trip.toLoc,
          international: dests.some((d) => d.type === "international"),
          cities: deps.tripCities ? await deps.tripCities(trip.toLoc) : [],
        },
        totalsContext: await totalsContextFor(trip, version.content.currency, now()),
        hotelAnswers: [...answers.entries()].map(([hotelKey, a]) => ({ hotelKey, ...a })),
      };
    },

    /** Saves the draft; prices are computed here from the unit prices and the trip. */
    async saveDraft(
      user: AuthenticatedUser,
      quoteId: number,
      input: QuoteDraftInput,
    ): Promise<QuoteEditor> {
      const { quote, trip } = await access.authoredQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      if (version.state !== "draft") throw errors.versionSent();
      const typed = contentOf(input, version.content.origin);
      const pricing = await priceFor(typed, trip, now());
      const content = withCostedPrices(typed, pricing);
      const [updated] = await db
        .update(quoteVersions)
        .set({ content, pricing, updatedAt: now() })
        // A version sent meanwhile stays as it was sent.
        .where(and(eq(quoteVersions.id, version.id), eq(quoteVersions.state, "draft")))
        .returning({ id: quoteVersions.id });
      if (!updated) throw errors.versionSent();
      await db.update(quotes).set({ updatedAt: now() }).where(eq(quotes.id, quote.id));
      return this.editor(user, quoteId);
    },

    /** The draft (or latest version) exactly as the traveller will see it. */
    async preview(user: AuthenticatedUser, quoteId: number): Promise<QuoteView> {
      const { quote, trip, agentId } = await access.authoredQuote(user, quoteId);
      const version = await versionOf(quote.id, quote.latestVersion);
      const card = await cardsFor([agentId], trip.id, new Set());
      return viewOf(quote, version, trip, card(agentId));
    },

    /**
     * Sends the draft: the version becomes immutable and the traveller's latest. The send-quote
     * workflow then updates the trip's quotes_count. Returns whether this was the quote's first
     * send, and the trip's number of quotes with a sent version.
     */
    async send(
      user: AuthenticatedUser,
      quoteId: number,
    ): Promise<{
      quoteId: number;
      tripId: number;
      version: number;
      firstSend: boolean;
    }> {
      const { quote, trip, agentId } = await access.authoredQuote(user, quoteId);
      const lead = await leads.leadOf(trip.id, agentId);
      if (!lead || !isLiveLead(lead.state)) throw errors.leadClosed();
      if (trip.status !== "Active") throw errors.tripNotActive();
      if (quote.status !== "active" && quote.status !== "chosen" && quote.status !== "declined") {
        throw errors.leadClosed();
      }
      const version = await versionOf(quote.id, quote.latestVersion);
      if (version.state !== "draft") throw errors.noDraft();
      const content = version.content;
      const day = isoDay(now());
      if (content.validUntil < day) throw errors.quoteExpired();
      if (content.pricePerAdult < 1 || content.stays.some((s) => s.hotels.some((h) => !h.name))) {
        throw errors.quoteIncomplete();
      }
      const outside = outsideContentOf(content);
      if (outside.length) throw errors.outsideContent(outside);
      // Only a send that would go out counts: the agency's hour, and its day with this traveller.
      await withinLimits([
        [LIMITS.quoteSendPerAgent, String(agentId)],
        [LIMITS.quoteSendPerTrip, `${agentId}:${trip.id}`],
      ]);
      // The price is fixed on the send date with that day's taxes and exchange rate.
      const pricing = await priceFor(content, trip, now());
      const sentAt = now();
      const firstSend = quote.sentVersion === null;
      await db.transaction(async (tx) => {
        const [sent] = await tx
          .update(quoteVersions)
          .set({ state: "sent", pricing, sentAt, updatedAt: sentAt })
          .where(and(eq(quoteVersions.id, version.id), eq(quoteVersions.state, "draft")))
          .returning({ id: quoteVersions.id });
        if (!sent) throw errors.noDraft();
        await tx
          .update(quotes)
          .set({
            sentVersion: version.version,
            lastSentAt: sentAt,
            firstSentAt: quote.firstSentAt ?? sentAt,
            updatedAt: sentAt,
          })
          .where(eq(quotes.id, quote.id));
        await tx.insert(quoteEvents).values({
          quoteId: quote.id,
          event: "send",
          fromStatus: quote.status,
          toStatus: quote.status,
          version: version.version,
          actorRole: "agent",
          actorId: user.id,
        });
        // The lead was read live before the transaction; its timer may have expired it since.
        if (!(await leads.markQuoted(tx, lead.id, sentAt))) throw errors.leadClosed();
        await deps.events?.record(tx, "quote.sent", {
          tripId: trip.id,
          quoteId: quote.id,
          version: version.version,
          firstSend,
          actorUserId: user.id,
        });
      });
      await refreshStages(trip.id);
      return { quoteId: quote.id, tripId: trip.id, version: version.version, firstSend };
    },

    /** How many of a trip's quotes have a sent version (the trip's quotes_count). */
    async sentCount(tripId: number): Promise<number> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(and(eq(quotes.tripId, tripId), isNotNull(quotes.sentVersion)));
      return count?.n ?? 0;
    },

    /** A new draft version copied from the latest sent one (sent versions never change). */
    async reviseSent(user: AuthenticatedUser, quoteId: number): Promise<QuoteEditor> {
      const { quote, trip, agentId } = await access.authoredQuote(user, quoteId);
      const lead = await leads.leadOf(trip.id, agentId);
      if (!lead || !isLiveLead(lead.state)) throw errors.leadClosed();
      if (quote.sentVersion === null) throw errors.noDraft();
      if (quote.latestVersion !== quote.sentVersion) throw errors.draftExists();
      await withinLimits([[LIMITS.quoteVersionPerQuote, String(quote.id)]]);
      const sent = await versionOf(quote.id, quote.sentVersion);
      const next = quote.latestVersion + 1;
      await db.transaction(async (tx) => {
        await tx.insert(quoteVersions).values({
          quoteId: quote.id,
          version: next,
          content: sent.content,
          pricing: sent.pricing,
        });
        const [bumped] = await tx
          .update(quotes)
          .set({ latestVersion: next, updatedAt: now() })
          .where(and(eq(quotes.id, quote.id), eq(quotes.latestVersion, quote.latestVersion)))
          .returning({ id: quotes.id });
        if (!bumped) throw errors.draftExists();
      });
      return this.editor(user, quoteId);
    },

    /** The agent takes back a quote nobody acted on. */
    async withdraw(user: AuthenticatedUser, quoteId: number): Promise<void> {
      const { quote } = await access.authoredQuote(user, quoteId);
      await changeStatus(quote, "withdraw", "agent", user.id);
      await refreshStages(quote.tripId);
    },
  };
}
