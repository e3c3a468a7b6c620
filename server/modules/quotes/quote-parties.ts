import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { UserDetailsQuery } from "../../../common/notification-queries";
import type { UserDetails, UserDetailsPage } from "../../../common/notifications";
import type { AgentCard } from "../../../common/quotes";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import { greetingNameOf, userContactOf } from "../accounts";
import { requireQuoteAction } from "./quote-access";
import type { QuotesContext } from "./quote-context";
import { sentQuoteWithTraveller } from "./quote-trip-joins";
import type { TripRow } from "./quote-types";
import { maskEmail, maskPhone } from "./quote-view";
import * as errors from "./quotes.errors";
import { quotes } from "./quotes.schema";

/**
 * "GET user details" (decision 0237): who a notification's object concerns, as the reader may
 * see them. The masks are the pages' own: an agent sees its lead's traveller as the lead page
 * does (contact shown once it quoted), a traveller sees a quote's agency as its quote card
 * does (contact shown once one of its quotes was accepted), staff see both unmasked. Anything
 * else answers as a missing trip or quote.
 */
export function createQuoteParties(ctx: QuotesContext) {
  const { db, access, cardsFor, unmaskedAgents } = ctx;

  async function traveller(trip: TripRow, unmasked: boolean): Promise<UserDetails> {
    const contact = await userContactOf(db, trip.userId);
    const email = contact?.email ?? "";
    return {
      role: "traveller",
      name: contact ? greetingNameOf(contact) : "",
      agencyName: null,
      agentId: null,
      email: unmasked ? email : maskEmail(email),
      phone: `${trip.isdCode} ${unmasked ? trip.phoneNo : maskPhone(trip.phoneNo)}`,
      masked: !unmasked,
      pic: null,
    };
  }

  function agency(card: AgentCard, unmasked: boolean): UserDetails {
    return {
      role: "agent",
      name: card.companyName,
      agencyName: card.companyName,
      agentId: card.id,
      email: card.email,
      phone: card.mobileNumber,
      masked: !unmasked,
      pic: card.profilePicture,
    };
  }

  async function agencies(tripId: number, agentIds: number[], unmasked: Set<number>) {
    const cardOf = await cardsFor(agentIds, tripId, unmasked);
    return [...new Set(agentIds)].map((id) => agency(cardOf(id), unmasked.has(id)));
  }

  /** A RequestedTrip or a Lead, by the trip's id. */
  async function ofTrip(user: AuthenticatedUser, type: "RequestedTrip" | "Lead", tripId: number) {
    if (user.role === "agent") {
      const { trip, lead } = await access.trip(user, "lead", tripId);
      return [await traveller(trip, lead?.firstQuotedAt != null)];
    }
    // A lead is an agency's: its traveller has none to ask about.
    if (type === "Lead" && !isStaff(user.role)) throw errors.tripNotFound();
    const { trip } = await access.trip(user, "list", tripId);
    const sent = await db
      .selectDistinct({ agentId: quotes.agentId })
      .from(quotes)
      .where(and(eq(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)))
      .orderBy(asc(quotes.agentId));
    const agentIds = sent.map((r) => r.agentId);
    if (isStaff(user.role)) {
      return [
        await traveller(trip, true),
        ...(await agencies(trip.id, agentIds, new Set(agentIds))),
      ];
    }
    return agencies(trip.id, agentIds, await unmaskedAgents(trip.id));
  }

  /** A Quote, or a Comment (a message in a quote's chat), by the quote's id. */
  async function ofQuote(user: AuthenticatedUser, quoteId: number) {
    if (user.role === "agent") {
      const { trip } = await access.authoredQuote(user, quoteId);
      const { lead } = await access.trip(user, "lead", trip.id);
      return [await traveller(trip, lead?.firstQuotedAt != null)];
    }
    requireQuoteAction(user, "read");
    const sent = await sentQuoteWithTraveller(db, quoteId);
    if (!sent) throw errors.quoteNotFound();
    const [row] = await access.readableQuotes(user, sent.tripId, [quoteId]);
    if (!row) throw errors.quoteNotFound();
    if (isStaff(user.role)) {
      return [
        await traveller(row.trip, true),
        ...(await agencies(row.trip.id, [row.quote.agentId], new Set([row.quote.agentId]))),
      ];
    }
    const unmasked = new Set(row.unmasked ? [row.quote.agentId] : []);
    return agencies(row.trip.id, [row.quote.agentId], unmasked);
  }

  return {
    async userDetails(user: AuthenticatedUser, query: UserDetailsQuery): Promise<UserDetailsPage> {
      const { object_type: objectType, object_id: objectId } = query;
      const users =
        objectType === "RequestedTrip" || objectType === "Lead"
          ? await ofTrip(user, objectType, objectId)
          : await ofQuote(user, objectId);
      return { objectType, objectId, users };
    },
  };
}
