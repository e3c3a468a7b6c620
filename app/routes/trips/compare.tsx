import { data, Link } from "react-router";
import { compareIdsOf } from "../../../common/quote-pages";
import { COMPARE_MAX, COMPARE_MIN } from "../../../common/quotes";
import { CompareQuery } from "../../../common/quotes-input";
import { TripIdParams } from "../../../common/trips";
import { LiveView } from "../../components/live-view";
import { CompareTable } from "../../components/quotes/compare-table";
import { destinationsLabel } from "../../components/trips/trip-format";
import { requireUser } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/compare";

// Compare (accounts §2, §5, §9): 2 to 3 of the trip's quotes side by side. Fewer than two, or
// more than three, go back to the request with the spec's message by the compare button.

export const meta: Route.MetaFunction = () => [
  { title: "Compare quotes | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id } = parseParams(TripIdParams, params);
  // A stranger's trip is missing before anything is said about the selection.
  const trip = await orNotFound(context.services.trips.get(user, id));
  const url = new URL(request.url);
  const ids = compareIdsOf(url.searchParams);
  const landing = url.pathname.replace(/\/compare$/, "");
  const unique = new Set(ids);
  if (unique.size > COMPARE_MAX) throw redirectWithFlash(landing, "compareTooMany");
  if (unique.size < COMPARE_MIN) throw redirectWithFlash(landing, "compareTooFew");
  const query = CompareQuery.safeParse({ quote_ids: ids });
  if (!query.success) throw data(null, { status: 404 });
  const quotes = await orNotFound(context.services.quotes.compare(user, id, query.data.quote_ids));
  return { tripId: trip.id, destinations: trip.to_loc, quotes };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { tripId, destinations, quotes } = loaderData;
  const localize = useLocalePath();
  return (
    <div className="overflow-x-clip bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-5 sm:pt-8">
        <LiveView topics={[`trip:${tripId}`]} />
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link
                to={localize(`/requested_trips/${tripId}`)}
                className="hover:text-brand-700 hover:underline"
              >
                Request #{tripId}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              Compare
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {quotes.length} quotes for {destinationsLabel(destinations)}
        </h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          Every price is split per person and per night, so longer and shorter trips compare fairly.
          Lines where the quotes differ are shaded; the better value is in bold.
        </p>
        <div className="mt-6 min-w-0">
          <CompareTable quotes={quotes} />
        </div>
      </div>
    </div>
  );
}
