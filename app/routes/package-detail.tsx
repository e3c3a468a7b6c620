import { data, Form, Link, useSubmit } from "react-router";
import { z } from "zod";
import { PACKAGE_REVIEWS_PAGE_SIZE } from "../../common/catalog";
import { discountedMinor } from "../../common/money";
import { MONTH_NAMES, nextMonthOf } from "../../common/months";
import { hreflangLinks } from "../../common/seo";
import { DestinationArt } from "../components/destination-art";
import { JsonLd } from "../components/json-ld";
import { Section } from "../components/section";
import { Stars } from "../components/stars";
import { useLocalePath } from "../lib/locale";
import { localPriceFormatter } from "../lib/prices.server";
import type { Route } from "./+types/package-detail";

const Query = z.object({
  month: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
  reviews_page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = Query.parse(Object.fromEntries(url.searchParams));
  const pkg = await context.services.packages.detail(params.slug, query.reviews_page);
  if (!pkg) throw data(null, { status: 404 });
  // The travel month defaults to next month (spec §7, package details).
  const month = query.month ?? nextMonthOf(new Date());
  const prices = pkg.months.find((m) => m.month === month) ?? pkg.months[0];
  const show = await localPriceFormatter(context, url.pathname);
  const start = prices?.startPriceMinor ?? 0;
  return {
    origin: url.origin,
    alternates: hreflangLinks(url.origin, `/packages/${pkg.slug}`),
    priceInr: discountedMinor(start, pkg.discountPercent) / 100,
    pkg: { ...pkg, months: undefined },
    month,
    price: show(start),
    discountedPrice: show(discountedMinor(start, pkg.discountPercent)),
    reviewsPage: query.reviews_page,
    reviewPages: Math.max(1, Math.ceil(pkg.reviewsCount / PACKAGE_REVIEWS_PAGE_SIZE)),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.pkg.name}: ${data.pkg.nights}N/${data.pkg.days}D | Triphive` },
        { name: "description", content: data.pkg.overview.slice(0, 158) },
        { tagName: "link", rel: "canonical", href: `${data.origin}/packages/${data.pkg.slug}` },
        ...data.alternates.map((a) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: a.hreflang,
          href: a.href,
        })),
      ]
    : [];

export default function PackageDetailPage({ loaderData }: Route.ComponentProps) {
  const { pkg, month, price, discountedPrice, reviewsPage, reviewPages, origin, priceInr } =
    loaderData;
  const localize = useLocalePath();
  const submit = useSubmit();
  const requestUrl = `/requested_trips/new?${new URLSearchParams({
    destination: pkg.destination.slug,
    month: String(month),
    days: String(pkg.days),
    package: pkg.slug,
  })}`;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: pkg.name,
          description: pkg.overview,
          url: `${origin}/packages/${pkg.slug}`,
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
          to={localize(`/tour-packages/${pkg.destination.slug}`)}
          className="hover:text-brand-700"
        >
          {pkg.destination.name} packages
        </Link>{" "}
        › <span aria-current="page">{pkg.name}</span>
      </nav>
      <div className="mt-4 overflow-hidden rounded-2xl">
        <DestinationArt
          slug={pkg.slug}
          palette={pkg.destination.palette}
          className="aspect-[21/7] w-full"
        />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900">{pkg.heading}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span className="font-semibold">
              {pkg.nights} Nights / {pkg.days} Days
            </span>
            <span>{pkg.cities.map((c) => `${c.days}D ${c.name}`).join(" · ")}</span>
            <span className="flex items-center gap-1">
              <Stars rating={pkg.rating} /> {pkg.rating.toFixed(1)} ({pkg.reviewsCount} reviews)
            </span>
            <span>{pkg.hotelCategory}-star hotels</span>
          </p>
          <p className="mt-4 text-slate-700">{pkg.overview}</p>

          <Section name="Itinerary">
            <section aria-labelledby="itinerary-title" className="mt-8">
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
                        {r.author}, {r.city} · travelled {r.travelledOn}
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
                      to={`?month=${month}&reviews_page=${reviewsPage - 1}`}
                      preventScrollReset
                      className="text-brand-700 underline"
                    >
                      Previous reviews
                    </Link>
                  ) : null}
                  {reviewsPage < reviewPages ? (
                    <Link
                      to={`?month=${month}&reviews_page=${reviewsPage + 1}`}
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

        <aside className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20">
          <Form
            method="get"
            preventScrollReset
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            <label className="block text-sm font-semibold text-slate-900">
              Month of travel
              <select
                name="month"
                defaultValue={String(month)}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
              >
                {MONTH_NAMES.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
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
              <p className="text-sm text-slate-400">
                <s>{price}</s>{" "}
                <span className="font-semibold text-green-700">{pkg.discountPercent}% off</span>
              </p>
            ) : null}
            <p className="text-3xl font-extrabold text-slate-900" data-testid="package-price">
              {discountedPrice}
            </p>
            <p className="text-sm text-slate-500">Per Person on twin sharing</p>
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
      </div>
    </article>
  );
}
