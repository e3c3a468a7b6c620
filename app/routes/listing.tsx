import { Form, Link, redirect, useSubmit } from "react-router";
import {
  buildListingUrl,
  defaultListingFilters,
  FILTER_GROUPS,
  FILTER_OPTIONS,
  type ListingRoute,
  listingBreadcrumbs,
  SORT_OPTIONS,
} from "../../common/listing-url";
import { MONTH_NAMES, nextMonthOf } from "../../common/months";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import type { FacetOption } from "../../server/modules/catalog";
import { CompareProvider, CompareTray } from "../components/compare-tray";
import { JsonLd } from "../components/json-ld";
import { PackageCard } from "../components/package-card";
import { Section } from "../components/section";
import type { Route } from "./+types/listing";
import { type ListingData, loadListing } from "./listing.server";

// Every path no other route matches lands here. The listing grammar (common/listing-url.ts)
// decides whether it is a package listing; anything else goes to the error page (spec §8).

export async function loader(args: Route.LoaderArgs) {
  return loadListing(args.request, args.context);
}

export const action = () => redirect(PAGE_NOT_FOUND_PATH, 302);

export const meta: Route.MetaFunction = ({ data }) => listingMeta(data);

export function listingMeta(data: ListingData | undefined) {
  if (!data) return [];
  const where = data.destination ? ` in ${data.destination.name}` : "";
  return [
    { title: `${data.title} | Triphive` },
    {
      name: "description",
      content: `Compare ${data.total} ${data.title.toLowerCase()}${where}: day-by-day itineraries, hotels and month-wise prices from verified travel agents.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
    ...data.alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: a.href,
    })),
  ];
}

type FacetChoice = Omit<FacetOption, "count"> & { count: number | null };

function FacetFieldset({
  title,
  param,
  options,
}: {
  title: string;
  param: string;
  options: FacetChoice[];
}) {
  if (!options.length) return null;
  return (
    <div className="border-t border-slate-200 py-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{title}</legend>
        <ul className="mt-2 space-y-1.5">
          {options.map((o) => (
            <li key={o.value}>
              <label
                className={`flex items-center gap-2 text-sm ${o.count !== 0 || o.selected ? "text-slate-700" : "text-slate-400"}`}
              >
                <input
                  type="checkbox"
                  name={param}
                  value={o.value}
                  defaultChecked={o.selected}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="flex-1">{o.label}</span>
                {o.count === null ? null : (
                  <span className="text-xs text-slate-400">{o.count}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

function pageLink(route: ListingRoute, page: number) {
  return buildListingUrl({ ...route, page });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}

export function ListingPage({ data }: { data: ListingData }) {
  const { route, title, total, pageCount, facets, destination, packages, origin, itemList } = data;
  const submit = useSubmit();
  // The form posts to the unfiltered first page; the loader redirects to the canonical URL.
  const formAction = buildListingUrl({ ...route, page: 1, filters: defaultListingFilters() });
  const from = total ? (route.page - 1) * 25 + 1 : 0;
  const to = Math.min(route.page * 25, total);
  const [home, base] = listingBreadcrumbs(route, destination?.name);

  return (
    <CompareProvider>
      <div className="mx-auto max-w-7xl px-4 py-8 pb-24">
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: title,
            numberOfItems: total,
            itemListElement: itemList.map((item) => ({
              "@type": "ListItem",
              position: item.position,
              url: `${origin}/packages/${item.slug}`,
              item: {
                "@type": "Product",
                name: item.name,
                offers: { "@type": "Offer", price: item.priceInr, priceCurrency: "INR" },
              },
            })),
          }}
        />
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={home?.href ?? "/"} className="hover:text-brand-700">
                {home?.label}
              </Link>{" "}
              ›
            </li>
            <li>
              <Link to={base?.href ?? "/"} className="hover:text-brand-700">
                {base?.label}
              </Link>
              {destination ? " ›" : ""}
            </li>
            {destination ? <li aria-current="page">{destination.name}</li> : null}
          </ol>
        </nav>
        <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
            <p className="mt-1 text-slate-600">
              {total
                ? `Showing ${from}-${to} of ${total} packages`
                : "No packages match these filters"}
            </p>
          </div>
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <Form
            method="get"
            action={formAction}
            preventScrollReset
            onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
            aria-label="Filter packages"
            className="self-start rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-20"
          >
            <div className="flex items-center justify-between">
              <h2 className="font-semibold text-slate-900">Filters</h2>
              <Link to={formAction} className="text-sm text-brand-700 hover:underline">
                Clear all
              </Link>
            </div>
            <label className="mt-4 block text-sm font-semibold text-slate-900">
              Sort by
              <select
                name="sort_by"
                defaultValue={route.filters.sortBy}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-4 block text-sm font-semibold text-slate-900">
              Month of travel
              <select
                name="month[]"
                defaultValue={String(route.filters.months[0] ?? "")}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
              >
                <option value="">Any month</option>
                {MONTH_NAMES.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
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
            {FILTER_GROUPS.map((g) => (
              <FacetFieldset key={g.key} title={g.title} param={g.param} options={facets[g.key]} />
            ))}
            <noscript>
              <button
                type="submit"
                className="mt-2 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
              >
                Apply filters
              </button>
            </noscript>
          </Form>

          <div>
            <Section name="PackageList">
              {packages.length ? (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {packages.map((pkg) => (
                    <li key={pkg.id}>
                      <PackageCard pkg={pkg} href={`/packages/${pkg.slug}`} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
                  <p className="font-semibold text-slate-800">
                    No packages match all these filters.
                  </p>
                  <p className="mt-1">
                    Try removing a filter, or{" "}
                    <Link to={formAction} className="text-brand-700 underline">
                      see every package
                    </Link>
                    .
                  </p>
                </div>
              )}
            </Section>

            {pageCount > 1 ? (
              <nav
                aria-label="Pagination"
                className="mt-8 flex flex-wrap items-center justify-center gap-2"
              >
                {route.page > 1 ? (
                  <Link
                    to={pageLink(route, route.page - 1)}
                    rel="prev"
                    className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50"
                  >
                    Previous
                  </Link>
                ) : null}
                {Array.from({ length: pageCount }, (_, i) => i + 1)
                  .filter((n) => n === 1 || n === pageCount || Math.abs(n - route.page) <= 2)
                  .map((n, i, shown) => (
                    <span key={n} className="flex items-center gap-2">
                      {i > 0 && n - (shown[i - 1] ?? n) > 1 ? (
                        <span aria-hidden="true">…</span>
                      ) : null}
                      <Link
                        to={pageLink(route, n)}
                        aria-current={n === route.page ? "page" : undefined}
                        className={`rounded-full px-3.5 py-2 text-sm ${n === route.page ? "bg-brand-700 font-semibold text-white" : "border border-slate-300 hover:bg-slate-50"}`}
                      >
                        {n}
                      </Link>
                    </span>
                  ))}
                {route.page < pageCount ? (
                  <Link
                    to={pageLink(route, route.page + 1)}
                    rel="next"
                    className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50"
                  >
                    Next
                  </Link>
                ) : null}
              </nav>
            ) : null}

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
      <CompareTray travelMonth={route.filters.months[0] ?? nextMonthOf(new Date())} />
    </CompareProvider>
  );
}
