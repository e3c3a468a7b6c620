import { redirect } from "react-router";
import { requireUser } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/draft";
import { localePrefixOf, parseDraft } from "./trip-form.server";

// The activation link of a guest who signed up inside the request form lands here, signed in.
// The draft becomes their request; if it cannot (expired, another account, a month that has
// passed), the form opens again with what they typed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["traveller"]);
  const prefix = localePrefixOf(request);
  const token = params.token.slice(0, 100);
  try {
    const id = await context.services.trips.claimDraft(user, token, parseDraft);
    if (id) return redirectWithFlash(`${prefix}/requested_trips/${id}`, "tripCreated");
  } catch (error) {
    context.logger.info({ err: error }, "trip draft could not be claimed");
  }
  return redirect(`${prefix}/requested_trips/new?draft=${encodeURIComponent(token)}`);
}

export default function Draft() {
  return null;
}
