import { data } from "react-router";
import { QuoteParams } from "../../../common/agent-workspace";
import { BuilderHotelQuery } from "../../../common/builder-hotels";
import { addDays } from "../../../common/hotel-stay";
import { requireRole } from "../../lib/agent-workspace.server";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/quote-hotels";

// The builder's catalogue hotel search (decision 0209): the site's hotels of a stay's city,
// priced for that stay's nights of the trip and the trip's travellers. The quote must be the
// agent's own; the dates and travellers come from the trip, never from the query.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, ["agent"]);
  const { quoteId } = parseParams(QuoteParams, params);
  const editor = await orNotFound(context.services.quotes.editor(user, quoteId));
  const url = new URL(request.url);
  const parsed = BuilderHotelQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data({ errors: [{ code: "invalid_query" }] }, { status: 400 });
  const offset = Math.min(Math.max(Number(url.searchParams.get("offset")) || 0, 0), 60);
  const results = await context.services.hotels.searchForStay({
    ...parsed.data,
    checkIn: editor.trip.startDate ? addDays(editor.trip.startDate, offset) : undefined,
    adults: Math.max(editor.trip.adults, 1),
    children: editor.trip.children,
  });
  return data(results, { headers: { "Cache-Control": "private, no-store" } });
}
