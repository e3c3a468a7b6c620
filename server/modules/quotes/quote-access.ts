import { and, eq, isNotNull } from "drizzle-orm";
import { type AuthenticatedUser, type Role, STAFF_ROLES } from "../../../common/roles";
import type { Db } from "../../db";
import type { AppError } from "../../lib/errors";
import type { AgentDirectory, LeadRow, LeadsService } from "../leads";
import { readableQuoteRows } from "./quote-trip-joins";
import type { QuoteRow, TripRow } from "./quote-types";
import * as errors from "./quotes.errors";
import { quotes } from "./quotes.schema";

/** Everything a signed-in user can do with a trip's quotes, by who acts. */
export const QUOTE_ACTIONS = [
  "list",
  "read",
  "decide",
  "chat",
  "viewTrip",
  "lead",
  "draft",
  "inbox",
  "overview",
  "callbacks",
  "library",
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/**
 * How the user must stand to the trip or quote. `own`: the traveller who requested the trip.
 * `routed`: an agency the trip was routed to (a lead, live or not). `author`: the agency whose
 * quote it is. `any`: the role alone decides.
 */
export type QuoteRelation = "own" | "routed" | "author" | "any";

interface QuotePermission {
  action: QuoteAction;
  role: Role;
  relation: QuoteRelation;
}

const staff = (action: QuoteAction): QuotePermission[] =>
  STAFF_ROLES.map((role) => ({ action, role, relation: "any" }));

/**
 * Who may do what with quotes, top to bottom: one row per (action, role). A role without a row
 * gets the action's refusal (QUOTE_REFUSALS), the same answer as for a missing trip or quote,
 * so a stranger learns nothing.
 */
export const QUOTE_PERMISSIONS: readonly QuotePermission[] = [
  // The traveller: the sent quotes of their own request, to list, read (get, compare, PDF),
  // decide on (accept, decline, hotels, callback, compare selection) and chat about.
  { action: "list", role: "traveller", relation: "own" },
  { action: "read", role: "traveller", relation: "own" },
  { action: "decide", role: "traveller", relation: "own" },
  { action: "chat", role: "traveller", relation: "own" },
  { action: "viewTrip", role: "traveller", relation: "own" },
  // The agent: requests routed to it (the lead page, starting a quote), its own quotes (the
  // builder, sending, withdrawing, their chat) and its own inbox.
  { action: "viewTrip", role: "agent", relation: "routed" },
  { action: "lead", role: "agent", relation: "routed" },
  { action: "draft", role: "agent", relation: "author" },
  { action: "chat", role: "agent", relation: "author" },
  { action: "inbox", role: "agent", relation: "any" },
  // Its own day library (decision 0210): the agency comes from the user.
  { action: "library", role: "agent", relation: "any" },
  // Ops and admin oversee every request: its sent quotes, their chats (read-only: the chat
  // module gives staff no pen) and the routing history.
  ...staff("list"),
  ...staff("read"),
  ...staff("chat"),
  ...staff("viewTrip"),
  ...staff("overview"),
  // The callback queue: staff and the dialer who calls travellers back.
  ...staff("callbacks"),
  { action: "callbacks", role: "dialer", relation: "any" },
];

/** What a user without a row hears: as if the trip or quote did not exist, or who may act. */
export const QUOTE_REFUSALS: Record<QuoteAction, () => AppError> = {
  list: errors.tripNotFound,
  read: errors.tripNotFound,
  decide: errors.tripNotFound,
  chat: errors.quoteNotFound,
  viewTrip: errors.tripNotFound,
  lead: errors.tripNotFound,
  draft: errors.notAnAgent,
  inbox: errors.notAnAgent,
  overview: errors.tripNotFound,
  callbacks: errors.staffOnly,
  library: errors.notAnAgent,
};

/** The relation `role` needs for `action`, or undefined when no row lets it. */
export function relationOf(action: QuoteAction, role: Role): QuoteRelation | undefined {
  return QUOTE_PERMISSIONS.find((p) => p.action === action && p.role === role)?.relation;
}

/** The relation the table asks of `user` for `action`; the action's refusal when none. */
export function requireQuoteAction(user: AuthenticatedUser, action: QuoteAction): QuoteRelation {
  const relation = relationOf(action, user.role);
  if (!relation) throw QUOTE_REFUSALS[action]();
  return relation;
}

export interface QuoteAccessDeps {
  db: Db;
  agents: Pick<AgentDirectory, "byUserId">;
  leads: Pick<LeadsService, "leadOf">;
  tripRow(tripId: number): Promise<TripRow | undefined>;
}

/**
 * The table's relations checked against the rows: each loader answers the row it was asked for
 * only when the user stands to it as the table says, and the action's refusal otherwise.
 */
export function createQuoteAccess(deps: QuoteAccessDeps) {
  const { db, tripRow } = deps;

  /** The agency of a user the table lets act as an agent. */
  async function agencyOf(user: AuthenticatedUser, action: QuoteAction): Promise<number> {
    requireQuoteAction(user, action);
    const agency = await deps.agents.byUserId(user.id);
    if (!agency) throw errors.notAnAgent();
    return agency.id;
  }

  /** The trip `action` is about, as the user's relation reaches it (and the agent's lead). */
  async function trip(
    user: AuthenticatedUser,
    action: QuoteAction,
    tripId: number,
  ): Promise<{ trip: TripRow; agentId: number | null; lead: LeadRow | null }> {
    const relation = requireQuoteAction(user, action);
    if (relation === "routed") {
      const agentId = await agencyOf(user, action);
      const lead = await deps.leads.leadOf(tripId, agentId);
      const row = lead ? await tripRow(tripId) : undefined;
      if (!lead || !row) throw errors.tripNotFound();
      return { trip: row, agentId, lead };
    }
    const row = await tripRow(tripId);
    if (!row || (relation === "own" && row.userId !== user.id)) throw errors.tripNotFound();
    return { trip: row, agentId: null, lead: null };
  }

  return {
    agencyOf,
    trip,

    /** A sent quote of the traveller's own trip. Drafts do not exist for the traveller. */
    async decidableQuote(user: AuthenticatedUser, tripId: number, quoteId: number) {
      const { trip: row } = await trip(user, "decide", tripId);
      const [quote] = await db
        .select()
        .from(quotes)
        .where(
          and(eq(quotes.id, quoteId), eq(quotes.tripId, row.id), isNotNull(quotes.sentVersion)),
        )
        .limit(1);
      if (!quote) throw errors.quoteNotFound();
      return { trip: row, quote };
    },

    /** The agent's own quote (any state), with its trip. */
    async authoredQuote(
      user: AuthenticatedUser,
      quoteId: number,
    ): Promise<{ agentId: number; quote: QuoteRow; trip: TripRow }> {
      const agentId = await agencyOf(user, "draft");
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      if (!quote || quote.agentId !== agentId) throw errors.quoteNotFound();
      const row = await tripRow(quote.tripId);
      if (!row) throw errors.quoteNotFound();
      return { agentId, quote, trip: row };
    },

    /**
     * Sent quotes of a trip the reader may see (`read`: the traveller's own, any for staff),
     * each with its trip and whether its agent's contact shows: one read. The caller refuses
     * when a quote it asked for is missing (refuseRead). A promise, run once (a Drizzle query
     * would run again for every `then`).
     */
    async readableQuotes(user: AuthenticatedUser, tripId: number, quoteIds: number[]) {
      const relation = requireQuoteAction(user, "read");
      return readableQuoteRows(db, {
        quoteIds,
        tripId,
        ownerId: relation === "own" ? user.id : undefined,
      });
    },

    /**
     * Why readableQuotes found less than asked, as the one-read-at-a-time checks answered: a
     * traveller's trip that is not theirs is "trip not found", anything else "quote not found".
     * Asked only when refusing.
     */
    async refuseRead(user: AuthenticatedUser, tripId: number): Promise<never> {
      if (requireQuoteAction(user, "read") === "own") await trip(user, "read", tripId);
      throw errors.quoteNotFound();
    },
  };
}

export type QuoteAccess = ReturnType<typeof createQuoteAccess>;
