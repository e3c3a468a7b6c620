import { eq, type SQL, sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE } from "../../../common/quotes-input";
import type { Db } from "../../db";
import { users } from "../accounts/accounts.schema";
import { requestedTrips } from "../trips/trips.schema";
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
