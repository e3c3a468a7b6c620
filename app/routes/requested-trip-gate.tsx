import { data } from "react-router";
import { requireUser } from "../lib/auth.server";
import type { Route } from "./+types/requested-trip-gate";

// Quote detail and compare are for signed-in users only (spec §2 "Access"). Until agents can
// quote, no quote can be found, so a signed-in user gets the error page like for any unknown
// quote. (The request landing itself is routes/trips/landing.tsx.)
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw data(null, { status: 404 });
}

export default function RequestedTrip() {
  return null;
}
