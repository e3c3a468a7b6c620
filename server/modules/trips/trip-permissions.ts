import { type AuthenticatedUser, actorOf, type Role } from "../../../common/roles";
import type { TripActor } from "../../../common/trip-status";
import { TRIP_ACTIONS, type TripAction } from "../../../common/trip-views";
import { AppError } from "../../lib/errors";
import { tripNotFound } from "./trips.errors";

export { TRIP_ACTIONS, type TripAction };

/**
 * How the user stands to the trip. `own`: the traveller who requested it. `routed`: an agent
 * the trip was routed to as a live lead (the quotes module knows; the trips service asks it).
 * `any`: no relation needed, the role alone decides.
 */
export type TripRelation = "own" | "routed" | "any";

/** What the service learnt about the user's relations to the trip beyond ownership. */
export interface TripRelations {
  routed?: boolean;
}

interface TripPermission {
  action: TripAction;
  role: Role;
  relation: TripRelation;
}

const own = (action: TripAction): TripPermission => ({
  action,
  role: "traveller",
  relation: "own",
});
const staff = (action: TripAction): TripPermission[] => [
  { action, role: "ops", relation: "any" },
  { action, role: "admin", relation: "any" },
];

/**
 * Who may do what to a trip, top to bottom (decision 0060). A user who matches no row for an
 * action, and no row for reading, gets the same 404 as for a missing trip; staff, who may read
 * every trip, get a 403 for the rest. Every write allowed by a row that is not `own` is
 * recorded in the trip's event log with the user's id and role.
 */
export const TRIP_PERMISSIONS: readonly TripPermission[] = [
  // The traveller's own request: all of it.
  own("read"),
  own("edit"),
  own("preferences"),
  own("contact"),
  own("callback"),
  own("cancel"),
  own("reactivate"),
  own("feedback"),
  own("listDocuments"),
  own("downloadDocument"),
  own("uploadDocument"),
  own("nurtureKeys"),
  own("readDetails"),
  own("details"),
  // Ops and admin support every request: they read it and its documents (decision 0020)...
  ...staff("read"),
  ...staff("listDocuments"),
  ...staff("readDetails"),
  ...staff("downloadDocument"),
  // ...act on its status for a traveller who phoned in (the status table has the same actors)...
  ...staff("cancel"),
  ...staff("reactivate"),
  ...staff("postpone"),
  // ...and note preferences told on the phone. The request's details, its contact number,
  // feedback, callbacks, documents and nurture links stay the traveller's own words and keys.
  ...staff("preferences"),
  // An agent quoting the request reads what the traveller shared for quoting: its documents.
  // Everything else an agent sees of the trip comes masked through the quotes module's lead.
  { action: "listDocuments", role: "agent", relation: "routed" },
  { action: "downloadDocument", role: "agent", relation: "routed" },
  // ...and the quiz answers and flights, told for quoting (decision 0222).
  { action: "readDetails", role: "agent", relation: "routed" },
];

const READS: ReadonlySet<TripAction> = new Set([
  "read",
  "listDocuments",
  "downloadDocument",
  "nurtureKeys",
  "readDetails",
]);

export interface TripAccess {
  /** The row of the table that allowed the action. */
  relation: TripRelation;
  /** Who acts, as the status table and the event log name it. */
  actor: TripActor;
  /** Whether the action must be written to the trip's event log. */
  audited: boolean;
}

function relationHolds(
  relation: TripRelation,
  user: AuthenticatedUser,
  ownerId: string,
  relations: TripRelations,
): boolean {
  switch (relation) {
    case "own":
      return ownerId === user.id;
    case "routed":
      return relations.routed === true;
    case "any":
      return true;
  }
}

function ruleFor(
  action: TripAction,
  user: AuthenticatedUser,
  ownerId: string,
  relations: TripRelations,
) {
  return TRIP_PERMISSIONS.find(
    (p) =>
      p.action === action &&
      p.role === user.role &&
      relationHolds(p.relation, user, ownerId, relations),
  );
}

/**
 * What `user` may do with `action` on a trip owned by `ownerId`, or the refusal: not found for
 * anyone who may not even read it, forbidden for someone who may read but not do this.
 */
export function authorizeTrip(
  user: AuthenticatedUser,
  action: TripAction,
  ownerId: string,
  relations: TripRelations = {},
): TripAccess {
  const rule = ruleFor(action, user, ownerId, relations);
  if (!rule) {
    if (!ruleFor("read", user, ownerId, relations)) throw tripNotFound();
    throw new AppError(
      "forbidden",
      "trip_action_forbidden",
      "Only the traveller who made this request can do this.",
    );
  }
  return {
    relation: rule.relation,
    actor: actorOf(user.role),
    audited: rule.relation !== "own" && !READS.has(action),
  };
}

/**
 * Whether any row could let `role` do `action` through a `routed` relation: the service asks
 * the quotes module only then (never from inside a transaction of its own, which an embedded
 * single-connection database could not serve at the same time).
 */
export function mayNeedRoutedRelation(role: Role, action: TripAction): boolean {
  return TRIP_PERMISSIONS.some(
    (p) =>
      p.role === role && p.relation === "routed" && (p.action === action || p.action === "read"),
  );
}

/** The actions the table allows `user` on a trip of `ownerId`, for the page to offer only those. */
export function allowedTripActions(
  user: AuthenticatedUser,
  ownerId: string,
  relations: TripRelations = {},
): TripAction[] {
  return TRIP_ACTIONS.filter((action) => ruleFor(action, user, ownerId, relations));
}
