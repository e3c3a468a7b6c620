import { Link } from "react-router";
import { formatDistanceKm } from "../../common/format";
import { guidePath } from "../../common/guide-url";
import type { UpcomingWeekend } from "../../common/holidays";
import { nextOccurrence } from "../../common/travel-month";
import {
  buildWeekendUrl,
  DEFAULT_WEEKEND_SOURCE,
  defaultWeekendFilters,
  HOLIDAY_THEMES,
  planGetawayHref,
  WEEKEND_MAX_DAYS,
  WEEKEND_PAGE_SIZE,
  WEEKEND_RADIUS_KM,
  WEEKEND_SOURCES,
  type WeekendRoute,
  weekendSource,
} from "../../common/weekend-url";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CompareProvider, CompareTray } from "../components/compare-tray";
import { FacetFieldset, FilterForm, NoResults, SelectField } from "../components/filter-form";
import { PackageItemList } from "../components/json-ld";
import { PackageCard } from "../components/package-card";
import { Pagination } from "../components/pagination";
import { Section } from "../components/section";
import { useLocalePath } from "../lib/locale";
import type { WeekendData } from "./weekend.server";

// Weekend getaways (browsing spec §2): the campaign page, places near a city and holiday themes.
// Rendered by the catch-all route when the weekend grammar accepts the path.

const CAMPAIGN_HOME: Pick<WeekendRoute, "kind" | "source" | "theme"> = {
  kind: "campaign",
  source: DEFAULT_WEEKEND_SOURCE,
  theme: null,
};

// One scrolling row on phones, wrapped rows from tablets up.
const CHIP_ROW =
  "-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0";

function Chip({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={`shrink-0 rounded-full px-3 py-1 text-sm ${current ? "bg-brand-700 font-semibold text-white" : "border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"}`}
    >
      {children}
    </Link>
  );
}

function WeekendStrip({ weekends, route }: { weekends: UpcomingWeekend[]; route: WeekendRoute }) {
  const chosen = route.filters.weekendNumbers;
  return (
    <section aria-labelledby="weekends-title" className="mt-6">
      <h2 id="weekends-title" className="text-sm font-semibold text-slate-900">
        Plan for a weekend
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {weekends.map((w) => {
          const only = chosen.length === 1 && chosen[0] === w.number;
          const href = buildWeekendUrl({
            ...route,
            page: 1,
            filters: { ...route.filters, weekendNumbers: only ? [] : [w.number] },
          });
          const long = w.type === "long";
          return (
            <li key={w.number}>
              <Link
                to={href}
                preventScrollReset
                aria-current={only ? "true" : undefined}
                className={`block h-full rounded-2xl border p-3 transition hover:shadow-sm ${only ? "border-brand-700 ring-2 ring-brand-700" : long ? "border-sun-400 bg-amber-50" : "border-slate-200 bg-white"}`}
              >
                <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {w.label}
                </span>
                <span className="mt-0.5 block font-semibold text-slate-900">{w.dates}</span>
                <span
                  className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${long ? "bg-sun-500 text-slate-900" : "bg-slate-100 text-slate-700"}`}
                >
                  {long ? "Long weekend" : "Regular weekend"}
                </span>
                <span className="mt-1 block text-xs text-slate-600">
                  {w.holidays.length ? `${w.holidays.map((h) => h.name).join(", ")} · ` : ""}
                  Trips up to {w.maxTripDays} days
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function WeekendPage({ data }: { data: WeekendData }) {
  const { route, title, total, pageCount, packages, weekends, filters, places, source } = data;
  const localize = useLocalePath();
  const clean = { ...route, page: 1, filters: defaultWeekendFilters() };
  const formAction = buildWeekendUrl(clean);
  const from = total ? (route.page - 1) * WEEKEND_PAGE_SIZE + 1 : 0;
  const to = Math.min(route.page * WEEKEND_PAGE_SIZE, total);
  const countable = filters.filter((f) => f.multiple);
  const sort = filters.find((f) => f.name === "sort_by");
  const theme = HOLIDAY_THEMES.find((t) => t.slug === route.theme);
  const nextLong = weekends.find((w) => w.type === "long");
  // The source's own city is in reach at 0 km, but it is not a getaway from itself.
  const nearest = places.filter((p) => p.distanceKm > 0).slice(0, 4);

  return (
    <CompareProvider>
      <div className="mx-auto max-w-7xl px-4 py-8 pb-24">
        <PackageItemList name={title} total={total} origin={data.origin} items={data.itemList} />
        <Breadcrumbs
          items={[
            { label: "Home", href: localize("/") },
            {
              label: "Weekend getaways",
              href: buildWeekendUrl({ ...clean, ...CAMPAIGN_HOME }),
            },
            ...(route.kind === "campaign" ? [] : [{ label: title }]),
          ]}
        />
        <header className="mt-3">
          <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">
            {total
              ? `Showing ${from}-${to} of ${total} getaways`
              : "No getaways match these filters"}
          </p>
          <p className="mt-2 max-w-3xl text-sm text-slate-600">
            Trips of 2 to {WEEKEND_MAX_DAYS} days to places within {WEEKEND_RADIUS_KM} km of{" "}
            {source.name}
            {theme ? `, ${theme.blurb}` : ""}. A regular weekend takes a trip of up to 3 days with
            one day of leave; a long weekend takes 4.
          </p>
          <nav aria-label="Start from" className={`mt-4 ${CHIP_ROW}`}>
            <span className="shrink-0 text-sm font-semibold text-slate-900">From</span>
            {WEEKEND_SOURCES.filter((s) => data.sources.includes(s.slug)).map((s) => (
              <Chip
                key={s.slug}
                href={buildWeekendUrl({ ...route, page: 1, source: s.slug })}
                current={s.slug === route.source}
              >
                {s.name}
              </Chip>
            ))}
          </nav>
          <nav aria-label="Holiday themes" className={`mt-2 ${CHIP_ROW}`}>
            <span className="shrink-0 text-sm font-semibold text-slate-900">Theme</span>
            <Chip
              href={buildWeekendUrl({
                ...route,
                page: 1,
                kind: route.kind === "campaign" ? "campaign" : "near",
                theme: null,
              })}
              current={route.theme === null}
            >
              All
            </Chip>
            {HOLIDAY_THEMES.filter((t) => data.themes.includes(t.slug)).map((t) => (
              <Chip
                key={t.slug}
                href={buildWeekendUrl({ ...route, page: 1, kind: "theme", theme: t.slug })}
                current={t.slug === route.theme}
              >
                {t.label}
              </Chip>
            ))}
          </nav>
        </header>

        <WeekendStrip weekends={weekends} route={route} />

        <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <FilterForm action={formAction} label="Filter weekend getaways" id="weekend-filters">
            {countable.map((f) => (
              <FacetFieldset
                key={f.name}
                title={f.title}
                param={f.param_name}
                options={f.options.map((o) => ({ ...o, count: o.count ?? null }))}
              />
            ))}
            {sort ? (
              <SelectField
                className="border-t border-slate-200 pt-4"
                label={sort.title}
                name={sort.param_name}
                value={route.filters.sortBy}
                options={sort.options}
              />
            ) : null}
          </FilterForm>

          <div id="results" className="scroll-mt-20">
            {/* Cards are h3s; on phones the filters' h2 is folded away. */}
            <h2 className="sr-only">Results</h2>
            <Section name="WeekendList">
              {packages.length ? (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {packages.map((pkg) => (
                    <li key={pkg.id}>
                      <PackageCard pkg={pkg} href={`/packages/${pkg.slug}`}>
                        <div className="relative z-10 mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                          <p className="text-xs text-slate-600">
                            {pkg.distanceKm < 1
                              ? `In and around ${source.name}`
                              : `About ${formatDistanceKm(pkg.distanceKm)} from ${source.name}`}
                          </p>
                          <Link
                            to={localize(
                              planGetawayHref({
                                destination: pkg.destination.slug,
                                days: pkg.days,
                                packageSlug: pkg.slug,
                                source: route.source,
                              }),
                            )}
                            className="rounded-full border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                            aria-label={`Plan this getaway: ${pkg.name}`}
                          >
                            Plan this getaway
                          </Link>
                        </div>
                      </PackageCard>
                    </li>
                  ))}
                </ul>
              ) : (
                <NoResults clearHref={formAction} noun="getaways" clearLabel="see every getaway" />
              )}
            </Section>

            <Pagination
              page={route.page}
              pageCount={pageCount}
              hrefFor={(n) => buildWeekendUrl({ ...route, page: n })}
            />

            {places.length ? (
              <section aria-labelledby="places-title" className="mt-12">
                <h2 id="places-title" className="text-xl font-bold text-slate-900">
                  Places within {WEEKEND_RADIUS_KM} km of {source.name}
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {places.map((p) => (
                    <li key={p.city.slug}>
                      <Link
                        to={localize(
                          `/explore-2-to-${WEEKEND_MAX_DAYS}-days-tour-packages/${p.destination.slug}?cities[]=${p.city.slug}`,
                        )}
                        className="block rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-600"
                      >
                        <span className="font-semibold text-slate-900">{p.city.name}</span>
                        <span className="text-slate-500">
                          {" "}
                          · {formatDistanceKm(p.distanceKm)} · {p.packages}{" "}
                          {p.packages === 1 ? "getaway" : "getaways"}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-slate-600">
                  Travel guides:{" "}
                  {places.slice(0, 8).map((p, i) => (
                    <span key={p.city.slug}>
                      {i ? ", " : ""}
                      <Link
                        to={localize(guidePath(p.destination.slug, p.city.slug))}
                        className="text-brand-700 hover:underline"
                      >
                        {p.city.name}
                      </Link>
                    </span>
                  ))}
                </p>
              </section>
            ) : null}

            <section
              aria-label={`About weekend getaways from ${source.name}`}
              className="mt-10 space-y-3 text-sm text-slate-600"
            >
              {nearest.length ? (
                <p>
                  The nearest getaways from {source.name} are{" "}
                  {nearest
                    .map((p) => `${p.city.name} (${formatDistanceKm(p.distanceKm)})`)
                    .join(", ")}
                  . Every trip here keeps all its stops within {WEEKEND_RADIUS_KM} km of{" "}
                  {weekendSource(route.source).name}, close enough to drive or take a short train
                  ride on a Friday evening.
                </p>
              ) : null}
              <p>
                {nextLong
                  ? `The next long weekend is ${nextLong.dates}${nextLong.holidays.length ? ` (${nextLong.holidays.map((h) => h.name).join(", ")})` : ""}: ${nextLong.daysOff} days off, time for a ${nextLong.maxTripDays}-day trip.`
                  : `None of the next ${weekends.length} weekends is a long one, so a 2 or 3-day trip fits best; add a day of leave for a 4-day getaway.`}{" "}
                Prices are per person on twin sharing for the month you pick, and agents tailor
                every getaway to your dates once you plan it.
              </p>
            </section>
          </div>
        </div>
      </div>
      <CompareTray
        travelMonth={
          route.filters.months[0] ? nextOccurrence(route.filters.months[0], new Date()) : null
        }
      />
    </CompareProvider>
  );
}
