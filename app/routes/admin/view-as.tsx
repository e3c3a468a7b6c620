import { redirect } from "react-router";
import { z } from "zod";
import { localized } from "../../lib/agent-workspace.server";
import { requireUser } from "../../lib/auth.server";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/view-as";

// Staff open a traveller's pages as that traveller, read-only, and end it (decision 0214). The
// one write the view allows is ending it: app.ts refuses every other non-GET while it lasts.

const ViewAsInput = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), trip_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("end") }),
]);

export async function loader({ request }: Route.LoaderArgs) {
  throw redirect(localized(request, "/admin"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ViewAsInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  const { viewAs } = context.services.accounts;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (parsed.data.intent === "end") {
    const user = await requireUser(request, context);
    const ended = await viewAs.end(request.headers.get("cookie"));
    for (const cookie of ended.setCookies) headers.append("Set-Cookie", cookie);
    if (ended.tripId && user.viewed_by) {
      await context.services.operations.record({
        tripId: ended.tripId,
        action: "view_as",
        actor: { id: user.viewed_by.id, role: "staff", name: user.viewed_by.name },
        summary: "Ended the customer view",
      });
    }
    const back = ended.tripId ? `/admin/trips/${ended.tripId}` : "/admin";
    return redirect(localized(request, back), { headers });
  }
  const user = await requireStaff(request, context, "customer.view_as");
  const tripId = parsed.data.trip_id;
  const travellerId = await context.services.trips.travellerOf(tripId);
  if (!travellerId) throw new Response("Not found", { status: 404 });
  const started = await viewAs.start(user, { id: travellerId }, tripId);
  await context.services.operations.record({
    tripId,
    action: "view_as",
    actor: {
      id: user.id,
      role: user.role,
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
    },
    summary: "Opened the request as the traveller (read-only)",
    detail: { viewSessionId: started.sessionId },
  });
  for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(localized(request, `/requested_trips/${tripId}`), { headers });
}
