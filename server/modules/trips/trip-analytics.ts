import { asc, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { requestedTrips } from "./trips.schema";

// The trips module's door for analytics (decision 0215): what a request is, to be counted.

export interface TripAnalyticsFact {
  tripId: number;
  requestedAt: Date;
  destination: string;
  source: string;
}

/** The requests among `tripIds` that exist, with their first destination and their source. */
export async function tripAnalyticsFacts(db: Db, tripIds: number[]): Promise<TripAnalyticsFact[]> {
  if (tripIds.length === 0) return [];
  const rows = await db
    .select({
      id: requestedTrips.id,
      createdAt: requestedTrips.createdAt,
      toLoc: requestedTrips.toLoc,
      attribution: requestedTrips.attribution,
    })
    .from(requestedTrips)
    .where(inArray(requestedTrips.id, tripIds));
  return rows.map((r) => ({
    tripId: r.id,
    requestedAt: r.createdAt,
    destination: r.toLoc[0]?.trim() || "Not decided",
    source: r.attribution.utm_source?.trim() || r.attribution.traffic_type?.trim() || "direct",
  }));
}

/** Request ids after `afterId`, in order: the pages of a full rebuild. */
export async function tripIdsAfter(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: requestedTrips.id })
    .from(requestedTrips)
    .where(gt(requestedTrips.id, afterId))
    .orderBy(asc(requestedTrips.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
