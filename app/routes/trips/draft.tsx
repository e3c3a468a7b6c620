import { useEffect, useRef } from "react";
import { Form, redirect } from "react-router";
import { claimTripDraft } from "../../../server/workflows/claim-trip-draft";
import { requireUser } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/draft";
import { localePrefixOf } from "./trip-form.server";

// The activation link of a guest who signed up inside the request form lands here, signed in.
// Opening the link changes nothing (no state change on GET): the page posts the claim at once
// with JavaScript, or with its button without. The draft becomes exactly one request; if it
// cannot (expired, another account, a month that has passed), the form opens again with what
// they typed.
export const meta: Route.MetaFunction = () => [
  { title: "Sending your trip request | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["traveller"]);
  // Already sent (the link opened again, or the first post went through): the agents have the
  // lead, so the traveller goes to the request rather than being told a step is left.
  const tripId = await context.services.trips.draftClaimedTrip(user, params.token.slice(0, 100));
  if (tripId) throw redirect(`${localePrefixOf(request)}/requested_trips/${tripId}`);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context, ["traveller"]);
  const prefix = localePrefixOf(request);
  const token = params.token.slice(0, 100);
  const claim = await claimTripDraft(
    { trips: context.services.trips, logger: context.logger },
    user,
    token,
    request.headers,
  );
  if (claim.kind === "claimed") {
    return redirectWithFlash(`${prefix}/requested_trips/${claim.tripId}`, "tripCreated");
  }
  return redirect(`${prefix}/requested_trips/new?draft=${encodeURIComponent(token)}`);
}

export default function Draft() {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once per page: React's development double effects must not post twice (harmless anyway).
    if (sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Your account is active</h1>
      <p className="mt-3 text-slate-600" role="status">
        Sending the trip request you filled in to our agents…
      </p>
      <Form method="post" ref={form} className="mt-6">
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Send my trip request
        </button>
      </Form>
    </section>
  );
}
