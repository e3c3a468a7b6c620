import type { AuthenticatedUser } from "../../common/roles";
import { CreateTripRequestInput } from "../../common/trips";
import { isAppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { TripsService } from "../modules/trips";

export interface ClaimTripDraftDeps {
  trips: Pick<TripsService, "claimDraft">;
  logger: Logger;
}

/** The request the draft became, or: open the form again, prefilled from the draft. */
export type DraftClaim = { kind: "claimed"; tripId: number } | { kind: "reopen" };

/** A draft keeps the form's values as strings; they are checked again when it is claimed. */
export function parseTripDraft(payload: Record<string, unknown>): CreateTripRequestInput | null {
  const result = CreateTripRequestInput.safeParse(payload);
  return result.success ? result.data : null;
}

/**
 * The activation link of a guest who signed up inside the request form (decision 0020): the
 * signed-in owner of the draft's email gets exactly one request from it, however often the
 * link is followed. A draft that cannot become one (expired, another account, a month that
 * has passed, the daily limit) sends the user back to the form with what they typed.
 */
export async function claimTripDraft(
  deps: ClaimTripDraftDeps,
  user: AuthenticatedUser,
  token: string,
  headers?: Headers,
): Promise<DraftClaim> {
  try {
    const tripId = await deps.trips.claimDraft(user, token, parseTripDraft, headers);
    if (tripId) return { kind: "claimed", tripId };
  } catch (error) {
    if (!isAppError(error)) throw error;
    deps.logger.info({ code: error.code }, "trip draft refused; the form opens again");
  }
  return { kind: "reopen" };
}
