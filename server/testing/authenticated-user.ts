import { type AuthenticatedUser, dashboardUrlFor, type Role } from "../../common/roles";

/** The signed-in user a test acts as, shaped as a session gives it (no trip, no picture). */
export function authenticatedUser(user: {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}): AuthenticatedUser {
  return {
    id: user.id,
    sub_account_id: null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    image: null,
    role: user.role,
    latest_active_trip: null,
    dashboard_url: dashboardUrlFor(user.role),
    logged_in: true,
  };
}
