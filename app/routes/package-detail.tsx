import { Await, data, Form, Link, redirect, useSubmit } from "react-router";
import { z } from "zod";
import { packageImageUrl, packagePicture } from "../../common/artwork";
import { bestTimeToVisit } from "../../common/best-time";
import { PACKAGE_REVIEWS_PAGE_SIZE } from "../../common/catalog";
import { formatRating, NOUNS, plural } from "../../common/format";
import { guidePath } from "../../common/guide-url";
import { destinationListingUrl } from "../../common/listing-url";
import { formatYearMonth, MONTH_NAMES } from "../../common/months";
import { buildPackageUrl } from "../../common/package-url";
import { hreflangLinks } from "../../common/seo";
import {
  calendarMonth,
  defaultTravelMonth,
  readTravelMonth,
  travelMonthChoices,
  travelMonthName,
} from "../../common/travel-month";
import { showAgentsWhoKnow } from "../../server/workflows/show-agents-who-know";
import { AgentsWhoKnow } from "../components/agents/agents-who-know";
import { ArtImage } from "../components/art-image";
import { BestTimeToVisit } from "../components/best-time-to-visit";
import { BottomBar } from "../components/bottom-bar";
import { FaqList } from "../components/faq-list";
import { HotelDealsSection } from "../components/hotels/hotel-deals";
import { JsonLd } from "../components/json-ld";
import { PackageMiniCard } from "../components/package-mini-card";
import { RecentlyViewed } from "../components/recently-viewed";
import { Section } from "../components/section";
import { Stars } from "../components/stars";
import { stayOf } from "../lib/hotel-stay.server";
import { useLocalePath } from "../lib/locale";
import { localPriceFormatter } from "../lib/prices.server";
import type { Route } from "./+types/package-detail";

const Query = z.object({
  month: z.string().optional(),
  // /packages/{setUrl}?id={id} (spec §2): old short links name the package by id.
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  reviews_page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = Query.parse(Object.fromEntries(url.searchParams));
  const now = new Date();
  // The travel month defaults to next month (spec §7); it has a year, and travels on to
  // compare and the request form (decision 0065).
  const travelMonth = readTravelMonth(query.month, now) ?? defaultTravelMonth(now);
  const month = calendarMonth(travelMonth);
  if (query.id !== undefined) {
    // The id wins over the name, which may be an old one: answer with the package's own URL.
    const byId = await context.services.packages.ref(query.id);
    if (byId) {
      const { pathname } = url;
      const path = `${pathname.slice(0, pathname.lastIndexOf("/") + 1)}${byId.slug}`;
      const keep = new URLSearchParams(url.search);
      keep.delete("id");
      throw redirect(keep.size ? `${path}?${keep}` : path, 301);
    }
  }
  const pkg = await context.services.packages.detail(params.slug, {
    month,
    reviewsPage: query.reviews_page,
  });
  if (!pkg) throw data(null, { status: 404 });
  const show = await localPriceFormatter(context, url.pathname);
  const { packages, catalog } = context.services;
  const reportFailure = (section: string) => (error: unknown) => {
    context.logger.error({ err: error, section }, "package detail: a lazy section failed");
    throw error;
  };

  // Below-the-fold sections are deferred: not awaited here, they stream in after the main
  // content (a client navigation shows the page first) and a failure costs only its section.
  // docs/decisions/0037-random-slides-and-lazy-sections-under-the-page-cache.md.
  const similar = packages
    .similar(pkg.id, month)
    .then((cards) =>
      cards.map(({ priceMinor, discountedPriceMinor, ...card }) => ({
        ...card,
        price: show(priceMinor),
        discountedPrice: show(discountedPriceMinor),
      })),
    )
    .catch(reportFailure("SimilarPackages"));
  const destinationFacts = catalog
    .destinationFacts(pkg.destination.slug)
    .then((facts) => ({
      faqs: facts?.faqs ?? [],
      bestTime: bestTimeToVisit(
        pkg.months.map((m) => ({ month: m.month, priceMinor: m.discountedStartPriceMinor })),
        facts?.bestMonths ?? [],
      ).map(({ priceMinor, ...m }) => ({
        ...m,
        price: priceMinor === null ? null : show(priceMinor),
      })),
    }))
    .catch(reportFailure("DestinationFacts"));

  // The "hotel deals" lazy section (spec §2): the destination's deals, hidden when there are none.
  const hotelDeals = context.services.hotels
    .deals({ destination: pkg.destination.slug, stay: stayOf(request, url) })
    .catch(reportFailure("HotelDeals"));

  // Agencies that sell the destination, linking their profiles (0218), with their covers (0241).
  const agentsWhoKnow = showAgentsWhoKnow(context.services, pkg.destination.slug).catch(
    reportFailure("AgentsWhoKnow"),
  );

  return {
    similar,
    destinationFacts,
    hotelDeals,
    agentsWhoKnow,
    origin: url.origin,
    alternates: hreflangLinks(url.origin, buildPackageUrl(pkg.slug)),
    priceInr: pkg.price.discountedPriceMinor / 100,
    pkg: { ...pkg, months: undefined, price: undefined, fromPrice: undefined },
    month,
    travelMonth,
    monthChoices: travelMonthChoices(now, travelMonth),
    /** False when the package has no price for the month: the prices are the cheapest month's. */
    pricedForMonth: !pkg.price.isFrom,
    price: show(pkg.price.priceMinor),
    discountedPrice: show(pkg.price.discountedPriceMinor),
    /** What cards without a month show ("from"), when it differs from the month's price. */
    from:
      pkg.cheapestMonth !== null &&
      pkg.fromPrice.discountedPriceMinor < pkg.price.discountedPriceMinor
        ? {
            price: show(pkg.fromPrice.discountedPriceMinor),
            month: MONTH_NAMES[pkg.cheapestMonth - 1],
          }
        : null,
    reviewsPage: query.reviews_page,
    reviewPages: Math.max(1, Math.ceil(pkg.reviewsCount / PACKAGE_REVIEWS_PAGE_SIZE)),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.pkg.name}: ${data.pkg.nights}N/${data.pkg.days}D | Triphive` },
        { name: "description", content: data.pkg.overview.slice(0, 158) },
        {
          tagName: "link",
          rel: "canonical",
          href: `${data.origin}${buildPackageUrl(data.pkg.slug)}`,
        },
        ...data.alternates.map((a) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: a.hreflang,
          href: a.href,
        })),
      ]
    : [];

function SectionLoading({ title, rows = 2 }: { title: string; rows?: number }) {
  return (
    <div className="mt-10" aria-busy="true">
      <p className="text-xl font-bold text-slate-900">{title}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
          <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function FlightsBanner({ href, destination }: { href: string; destination: string }) {
  return (
    <section
      aria-labelledby="flights-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white sm:flex-row sm:items-center"
    >
      <svg viewBox="0 0 24 24" className="h-10 w-10 shrink-0 text-sun-400" aria-hidden="true">
        <path
          fill="currentColor"
          d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
        />
      </svg>
      <div className="flex-1">
        <h2 id="flights-title" className="text-lg font-bold">
          Need flights too?
        </h2>
        <p className="mt-1 text-sm text-brand-100">
          Ask for flights with your quotes: agents price the trip to {destination} with flights for
          your dates, so you compare complete costs.
        </p>
      </div>
      <Link
        to={href}
        className="shrink-0 rounded-full bg-sun-500 px-5 py-2.5 text-center font-semibold text-slate-900 hover:bg-sun-400"
      >
        Add flights to my request
      </Link>
    </section>
  );
}

export default function PackageDetailPage({ loaderData }: Route.ComponentProps) {
  const { pkg, month, price, discountedPrice, reviewsPage, reviewPages, origin, priceInr } =
    loaderData;
  const { travelMonth, monthChoices, pricedForMonth, from } = loaderData;
  const localize = useLocalePath();
  const submit = useSubmit();
  const request = {
    destination: pkg.destination.slug,
    month: travelMonth,
    days: String(pkg.days),
    package: pkg.slug,
  };
  const requestUrl = `/requested_trips/new?${new URLSearchParams(request)}`;
  const flightsUrl = `/requested_trips/new?${new URLSearchParams({ ...request, flights: "required" })}`;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: pkg.name,
          description: pkg.overview,
          url: `${origin}${buildPackageUrl(pkg.slug)}`,
          image: `${origin}${packageImageUrl(pkg.id, "banner")}`,
          aggregateRating: pkg.reviewsCount
            ? { "@type": "AggregateRating", ratingValue: pkg.rating, reviewCount: pkg.reviewsCount }
            : undefined,
          offers: {
            "@type": "Offer",
            price: priceInr,
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
          },
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to={localize("/")} className="hover:text-brand-700">
          Home
        </Link>{" "}
        ›{" "}
        <Link
          to={localize(destinationListingUrl(pkg.destination.slug))}
          className="hover:text-brand-700"
        >
          {pkg.destination.name} packages
        </Link>{" "}
        › <span aria-current="page">{pkg.name}</span>
      </nav>
      <ArtImage
        picture={packagePicture(pkg, "banner")}
        priority
        className="mt-4 aspect-[2/1] h-auto w-full rounded-2xl sm:aspect-[3/1]"
      />
      {/* On narrow screens the price box follows the overview; on wide ones it sits beside
          everything below the banner and stays in view. */}
      <div className="mt-6 grid gap-x-8 gap-y-6 lg:grid-cols-[1fr_20rem]">
        <div className="lg:col-start-1">
          {/* The card's name is the page's title (issue 30); the longer heading says what it covers. */}
          <h1 className="text-3xl font-extrabold text-slate-900">{pkg.name}</h1>
          <p className="mt-1 text-base text-slate-700">{pkg.heading}</p>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span className="font-semibold">
              {pkg.nights} Nights / {pkg.days} Days
            </span>
            <span>{pkg.cities.map((c) => `${c.days}D ${c.name}`).join(" · ")}</span>
            <span className="flex items-center gap-1">
              <Stars rating={pkg.rating} /> {formatRating(pkg.rating)} (
              {plural(pkg.reviewsCount, NOUNS.review)})
            </span>
            <span>{pkg.hotelCategory}-star hotels</span>
          </p>
          <p className="mt-4 text-slate-700">{pkg.overview}</p>
        </div>

        <aside className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Form
            method="get"
            preventScrollReset
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            <label className="block text-sm font-semibold text-slate-900">
              Month of travel
              <select
                name="month"
                defaultValue={travelMonth}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
              >
                {monthChoices.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className="mt-2 text-sm text-brand-700 underline">
                Show price
              </button>
            </noscript>
          </Form>
          <div className="mt-4" aria-live="polite">
            {pkg.discountPercent ? (
              <p className="text-sm text-slate-500">
                <s>{price}</s>{" "}
                <span className="font-semibold text-green-700">{pkg.discountPercent}% off</span>
              </p>
            ) : null}
            <p className="text-3xl font-extrabold text-slate-900" data-testid="package-price">
              {pricedForMonth ? null : (
                <span className="mr-1 text-sm font-normal text-slate-500">from</span>
              )}
              {discountedPrice}
            </p>
            <p className="text-sm text-slate-500" data-testid="package-price-month">
              {pricedForMonth
                ? `Per Person on twin sharing in ${travelMonthName(travelMonth)}`
                : `Per Person on twin sharing. No fixed price for ${travelMonthName(travelMonth)}: agents quote it.`}
            </p>
            {from ? (
              <p className="mt-1 text-xs text-slate-500">
                From {from.price} in {from.month}, the cheapest month.
              </p>
            ) : null}
          </div>
          <Link
            to={localize(requestUrl)}
            className="mt-5 block rounded-full bg-sun-500 px-5 py-3 text-center font-semibold text-slate-900 hover:bg-sun-400"
          >
            Get quotes for this trip
          </Link>
          <p className="mt-2 text-xs text-slate-500">
            Up to three verified agents tailor it to your dates and budget.
          </p>
        </aside>
        {/* On phones the price box scrolls away; the call to action stays on screen. */}
        <BottomBar label="Get quotes" phoneOnly>
          <div className="flex items-center justify-between gap-3">
            <p className="min-w-0 text-sm text-slate-600">
              <span className="block text-lg font-bold text-slate-900">{discountedPrice}</span>
              per person
            </p>
            <Link
              to={localize(requestUrl)}
              className="shrink-0 rounded-full bg-sun-500 px-5 py-3 font-semibold text-slate-900 hover:bg-sun-400"
            >
              Get quotes
            </Link>
          </div>
        </BottomBar>

        <div className="lg:col-start-1">
          <Section name="Itinerary">
            <section aria-labelledby="itinerary-title" className="mt-2">
              <h2 id="itinerary-title" className="text-xl font-bold text-slate-900">
                Day-by-day itinerary
              </h2>
              <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-5">
                {pkg.itinerary.map((d) => (
                  <li key={d.day}>
                    <h3 className="font-semibold text-slate-900">
                      Day {d.day}: {d.title}
                    </h3>
                    <p className="text-xs uppercase tracking-wide text-brand-700">{d.city}</p>
                    <p className="mt-1 text-slate-700">{d.description}</p>
                  </li>
                ))}
              </ol>
            </section>
          </Section>

          <section className="mt-8 grid gap-6 sm:grid-cols-2">
            <div>
              <h2 className="text-lg font-bold text-slate-900">Inclusions</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {pkg.inclusionDetails.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-lg font-bold text-slate-900">Exclusions</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {pkg.exclusions.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </div>
          </section>

          <Section
            name="SimilarPackages"
            loading={<SectionLoading title={`Similar packages in ${pkg.destination.name}`} />}
          >
            <Await resolve={loaderData.similar}>
              {(similar) =>
                similar.length ? (
                  <section aria-labelledby="similar-title" className="mt-10">
                    <h2 id="similar-title" className="text-xl font-bold text-slate-900">
                      Similar packages in {pkg.destination.name}
                    </h2>
                    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                      {similar.map((card) => (
                        <li key={card.id}>
                          <PackageMiniCard pkg={card} month={travelMonth} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null
              }
            </Await>
          </Section>

          <Section name="HotelDeals" loading={null}>
            <Await resolve={loaderData.hotelDeals}>
              {(deals) => <HotelDealsSection initial={deals} />}
            </Await>
          </Section>

          <Section name="AgentsWhoKnow" loading={null}>
            <Await resolve={loaderData.agentsWhoKnow}>
              {(agents) => <AgentsWhoKnow place={pkg.destination.name} agents={agents ?? []} />}
            </Await>
          </Section>

          <Section name="RecentlyViewed">
            <RecentlyViewed
              packageId={pkg.id}
              destination={pkg.destination.slug}
              month={travelMonth}
            />
          </Section>

          <p className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
            <Link
              to={localize(guidePath(pkg.destination.slug))}
              className="font-semibold text-brand-700 hover:underline"
            >
              {pkg.destination.name} travel guide
            </Link>
            <span className="text-slate-600">
              : places to visit with timings and entry fees, things to do and how to reach.
            </span>
          </p>

          <FlightsBanner href={localize(flightsUrl)} destination={pkg.destination.name} />

          <Section
            name="BestTimeToVisit"
            loading={<SectionLoading title={`Best time to visit ${pkg.destination.name}`} />}
          >
            <Await resolve={loaderData.destinationFacts}>
              {(facts) => (
                <BestTimeToVisit
                  destination={pkg.destination.name}
                  months={facts.bestTime}
                  selected={month}
                />
              )}
            </Await>
          </Section>

          <Section name="Faqs">
            <Await resolve={loaderData.destinationFacts}>
              {(facts) => (
                <FaqList
                  id="faq-title"
                  title={`${pkg.destination.name}: frequently asked questions`}
                  faqs={facts.faqs}
                />
              )}
            </Await>
          </Section>

          <Section name="Reviews">
            <section aria-labelledby="reviews-title" className="mt-10">
              <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
                Traveller reviews ({pkg.reviewsCount})
              </h2>
              {pkg.reviews.length ? (
                <ul className="mt-4 space-y-4">
                  {pkg.reviews.map((r) => (
                    <li
                      key={`${r.author}-${r.title}`}
                      className="rounded-xl border border-slate-200 p-4"
                    >
                      <p className="flex items-center gap-2">
                        <Stars rating={r.rating} />
                        <span className="font-semibold text-slate-900">{r.title}</span>
                      </p>
                      <p className="mt-2 text-slate-700">{r.body}</p>
                      <p className="mt-2 text-xs text-slate-500">
                        {r.author}, {r.city} · travelled in {formatYearMonth(r.travelledOn)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-600">No reviews yet for this package.</p>
              )}
              {reviewPages > 1 ? (
                <nav aria-label="Review pages" className="mt-4 flex gap-3 text-sm">
                  {reviewsPage > 1 ? (
                    <Link
                      to={`?month=${travelMonth}&reviews_page=${reviewsPage - 1}`}
                      preventScrollReset
                      className="text-brand-700 underline"
                    >
                      Previous reviews
                    </Link>
                  ) : null}
                  {reviewsPage < reviewPages ? (
                    <Link
                      to={`?month=${travelMonth}&reviews_page=${reviewsPage + 1}`}
                      preventScrollReset
                      className="text-brand-700 underline"
                    >
                      More reviews
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </section>
          </Section>
        </div>
      </div>
    </article>
  );
}
