import type { AuthenticatedUser, Role } from "../../../common/roles";
import type { TripActor } from "../../../common/trip-status";
import { AppError } from "../../lib/errors";
import { tripNotFound } from "./trips.errors";

/** Everything a signed-in user can do to one requested trip. Creating one has no trip yet. */
export const TRIP_ACTIONS = [
  "read",
  "edit",
  "preferences",
  "contact",
  "callback",
  "cancel",
  "reactivate",
  "postpone",
  "feedback",
  "listDocuments",
  "downloadDocument",
  "uploadDocument",
  "nurtureKeys",
] as const;
export type TripAction = (typeof TRIP_ACTIONS)[number];

/**
 * How the user stands to the trip. `own`: the traveller who requested it. `any`: no relation
 * needed, the role alone decides. The marketplace adds `routed` (an agent the trip was routed
 * to) here and in `relationHolds` below, then gives it rows; nothing else changes.
 */
export type TripRelation = "own" | "any";

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
  // Ops and admin support every request: they read it and its documents (decision 0020)...
  ...staff("read"),
  ...staff("listDocuments"),
  ...staff("downloadDocument"),
  // ...act on its status for a traveller who phoned in (the status table has the same actors)...
  ...staff("cancel"),
  ...staff("reactivate"),
  ...staff("postpone"),
  // ...and note preferences told on the phone. The request's details, its contact number,
  // feedback, callbacks, documents and nurture links stay the traveller's own words and keys.
  ...staff("preferences"),
];

const READS: ReadonlySet<TripAction> = new Set([
  "read",
  "listDocuments",
  "downloadDocument",
  "nurtureKeys",
]);

export interface TripAccess {
  /** The row of the table that allowed the action. */
  relation: TripRelation;
  /** Who acts, as the status table and the event log name it. */
  actor: TripActor;
  /** Whether the action must be written to the trip's event log. */
  audited: boolean;
}

function relationHolds(relation: TripRelation, user: AuthenticatedUser, ownerId: string): boolean {
  switch (relation) {
    case "own":
      return ownerId === user.id;
    case "any":
      return true;
  }
}

function ruleFor(action: TripAction, user: AuthenticatedUser, ownerId: string) {
  return TRIP_PERMISSIONS.find(
    (p) => p.action === action && p.role === user.role && relationHolds(p.relation, user, ownerId),
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
): TripAccess {
  const rule = ruleFor(action, user, ownerId);
  if (!rule) {
    if (!ruleFor("read", user, ownerId)) throw tripNotFound();
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

/** The actions the table allows `user` on a trip of `ownerId`, for the page to offer only those. */
export function allowedTripActions(user: AuthenticatedUser, ownerId: string): TripAction[] {
  return TRIP_ACTIONS.filter((action) => ruleFor(action, user, ownerId));
}

function actorOf(role: Role): TripActor {
  if (role === "traveller" || role === "ops" || role === "admin") return role;
  // No row gives agents or dialers anything yet; the marketplace names their actor with theirs.
  throw new Error(`no trip actor for role ${role}`);
}
