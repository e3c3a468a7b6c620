import { lazy } from "react";
import { Link } from "react-router";
import { guidePath } from "../../common/guide-url";
import {
  buildListingUrl,
  defaultListingFilters,
  FILTER_OPTIONS,
  type ListingRoute,
  listingTitle,
  SORT_OPTIONS,
} from "../../common/listing-url";
import { packageHref } from "../../common/travel-month";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CompareProvider, CompareTray } from "../components/compare-tray";
import { FacetFieldset, FilterForm, NoResults, SelectField } from "../components/filter-form";
import { PackageItemList } from "../components/json-ld";
import { PackageCard } from "../components/package-card";
import { Pagination } from "../components/pagination";
import { Picture } from "../components/picture";
import { Section } from "../components/section";
import { useLocalePath } from "../lib/locale";
import { unpack } from "../lib/packed";
import type { BrowseData } from "./browse.server";
import type { ListingData } from "./listing.server";

// What the browse dispatch renders: package listings here; guides, hotel listings and weekend
// getaways in chunks of their own, loaded when one is shown, so that a listing (and the home
// page, which renders this lazily) does not ship their code (docs/decisions/0157). Render it
// under a Suspense boundary that stays mounted.

const loadGuide = () => import("./guide-page");
const loadHotels = () => import("./hotels/listing-page");
const loadWeekend = () => import("./weekend-page");
const GuidePage = lazy(() => loadGuide().then((m) => ({ default: m.GuidePage })));
const HotelListingPage = lazy(() => loadHotels().then((m) => ({ default: m.HotelListingPage })));
const WeekendPage = lazy(() => loadWeekend().then((m) => ({ default: m.WeekendPage })));

/** Loads the code of the page `data` renders (a client navigation waits for it with the data). */
export async function preloadBrowsePage(data: BrowseData) {
  if (data.kind === "guide") await loadGuide();
  else if (data.kind === "hotels") await loadHotels();
  else if (data.kind === "weekend") await loadWeekend();
}

const GROUPS: {
  key: keyof ListingData["facets"];
  param: string;
  title: string;
}[] = [
  { key: "category", param: "category[]", title: "Trip with" },
  { key: "days", param: "days[]", title: "Duration (days)" },
  { key: "price_ranges", param: "price_ranges[]", title: "Budget per person (₹)" },
  { key: "hotel_ratings", param: "hotel_ratings[]", title: "Hotel category" },
  { key: "inclusions", param: "inclusions[]", title: "Inclusions" },
  { key: "trip_types", param: "trip_types[]", title: "Trip type" },
  { key: "cities", param: "cities[]", title: "Cities" },
];

function pageLink(route: ListingRoute, page: number) {
  return buildListingUrl({ ...route, page });
}

export function BrowsePage({ data }: { data: BrowseData }) {
  if (data.kind === "guide") return <GuidePage data={data.guide} />;
  if (data.kind === "hotels") return <HotelListingPage data={unpack(data.hotels)} />;
  return data.kind === "listing" ? (
    <ListingPage data={unpack(data.listing)} />
  ) : (
    <WeekendPage data={unpack(data.weekend)} />
  );
}

export function ListingPage({ data }: { data: ListingData }) {
  const { route, title, total, pageCount, facets, destination, packages, origin, itemList } = data;
  const { travelMonth, monthChoices } = data;
  const localize = useLocalePath();
  // The form posts to the unfiltered first page; the loader redirects to the canonical URL.
  const formAction = buildListingUrl({ ...route, page: 1, filters: defaultListingFilters() });
  const from = total ? (route.page - 1) * 25 + 1 : 0;
  const to = Math.min(route.page * 25, total);
  const base = buildListingUrl({
    ...route,
    destination: null,
    destinationType: null,
    page: 1,
    filters: defaultListingFilters(),
  });
  const baseTitle = listingTitle({
    ...route,
    destination: null,
    destinationType: null,
    prefix: null,
    duration: null,
  });

  return (
    <CompareProvider>
      <div className="mx-auto max-w-7xl px-4 py-8 pb-24">
        <PackageItemList name={title} total={total} origin={origin} items={itemList} />
        <Breadcrumbs
          items={[
            { label: "Home", href: localize("/") },
            { label: baseTitle, href: base },
            ...(destination ? [{ label: destination.name }] : []),
          ]}
        />
        {data.destinationPhoto ? (
          <Picture
            photo={data.destinationPhoto}
            sizes="(min-width: 1280px) 1248px, 100vw"
            priority
            className="mt-3 aspect-[3/1] h-auto w-full rounded-2xl sm:aspect-[4/1]"
          />
        ) : null}
        <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
            <p className="mt-1 text-slate-600">
              {total
                ? `Showing ${from}-${to} of ${total} packages`
                : "No packages match these filters"}
            </p>
            {destination ? (
              <p className="mt-1 text-sm">
                <Link
                  to={localize(guidePath(destination.slug))}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {destination.name} travel guide
                </Link>
                <span className="text-slate-500">
                  : places to visit, how to reach, best time to visit
                </span>
              </p>
            ) : null}
          </div>
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <FilterForm action={formAction} label="Filter packages">
            <SelectField
              label="Sort by"
              name="sort_by"
              value={route.filters.sortBy}
              options={SORT_OPTIONS}
            />
            <SelectField
              label="Month of travel"
              name="month[]"
              value={String(route.filters.months[0] ?? "")}
              options={[{ value: "", label: "Any month" }, ...monthChoices]}
            />
            {!destination && !route.destinationType ? (
              <FacetFieldset
                title="Destination"
                param="destination_type[]"
                options={FILTER_OPTIONS.destination_type.map((o) => ({
                  value: o.value,
                  label: o.label,
                  count: null,
                  selected:
                    route.filters.destinationType === o.value ||
                    route.filters.destinationType === "all",
                }))}
              />
            ) : null}
            {GROUPS.map((g) => (
              <FacetFieldset key={g.key} title={g.title} param={g.param} options={facets[g.key]} />
            ))}
          </FilterForm>

          <div id="results" className="scroll-mt-20">
            {/* Cards are h3s; on phones the filters' h2 is folded away. */}
            <h2 className="sr-only">Results</h2>
            <Section name="PackageList">
              {packages.length ? (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {packages.map((pkg, i) => (
                    <li key={pkg.id}>
                      <PackageCard
                        pkg={pkg}
                        href={packageHref(pkg.slug, travelMonth)}
                        eager={i < 3}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <NoResults clearHref={formAction} noun="packages" clearLabel="see every package" />
              )}
            </Section>

            <Pagination
              page={route.page}
              pageCount={pageCount}
              hrefFor={(n) => pageLink(route, n)}
            />

            {destination?.faqs.length ? (
              <Section name="Faqs">
                <section aria-labelledby="faq-title" className="mt-12">
                  <h2 id="faq-title" className="text-xl font-bold text-slate-900">
                    {destination.name}: frequently asked questions
                  </h2>
                  <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                    {destination.faqs.map((faq) => (
                      <details key={faq.question} className="group p-4">
                        <summary className="cursor-pointer font-medium text-slate-900">
                          {faq.question}
                        </summary>
                        <p className="mt-2 text-slate-600">{faq.answer}</p>
                      </details>
                    ))}
                  </div>
                </section>
              </Section>
            ) : null}
            {destination?.seoFooter ? (
              <section
                aria-label={`About ${destination.name}`}
                className="mt-10 space-y-3 text-sm text-slate-600"
              >
                {destination.seoFooter.split(/\n\s*\n/).map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </section>
            ) : null}
          </div>
        </div>
      </div>
      <CompareTray travelMonth={travelMonth} />
    </CompareProvider>
  );
}
