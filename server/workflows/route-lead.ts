import type { DomainEvents } from "../events/domain-events";
import type { JobQueue } from "../modules/jobs";
import type { AgentDirectory, LeadReason, LeadsService, RoutedLead } from "../modules/leads";
import type { TripRow } from "../modules/trips";

export const LEAD_TIMEOUT_JOB = "lead.timeout";

export interface RouteLeadDeps {
  leads: LeadsService;
  /** The request's row (the trips module's door; no user: the caller has checked it). */
  tripOf(tripId: number): Promise<TripRow | undefined>;
  /** The traveller's names (the accounts module's door). */
  travellerOf(userId: string): Promise<{ firstName: string; name: string } | undefined>;
  /** The catalogue's destinations a request names. */
  destinationsNamed(names: readonly string[]): Promise<{ id: number }[]>;
  /**
   * The catalogue's destinations a request lies in: its own and those around its places (a
   * Munnar & Alleppey request lies in Kerala too; the catalogue's place hierarchy, decision 0207).
   */
  destinationsAround(trip: {
    destinationIds: readonly number[];
    names: readonly string[];
  }): Promise<number[]>;
  /** Which agencies serve those destinations, with what routing ranks them by. */
  agents: Pick<AgentDirectory, "routingCandidates">;
  jobs: JobQueue;
  /** lead.routed and lead.lost are recorded by the leads module; their handlers run here. */
  events: Pick<DomainEvents, "deliver" | "publish">;
}

const timerKey = (leadId: number) => `lead-timeout:${leadId}`;

/** Starts (or moves) the timer after which an agent without a quote loses the lead. */
export async function scheduleLeadTimers(
  deps: Pick<RouteLeadDeps, "jobs">,
  leads: readonly RoutedLead[],
) {
  for (const lead of leads) {
    await deps.jobs.reschedule(
      timerKey(lead.leadId),
      LEAD_TIMEOUT_JOB,
      { leadId: lead.leadId },
      lead.respondBy,
    );
  }
}

/**
 * Routes a request to up to `want` more agents who serve its destination (issue 9 §2), and
 * starts each lead's response timer. A new request asks for 3, request_more_quotes for 1, a
 * lost lead for its replacement; the leads service keeps the total at 5.
 */
export async function routeLead(
  deps: RouteLeadDeps,
  tripId: number,
  reason: LeadReason,
  want: number,
): Promise<RoutedLead[]> {
  // Read before routing's transaction opens: the other modules read through the shared pool,
  // and on PGlite a query outside an open transaction waits for that transaction to end.
  const trip = await deps.tripOf(tripId);
  if (trip?.status !== "Active") return [];
  const named = (await deps.destinationsNamed(trip.toLoc)).map((d) => d.id);
  // An agency serving Kerala receives Munnar requests; one serving Munnar itself comes first.
  const destinationIds = await deps.destinationsAround({
    destinationIds: named,
    names: trip.toLoc,
  });
  if (destinationIds.length === 0) return [];
  const candidates = await deps.agents.routingCandidates(destinationIds);
  const traveller = await deps.travellerOf(trip.userId);
  const routed = await deps.leads.routeTrip(
    {
      tripId,
      destinationIds,
      namedDestinationIds: named,
      candidates,
      travellerName: traveller?.firstName || traveller?.name || "",
    },
    reason,
    want,
  );
  // lead.routed's handlers: each lead's timer (startLeadTimers) and the agency's notification.
  await deps.events.deliver();
  return routed;
}

/**
 * The timer fired: when the agent still has not quoted, the lead expires and goes to the next
 * agent. Expiry is compare-and-set, so a timer that somehow fires twice reroutes once.
 */
export async function onLeadTimeout(deps: RouteLeadDeps, payload: Record<string, unknown>) {
  const leadId = Number(payload.leadId);
  if (!Number.isInteger(leadId)) return;
  const { expired, tripId } = await deps.leads.expireLead(leadId);
  if (!expired || tripId === null) return;
  await deps.events.deliver();
  await routeLead(deps, tripId, "reroute", 1);
}

/**
 * lead.routed's handler: the lead's response timer. Scheduled from the event, not after the
 * routing, so a crash between the two still starts it (the timer's dedupe key makes a second
 * delivery a no-op).
 */
export function startLeadTimers(
  deps: Pick<RouteLeadDeps, "jobs"> & { events: Pick<DomainEvents, "handle"> },
) {
  deps.events.handle("lead-timer", "lead.routed", async (lead) => {
    await scheduleLeadTimers(deps, [
      {
        leadId: lead.leadId,
        tripId: lead.tripId,
        agentId: lead.agentId,
        respondBy: new Date(lead.respondBy),
      },
    ]);
  });
}

export async function cancelLeadTimer(deps: RouteLeadDeps, leadId: number) {
  await deps.jobs.cancel(timerKey(leadId));
}
