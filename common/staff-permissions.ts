// Who among staff may do what (decision 0216): ONE table, read by the server before every staff
// page and action and by the staff menu, so a role sees exactly the links it may follow.
import type { Role } from "./roles";

export const STAFF_PERMISSIONS = {
  /** The operations home: accounts by role, newest sign-ups, the requests table. */
  "home.view": ["admin", "ops"],
  /** The pipeline board at /admin/leads. */
  "leads.board": ["admin", "ops"],
  /** One request's page: routing, quotes, audit log, notes, callbacks. */
  "trip.view": ["admin", "ops"],
  /** Move a lead on the board where the lead status table allows staff. */
  "lead.move": ["admin", "ops"],
  /** Give a request to another agency, or add one. */
  "lead.reassign": ["admin", "ops"],
  "trip.note": ["admin", "ops"],
  /** Put a call to the traveller into the dialer's queue. */
  "callback.schedule": ["admin", "ops"],
  /** Work the callback queue: the dialer's own page, and staff who cover for it. */
  "callbacks.work": ["admin", "ops", "dialer"],
  /** Open a traveller's pages as that traveller, read-only. */
  "customer.view_as": ["admin", "ops"],
  "coupons.manage": ["admin", "ops"],
  "payouts.release": ["admin", "ops"],
  /** The ledger and payments (refunds are the payments page's own rule). */
  "payments.view": ["admin", "ops"],
  /** Agencies that applied to join: admin decides who sells on Triphive. */
  "agencies.review": ["admin"],
  /** The agencies page: status, suspension and commission. Ops read it to route leads. */
  "agencies.view": ["admin", "ops"],
  /** Approve, suspend or reinstate an agency, set its commission (decision 0230). */
  "agencies.manage": ["admin"],
  /** Staff accounts: create ops, dialer and admin accounts, change a role, disable (0229). */
  "users.manage": ["admin"],
  /** Deliveries that failed every attempt, to retry once the cause is fixed. */
  "events.retry": ["admin", "ops"],
  /** Funnels, money and agency scorecards at /admin/analytics, with their CSV. */
  "analytics.view": ["admin", "ops"],
  /** Upload, replace and remove the photos of destinations, places, packages and hotels. */
  "photos.manage": ["admin", "ops"],
} as const satisfies Record<string, readonly Role[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function mayStaff(role: Role, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The staff menu: each link shown only to roles its page's permission lets in. */
export const STAFF_MENU: readonly { label: string; to: string; permission: StaffPermission }[] = [
  { label: "Requests", to: "/admin", permission: "home.view" },
  { label: "Pipeline", to: "/admin/leads", permission: "leads.board" },
  { label: "Analytics", to: "/admin/analytics", permission: "analytics.view" },
  { label: "Callback queue", to: "/admin/dialer", permission: "callbacks.work" },
  { label: "Coupons", to: "/admin/coupons", permission: "coupons.manage" },
  { label: "Payments and ledger", to: "/admin/payments", permission: "payments.view" },
  { label: "Agency payouts", to: "/admin/payouts", permission: "payouts.release" },
  { label: "Stuck events", to: "/admin/events", permission: "events.retry" },
  { label: "Photos", to: "/admin/photos", permission: "photos.manage" },
  { label: "Agencies", to: "/admin/agencies", permission: "agencies.view" },
  { label: "Staff accounts", to: "/admin/users", permission: "users.manage" },
];

export function staffMenuFor(role: Role) {
  return STAFF_MENU.filter((item) => mayStaff(role, item.permission));
}
