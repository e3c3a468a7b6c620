import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { quoteAmounts } from "../../../common/quote-amounts";
import {
  CHOSEN_OR_BEYOND,
  COMPARE_MAX,
  DEFAULT_QUOTE_DAYS,
  DEFAULT_QUOTE_NIGHTS,
  EXCLUSION_OPTIONS,
  HOTEL_REJECTION_REASONS,
  INCLUSION_OPTIONS,
  INITIAL_AGENTS_PER_TRIP,
  MAX_AGENTS_PER_TRIP,
  QUOTE_REJECTION_REASONS,
  type QuoteListItem,
  type QuoteView,
  REQUEST_CALLBACK_OPTIONS,
} from "../../../common/quotes";
import type { AuthenticatedUser } from "../../../common/roles";
import { relationOf, requireQuoteAction } from "./quote-access";
import type { QuotesContext } from "./quote-context";
import { sentQuoteWithTraveller } from "./quote-trip-joins";
import type { ChatAccess, ProposalPdf, UnreadMessages } from "./quote-types";
import { pricingInfoOf } from "./quote-view";
import * as errors from "./quotes.errors";
import { quotes, quoteVersions } from "./quotes.schema";

/** What a reader sees of sent quotes: the list, one quote, compare, the PDF, the chat door. */
export function createQuoteReads(ctx: QuotesContext) {
  const {
    db,
    agents,
    access,
    tripRow,
    destinationsOf,
    cardsFor,
    assembleView,
    unmaskedAgents,
    sentWithAnswers,
    answersMap,
    sentView,
  } = ctx;

  /**
   * A sent quote of a trip the reader may see (the traveller's own, any for staff), read as
   * get shows it: the quote, its trip, whether its agent's contact shows and the trip's
   * destinations in one query, its sent versions with their hotel answers in another, then
   * the agent's card (decision 0173: the quote page's reads were a dozen round trips).
   */
  async function readableQuoteView(
    user: AuthenticatedUser,
    tripId: number,
    quoteId: number,
    opts: { version?: number; money?: boolean },
  ): Promise<QuoteView> {
    requireQuoteAction(user, "read");
    const found = access.readableQuotes(user, tripId, [quoteId]).then(([row]) => row);
    const card = found.then((row) =>
      row
        ? cardsFor([row.quote.agentId], tripId, new Set(row.unmasked ? [row.quote.agentId] : []))
        : null,
    );
    const dests = found.then((row) => (row ? destinationsOf(row.trip) : []));
    // The versions are read alongside and used only once the reader's right is established.
    const [row, sent, cardOf, tripDests] = await Promise.all([
      found,
      sentWithAnswers([quoteId]),
      card,
      dests,
    ]);
    if (!row || !cardOf) return access.refuseRead(user, tripId);
    return sentView(row.trip, row.quote, opts.version, {
      sent,
      agent: cardOf(row.quote.agentId),
      dests: tripDests,
    });
  }

  return {
    constants() {
      return {
        quoteRejectionReasons: QUOTE_REJECTION_REASONS,
        hotelRejectionReasons: HOTEL_REJECTION_REASONS,
        requestCallBackOptions: REQUEST_CALLBACK_OPTIONS,
        inclusionOptions: INCLUSION_OPTIONS,
        exclusionOptions: EXCLUSION_OPTIONS,
        compare: { max: COMPARE_MAX, min: 2 },
        defaultQuote: { days: DEFAULT_QUOTE_DAYS, nights: DEFAULT_QUOTE_NIGHTS },
        agentsPerTrip: { initial: INITIAL_AGENTS_PER_TRIP, max: MAX_AGENTS_PER_TRIP },
      };
    },

    /** The trip's sent quotes, oldest first, as the landing lists them. */
    async listForTrip(
      user: AuthenticatedUser,
      tripId: number,
      unreadMessages?: UnreadMessages,
    ): Promise<QuoteListItem[]> {
      const { trip } = await access.trip(user, "list", tripId);
      const rows = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)))
        .orderBy(asc(quotes.firstSentAt), asc(quotes.id));
      if (rows.length === 0) return [];
      const card = await cardsFor(
        rows.map((r) => r.agentId),
        trip.id,
        await unmaskedAgents(trip.id),
      );
      const versions = await db
        .select()
        .from(quoteVersions)
        .where(
          and(
            inArray(
              quoteVersions.quoteId,
              rows.map((r) => r.id),
            ),
            eq(quoteVersions.state, "sent"),
          ),
        );
      const dests = await destinationsOf(trip);
      const unread =
        // Unread messages are the trip's own traveller's; staff read without a count.
        unreadMessages && relationOf("list", user.role) === "own"
          ? await unreadMessages(
              user.id,
              rows.map((r) => r.id),
            )
          : new Map<number, number>();
      return rows.map((quote) => {
        const version = versions.find(
          (v) => v.quoteId === quote.id && v.version === quote.sentVersion,
        );
        if (!version) throw new Error(`quote ${quote.id} lost its sent version`);
        const content = version.content;
        return {
          id: quote.id,
          status: quote.status,
          version: version.version,
          days: content.days.length,
          nights: Math.max(
            content.stays.reduce((n, s) => n + s.nights, 0),
            content.days.length - 1,
          ),
          agent: card(quote.agentId),
          pricingInfo: pricingInfoOf(version.pricing),
          pricing: version.pricing,
          // The money side adds the coupon of the accepted quote (server/workflows/quote-pages.ts).
          couponCode: null,
          destinationsList: dests.map((d) => ({ id: d.id, name: d.name })),
          updatedAt: (version.sentAt ?? version.updatedAt).toISOString(),
          isSelected: quote.isSelected,
          amounts: quoteAmounts({ pricing: version.pricing }),
          booking: null,
          tripStatus: trip.status,
          hotelStars: content.stays.map((s) => s.hotels[0]?.rating ?? 0),
          unreadCount: unread.get(quote.id) ?? 0,
        };
      });
    },

    /**
     * One sent quote (the latest sent version unless `version` names another sent one).
     * `money` is read by server/workflows/quote-pages.ts, which adds the money fields unless it
     * is false (the quote page reads those with its money section, money.quotePage).
     */
    async get(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      opts: { version?: number; money?: boolean } = {},
    ): Promise<QuoteView> {
      return readableQuoteView(user, tripId, quoteId, opts);
    },

    /**
     * The chat access of a traveller who has just read their quote (`get`, which refuses
     * anyone else and any draft): the quote page loads its chat without reading the quote
     * again. Null for anyone else, whose access chatAccess reads.
     */
    travellerChatAccess(user: AuthenticatedUser, view: QuoteView): ChatAccess | null {
      if (relationOf("chat", user.role) !== "own") return null;
      return {
        quoteId: view.id,
        tripId: view.tripId,
        party: "traveller",
        unmasked: CHOSEN_OR_BEYOND.includes(view.status),
        travellerUserId: user.id,
        agencyId: view.agent.id,
      };
    },

    /**
     * The reader's place in a sent quote's chat: the trip's traveller, the quote's agent, or
     * staff; anyone else (and a draft) is "not found".
     */
    async chatAccess(user: AuthenticatedUser, quoteId: number): Promise<ChatAccess> {
      // The quote and its trip's traveller in one read: every chat page and message asks.
      const quote = await sentQuoteWithTraveller(db, quoteId);
      if (!quote) throw errors.quoteNotFound();
      const base = {
        quoteId: quote.id,
        tripId: quote.tripId,
        unmasked: CHOSEN_OR_BEYOND.includes(quote.status),
        travellerUserId: quote.travellerUserId,
        agencyId: quote.agentId,
      };
      switch (requireQuoteAction(user, "chat")) {
        case "any":
          return { ...base, party: "staff" };
        case "author": {
          const agency = await agents.byUserId(user.id);
          if (agency?.id !== quote.agentId) throw errors.quoteNotFound();
          return { ...base, party: "agent" };
        }
        case "own":
          if (quote.travellerUserId !== user.id) throw errors.quoteNotFound();
          return { ...base, party: "traveller" };
        default:
          throw errors.quoteNotFound();
      }
    },

    /**
     * The quote as a PDF (POST download quote); the renderer loads on first use. `brand` adds
     * the agency's branding, route map and price hint (server/workflows/show-proposal.ts).
     */
    async pdf(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      brand?: (view: QuoteView) => Promise<ProposalPdf>,
    ): Promise<Uint8Array> {
      const view = await this.get(user, tripId, quoteId);
      const { renderQuotePdf } = await import("./quote-pdf");
      return renderQuotePdf(view, brand ? await brand(view) : null);
    },

    /** 2 to 3 of the trip's sent quotes, in the order asked (§5). */
    async compare(
      user: AuthenticatedUser,
      tripId: number,
      quoteIds: number[],
    ): Promise<QuoteView[]> {
      if (quoteIds.length > COMPARE_MAX) throw errors.compareLimit();
      const relation = requireQuoteAction(user, "read");
      // Loaded together rather than quote by quote: the page renders up to three within its
      // budget (2x the listing's server time), in three reads (decision 0173). Compare shows no
      // version diff.
      const ids = [...new Set(quoteIds)];
      if (ids.length === 0) {
        const trip =
          relation === "own"
            ? (await access.trip(user, "read", tripId)).trip
            : await tripRow(tripId);
        if (!trip) throw errors.quoteNotFound();
        return [];
      }
      const found = access.readableQuotes(user, tripId, ids);
      const cards = found.then((rows) =>
        cardsFor(
          rows.map((r) => r.quote.agentId),
          tripId,
          new Set(rows.filter((r) => r.unmasked).map((r) => r.quote.agentId)),
        ),
      );
      const tripDests = found.then(([first]) => (first ? destinationsOf(first.trip) : []));
      // The versions are read alongside and used only once the reader's right is established.
      const [rows, versions, card, dests] = await Promise.all([
        found,
        sentWithAnswers(ids),
        cards,
        tripDests,
      ]);
      const byId = new Map(rows.map((r) => [r.quote.id, r]));
      if (ids.some((id) => !byId.has(id))) return access.refuseRead(user, tripId);
      return quoteIds.map((id) => {
        const { quote, trip } = byId.get(id) as (typeof rows)[number];
        const own = versions.filter((v) => v.quoteId === id);
        const version = own.find((v) => v.version === quote.sentVersion);
        if (!version) throw errors.versionNotFound();
        return assembleView(quote, version, trip, card(quote.agentId), {
          dests,
          sent: own,
          diff: null,
          answers: answersMap(version.answers),
        });
      });
    },
  };
}
