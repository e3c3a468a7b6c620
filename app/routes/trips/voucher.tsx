import { redirect } from "react-router";
import { z } from "zod";
import { rowId } from "../../../common/ids";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import { requireUser } from "../../lib/auth.server";
import { documentResponse, isNotFound } from "../../lib/trips.server";
import type { Route } from "./+types/voucher";

// A voucher (docUrl), as an attachment, to the quote's traveller, agency and staff only; the
// traveller's first download is noted by the service (travellerStatus downloaded). Only under
// its own trip's id: under any other it is not found, as for a stranger.
const Params = z.object({ id: rowId(), voucherId: rowId() });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw redirect(PAGE_NOT_FOUND_PATH);
  try {
    const { id: tripId, voucherId } = parsed.data;
    // Only a voucher of the trip in the address: another trip's id is not found.
    const file = await context.services.vouchers.download(user, voucherId, { tripId });
    return documentResponse(file, request.signal);
  } catch (error) {
    if (isNotFound(error)) throw redirect(PAGE_NOT_FOUND_PATH);
    throw error;
  }
}
