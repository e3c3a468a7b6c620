import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "./roles";
import {
  mayStaff,
  STAFF_MENU,
  STAFF_PERMISSIONS,
  type StaffPermission,
  staffMenuFor,
} from "./staff-permissions";

// Decision 0216: every role × every staff page and action, allowed or refused, from the one
// table the server checks and the menu reads.
const EXPECTED: Record<StaffPermission, readonly Role[]> = {
  "home.view": ["admin", "ops"],
  "leads.board": ["admin", "ops"],
  "trip.view": ["admin", "ops"],
  "lead.move": ["admin", "ops"],
  "lead.reassign": ["admin", "ops"],
  "trip.note": ["admin", "ops"],
  "callback.schedule": ["admin", "ops"],
  "callbacks.work": ["admin", "ops", "dialer"],
  "customer.view_as": ["admin", "ops"],
  "coupons.manage": ["admin", "ops"],
  "payouts.release": ["admin", "ops"],
  "payments.view": ["admin", "ops"],
  "agencies.review": ["admin"],
  "agencies.view": ["admin", "ops"],
  "agencies.manage": ["admin"],
  "users.manage": ["admin"],
  "events.retry": ["admin", "ops"],
  "analytics.view": ["admin", "ops"],
  "photos.manage": ["admin", "ops"],
};

describe("staff permission table", () => {
  const cases = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).flatMap((permission) =>
    ROLES.map((role) => [permission, role, EXPECTED[permission].includes(role)] as const),
  );

  it.each(cases)("%s for %s: %s", (permission, role, allowed) => {
    expect(mayStaff(role, permission)).toBe(allowed);
  });

  it("lists every permission the expectations name, and no other", () => {
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it("never lets a traveller or an agent do anything staff do", () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as StaffPermission[]) {
      expect(mayStaff("traveller", permission)).toBe(false);
      expect(mayStaff("agent", permission)).toBe(false);
    }
  });

  it("shows each role only the menu links its permissions open", () => {
    expect(staffMenuFor("dialer").map((m) => m.to)).toEqual(["/admin/dialer"]);
    expect(staffMenuFor("traveller")).toEqual([]);
    expect(staffMenuFor("ops").map((m) => m.to)).toContain("/admin/leads");
    for (const role of ROLES) {
      for (const item of staffMenuFor(role)) expect(mayStaff(role, item.permission)).toBe(true);
    }
    expect(STAFF_MENU.length).toBeGreaterThan(staffMenuFor("dialer").length);
    // Admin administers; ops read the agencies but never see the staff accounts page.
    expect(staffMenuFor("admin").map((m) => m.to)).toEqual(
      expect.arrayContaining(["/admin/agencies", "/admin/users"]),
    );
    expect(staffMenuFor("ops").map((m) => m.to)).toContain("/admin/agencies");
    expect(staffMenuFor("ops").map((m) => m.to)).not.toContain("/admin/users");
  });
});
