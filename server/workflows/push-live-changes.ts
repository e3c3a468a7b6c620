import {
  LIVE_EVENTS,
  type LivePush,
  LiveTopic,
  STAFF_PAYOUTS_TOPIC,
  STAFF_TRIPS_TOPIC,
  tripTopic,
  userTopic,
} from "../../common/live";
import { type AuthenticatedUser, isStaff } from "../../common/roles";
import type { DomainEventMap, DomainEventName, DomainEvents } from "../events/domain-events";
import type { RealtimePublisher } from "../events/realtime-publisher";
import type { AgentsService } from "../modules/agents";
import type { LeadsService } from "../modules/leads";
import type { TripsService } from "../modules/trips";

export interface LiveChangesDeps {
  trips: Pick<TripsService, "travellerOf">;
  leads: Pick<LeadsService, "ofTrip" | "leadOf">;
  agents: Pick<AgentsService, "byUserId" | "userIdOf">;
}

/**
 * The events a live page re-reads itself for (decision 0202). Chat messages are not here:
 * the chat panels are live on their own (decision 0111) and a page need not reload for them.
 */
export const LIVE_EVENT_NAMES = [
  "trip.cancelled",
  "trip.reactivated",
  "lead.routed",
  "lead.lost",
  "quote.sent",
  "quote.accepted",
  "quote.declined",
  "quote.hotel_rejected",
  "quote.callback_requested",
  "invoice.issued",
  "quote.payment_captured",
  "quote.payment_failed",
  "quote.refund_processed",
  "quote.booked",
  "quote.converted",
  "booking.cancelled",
  "payout.released",
  "voucher.uploaded",
  "payment.pending",
  "payment.captured",
  "payment.failed",
  "payment.expired",
] as const satisfies readonly DomainEventName[];

/** Kinds the staff's payouts list shows a change for. */
const MONEY_KINDS: ReadonlySet<string> = new Set([
  "invoice.issued",
  "quote.payment_captured",
  "quote.refund_processed",
  "quote.booked",
  "quote.converted",
  "booking.cancelled",
  "payout.released",
  "voucher.uploaded",
]);

/**
 * The topics one event changes: its trip, the lists of the trip's traveller and of every
 * agency with a lead on it, the staff lists; a payment alone (a hotel booking's) reaches its
 * payer's lists.
 */
export async function topicsOf(
  deps: LiveChangesDeps,
  name: string,
  payload: Record<string, unknown>,
): Promise<string[]> {
  const topics = new Set<string>();
  const tripId = typeof payload.tripId === "number" ? payload.tripId : null;
  if (tripId !== null) {
    topics.add(tripTopic(tripId));
    topics.add(STAFF_TRIPS_TOPIC);
    const traveller =
      typeof payload.travellerUserId === "string"
        ? payload.travellerUserId
        : await deps.trips.travellerOf(tripId);
    if (traveller) topics.add(userTopic(traveller));
    const agencies = new Set((await deps.leads.ofTrip(tripId)).map((lead) => lead.agentId));
    if (typeof payload.agentId === "number") agencies.add(payload.agentId);
    for (const agentId of agencies) {
      const userId = await deps.agents.userIdOf(agentId);
      if (userId) topics.add(userTopic(userId));
    }
  }
  if (typeof payload.payerUserId === "string") topics.add(userTopic(payload.payerUserId));
  if (MONEY_KINDS.has(name)) topics.add(STAFF_PAYOUTS_TOPIC);
  return [...topics].filter((topic) => LiveTopic.safeParse(topic).success);
}

/**
 * The outbox's "live-push" handler of every live event: after the change committed, each
 * topic's room is told `{ topic, kind }`, and the pages on it re-read their loaders. A push
 * may be lost (a page without a socket polls); it is never the only way to see a change.
 */
export function pushLiveChanges(
  deps: LiveChangesDeps & {
    events: Pick<DomainEvents, "handle">;
    realtime: Pick<RealtimePublisher, "toTopic">;
  },
) {
  for (const name of LIVE_EVENT_NAMES) {
    deps.events.handle("live-push", name, async (payload: DomainEventMap[typeof name]) => {
      const topics = await topicsOf(deps, name, payload as unknown as Record<string, unknown>);
      for (const topic of topics) {
        const push: LivePush = { topic, kind: name };
        deps.realtime.toTopic(topic, LIVE_EVENTS.changed, push);
      }
    });
  }
}

/**
 * May this user join this live topic? Only topics of objects they may see: their own trip,
 * a trip their agency has a lead on, their own lists; staff any trip and the staff lists.
 */
export function createLiveTopicAuthoriser(deps: LiveChangesDeps) {
  return async function mayJoinTopic(user: AuthenticatedUser, topic: string): Promise<boolean> {
    if (!LiveTopic.safeParse(topic).success) return false;
    const [kind, id = ""] = topic.split(/:(.*)/s);
    if (kind === "user") return id === user.id;
    if (kind === "staff") return isStaff(user.role);
    if (kind !== "trip") return false;
    const tripId = Number(id);
    if (!Number.isSafeInteger(tripId) || tripId <= 0 || tripId > 2_147_483_647) return false;
    if (isStaff(user.role)) return true;
    if (user.role === "traveller") return (await deps.trips.travellerOf(tripId)) === user.id;
    if (user.role === "agent") {
      const agency = await deps.agents.byUserId(user.id);
      return agency !== null && (await deps.leads.leadOf(tripId, agency.id)) !== null;
    }
    return false;
  };
}
