import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHOSEN_OR_BEYOND } from "../../../common/quotes";
import type { Db } from "../../db";
import { users } from "../accounts/accounts.schema";
import { requestedTrips } from "../trips/trips.schema";
import { quoteCallbacks, quotes, quoteVersions } from "./quotes.schema";

// The quotes module's reads that join another module's tables (requests, users) in the same
// query. Each is kept as a join because reading the other module through its door would add a
// query per request to a performance-budgeted page (quote page, compare, chat, lead page, the
// dialer's queue) (decision 0177). This is the one file of the module, besides
// quotes.schema.ts, that names those tables; every other read goes through their doors.

/**
 * For a query joining quotes and requested_trips: whether the quote's agent has a quote of
 * this trip chosen or beyond (its contact then shows to the traveller). Columns are named in
 * full: Drizzle writes a column in a raw fragment unqualified in a one-table select.
 */
const AGENT_UNMASKED = sql<boolean>`exists (select 1 from quotes c
  where c.trip_id = "quotes"."trip_id" and c.agent_id = "quotes"."agent_id"
    and c.status in (${sql.join(
      CHOSEN_OR_BEYOND.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

/**
 * Sent quotes of a trip with the trip's row and whether each agent's contact shows, restricted
 * to one traveller's trip when `ownerId` is given: the quote page and compare, in one read
 * (decision 0173's budget: a trip read beside it would be one query more per page).
 */
export function readableQuoteRows(
  db: Db,
  where: { quoteIds: number[]; tripId: number; ownerId: string | undefined },
) {
  return db
    .select({ quote: quotes, trip: requestedTrips, unmasked: AGENT_UNMASKED })
    .from(quotes)
    .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
    .where(
      and(
        inArray(quotes.id, where.quoteIds),
        eq(quotes.tripId, where.tripId),
        isNotNull(quotes.sentVersion),
        where.ownerId === undefined ? undefined : eq(requestedTrips.userId, where.ownerId),
      ),
    );
}

/** A sent quote with its trip's traveller: every chat page and message asks who may talk. */
export async function sentQuoteWithTraveller(db: Db, quoteId: number) {
  const [row] = await db
    .select({
      id: quotes.id,
      tripId: quotes.tripId,
      agentId: quotes.agentId,
      status: quotes.status,
      travellerUserId: requestedTrips.userId,
    })
    .from(quotes)
    .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
    .where(and(eq(quotes.id, quoteId), isNotNull(quotes.sentVersion)))
    .limit(1);
  return row;
}

/** The agent's converted quote of this user's own trip, if any (leave-agent-feedback). */
export async function convertedQuoteOf(
  db: Db,
  { userId, tripId, agentId }: { userId: string; tripId: number; agentId: number },
) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
    .where(
      and(
        eq(quotes.tripId, tripId),
        eq(quotes.agentId, agentId),
        eq(quotes.status, "converted"),
        eq(requestedTrips.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The agent's sent quotes for other trips, those to any of `trip`'s destinations first, then
 * newest first, with those trips' destinations: the lead page's "start from a previous quote",
 * in one read (decision 0210: any earlier quote of the agency, not only the same places).
 */
export function earlierQuoteRows(
  db: Db,
  { agentId, trip }: { agentId: number; trip: { id: number; toLoc: string[] } },
) {
  return db
    .select({
      id: quotes.id,
      tripId: quotes.tripId,
      toLoc: requestedTrips.toLoc,
      lastSentAt: quotes.lastSentAt,
      days: sql<number>`jsonb_array_length(${quoteVersions.content} -> 'days')`,
    })
    .from(quotes)
    .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.sentVersion)),
    )
    .where(
      and(eq(quotes.agentId, agentId), ne(quotes.tripId, trip.id), isNotNull(quotes.sentVersion)),
    )
    .orderBy(
      desc(trip.toLoc.length > 0 ? arrayOverlaps(requestedTrips.toLoc, trip.toLoc) : sql`false`),
      desc(quotes.lastSentAt),
      desc(quotes.id),
    )
    .limit(40);
}

/** One page of open callback requests with the quote's agent and the trip's traveller. */
export function openCallbackRows(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  return db
    .select({
      id: quoteCallbacks.id,
      quoteId: quoteCallbacks.quoteId,
      tripId: quoteCallbacks.tripId,
      option: quoteCallbacks.option,
      reason: quoteCallbacks.reason,
      createdAt: quoteCallbacks.createdAt,
      agentId: quotes.agentId,
      toLoc: requestedTrips.toLoc,
      isdCode: requestedTrips.isdCode,
      phoneNo: requestedTrips.phoneNo,
      travellerName: users.name,
    })
    .from(quoteCallbacks)
    .innerJoin(quotes, eq(quotes.id, quoteCallbacks.quoteId))
    .innerJoin(requestedTrips, eq(requestedTrips.id, quoteCallbacks.tripId))
    .innerJoin(users, eq(users.id, requestedTrips.userId))
    .where(eq(quoteCallbacks.state, "open"))
    .orderBy(asc(quoteCallbacks.createdAt), asc(quoteCallbacks.id))
    .limit(pageSize)
    .offset((Math.max(page, 1) - 1) * pageSize);
}

/** The last callbacks marked done, with the trip's traveller and who closed them. */
export function closedCallbackRows(db: Db, limit: number) {
  const closer = alias(users, "closer");
  return (
    db
      .select({
        id: quoteCallbacks.id,
        tripId: quoteCallbacks.tripId,
        quoteId: quoteCallbacks.quoteId,
        handledAt: quoteCallbacks.handledAt,
        travellerName: users.name,
        closedBy: closer.name,
      })
      .from(quoteCallbacks)
      .innerJoin(requestedTrips, eq(requestedTrips.id, quoteCallbacks.tripId))
      .innerJoin(users, eq(users.id, requestedTrips.userId))
      .leftJoin(closer, eq(closer.id, quoteCallbacks.handledBy))
      .where(and(eq(quoteCallbacks.state, "done"), isNotNull(quoteCallbacks.handledAt)))
      // As quote_callbacks_done_idx sorts, so the index hands over the first rows.
      .orderBy(sql`${quoteCallbacks.handledAt} desc nulls last`)
      .limit(limit)
  );
}

/**
 * Other sent quotes for trips to any of these places starting in this month, with their sent
 * version's content and pricing: the fair-price hint's quote comparables (decision 0212). Kept
 * as a join: the trip's places and dates filter the quotes.
 */
export function sentQuotesForPlaces(
  db: Db,
  where: { excludeQuoteId: number; places: string[]; month: number; limit: number },
) {
  return db
    .select({ content: quoteVersions.content, pricing: quoteVersions.pricing })
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.sentVersion)),
    )
    .innerJoin(requestedTrips, eq(requestedTrips.id, quotes.tripId))
    .where(
      and(
        isNotNull(quotes.sentVersion),
        ne(quotes.id, where.excludeQuoteId),
        arrayOverlaps(requestedTrips.toLoc, where.places),
        sql`extract(month from ${requestedTrips.startDate}) = ${where.month}`,
      ),
    )
    .orderBy(desc(quotes.lastSentAt))
    .limit(where.limit);
}
