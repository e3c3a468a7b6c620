import { describe, expect, it } from "vitest";
import { type AuthenticatedUser, ROLES, type Role } from "../../../common/roles";
import { isAppError } from "../../lib/errors";
import {
  QUOTE_ACTIONS,
  QUOTE_PERMISSIONS,
  QUOTE_REFUSALS,
  type QuoteAction,
  relationOf,
  requireQuoteAction,
} from "./quote-access";

const user = (role: Role) => ({ id: `${role}-1`, role }) as AuthenticatedUser;

function refusalOf(role: Role, action: QuoteAction) {
  try {
    requireQuoteAction(user(role), action);
    return null;
  } catch (error) {
    return isAppError(error) ? error.code : error;
  }
}

describe("quote permission table", () => {
  it.each(QUOTE_PERMISSIONS.map((p) => [p.action, p.role, p.relation] as const))(
    "lets %s be done by %s through the %s relation",
    (action, role, relation) => {
      expect(relationOf(action, role)).toBe(relation);
      expect(requireQuoteAction(user(role), action)).toBe(relation);
    },
  );

  it("has at most one row per (action, role)", () => {
    const keys = QUOTE_PERMISSIONS.map((p) => `${p.action}:${p.role}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuses every role without a row with the action's own answer", () => {
    for (const action of QUOTE_ACTIONS) {
      for (const role of ROLES) {
        if (relationOf(action, role)) continue;
        expect(refusalOf(role, action), `${role} ${action}`).toBe(QUOTE_REFUSALS[action]().code);
      }
    }
  });

  it("answers strangers as the service always did: not found, not an agent, staff only", () => {
    expect(refusalOf("agent", "list")).toBe("trip_not_found");
    expect(refusalOf("dialer", "read")).toBe("trip_not_found");
    expect(refusalOf("agent", "decide")).toBe("trip_not_found");
    expect(refusalOf("dialer", "chat")).toBe("quote_not_found");
    expect(refusalOf("traveller", "draft")).toBe("agents_only");
    expect(refusalOf("ops", "inbox")).toBe("agents_only");
    expect(refusalOf("traveller", "callbacks")).toBe("staff_only");
    expect(refusalOf("agent", "overview")).toBe("trip_not_found");
  });
});
