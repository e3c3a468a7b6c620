import { redirect } from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import { TripDocumentParams } from "../../../common/trips";
import { requireUser } from "../../lib/auth.server";
import { documentResponse, isNotFound } from "../../lib/trips.server";
import type { Route } from "./+types/document";

// A trip document, as an attachment, to the trip's parties only (the service checks). A
// resource route has no page to fail into, so a missing document, or one of another
// traveller's trips, goes to the error page like a missing page does.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const parsed = TripDocumentParams.safeParse(params);
  if (!parsed.success) throw redirect(PAGE_NOT_FOUND_PATH);
  const { id, documentId } = parsed.data;
  try {
    const file = await context.services.trips.downloadDocument(user, id, documentId);
    return documentResponse(file, request.signal);
  } catch (error) {
    if (isNotFound(error)) throw redirect(PAGE_NOT_FOUND_PATH);
    throw error;
  }
}
