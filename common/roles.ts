export const ROLES = ["traveller", "agent", "admin", "ops", "dialer"] as const;
export type Role = (typeof ROLES)[number];

/** Operations staff: they oversee every trip, quote, invoice and payout. */
export const STAFF_ROLES = ["admin", "ops"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaff(role: Role): role is StaffRole {
  return role === "admin" || role === "ops";
}

/**
 * Who takes a step in a state machine (quotes, trips, invoices…): a signed-in user acts as
 * their role, and `system` is the server acting on its own (timers, webhooks, workflows).
 */
export type Actor = "traveller" | "agent" | "ops" | "admin" | "system";
export type UserActor = Exclude<Actor, "system">;

/** The actor a signed-in user is; a dialer takes no step in any state machine. */
export function actorOf(role: Role): UserActor {
  if (role === "dialer") throw new Error("a dialer takes no step in any state machine");
  return role;
}

/** Spec: dashboard_url per role (issue "Accounts and access"). */
export function dashboardUrlFor(role: Role): string {
  switch (role) {
    case "traveller":
      return "/travellers/dashboard";
    case "agent":
      return "/agents/dashboard";
    case "admin":
    case "ops":
      return "/admin";
    case "dialer":
      return "/admin/dialer";
  }
}

/** The signed-in user as the spec lists it (accounts §3 "Authenticated user"). */
export interface AuthenticatedUser {
  id: string;
  sub_account_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  image: string | null;
  role: Role;
  /** The traveller's most recent active trip request; trips arrive with issue 5. */
  latest_active_trip: number | null;
  dashboard_url: string;
  logged_in: true;
  /**
   * Set while a staff member views the site as this traveller (decision 0214): every write is
   * refused, and pages show a banner naming the staff member.
   */
  viewed_by?: { id: string; name: string; session_id: string; trip_id: number | null };
}
