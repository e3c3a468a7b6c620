import type { DomainEvents } from "../events/domain-events";
import type { JobQueue } from "../modules/jobs";
import type { LeadReason, LeadsService, RoutedLead } from "../modules/leads";

export const LEAD_TIMEOUT_JOB = "lead.timeout";

export interface RouteLeadDeps {
  leads: LeadsService;
  jobs: JobQueue;
  /** "lead.routed" and "lead.lost" are told here, after each change is committed. */
  events: Pick<DomainEvents, "publish">;
}

const timerKey = (leadId: number) => `lead-timeout:${leadId}`;

/** Starts (or moves) the timer after which an agent without a quote loses the lead. */
export async function scheduleLeadTimers(deps: RouteLeadDeps, leads: readonly RoutedLead[]) {
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
  const routed = await deps.leads.routeTrip(tripId, reason, want);
  await scheduleLeadTimers(deps, routed);
  for (const lead of routed) {
    await deps.events.publish("lead.routed", {
      tripId: lead.tripId,
      leadId: lead.leadId,
      agentId: lead.agentId,
      reason,
    });
  }
  return routed;
}

/**
 * The timer fired: when the agent still has not quoted, the lead expires and goes to the next
 * agent. Expiry is compare-and-set, so a timer that somehow fires twice reroutes once.
 */
export async function onLeadTimeout(deps: RouteLeadDeps, payload: Record<string, unknown>) {
  const leadId = Number(payload.leadId);
  if (!Number.isInteger(leadId)) return;
  const { expired, tripId, agentId } = await deps.leads.expireLead(leadId);
  if (!expired || tripId === null) return;
  if (agentId !== null) {
    await deps.events.publish("lead.lost", { tripId, leadId, agentId, cause: "timeout" });
  }
  await routeLead(deps, tripId, "reroute", 1);
}

export async function cancelLeadTimer(deps: RouteLeadDeps, leadId: number) {
  await deps.jobs.cancel(timerKey(leadId));
}
