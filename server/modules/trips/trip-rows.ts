import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { readOnce } from "../../lib/request-memo";
import { userNameOf } from "../accounts";
import { requestedTrips, tripDocuments } from "./trips.schema";

export type TripRow = typeof requestedTrips.$inferSelect;

/**
 * One request as the modules working on it read it (quotes and leads): the trips module's door
 * to its row. `db` may be a transaction, so a caller holding a lock reads inside it.
 */
export async function tripRowOf(db: Db, tripId: number): Promise<TripRow | undefined> {
  const [row] = await db
    .select()
    .from(requestedTrips)
    .where(eq(requestedTrips.id, tripId))
    .limit(1);
  return row;
}

/**
 * tripRowOf outside a transaction, once per page (request-memo.ts): the quotes, leads and trips
 * modules each read the trip they check access to, and one page asks all three.
 */
export function tripRowOnce(db: Db, tripId: number): Promise<TripRow | undefined> {
  return readOnce(`trips.row:${tripId}`, () => tripRowOf(db, tripId));
}

/** The documents the traveller shared on a request, newest first (the agent's lead page). */
export async function tripDocumentsOf(db: Db, tripId: number) {
  return db
    .select()
    .from(tripDocuments)
    .where(eq(tripDocuments.tripId, tripId))
    .orderBy(desc(tripDocuments.createdAt));
}

/** Who to call about each request (the dialer's scheduled calls): destinations, name, phone. */
export async function tripContactsOf(db: Db, tripIds: readonly number[]) {
  if (tripIds.length === 0) return new Map<number, TripContact>();
  const rows = await db
    .select({
      id: requestedTrips.id,
      toLoc: requestedTrips.toLoc,
      isdCode: requestedTrips.isdCode,
      phoneNo: requestedTrips.phoneNo,
      travellerName: userNameOf(requestedTrips.userId),
    })
    .from(requestedTrips)
    .where(inArray(requestedTrips.id, [...tripIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface TripContact {
  id: number;
  toLoc: string[];
  isdCode: string;
  phoneNo: string;
  travellerName: string;
}
