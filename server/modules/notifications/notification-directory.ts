import type { Db } from "../../db";
import { greetingNameOf, recipientOf, userContactOf } from "../accounts";
import { agencyFactsOf } from "../agents";
import { leadStageOf, liveAgenciesOn } from "../leads";
import { quoteFactsOf } from "../quotes";
import { tripRowOf } from "../trips";

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

/**
 * The directory over the owning modules' doors. A trip's traveller is read after the trip
 * (two reads where a join was one): notifications are written after commit, off any page.
 */
export function createNotificationDirectory(db: Db): NotificationDirectory {
  return {
    async trip(tripId) {
      const row = await tripRowOf(db, tripId);
      if (!row) return null;
      const traveller = await userContactOf(db, row.userId);
      if (!traveller) return null;
      return {
        tripId,
        travellerUserId: row.userId,
        travellerFirstName: greetingNameOf(traveller),
        toLoc: row.toLoc,
        status: row.status,
      };
    },
    quote: (quoteId) => quoteFactsOf(db, quoteId),
    agency: (agentId) => agencyFactsOf(db, agentId),
    leadStage: (tripId, agentId) => leadStageOf(db, tripId, agentId),
    agenciesOnTrip: (tripId) => liveAgenciesOn(db, tripId),
    user: (userId) => recipientOf(db, userId),
  };
}
