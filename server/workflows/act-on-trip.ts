import { LEAD_STATUS_LABEL, type LeadStatusEvent } from "../../common/lead-status";
import type { AuthenticatedUser } from "../../common/roles";
import { mayStaff, type StaffPermission } from "../../common/staff-permissions";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { AgentDirectory, LeadsService } from "../modules/leads";
import type { OperationsService, StaffActor } from "../modules/operations";
import type { LeadStatuses, TripContact, TripRow } from "../modules/trips";
import type { RouteLeadDeps } from "./route-lead";
import { scheduleLeadTimers } from "./route-lead";

// What operations staff do on one request (decision 0213): reassign it or add an agency (only
// one that serves its destination), move its lead status where the table lets staff, write a
// note, schedule a callback. Each is allowed by common/staff-permissions.ts and written to the
// request's audit log with who and why.

export interface ActOnTripDeps {
  leads: Pick<LeadsService, "reassign" | "addAgent" | "ofTrip">;
  leadStatuses: Pick<LeadStatuses, "staffMove">;
  operations: OperationsService;
  tripOf(tripId: number): Promise<TripRow | undefined>;
  destinationsNamed(names: readonly string[]): Promise<{ id: number }[]>;
  agents: Pick<AgentDirectory, "routingCandidates" | "cards">;
  staffMembers(): Promise<{ id: string; email: string; name: string }[]>;
  jobs: RouteLeadDeps["jobs"];
  events: Pick<DomainEvents, "deliver">;
  tripContacts(tripIds: readonly number[]): Promise<Map<number, TripContact>>;
}

function requireStaff(user: AuthenticatedUser, permission: StaffPermission): "ops" | "admin" {
  if (user.viewed_by || !mayStaff(user.role, permission)) {
    throw new AppError("forbidden", "staff_forbidden", "Your role may not do this.");
  }
  if (user.role !== "ops" && user.role !== "admin") {
    throw new AppError("forbidden", "staff_forbidden", "Your role may not do this.");
  }
  return user.role;
}

const actorOf = (user: AuthenticatedUser): StaffActor & { id: string } => ({
  id: user.id,
  role: user.role,
  name: `${user.first_name} ${user.last_name}`.trim() || user.email,
});

export function createTripDesk(deps: ActOnTripDeps) {
  async function openTrip(tripId: number): Promise<TripRow> {
    const trip = await deps.tripOf(tripId);
    if (!trip) throw new AppError("not_found", "trip_not_found", "Requested trip not found");
    return trip;
  }

  /** The agencies serving the request's destinations, by name: who it may be given to. */
  async function servingAgencies(trip: TripRow) {
    const ids = (await deps.destinationsNamed(trip.toLoc)).map((d) => d.id);
    const candidates = await deps.agents.routingCandidates(ids);
    const cards = await deps.agents.cards(
      candidates.map((c) => c.agentId),
      {},
    );
    return candidates
      .map((c) => ({ agentId: c.agentId, companyName: cards.get(c.agentId)?.companyName ?? "" }))
      .sort((a, b) => a.companyName.localeCompare(b.companyName));
  }

  async function nameOf(agentId: number): Promise<string> {
    return (await deps.agents.cards([agentId], {})).get(agentId)?.companyName ?? `#${agentId}`;
  }

  function requireServing(agencies: { agentId: number }[], agentId: number) {
    if (!agencies.some((a) => a.agentId === agentId)) {
      throw new AppError(
        "invalid_input",
        "agent_does_not_serve",
        "That agency does not serve this request's destination.",
        [
          {
            code: "agent_does_not_serve",
            field: "to_agent_id",
            message: "That agency does not serve this destination.",
          },
        ],
      );
    }
  }

  return {
    /** Agencies the request may go to, for the page's choosers. */
    async agenciesFor(user: AuthenticatedUser, tripId: number) {
      requireStaff(user, "trip.view");
      return servingAgencies(await openTrip(tripId));
    },

    async reassign(
      user: AuthenticatedUser,
      tripId: number,
      input: { fromAgentId: number; toAgentId: number; reason: string },
    ) {
      const role = requireStaff(user, "lead.reassign");
      const trip = await openTrip(tripId);
      if (trip.status !== "Active") {
        throw new AppError(
          "conflict",
          "trip_not_active",
          "Only an active request can be reassigned.",
        );
      }
      requireServing(await servingAgencies(trip), input.toAgentId);
      const result = await deps.leads.reassign({
        tripId,
        fromAgentId: input.fromAgentId,
        toAgentId: input.toAgentId,
        actor: role,
      });
      const [from, to] = await Promise.all([nameOf(input.fromAgentId), nameOf(input.toAgentId)]);
      await deps.operations.record({
        tripId,
        action: "reassign",
        actor: actorOf(user),
        summary: `Reassigned from ${from} to ${to}: ${input.reason}`,
        detail: { ...input, withdrawnLeadId: result.withdrawnLeadId },
      });
      await scheduleLeadTimers(deps, [result.routed]);
      await deps.events.deliver();
      return result;
    },

    async addAgent(
      user: AuthenticatedUser,
      tripId: number,
      input: { agentId: number; reason: string },
    ) {
      requireStaff(user, "lead.reassign");
      const trip = await openTrip(tripId);
      if (trip.status !== "Active") {
        throw new AppError(
          "conflict",
          "trip_not_active",
          "Only an active request can get agencies.",
        );
      }
      requireServing(await servingAgencies(trip), input.agentId);
      const leads = await deps.leads.ofTrip(tripId);
      const routed = await deps.leads.addAgent({
        tripId,
        agentId: input.agentId,
        searchText: leads[0]?.searchText ?? trip.toLoc.join(" ").toLowerCase(),
      });
      await deps.operations.record({
        tripId,
        action: "add_agent",
        actor: actorOf(user),
        summary: `Added ${await nameOf(input.agentId)}: ${input.reason}`,
        detail: input,
      });
      await scheduleLeadTimers(deps, [routed]);
      await deps.events.deliver();
      return routed;
    },

    async moveLead(
      user: AuthenticatedUser,
      tripId: number,
      input: { event: LeadStatusEvent; reason: string },
    ) {
      const role = requireStaff(user, "lead.move");
      const change = await deps.leadStatuses.staffMove({
        tripId,
        event: input.event,
        actor: role,
        actorId: user.id,
        reason: input.reason,
      });
      await deps.operations.record({
        tripId,
        action: "lead_status",
        actor: actorOf(user),
        summary: `Lead moved from ${LEAD_STATUS_LABEL[change.from]} to ${LEAD_STATUS_LABEL[change.to]}${input.reason ? `: ${input.reason}` : ""}`,
        detail: { ...change, event: input.event },
      });
      return change;
    },

    async addNote(user: AuthenticatedUser, tripId: number, body: string) {
      requireStaff(user, "trip.note");
      await openTrip(tripId);
      const result = await deps.operations.addNote(
        tripId,
        actorOf(user),
        body,
        await deps.staffMembers(),
      );
      await deps.events.deliver();
      return result;
    },

    async scheduleCallback(
      user: AuthenticatedUser,
      tripId: number,
      input: { dueAt: Date; note: string },
    ) {
      requireStaff(user, "callback.schedule");
      const trip = await openTrip(tripId);
      if (trip.status === "Cancelled") {
        throw new AppError("conflict", "trip_not_active", "This request was cancelled.");
      }
      return deps.operations.scheduleCallback(tripId, actorOf(user), input);
    },

    /** The calls staff scheduled, due first, with who to call: the dialer's second queue. */
    async scheduledCalls(user: AuthenticatedUser, page: number) {
      if (user.viewed_by || !mayStaff(user.role, "callbacks.work")) {
        throw new AppError("forbidden", "staff_forbidden", "Your role may not do this.");
      }
      const pageSize = 20;
      const { total, rows } = await deps.operations.openCallbacks({
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const contacts = await deps.tripContacts(rows.map((r) => r.tripId));
      return {
        total,
        page,
        pageSize,
        items: rows.map((r) => {
          const contact = contacts.get(r.tripId);
          return {
            id: r.id,
            tripId: r.tripId,
            dueAt: r.dueAt.toISOString(),
            note: r.note,
            scheduledByName: r.scheduledByName,
            destinations: contact?.toLoc ?? [],
            travellerName: contact?.travellerName ?? "",
            phone: contact ? `${contact.isdCode} ${contact.phoneNo}` : "",
          };
        }),
      };
    },

    async closeScheduledCall(user: AuthenticatedUser, callbackId: number) {
      if (user.viewed_by || !mayStaff(user.role, "callbacks.work")) {
        throw new AppError("forbidden", "staff_forbidden", "Your role may not do this.");
      }
      return deps.operations.closeCallback(callbackId, actorOf(user));
    },

    /** The audit, notes and callbacks of the request, for its staff page. */
    async deskOf(user: AuthenticatedUser, tripId: number) {
      requireStaff(user, "trip.view");
      return deps.operations.ofTrip(tripId);
    },
  };
}

export type TripDesk = ReturnType<typeof createTripDesk>;
