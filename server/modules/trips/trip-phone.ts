import { and, eq } from "drizzle-orm";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Executor } from "../../db";
import type { TripAction } from "./trip-permissions";
import type { TripRow } from "./trip-rows";
import * as errors from "./trips.errors";
import { requestedTrips } from "./trips.schema";

/** A trip's contact number as one string, as texts are addressed: "+91 9876543210". */
function phoneOf(row: Pick<TripRow, "isdCode" | "phoneNo">): string {
  return `${row.isdCode} ${row.phoneNo}`;
}

/**
 * The request's contact number and its verification (decision 0236), on a trip the caller has
 * already authorised (trips.service.ts's `load` and `write`, as trip-details.ts uses them).
 */
export function tripPhoneService(deps: {
  now: () => Date;
  load(user: AuthenticatedUser, id: number, action: TripAction): Promise<{ row: TripRow }>;
  write<T>(
    user: AuthenticatedUser,
    id: number,
    action: TripAction,
    work: (row: TripRow, tx: Executor) => Promise<T>,
  ): Promise<T>;
}) {
  const { now, load, write } = deps;
  return {
    /**
     * The trip's contact number for its owner to verify, with the "contact" action's check:
     * only the traveller who made the request (decision 0236).
     */
    async contactNumberOf(
      user: AuthenticatedUser,
      id: number,
    ): Promise<{ phone: string; verified: boolean }> {
      const { row } = await load(user, id, "contact");
      return { phone: phoneOf(row), verified: row.numberVerified };
    },

    /**
     * Marks the number verified, if it is still `phone`: a number changed while its code was
     * being typed stays unverified (trip_changed).
     */
    async markNumberVerified(user: AuthenticatedUser, id: number, phone: string): Promise<void> {
      await write(user, id, "contact", async (row, tx) => {
        if (phoneOf(row) !== phone) throw errors.tripChanged();
        await tx
          .update(requestedTrips)
          .set({ numberVerified: true, updatedAt: now() })
          .where(
            and(
              eq(requestedTrips.id, row.id),
              eq(requestedTrips.isdCode, row.isdCode),
              eq(requestedTrips.phoneNo, row.phoneNo),
            ),
          );
      });
    },
  };
}
