import { describe, expect, it } from "vitest";
import { type AuthenticatedUser, ROLES, type Role } from "../../../common/roles";
import { isAppError } from "../../lib/errors";
import { authorizeTrip, TRIP_PERMISSIONS, type TripAction } from "./trip-permissions";

const ACTIONS = [...new Set(TRIP_PERMISSIONS.map((p) => p.action))] as TripAction[];
const user = (id: string, role: Role) => ({ id, role }) as AuthenticatedUser;

function outcome(who: AuthenticatedUser, action: TripAction, ownerId = "owner") {
  try {
    const access = authorizeTrip(who, action, ownerId);
    return access.audited ? "audited" : "allowed";
  } catch (error) {
    return isAppError(error) ? error.status : error;
  }
}

describe("trip permission table", () => {
  it("lets the owner do everything, unaudited", () => {
    for (const action of ACTIONS.filter((a) => a !== "postpone")) {
      expect(outcome(user("owner", "traveller"), action), action).toBe("allowed");
    }
  });

  it("hides the trip from other travellers, agents and dialers behind a 404", () => {
    for (const role of ROLES.filter((r) => r !== "ops" && r !== "admin")) {
      for (const action of ACTIONS) {
        expect(outcome(user("someone", role), action), `${role} ${action}`).toBe(404);
      }
    }
  });

  it.each(["ops", "admin"] as const)(
    "lets %s read, act on status and preferences, audited",
    (role) => {
      const staff = user("staff-1", role);
      expect(outcome(staff, "read")).toBe("allowed");
      expect(outcome(staff, "listDocuments")).toBe("allowed");
      expect(outcome(staff, "downloadDocument")).toBe("allowed");
      for (const action of ["cancel", "reactivate", "postpone", "preferences"] as const) {
        expect(outcome(staff, action), action).toBe("audited");
      }
      for (const action of [
        "edit",
        "contact",
        "callback",
        "feedback",
        "uploadDocument",
        "nurtureKeys",
      ] as const) {
        expect(outcome(staff, action), action).toBe(403);
      }
    },
  );

  it("refuses postpone to the traveller, whom the status table does not list either", () => {
    expect(outcome(user("owner", "traveller"), "postpone")).toBe(403);
  });
});
