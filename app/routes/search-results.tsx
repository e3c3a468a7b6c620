import { Form, Link } from "react-router";
import { DEFAULT_TIME_ZONE, formatDate, formatRupees, NOUNS, plural } from "../../common/format";
import { destinationListingUrl } from "../../common/listing-url";
import { POPULAR_SEARCHES, type SearchResult, searchResultsHref } from "../../common/search";
import { SearchQuery } from "../../common/search-query";
import { stayOf } from "../lib/hotel-stay.server";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/search-results";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = SearchQuery.safeParse({ q: url.searchParams.get("q") ?? undefined });
  const q = parsed.success ? parsed.data.q : "";
  const [answer, destinations] = await Promise.all([
    context.services.search.search(q),
    context.services.catalog.trendingDestinations().catch(() => []),
  ]);
  // Hotels are priced by the hotels door for the default stay, per night (decision 0217).
  const stay = stayOf(request, url);
  const hotelIds = [...answer.top, ...answer.groups.flatMap((g) => g.results)]
    .filter((r) => r.doc_class === "hotel")
    .map((r) => Number(r.id));
  const hotelPrices = await context.services.hotels.prices([...new Set(hotelIds)], stay);
  const priced = <R extends { doc_class: string; id: string | number; price: number | null }>(
    r: R,
  ): R => {
    if (r.doc_class !== "hotel") return r;
    const p = hotelPrices.get(Number(r.id));
    return { ...r, price: p ? p.perNightMinor / 100 : null };
  };
  const groups = answer.groups.map((g) => ({ ...g, results: g.results.map(priced) }));
  const top = answer.top.map(priced);
  const guests = stay.rooms.reduce((n, r) => n + r.adults + r.children, 0);
  const hotelUnit = `per night · ${plural(stay.rooms.length, "room")}, ${plural(guests, "guest")} · ${formatDate(stay.checkIn, DEFAULT_TIME_ZONE, { weekday: true })} to ${formatDate(stay.checkOut, DEFAULT_TIME_ZONE, { weekday: true })}`;
  return { q, answer: { ...answer, top, groups }, hotelUnit, trending: destinations.slice(0, 8) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.q
      ? `“${data.q}”: search results | Triphive`
      : "Search destinations and packages | Triphive",
  },
  { name: "robots", content: "noindex, follow" },
];

function Price({ price, unit }: { price: number | null; unit: string }) {
  if (price === null) return null;
  return (
    <p className="text-sm text-slate-700">
      from <span className="font-semibold text-slate-900">{formatRupees(price)}</span>{" "}
      <span className="text-xs text-slate-500">{unit}</span>
    </p>
  );
}

function ResultCard({ result, hotelUnit }: { result: SearchResult; hotelUnit: string }) {
  const localize = useLocalePath();
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {result.image ? (
        <img
          src={result.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="p-4">
        <Link
          to={localize(result.href)}
          className="text-base font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {result.title}
        </Link>
        {result.location ? (
          <p className="mt-0.5 text-sm text-slate-600">{result.location}</p>
        ) : null}
        <div className="mt-2">
          <Price
            price={result.price}
            unit={result.doc_class === "hotel" ? hotelUnit : "per person"}
          />
        </div>
        {result.links.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {result.links.map((l) => (
              <li key={l.href}>
                <Link to={localize(l.href)} className="text-brand-700 underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function PopularSearches() {
  const localize = useLocalePath();
  return (
    <section aria-labelledby="popular-searches" className="mt-8">
      <h2 id="popular-searches" className="text-lg font-semibold text-slate-900">
        Popular searches
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {POPULAR_SEARCHES.map((s) => (
          <li key={s.q}>
            <Link
              to={localize(searchResultsHref(s.q))}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { q, answer, trending } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Form method="get" role="search" aria-label="Search again" className="flex max-w-2xl gap-2">
        <label htmlFor="search-results-q" className="sr-only">
          Search destinations, places and packages
        </label>
        <input
          id="search-results-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={80}
          placeholder="Try Kerala, Munnar or Goa beach"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit"
          className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>

      {!q ? (
        <>
          <h1 className="mt-8 text-3xl font-extrabold text-slate-900">Where do you want to go?</h1>
          <p className="mt-2 text-slate-600">
            Search a state, a country, a town or a sight: “Kerala”, “Munnar”, “Baga beach”, or an
            old name like “Cochin” or “Bangalore”.
          </p>
          <PopularSearches />
        </>
      ) : answer.total === 0 ? (
        <>
          <h1 className="mt-8 text-2xl font-extrabold text-slate-900">No results for “{q}”</h1>
          {answer.didYouMean ? (
            <p className="mt-3 text-lg text-slate-700">
              Did you mean{" "}
              <Link
                to={localize(searchResultsHref(answer.didYouMean))}
                className="font-semibold text-brand-700 underline"
              >
                {answer.didYouMean}
              </Link>
              ?
            </p>
          ) : (
            <p className="mt-3 text-slate-700">
              Check the spelling, try a shorter word, or search a destination or town name.
            </p>
          )}
          <PopularSearches />
          {trending.length ? (
            <section aria-labelledby="trending" className="mt-8">
              <h2 id="trending" className="text-lg font-semibold text-slate-900">
                Trending destinations
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {trending.map((d) => (
                  <li key={d.slug}>
                    <Link
                      to={localize(destinationListingUrl(d.slug))}
                      className="block rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-800 hover:bg-brand-50"
                    >
                      {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <>
          {/* The heading counts what is listed: the best matches and every group, each once. */}
          <h1 className="mt-8 text-2xl font-extrabold text-slate-900">
            {plural(answer.total, NOUNS.result)} for “{q}”
          </h1>
          {answer.normalized !== q.trim().toLowerCase() ? (
            <p className="mt-1 text-sm text-slate-600">Searched as “{answer.normalized}”.</p>
          ) : null}
          <section aria-labelledby="best-matches" className="mt-6">
            <h2 id="best-matches" className="text-xl font-bold text-slate-900">
              Best matches
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {answer.top.map((result) => (
                <ResultCard
                  key={`${result.doc_class}-${result.id}`}
                  result={result}
                  hotelUnit={loaderData.hotelUnit}
                />
              ))}
            </ul>
          </section>
          <nav aria-label="Result kinds" className="mt-6 flex flex-wrap gap-2 text-sm">
            {answer.groups.map((g) => (
              <a
                key={g.doc_class}
                href={`#${g.doc_class}`}
                className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 hover:bg-brand-50"
              >
                {g.label} ({g.results.length})
              </a>
            ))}
          </nav>
          {answer.groups.map((group) => (
            <section key={group.doc_class} id={group.doc_class} className="mt-8 scroll-mt-20">
              <h2 className="text-xl font-bold text-slate-900">{group.label}</h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.results.map((result) => (
                  <ResultCard
                    key={`${result.doc_class}-${result.id}`}
                    result={result}
                    hotelUnit={loaderData.hotelUnit}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
