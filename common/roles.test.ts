import { describe, expect, it } from "vitest";
import { actorOf, dashboardUrlFor, isStaff, ROLES, STAFF_ROLES } from "./roles";

describe("dashboardUrlFor", () => {
  it.each([
    ["traveller", "/travellers/dashboard"],
    ["agent", "/agents/dashboard"],
    ["admin", "/admin"],
    ["ops", "/admin"],
    ["dialer", "/admin/dialer"],
  ] as const)("%s → %s", (role, url) => {
    expect(dashboardUrlFor(role)).toBe(url);
  });

  it("covers every role", () => {
    for (const role of ROLES) expect(dashboardUrlFor(role)).toMatch(/^\//);
  });
});

describe("isStaff", () => {
  it.each([
    ["admin", true],
    ["ops", true],
    ["traveller", false],
    ["agent", false],
    ["dialer", false],
  ] as const)("%s → %s", (role, staff) => {
    expect(isStaff(role)).toBe(staff);
  });

  it("agrees with STAFF_ROLES", () => {
    expect(ROLES.filter(isStaff)).toEqual(expect.arrayContaining([...STAFF_ROLES]));
    expect(ROLES.filter(isStaff)).toHaveLength(STAFF_ROLES.length);
  });
});

describe("actorOf", () => {
  it.each(["traveller", "agent", "ops", "admin"] as const)("%s acts as itself", (role) => {
    expect(actorOf(role)).toBe(role);
  });

  it("refuses a dialer, who takes no step in any state machine", () => {
    expect(() => actorOf("dialer")).toThrow(/dialer/);
  });
});
