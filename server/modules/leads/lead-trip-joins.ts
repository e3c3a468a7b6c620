import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { z } from "zod";
import { INBOX_PAGE_SIZE } from "../../../common/quotes-input";
import type { Db } from "../../db";
import { countColumns, rowsOf } from "../../lib/sql-rows";
import { users } from "../accounts/accounts.schema";
import { requestedTripLeadCounts, requestedTrips } from "../trips/trips.schema";
import { tripLeads } from "./leads.schema";

// The leads module's one read that joins another module's tables in the same query: the inbox
// page, performance-budgeted, shows each lead's request and traveller, and reading them
// through the trips and accounts doors would add queries per page (decision 0177). This is the
// one file of the module, besides leads.schema.ts, that names those tables.

/** One page of an agent's leads matching `where`, newest activity first, with their trips. */
export function inboxRows(db: Db, where: SQL | undefined, page: number) {
  return db
    .select({
      lead: tripLeads,
      trip: {
        status: requestedTrips.status,
        toLoc: requestedTrips.toLoc,
        adults: requestedTrips.adults,
        children: requestedTrips.children,
        travelMonth: requestedTrips.travelMonth,
        startDate: requestedTrips.startDate,
        tripDays: requestedTrips.tripDays,
        budgetMinor: requestedTrips.budgetMinor,
        budgetCurrency: requestedTrips.budgetCurrency,
      },
      firstName: users.firstName,
      name: users.name,
    })
    .from(tripLeads)
    .innerJoin(requestedTrips, eq(requestedTrips.id, tripLeads.tripId))
    .innerJoin(users, eq(users.id, requestedTrips.userId))
    .where(where)
    .orderBy(sql`${tripLeads.updatedAt} desc nulls last`, sql`${tripLeads.id} desc nulls last`)
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchPattern = (q: string) => `%${escapeLike(q.trim())}%`;
const travellersMatching = (pattern: string) =>
  sql`select u.id from ${users} u where u.name ilike ${pattern} or u.email ilike ${pattern}`;

/** Travellers a search names this many at most are looked up first (boardTravellers). */
const SEARCH_TRAVELLERS_LISTED = 200;

/**
 * The accounts a board search names (name or email), looked up before the board's statements
 * so that the planner sees their ids: `null` when more than SEARCH_TRAVELLERS_LISTED match (the
 * search then keeps the lookup inside its statements). Unset when the search is not text.
 */
export async function boardTravellers(db: Db, q: string | undefined) {
  if (!q || /^\d{1,9}$/.test(q.trim())) return undefined;
  const rows = rowsOf(
    await db.execute(
      sql`${travellersMatching(searchPattern(q))} limit ${SEARCH_TRAVELLERS_LISTED + 1}`,
    ),
    z.object({ id: z.string() }),
  );
  return rows.length > SEARCH_TRAVELLERS_LISTED ? null : rows.map((r) => r.id);
}

/** The board's filters as one condition on requested_trips (and its live leads for an agent). */
export function boardWhere(filters: {
  q?: string;
  /** boardTravellers(q): the ids of the accounts the search names, null for too many. */
  travellers?: string[] | null;
  destination?: string;
  agentId?: number;
  source?: string;
  from?: string;
  to?: string;
  escalatedBefore?: Date;
}): SQL[] {
  const parts: SQL[] = [];
  if (filters.q) {
    const q = filters.q.trim();
    if (/^\d{1,9}$/.test(q)) parts.push(sql`${requestedTrips.id} = ${Number(q)}`);
    else {
      const pattern = searchPattern(q);
      // Places along requested_trips_places_trgm_idx; travellers by the ids looked up first
      // (requested_trips_user_idx). An `exists` on users per request made every column read
      // the table, and the planner could not tell how many a subquery's ids match (0238).
      const places = sql`requested_trip_places_text(${requestedTrips.toLoc}) ilike ${pattern}`;
      const { travellers } = filters;
      if (travellers === undefined || travellers === null) {
        parts.push(
          sql`(${places} or ${requestedTrips.userId} in (${travellersMatching(pattern)}))`,
        );
      } else if (travellers.length === 0) parts.push(places);
      else parts.push(sql`(${places} or ${inArray(requestedTrips.userId, travellers)})`);
    }
  }
  if (filters.destination) {
    // Any place of the request, case-insensitive, along requested_trips_places_idx.
    parts.push(
      sql`requested_trip_places(${requestedTrips.toLoc}) @> array[lower(${filters.destination})]`,
    );
  }
  if (filters.agentId) {
    parts.push(
      sql`exists (select 1 from ${tripLeads} l where l.trip_id = ${requestedTrips.id} and l.agent_id = ${filters.agentId} and l.state in ('offered', 'quoted'))`,
    );
  }
  if (filters.source) {
    parts.push(sql`${requestedTrips.attribution}->>'traffic_type' = ${filters.source}`);
  }
  if (filters.from) parts.push(sql`${requestedTrips.createdAt} >= ${filters.from}::date`);
  if (filters.to) {
    parts.push(sql`${requestedTrips.createdAt} < (${filters.to}::date + 1)`);
  }
  if (filters.escalatedBefore) parts.push(escalatedSql(filters.escalatedBefore));
  return parts;
}

/** No quote yet, still open, and created before the SLA's cut-off. */
export function escalatedSql(before: Date): SQL {
  return sql`(${requestedTrips.quotesCount} = 0 and ${requestedTrips.status} = 'Active' and ${requestedTrips.createdAt} < ${before.toISOString()}::timestamptz)`;
}

const BOARD_COLUMNS = {
  id: requestedTrips.id,
  toLoc: requestedTrips.toLoc,
  travelMonth: requestedTrips.travelMonth,
  startDate: requestedTrips.startDate,
  tripDays: requestedTrips.tripDays,
  adults: requestedTrips.adults,
  children: requestedTrips.children,
  budgetMinor: requestedTrips.budgetMinor,
  budgetCurrency: requestedTrips.budgetCurrency,
  quotesCount: requestedTrips.quotesCount,
  status: requestedTrips.status,
  leadStatus: requestedTrips.leadStatus,
  attribution: requestedTrips.attribution,
  createdAt: requestedTrips.createdAt,
  travellerName: sql<string>`(select u.name from ${users} u where u.id = ${requestedTrips.userId})`,
};

/**
 * The pipeline board's columns in one statement: for each of `statuses`, its requests matching
 * `where`, newest first, each read along requested_trips_lead_board_idx (decision 0213) and
 * joined by `union all` (decision 0238: one statement instead of one per column).
 */
export function boardColumnRows(
  db: Db,
  statuses: readonly string[],
  where: SQL[],
  page: { limit: number; offset: number },
) {
  const column = (status: string) =>
    db
      .select(BOARD_COLUMNS)
      .from(requestedTrips)
      .where(and(eq(requestedTrips.leadStatus, status as never), ...where))
      // `desc nulls last` as the index is built: a plain `desc` (nulls first) does not match
      // it, and every column was sorted in full (decision 0238).
      .orderBy(
        sql`${requestedTrips.createdAt} desc nulls last`,
        sql`${requestedTrips.id} desc nulls last`,
      )
      .limit(page.limit)
      .offset(page.offset);
  const [first, second, ...rest] = statuses.map(column);
  if (!first) return Promise.resolve([]);
  return second ? unionAll(first, second, ...rest) : first;
}

/** A count read up to `cap` rows: `more` when there are more than that. */
export interface BoundedCount {
  n: number;
  more: boolean;
}

/**
 * Requests per lead status matching `where`, and how many of them are escalated (decision
 * 0233). Unfiltered, the per-status counts are the trigger-kept rows of
 * requested_trip_lead_counts; filtered, each column is counted along its index up to `cap`
 * rows, so a filter that matches most of 100k requests costs `cap` rows a column, not the
 * table. Escalations are counted along requested_trips_awaiting_quote_idx, up to `cap`.
 */
export async function boardCounts(
  db: Db,
  statuses: readonly string[],
  where: SQL[],
  escalatedBefore: Date,
  cap: number,
): Promise<{ columns: Map<string, BoundedCount>; escalated: BoundedCount }> {
  const bounded = (condition: SQL) =>
    sql`(select count(*)::int from (select 1 from ${requestedTrips} where ${condition} limit ${cap + 1}) x)`;
  const escalated = bounded(and(escalatedSql(escalatedBefore), ...where) ?? sql`true`);
  const columns = new Map<string, BoundedCount>();
  const of = (n: number) => ({ n: Math.min(n, cap), more: n > cap });
  if (where.length === 0) {
    const [rows, [esc]] = await Promise.all([
      db
        .select({ status: requestedTripLeadCounts.leadStatus, n: requestedTripLeadCounts.n })
        .from(requestedTripLeadCounts),
      db.execute(sql`select ${escalated} as n`).then((r) => rowsOf(r, countColumns)),
    ]);
    for (const row of rows) columns.set(row.status, { n: Number(row.n), more: false });
    return { columns, escalated: of(Number(esc?.n ?? 0)) };
  }
  const parts = statuses.map(
    (status, i) =>
      sql`${bounded(and(eq(requestedTrips.leadStatus, status as never), ...where) ?? sql`true`)} as ${sql.raw(`s${i}`)}`,
  );
  const result = await db.execute(sql`select ${sql.join(parts, sql`, `)}, ${escalated} as e`);
  const [row = {}] = rowsOf(result, countColumns);
  statuses.forEach((status, i) => {
    columns.set(status, of(Number(row[`s${i}`] ?? 0)));
  });
  return { columns, escalated: of(Number(row.e ?? 0)) };
}
