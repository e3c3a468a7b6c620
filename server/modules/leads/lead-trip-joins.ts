import { and, desc, eq, type SQL, sql } from "drizzle-orm";
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

/** The board's filters as one condition on requested_trips (and its live leads for an agent). */
export function boardWhere(filters: {
  q?: string;
  destination?: string;
  agentId?: number;
  source?: string;
  from?: string;
  to?: string;
  escalatedBefore?: Date;
}): SQL[] {
  const parts: SQL[] = [];
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (filters.q) {
    const q = filters.q.trim();
    if (/^\d{1,9}$/.test(q)) parts.push(sql`${requestedTrips.id} = ${Number(q)}`);
    else {
      const pattern = `%${escapeLike(q)}%`;
      parts.push(
        sql`(array_to_string(${requestedTrips.toLoc}, ' ') ilike ${pattern} or exists (select 1 from ${users} u where u.id = ${requestedTrips.userId} and (u.name ilike ${pattern} or u.email ilike ${pattern})))`,
      );
    }
  }
  if (filters.destination) {
    parts.push(
      sql`exists (select 1 from unnest(${requestedTrips.toLoc}) d where lower(d) = ${filters.destination.toLowerCase()})`,
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
 * One column of the pipeline board: requests in `status` matching `where`, newest first,
 * read along requested_trips_lead_board_idx (decision 0213).
 */
export function boardColumnRows(
  db: Db,
  status: string,
  where: SQL[],
  page: { limit: number; offset: number },
) {
  return db
    .select(BOARD_COLUMNS)
    .from(requestedTrips)
    .where(and(eq(requestedTrips.leadStatus, status as never), ...where))
    .orderBy(desc(requestedTrips.createdAt), desc(requestedTrips.id))
    .limit(page.limit)
    .offset(page.offset);
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
