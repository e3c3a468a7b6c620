import type { ReactNode } from "react";
import { Await, Link } from "react-router";
import { destinationImageUrl, IMAGE_SIZES } from "../../common/artwork";
import { openStreetMapUrl } from "../../common/content-urls";
import { formatDistanceKm, formatMonth } from "../../common/format";
import { guidePageUrl, guidePath } from "../../common/guide-url";
import { formatVisitLength, type GuidePlace, type GuideThing } from "../../common/guides";
import { destinationListingUrl } from "../../common/listing-url";
import { buildPackageUrl } from "../../common/package-url";
import { AgentsWhoKnow } from "../components/agents/agents-who-know";
import { Breadcrumbs } from "../components/breadcrumbs";
import { FaqList } from "../components/faq-list";
import { Pagination } from "../components/pagination";
import { Section } from "../components/section";
import { useLocalePath } from "../lib/locale";
import { guideTitle } from "./browse-meta";
import type { GuideData } from "./guide.server";

// Destination guide pages (browsing spec §2 "Destination guides"): one component per view of
// the URL grammar in common/guide-url.ts. Everything is a link or a GET form, so the pages work
// before hydration and are cached whole for anonymous visitors.

const TABS = [
  { kind: "home", tab: null, label: "Overview" },
  { kind: "ptv", tab: "places-to-visit", label: "Places to visit" },
  { kind: "ttd", tab: "things-to-do", label: "Things to do" },
  { kind: "how-to-reach", tab: "how-to-reach", label: "How to reach" },
  { kind: "best-time", tab: "best-time-to-visit", label: "Best time to visit" },
  { kind: "tips", tab: "travel-guide-tips", label: "Travel tips" },
] as const;

function currentTab(data: GuideData): string {
  const { view } = data.route;
  if (view.kind === "list" || view.kind === "experience") return view.list;
  return view.kind;
}

function H2({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold text-slate-900">
      {children}
    </h2>
  );
}

function Loading({ title }: { title: string }) {
  return (
    <div className="mt-10" aria-busy="true">
      <p className="text-xl font-bold text-slate-900">{title}</p>
      <div className="mt-4 h-28 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

function Chip({ children, href, active }: { children: ReactNode; href: string; active?: boolean }) {
  return (
    <Link
      to={href}
      aria-current={active ? "page" : undefined}
      className={`whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm ${
        active
          ? "border-brand-700 bg-brand-700 font-semibold text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
      }`}
    >
      {children}
    </Link>
  );
}

function GuideHeader({ data }: { data: GuideData }) {
  const localize = useLocalePath();
  const { guide, city } = data;
  const tab = currentTab(data);
  const banner = IMAGE_SIZES.banner;
  return (
    <header>
      <Breadcrumbs
        items={[
          { label: "Home", href: localize("/") },
          { label: `${guide.name} Tourism`, href: localize(guidePath(guide.slug)) },
          ...(city ? [{ label: city.name, href: localize(guidePath(guide.slug, city.slug)) }] : []),
          ...(tab !== "home" ? [{ label: TABS.find((t) => t.kind === tab)?.label ?? "" }] : []),
        ]}
      />
      <div className="relative mt-3 overflow-hidden rounded-2xl bg-slate-800">
        <img
          src={destinationImageUrl(guide.slug, "banner")}
          alt=""
          width={banner.width}
          height={banner.height}
          className="h-44 w-full object-cover opacity-80 sm:h-60"
          fetchPriority="high"
        />
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-slate-950/80 via-slate-900/30 to-transparent p-5 sm:p-8">
          <h1 className="text-2xl font-extrabold text-white sm:text-4xl">{guideTitle(data)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-100 sm:text-base">{guide.tagline}</p>
        </div>
      </div>
      <nav aria-label="Guide sections" className="-mx-4 mt-4 overflow-x-auto px-4 py-1">
        <ul className="flex gap-2">
          {TABS.map((t) => (
            <li key={t.kind}>
              <Chip
                href={localize(guidePath(guide.slug, city?.slug ?? null, t.tab))}
                active={t.kind === tab}
              >
                {t.label}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function CrossLinks({ data }: { data: GuideData }) {
  const localize = useLocalePath();
  const { links, guide } = data;
  return (
    <aside
      aria-labelledby="plan-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="plan-title" className="font-bold text-brand-900">
        Plan your {guide.name} trip
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.packages ? (
          <li>
            <Link
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              to={localize(links.packages.href)}
            >
              {links.packages.label}
            </Link>
            {links.packages.from ? (
              <span className="text-slate-600"> from {links.packages.from}</span>
            ) : null}
          </li>
        ) : null}
        {links.hotels.slice(0, 3).map((h) => (
          <li key={h.href}>
            <Link
              className="text-brand-700 underline-offset-2 hover:underline"
              to={localize(h.href)}
            >
              {h.label}
            </Link>
          </li>
        ))}
        {links.weekend ? (
          <li>
            <Link
              className="text-brand-700 underline-offset-2 hover:underline"
              to={localize(links.weekend.href)}
            >
              {links.weekend.label}
            </Link>
          </li>
        ) : null}
        <li>
          <Link
            className="mt-1 inline-block rounded-full bg-sun-500 px-4 py-2 font-semibold text-slate-900 hover:bg-sun-400"
            to={localize(`/requested_trips/new?to_loc=${encodeURIComponent(guide.name)}`)}
          >
            Get quotes from local agents
          </Link>
        </li>
      </ul>
    </aside>
  );
}

function PlaceCard({ place, n }: { place: GuidePlace; n: number }) {
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span
        aria-hidden="true"
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-rose-600 text-xs font-bold text-white"
      >
        {n}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{place.name}</h3>
        <p className="text-xs text-slate-500">
          {place.category.label} · {place.city.name}
        </p>
        <p className="mt-1.5 text-sm text-slate-700">{place.description}</p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-slate-800">Timings</dt>
            <dd>{place.timings}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">Entry fee</dt>
            <dd>{place.entryFee}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">Time needed</dt>
            <dd>{formatVisitLength(place.visitMinutes)}</dd>
          </div>
        </dl>
        <p className="mt-1.5 text-xs">
          <a
            href={openStreetMapUrl(place, place.approximate ? 13 : 16)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {place.approximate ? `${place.city.name} on a map` : "Open on a map"}
            <span className="sr-only">: {place.name} (opens OpenStreetMap in a new tab)</span>
          </a>
        </p>
      </div>
    </article>
  );
}

function ThingCard({ thing, n }: { thing: GuideThing; n: number }) {
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span
        aria-hidden="true"
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
      >
        {n}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{thing.name}</h3>
        <p className="text-xs text-slate-500">
          {thing.category.label} · {thing.city.name} · {thing.duration}
        </p>
        <p className="mt-1.5 text-sm text-slate-700">{thing.description}</p>
      </div>
    </article>
  );
}

function GuideMap({
  data,
  title,
  caption = "Numbers match the list; drawn from each place's coordinates.",
}: {
  data: GuideData;
  title: string;
  caption?: string;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <picture>
        <source
          media="(max-width: 639px)"
          srcSet={`${data.mapSrc}${data.mapSrc.includes("?") ? "&" : "?"}size=narrow`}
          width={440}
          height={520}
        />
        <img
          src={data.mapSrc}
          alt={title}
          width={800}
          height={520}
          loading="lazy"
          className="aspect-[440/520] h-auto w-full sm:aspect-[800/520]"
        />
      </picture>
      <figcaption className="px-4 py-2 text-xs text-slate-500">
        {title}. {caption}
      </figcaption>
    </figure>
  );
}

function Essentials({ data }: { data: GuideData }) {
  const e = data.essentials;
  if (!e) return null;
  const items = [
    ["Best time", e.bestTime],
    ["Ideal trip", e.idealDuration],
    ["Currency", e.currency],
    [
      "Nearest airport",
      e.nearestAirport
        ? `${e.nearestAirport.code}, ${formatDistanceKm(e.nearestAirport.distanceKm)}`
        : "None within 600 km",
    ],
    [
      "Nearest station",
      e.nearestStation
        ? `${e.nearestStation.name}, ${formatDistanceKm(e.nearestStation.distanceKm)}`
        : "No railhead nearby",
    ],
    ["Places · things to do", `${e.placesCount} · ${e.thingsCount}`],
  ] as const;
  return (
    <section aria-labelledby="essentials-title" className="mt-8">
      <H2 id="essentials-title">Essential information</H2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {label}
            </dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Tips({ tips }: { tips: { title: string; text: string }[] }) {
  return (
    <section aria-labelledby="tips-title" className="mt-10">
      <H2 id="tips-title">Travel tips</H2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {tips.map((t) => (
          <li key={t.title} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <h3 className="font-semibold text-slate-900">{t.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{t.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BestTime({ data }: { data: GuideData }) {
  const localize = useLocalePath();
  if (!data.bestTime) return null;
  return (
    <Section
      name="BestTimeToVisit"
      loading={<Loading title={`Best time to visit ${data.guide.name}`} />}
    >
      <Await resolve={data.bestTime}>
        {(best) => (
          <section aria-labelledby="best-title" className="mt-10">
            <H2 id="best-title">Best time to visit {data.guide.name}</H2>
            <p className="mt-2 text-slate-700">{best.summary}</p>
            <ol className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {best.months.map((m) => (
                <li key={m.month}>
                  <Link
                    to={localize(destinationListingUrl(data.guide.slug, { months: [m.month] }))}
                    className={`flex h-full flex-col rounded-lg border p-2 text-sm hover:border-brand-500 ${
                      m.best ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-white"
                    }`}
                  >
                    <span className="font-semibold text-slate-900">{m.name}</span>
                    <span className="text-xs text-slate-600">
                      {m.best ? "Best weather" : "Off season"}
                    </span>
                    <span className="mt-1 text-xs font-medium text-slate-800">
                      {m.price ? `Packages from ${m.price}` : "No departures"}
                    </span>
                    {m.cheapest ? (
                      <span className="mt-1 w-fit rounded-full bg-sun-400 px-1.5 text-[10px] font-bold text-slate-900">
                        Lowest price
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        )}
      </Await>
    </Section>
  );
}

function Reach({ data, full }: { data: GuideData; full: boolean }) {
  const localize = useLocalePath();
  const reach = data.reach;
  if (!reach) return null;
  const badge = {
    air: "bg-blue-100 text-blue-800",
    rail: "bg-violet-100 text-violet-800",
    road: "bg-amber-100 text-amber-900",
  } as const;
  const title = { air: "By air", rail: "By train", road: "By road" } as const;
  return (
    <section aria-labelledby="reach-title" className="mt-10">
      <H2 id="reach-title">
        How to reach {data.name}
        {reach.from ? ` from ${reach.from.name}` : ""}
      </H2>
      {reach.distanceKm !== null && reach.from ? (
        <p className="mt-1 text-slate-700">
          {reach.from.name} to {reach.to}: <strong>{formatDistanceKm(reach.distanceKm)}</strong> in
          a straight line.
        </p>
      ) : null}
      <div className={`mt-4 grid gap-4 ${full ? "" : "sm:grid-cols-3"}`}>
        {reach.modes.map((m) => (
          <div key={m.mode} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className={`mr-2 rounded px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide ${badge[m.mode]}`}
              >
                {m.mode}
              </span>
              {title[m.mode]}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{m.summary}</p>
            {full ? (
              <table className="mt-3 w-full text-left text-sm">
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    {m.mode === "road" ? null : <th className="py-1 pr-2 font-semibold">Code</th>}
                    <th className="py-1 pr-2 font-semibold">
                      {m.mode === "road" ? "City" : "Name"}
                    </th>
                    <th className="py-1 text-right font-semibold">Straight line</th>
                  </tr>
                </thead>
                <tbody>
                  {m.hubs.map((h) => (
                    <tr key={h.code} className="border-t border-slate-100">
                      {m.mode === "road" ? null : (
                        <td className="py-1.5 pr-2 font-mono text-xs">{h.code}</td>
                      )}
                      <td className="py-1.5 pr-2">{h.name}</td>
                      <td className="py-1.5 text-right">{formatDistanceKm(h.distanceKm)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ))}
      </div>
      {full ? (
        <>
          <div className="mt-6">
            <GuideMap
              data={data}
              caption="Distances are straight lines between real coordinates, not road or rail kilometres."
              title={
                reach.from
                  ? `${reach.from.name} to ${data.name}`
                  : `Airports and stations near ${data.name}`
              }
            />
          </div>
          <h3 className="mt-6 font-semibold text-slate-900">How to reach {data.name} from</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {reach.origins.map((o) => (
              <li key={o.slug}>
                <Chip
                  href={localize(
                    guidePath(
                      data.guide.slug,
                      data.city?.slug ?? null,
                      `how-to-reach-from-${o.slug}`,
                    ),
                  )}
                  active={reach.from?.slug === o.slug}
                >
                  {o.name}
                </Chip>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Link
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
          to={localize(guidePath(data.guide.slug, data.city?.slug ?? null, "how-to-reach"))}
        >
          Airports, stations and distances →
        </Link>
      )}
    </section>
  );
}

function Home({ data }: { data: GuideData }) {
  const localize = useLocalePath();
  const { highlights, guide, city } = data;
  if (!highlights) return null;
  const at = city?.slug ?? null;
  return (
    <>
      <section aria-labelledby="about-title" className="mt-8">
        <H2 id="about-title">About {data.name}</H2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {city ? city.description : guide.description}
        </p>
        {city ? (
          <p className="mt-2 text-sm text-slate-600">
            Part of{" "}
            <Link
              className="text-brand-700 underline underline-offset-2"
              to={localize(guidePath(guide.slug))}
            >
              {guide.name}
            </Link>
            .
          </p>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Cities of ${guide.name}`}>
          {guide.cities.map((c) => (
            <li key={c.slug}>
              <Chip href={localize(guidePath(guide.slug, c.slug))} active={c.slug === at}>
                {c.name}
              </Chip>
            </li>
          ))}
        </ul>
      </section>
      <Section name="EssentialInfo">
        <Essentials data={data} />
      </Section>
      <Section name="PlacesToVisit">
        <section aria-labelledby="top-places-title" className="mt-10">
          <H2 id="top-places-title">Top places to visit in {data.name}</H2>
          <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_22rem]">
            <ol className="grid gap-3">
              {highlights.places.map((p, i) => (
                <li key={p.slug}>
                  <PlaceCard place={p} n={i + 1} />
                </li>
              ))}
            </ol>
            <div className="lg:sticky lg:top-4 lg:self-start">
              <GuideMap data={data} title={`Map of ${data.title}`} />
            </div>
          </div>
          <Link
            className="mt-4 inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            to={localize(guidePath(guide.slug, at, "places-to-visit"))}
          >
            All {highlights.placesCount} places to visit
          </Link>
        </section>
      </Section>
      <Section name="ThingsToDo">
        <section aria-labelledby="top-things-title" className="mt-10">
          <H2 id="top-things-title">Things to do in {data.name}</H2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2">
            {highlights.things.map((t, i) => (
              <li key={t.slug}>
                <ThingCard thing={t} n={i + 1} />
              </li>
            ))}
          </ol>
          <Link
            className="mt-4 inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            to={localize(guidePath(guide.slug, at, "things-to-do"))}
          >
            All {highlights.thingsCount} things to do
          </Link>
        </section>
      </Section>
      <Section name="TimingsAndEntryFees">
        {data.timings?.length ? (
          <section aria-labelledby="fees-title" className="mt-10">
            <H2 id="fees-title">Timings and entry fees</H2>
            <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase text-slate-500">
                  <tr>
                    <th className="px-3 py-2">Place</th>
                    <th className="px-3 py-2">Timings</th>
                    <th className="px-3 py-2">Entry fee</th>
                  </tr>
                </thead>
                <tbody>
                  {data.timings.map((t) => (
                    <tr key={t.slug} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 font-medium text-slate-900">
                        {t.name}
                        <span className="block text-xs font-normal text-slate-500">
                          {t.city.name}
                        </span>
                      </td>
                      <td className="px-3 py-2 text-slate-700">{t.timings}</td>
                      <td className="px-3 py-2 text-slate-700">{t.entryFee}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </Section>
      <BestTime data={data} />
      <Section name="Tips">{data.tips ? <Tips tips={data.tips} /> : null}</Section>
      <Section name="HowToReach">
        <Reach data={data} full={false} />
      </Section>
      {data.faqs ? (
        <Section name="Faqs" loading={<Loading title="Frequently asked questions" />}>
          <Await resolve={data.faqs}>
            {(faqs) => (
              <FaqList
                id="faq-title"
                title={`${data.name}: frequently asked questions`}
                faqs={faqs}
              />
            )}
          </Await>
        </Section>
      ) : null}
      {data.stories ? (
        <Section name="TravellerStories" loading={<Loading title="Traveller stories" />}>
          <Await resolve={data.stories}>
            {(stories) =>
              stories.length ? (
                <section aria-labelledby="stories-title" className="mt-10">
                  <H2 id="stories-title">Traveller stories from {guide.name}</H2>
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                    {stories.map((s) => (
                      <li
                        key={`${s.author}-${s.title}`}
                        className="rounded-xl border border-slate-200 bg-white p-4"
                      >
                        <p className="text-sm font-semibold text-slate-900">
                          {s.title}{" "}
                          <span aria-hidden="true">{"★".repeat(Math.round(s.rating))}</span>
                          <span className="sr-only">{`${s.rating} out of 5`}</span>
                        </p>
                        <p className="mt-1 line-clamp-4 text-sm text-slate-700">{s.body}</p>
                        <p className="mt-2 text-xs text-slate-500">
                          {s.author}, {s.city} · {formatMonth(s.travelledOn)} ·{" "}
                          <Link
                            className="text-brand-700 underline"
                            to={localize(buildPackageUrl(s.package.slug))}
                          >
                            {s.package.name}
                          </Link>
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null
            }
          </Await>
        </Section>
      ) : null}
    </>
  );
}

function ListView({ data }: { data: GuideData }) {
  const localize = useLocalePath();
  const { list, route, guide, city } = data;
  const { view } = route;
  if (!list || (view.kind !== "list" && view.kind !== "experience")) return null;
  const kind = view.list;
  const tab = kind === "ptv" ? "places-to-visit" : "things-to-do";
  const noun = kind === "ptv" ? "places" : "things to do";
  const from = list.total ? (list.page - 1) * list.pageSize + 1 : 0;
  const to = Math.min(list.page * list.pageSize, list.total);
  const formAction = localize(guidePath(guide.slug, city?.slug ?? null, tab));
  const selectedCount =
    list.categories.filter((c) => c.selected).length + list.cities.filter((c) => c.selected).length;
  const filterForm = (className: string) => (
    <form method="get" action={formAction} className={className}>
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">Category</legend>
        <ul className="mt-2 space-y-1.5">
          {list.categories.map((c) => (
            <li key={c.value}>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="filter_categories[]"
                  value={c.value}
                  defaultChecked={c.selected}
                />
                {c.label} <span className="text-slate-500">({c.count})</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {list.cities.length > 1 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-bold text-slate-900">City</legend>
          <ul className="mt-2 space-y-1.5">
            {list.cities.map((c) => (
              <li key={c.value}>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="filtered_cities[]"
                    value={c.value}
                    defaultChecked={c.selected}
                  />
                  {c.label} <span className="text-slate-500">({c.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <button
        type="submit"
        className="mt-4 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Apply filters
      </button>
      {view.kind === "experience" ||
      list.categories.some((c) => c.selected) ||
      list.cities.some((c) => c.selected) ? (
        <Link
          className="mt-2 block text-center text-sm text-brand-700 hover:underline"
          to={formAction}
        >
          Clear filters
        </Link>
      ) : null}
    </form>
  );
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
      <Section name="Filters">
        <div className="lg:self-start">
          {/* Phones: the filters fold away above the list; wide screens: always open. */}
          <details className="rounded-2xl border border-slate-200 bg-white lg:hidden">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
              Filter {noun}
              {selectedCount ? ` (${selectedCount} selected)` : ""}
            </summary>
            {filterForm("border-t border-slate-100 p-4")}
          </details>
          <div className="hidden lg:block">
            {filterForm("rounded-2xl border border-slate-200 bg-white p-4")}
          </div>
        </div>
      </Section>
      <div>
        {view.kind === "list" ? (
          <nav aria-label="Browse by category" className="-mx-4 mb-3 overflow-x-auto px-4 py-1">
            <ul className="flex gap-2">
              <li>
                <Chip href={formAction} active={!view.scheme}>
                  All
                </Chip>
              </li>
              {list.categories.map((c) => (
                <li key={c.value}>
                  <Chip
                    href={localize(
                      guidePath(guide.slug, city?.slug ?? null, `${tab}/category/${c.value}`),
                    )}
                    active={view.scheme === "category" && view.tab === c.value}
                  >
                    {c.label}
                  </Chip>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.total
            ? `Showing ${from}–${to} of ${list.total} ${noun}`
            : `No ${noun} match these filters.`}
        </p>
        <Section name={kind === "ptv" ? "PlacesToVisit" : "ThingsToDo"}>
          <ol className="mt-3 grid gap-3" start={from}>
            {list.kind === "ptv"
              ? list.items.map((p, i) => (
                  <li key={p.slug}>
                    <PlaceCard place={p} n={from + i} />
                  </li>
                ))
              : list.items.map((t, i) => (
                  <li key={t.slug}>
                    <ThingCard thing={t} n={from + i} />
                  </li>
                ))}
          </ol>
        </Section>
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefFor={(n) => localize(guidePageUrl(route, n))}
        />
        {kind === "ptv" && list.items.length ? (
          <Section name="Map">
            <div className="mt-8">
              <GuideMap data={data} title={`Map of ${data.title}`} />
            </div>
          </Section>
        ) : null}
      </div>
    </div>
  );
}

function BestTimePage({ data }: { data: GuideData }) {
  return (
    <>
      <p className="mt-6 max-w-3xl text-slate-700">
        {data.guide.name} has its best weather in <strong>{data.guide.bestMonths}</strong>. Each
        month below shows the lowest price of a {data.guide.name} package that month; choose one to
        see those packages.
      </p>
      <BestTime data={data} />
    </>
  );
}

export function GuidePage({ data }: { data: GuideData }) {
  const { view } = data.route;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 pb-24" data-guide={data.meta_info.destination}>
      <GuideHeader data={data} />
      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {view.kind === "home" ? <Home data={data} /> : null}
          {data.agentsWhoKnow ? (
            <Section name="AgentsWhoKnow" loading={null}>
              <Await resolve={data.agentsWhoKnow}>
                {(agents) => <AgentsWhoKnow place={data.guide.name} agents={agents} />}
              </Await>
            </Section>
          ) : null}
          {view.kind === "list" || view.kind === "experience" ? <ListView data={data} /> : null}
          {view.kind === "how-to-reach" ? <Reach data={data} full /> : null}
          {view.kind === "best-time" ? <BestTimePage data={data} /> : null}
          {view.kind === "tips" ? (
            <>
              {data.tips ? <Tips tips={data.tips} /> : null}
              <Essentials data={data} />
              {data.faqs ? (
                <Section name="Faqs" loading={<Loading title="Frequently asked questions" />}>
                  <Await resolve={data.faqs}>
                    {(faqs) => (
                      <FaqList
                        id="faq-title"
                        title={`${data.name}: frequently asked questions`}
                        faqs={faqs}
                      />
                    )}
                  </Await>
                </Section>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="space-y-6 lg:pt-8">
          <CrossLinks data={data} />
          <nav
            aria-labelledby="guide-links-title"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="guide-links-title" className="font-bold text-slate-900">
              {data.guide.name} guide
            </h2>
            <ul className="mt-2 space-y-1.5 text-sm">
              {data.links.guide.map((l) => (
                <li key={l.href}>
                  <Link className="text-slate-700 hover:text-brand-700 hover:underline" to={l.href}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
