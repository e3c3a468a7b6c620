import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { LEAD_STAGES, type LeadStage, MAX_AGENTS_PER_TRIP } from "../../../common/quotes";
import type { InboxQuery } from "../../../common/quotes-input";
import type { Db, Executor } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import { AppError } from "../../lib/errors";
import { readOnce } from "../../lib/request-memo";
import { tripRowOf, tripRowOnce } from "../trips";
import { rankCandidates } from "./lead-routing";
import { type StageQuoteFact, stageOf } from "./lead-stage";
import { changeStatus, isLiveLead, LIVE_LEAD_STATES } from "./lead-status";
import { inboxRows } from "./lead-trip-joins";
import type { AgentDirectory, LeadReason, RoutedLead, RoutingCandidate } from "./lead-types";
import { tripLeadStageCounts, tripLeads } from "./leads.schema";

export type LeadRow = typeof tripLeads.$inferSelect;

/** The stage of a lead staff took away: in no inbox tab, so the agency no longer lists it. */
const WITHDRAWN_STAGE = "withdrawn";

/**
 * What the route-lead workflow hands routing, read before routing's transaction opens: the
 * request's destinations, the agencies serving them, and the traveller's first name (the inbox
 * searches it with the destinations).
 */
export interface RoutingRequest {
  tripId: number;
  /** Every destination the request lies in, the ones around its places included. */
  destinationIds: number[];
  /** The destinations it names itself: agencies serving one of them are ranked first. */
  namedDestinationIds?: number[];
  candidates: readonly RoutingCandidate[];
  travellerName: string;
}

export interface LeadsDeps {
  db: Db;
  agents: Pick<AgentDirectory, "byUserId">;
  /** Hours an agent has to send a first quote before the lead goes to the next agent. */
  leadResponseHours: number;
  /** lead.routed and lead.lost are recorded with the change (the outbox, decision 0184). */
  events?: Pick<DomainEvents, "record">;
  now?: () => Date;
}

const routed = (r: LeadRow): RoutedLead => ({
  leadId: r.id,
  tripId: r.tripId,
  agentId: r.agentId,
  respondBy: r.respondBy,
});

/**
 * Leads: a request routed to an agent, its state (lead-status.ts), its inbox stage
 * (lead-stage.ts), routing and expiry. The quotes module tells it when a quote changes
 * (restage, markQuoted); it takes no user: its callers have checked who acts.
 */
export function createLeadsService(deps: LeadsDeps) {
  const { db, agents } = deps;
  const now = deps.now ?? (() => new Date());
  const responseMs = deps.leadResponseHours * 3_600_000;

  const tripRow = (tripId: number) => tripRowOnce(db, tripId);

  /**
   * The agency's lead on the trip, live or lost to the timer; a lead staff took away
   * (withdrawn) is no lead of the agency's any more: its access to the request ended.
   */
  async function leadOf(tripId: number, agentId: number): Promise<LeadRow | null> {
    return readOnce(`leads.leadOf:${tripId}:${agentId}`, () => readLead(tripId, agentId));
  }

  async function readLead(tripId: number, agentId: number): Promise<LeadRow | null> {
    const [lead] = await db
      .select()
      .from(tripLeads)
      .where(
        and(
          eq(tripLeads.tripId, tripId),
          eq(tripLeads.agentId, agentId),
          ne(tripLeads.state, "withdrawn"),
        ),
      )
      .limit(1);
    return lead ?? null;
  }

  async function routeTrip(
    request: RoutingRequest,
    reason: LeadReason,
    want: number,
  ): Promise<RoutedLead[]> {
    const { tripId, destinationIds, candidates } = request;
    return db.transaction(async (tx) => {
      // One router per trip at a time, on PostgreSQL and PGlite alike: the cap holds even
      // when a timer and request_more_quotes fire together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`route-trip:${tripId}`}))`);
      const trip = await tripRowOf(tx, tripId);
      if (trip?.status !== "Active") return [];
      const existing = await tx
        .select({ agentId: tripLeads.agentId, state: tripLeads.state })
        .from(tripLeads)
        .where(eq(tripLeads.tripId, tripId));
      const live = existing.filter((l) => isLiveLead(l.state)).length;
      const room = Math.min(want, MAX_AGENTS_PER_TRIP - live);
      if (room <= 0) return [];
      const taken = new Set(existing.map((l) => l.agentId));
      const serving = candidates.filter(
        (c) => !taken.has(c.agentId) && c.destinationIds.some((id) => destinationIds.includes(id)),
      );
      if (serving.length === 0) return [];
      const loads = await tx
        .select({ agentId: tripLeads.agentId, open: sql<number>`count(*)::int` })
        .from(tripLeads)
        .where(
          and(
            inArray(
              tripLeads.agentId,
              serving.map((c) => c.agentId),
            ),
            eq(tripLeads.state, "offered"),
          ),
        )
        .groupBy(tripLeads.agentId);
      const chosen = rankCandidates(
        serving,
        new Map(loads.map((l) => [l.agentId, l.open])),
        request.namedDestinationIds,
      ).slice(0, room);
      const routedAt = now();
      const respondBy = new Date(routedAt.getTime() + responseMs);
      const searchText = [...trip.toLoc, request.travellerName].join(" ").toLowerCase();
      const rows = await tx
        .insert(tripLeads)
        .values(
          chosen.map((c) => ({
            tripId,
            agentId: c.agentId,
            reason,
            stage: "new",
            routedAt,
            respondBy,
            searchText,
            updatedAt: routedAt,
          })),
        )
        .onConflictDoNothing()
        .returning();
      for (const row of rows) {
        await deps.events?.record(tx, "lead.routed", {
          tripId,
          leadId: row.id,
          agentId: row.agentId,
          reason,
          respondBy: row.respondBy.toISOString(),
        });
      }
      return rows.map(routed);
    });
  }

  /** A new offered lead of `agentId` on the trip, with its lead.routed event, inside `tx`. */
  async function offerLead(
    tx: Executor,
    lead: { tripId: number; agentId: number; reason: LeadReason; searchText: string },
  ): Promise<RoutedLead> {
    const routedAt = now();
    const [row] = await tx
      .insert(tripLeads)
      .values({
        ...lead,
        stage: "new",
        routedAt,
        respondBy: new Date(routedAt.getTime() + responseMs),
        updatedAt: routedAt,
      })
      .returning();
    if (!row) throw new Error("lead insert returned nothing");
    await deps.events?.record(tx, "lead.routed", {
      tripId: row.tripId,
      leadId: row.id,
      agentId: row.agentId,
      reason: lead.reason,
      respondBy: row.respondBy.toISOString(),
    });
    return routed(row);
  }

  /** The trip's leads under the routing lock, refusing an agency that already had it. */
  async function lockedLeads(tx: Executor, tripId: number, newAgentId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`route-trip:${tripId}`}))`);
    const existing = await tx.select().from(tripLeads).where(eq(tripLeads.tripId, tripId));
    if (existing.some((l) => l.agentId === newAgentId)) {
      throw new AppError(
        "conflict",
        "agent_already_on_trip",
        "This agency already has, or had, this request: choose another.",
      );
    }
    return existing;
  }

  return {
    leadOf,
    routeTrip,

    /**
     * Whether the agent signed in as `userId` holds a live lead (offered or quoted) on the
     * trip: the trips module's `routed` permission relation (documents the traveller shared).
     */
    async isRoutedAgent(userId: string, tripId: number): Promise<boolean> {
      const agency = await agents.byUserId(userId);
      if (!agency) return false;
      const lead = await leadOf(tripId, agency.id);
      return lead !== null && isLiveLead(lead.state);
    },

    /**
     * Staff move the request from one agency to another (decision 0213): the old lead is
     * withdrawn (its agency's access ends, lead.lost tells it) and the new agency is offered
     * the request with a full response time (lead.routed notifies it and starts its timer).
     * The caller has checked the new agency serves the request's destination.
     */
    async reassign(change: {
      tripId: number;
      fromAgentId: number;
      toAgentId: number;
      actor: "ops" | "admin";
    }): Promise<{ withdrawnLeadId: number; routed: RoutedLead }> {
      return db.transaction(async (tx) => {
        const existing = await lockedLeads(tx, change.tripId, change.toAgentId);
        const from = existing.find((l) => l.agentId === change.fromAgentId);
        if (!from || !isLiveLead(from.state)) {
          throw new AppError(
            "conflict",
            "lead_not_live",
            "That agency no longer holds this request: reload the page.",
          );
        }
        const at = now();
        const withdrawn = await changeStatus(tx, {
          lead: from,
          event: "reassign",
          actor: change.actor,
          set: { stage: WITHDRAWN_STAGE, closedAt: at, updatedAt: at },
        });
        if (!withdrawn) {
          throw new AppError("conflict", "lead_not_live", "The lead changed meanwhile: reload.");
        }
        await deps.events?.record(tx, "lead.lost", {
          tripId: change.tripId,
          leadId: from.id,
          agentId: from.agentId,
          cause: "reassigned",
        });
        const routedLead = await offerLead(tx, {
          tripId: change.tripId,
          agentId: change.toAgentId,
          reason: "reassign",
          searchText: from.searchText,
        });
        return { withdrawnLeadId: from.id, routed: routedLead };
      });
    },

    /** Staff add one more agency to the request, within the cap of live agencies per trip. */
    async addAgent(change: {
      tripId: number;
      agentId: number;
      searchText: string;
    }): Promise<RoutedLead> {
      return db.transaction(async (tx) => {
        const existing = await lockedLeads(tx, change.tripId, change.agentId);
        if (existing.filter((l) => isLiveLead(l.state)).length >= MAX_AGENTS_PER_TRIP) {
          throw new AppError(
            "conflict",
            "agents_cap_reached",
            `This request already has ${MAX_AGENTS_PER_TRIP} agencies working on it: reassign one instead.`,
          );
        }
        return offerLead(tx, { ...change, reason: "staff_added" });
      });
    },

    /** Live leads (offered or quoted) of a trip: what the agents cap counts. */
    async liveLeadCount(tripId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tripLeads)
        .where(and(eq(tripLeads.tripId, tripId), inArray(tripLeads.state, [...LIVE_LEAD_STATES])));
      return row?.n ?? 0;
    },

    /**
     * The timer of a lead fired: when its agent has not sent a quote and the trip is still
     * active, the lead expires (true). Compare-and-set, so a second firing changes nothing.
     */
    async expireLead(
      leadId: number,
    ): Promise<{ expired: boolean; tripId: number | null; agentId: number | null }> {
      const [lead] = await db.select().from(tripLeads).where(eq(tripLeads.id, leadId)).limit(1);
      if (!lead) return { expired: false, tripId: null, agentId: null };
      const unchanged = { expired: false, tripId: lead.tripId, agentId: lead.agentId };
      const trip = await tripRow(lead.tripId);
      if (trip?.status !== "Active") return unchanged;
      if (lead.respondBy > now()) return unchanged;
      const expired = await db.transaction(async (tx) => {
        const row = await changeStatus(tx, {
          lead,
          event: "time_out",
          actor: "system",
          set: { stage: "lost", closedAt: now(), updatedAt: now() },
        });
        if (row) {
          await deps.events?.record(tx, "lead.lost", {
            tripId: lead.tripId,
            leadId,
            agentId: lead.agentId,
            cause: "timeout",
          });
        }
        return Boolean(row);
      });
      return { expired, tripId: lead.tripId, agentId: lead.agentId };
    },

    /** The lead's deadline, for a timer scheduled again (reactivation). */
    async leadsAwaitingQuote(tripId: number): Promise<RoutedLead[]> {
      const rows = await db
        .select()
        .from(tripLeads)
        .where(and(eq(tripLeads.tripId, tripId), eq(tripLeads.state, "offered")));
      return rows.map(routed);
    },

    /** A reactivated request: its offered leads get a full response time again. */
    async renewDeadlines(tripId: number): Promise<RoutedLead[]> {
      const respondBy = new Date(now().getTime() + responseMs);
      const rows = await db
        .update(tripLeads)
        .set({ respondBy, updatedAt: now() })
        .where(and(eq(tripLeads.tripId, tripId), eq(tripLeads.state, "offered")))
        .returning();
      return rows.map(routed);
    },

    /** Every lead of a trip in routing order: the routing history staff read. */
    async ofTrip(tripId: number): Promise<LeadRow[]> {
      return db
        .select()
        .from(tripLeads)
        .where(eq(tripLeads.tripId, tripId))
        .orderBy(asc(tripLeads.routedAt), asc(tripLeads.id));
    },

    /**
     * Recomputes the inbox stage of every lead of a trip after anything changed on it; the
     * trip's quotes are asked only when the trip exists.
     */
    async restage(tripId: number, quoteFacts: () => Promise<StageQuoteFact[]>): Promise<void> {
      const trip = await tripRow(tripId);
      if (!trip) return;
      const leads = await db.select().from(tripLeads).where(eq(tripLeads.tripId, tripId));
      const facts = await quoteFacts();
      for (const lead of leads) {
        if (lead.state === "withdrawn") continue;
        const stage = stageOf(lead, trip.status, facts);
        if (stage !== lead.stage) {
          await db
            .update(tripLeads)
            .set({ stage, updatedAt: now() })
            .where(eq(tripLeads.id, lead.id));
        }
      }
    },

    /**
     * The agent sent a quote on the lead (lead-status.ts `send_quote`), inside the send's
     * transaction `tx`: the lead is quoted, first quoted at its first send. The lead is read
     * again under its row lock, so another send of the agency's racing this one finds it quoted;
     * false when the lead is no longer the agent's to answer (it expired since the send read
     * it), and the send is refused.
     */
    async markQuoted(tx: Executor, leadId: number, sentAt: Date): Promise<boolean> {
      const [lead] = await tx
        .select()
        .from(tripLeads)
        .where(eq(tripLeads.id, leadId))
        .for("update");
      if (!lead) return false;
      const row = await changeStatus(tx, {
        lead,
        event: "send_quote",
        actor: "agent",
        set: { firstQuotedAt: lead.firstQuotedAt ?? sentAt, updatedAt: sentAt },
      });
      return row !== null;
    },

    /** Something happened on the lead's quote: it moves up the agent's inbox. */
    async touch(leadId: number): Promise<void> {
      await db.update(tripLeads).set({ updatedAt: now() }).where(eq(tripLeads.id, leadId));
    },

    /**
     * One page of an agent's inbox (a stage, or all; a search) with its counts per stage; the
     * quotes module adds each lead's quotes.
     */
    async inboxPage(agentId: number, query: InboxQuery) {
      // Kept by triggers on trip_leads: seven rows, not a scan of every lead (decision 0085).
      const countRows = await db
        .select({ stage: tripLeadStageCounts.stage, n: tripLeadStageCounts.leads })
        .from(tripLeadStageCounts)
        .where(eq(tripLeadStageCounts.agentId, agentId));
      const counts = Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<
        LeadStage,
        number
      >;
      for (const row of countRows) {
        if (row.stage in counts) counts[row.stage as LeadStage] = row.n;
      }
      const filters = [eq(tripLeads.agentId, agentId), ne(tripLeads.stage, WITHDRAWN_STAGE)];
      if (query.stage) filters.push(eq(tripLeads.stage, query.stage));
      if (query.q) {
        const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(sql`${tripLeads.searchText} like ${like}`);
      }
      const where = and(...filters);
      const total =
        query.q || !query.stage
          ? query.q
            ? ((await db.select({ n: sql<number>`count(*)::int` }).from(tripLeads).where(where))[0]
                ?.n ?? 0)
            : Object.values(counts).reduce((a, b) => a + b, 0)
          : counts[query.stage];
      const rows = await inboxRows(db, where, query.page);
      return { counts, total, rows };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
