import { and, eq, inArray } from "drizzle-orm";
import { agentPictureUrl } from "../../../common/agents";
import type { Db } from "../../db";
import { users } from "../accounts/accounts.schema";
import { agents } from "../agents/agents.schema";
import { tripLeads } from "../leads/leads.schema";
import { quotes } from "../quotes/quotes.schema";
import { requestedTrips } from "../trips/trips.schema";

/**
 * What notifications need to know about a trip, a quote or an agency to address and word a
 * notification. Read-only: the notifications module writes only its own tables. Contact
 * details stay out (the traveller's and the agent's are masked at various stages).
 */
export interface TripFacts {
  tripId: number;
  travellerUserId: string;
  travellerFirstName: string;
  toLoc: string[];
  status: string;
}

export interface AgencyFacts {
  agentId: number;
  userId: string | null;
  companyName: string;
  pic: string;
}

export interface QuoteFacts {
  quoteId: number;
  tripId: number;
  agentId: number;
  status: string;
}

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  role: string;
}

export interface NotificationDirectory {
  trip(tripId: number): Promise<TripFacts | null>;
  quote(quoteId: number): Promise<QuoteFacts | null>;
  agency(agentId: number): Promise<AgencyFacts | null>;
  /** The inbox stage of the agency's lead on the trip (new, quoted, won, lost…). */
  leadStage(tripId: number, agentId: number): Promise<string | null>;
  /** Agencies whose lead on the trip is live (offered or quoted). */
  agenciesOnTrip(tripId: number): Promise<number[]>;
  user(userId: string): Promise<Recipient | null>;
}

export function createNotificationDirectory(db: Db): NotificationDirectory {
  return {
    async trip(tripId) {
      const [row] = await db
        .select({
          userId: requestedTrips.userId,
          toLoc: requestedTrips.toLoc,
          status: requestedTrips.status,
          firstName: users.firstName,
          name: users.name,
        })
        .from(requestedTrips)
        .innerJoin(users, eq(users.id, requestedTrips.userId))
        .where(eq(requestedTrips.id, tripId))
        .limit(1);
      if (!row) return null;
      return {
        tripId,
        travellerUserId: row.userId,
        travellerFirstName: row.firstName || row.name.split(" ")[0] || "",
        toLoc: row.toLoc,
        status: row.status,
      };
    },
    async quote(quoteId) {
      const [row] = await db
        .select({
          id: quotes.id,
          tripId: quotes.tripId,
          agentId: quotes.agentId,
          status: quotes.status,
        })
        .from(quotes)
        .where(eq(quotes.id, quoteId))
        .limit(1);
      return row
        ? { quoteId: row.id, tripId: row.tripId, agentId: row.agentId, status: row.status }
        : null;
    },
    async agency(agentId) {
      const [row] = await db
        .select({
          id: agents.id,
          userId: agents.userId,
          companyName: agents.companyName,
          encodedId: agents.encodedId,
        })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      return row
        ? {
            agentId: row.id,
            userId: row.userId,
            companyName: row.companyName,
            pic: agentPictureUrl(row.encodedId),
          }
        : null;
    },
    async leadStage(tripId, agentId) {
      const [row] = await db
        .select({ stage: tripLeads.stage })
        .from(tripLeads)
        .where(and(eq(tripLeads.tripId, tripId), eq(tripLeads.agentId, agentId)))
        .limit(1);
      return row?.stage ?? null;
    },
    async agenciesOnTrip(tripId) {
      const rows = await db
        .select({ agentId: tripLeads.agentId })
        .from(tripLeads)
        .where(and(eq(tripLeads.tripId, tripId), inArray(tripLeads.state, ["offered", "quoted"])));
      return [...new Set(rows.map((r) => r.agentId))];
    },
    async user(userId) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          name: users.name,
          role: users.role,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row
        ? {
            userId: row.id,
            email: row.email,
            firstName: row.firstName || row.name.split(" ")[0] || "",
            role: row.role,
          }
        : null;
    },
  };
}
