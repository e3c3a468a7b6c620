import { data } from "react-router";
import { requireUser } from "../lib/auth.server";
import type { Route } from "./+types/requested-trip-gate";

// Request landing, quote detail and compare are for signed-in users only (spec §2 "Access").
// Until trip requests exist (trips module), no request can be found, so a signed-in user
// gets the error page like for any unknown request.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw data(null, { status: 404 });
}

export default function RequestedTrip() {
  return null;
}
