export const ROLES = ["traveller", "agent", "admin", "ops", "dialer"] as const;
export type Role = (typeof ROLES)[number];

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
}
