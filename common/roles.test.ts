import { describe, expect, it } from "vitest";
import { dashboardUrlFor, ROLES } from "./roles";

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
