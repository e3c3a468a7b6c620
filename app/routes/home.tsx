import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { destinationPicture } from "../../common/artwork";
import { randomSlideIndex } from "../../common/hero-slider";
import { destinationListingUrl } from "../../common/listing-url";
import { isLocaleSegment } from "../../common/locale";
import { describeMonths } from "../../common/months";
import { buildPackageUrl } from "../../common/package-url";
import type { DestinationCard } from "../../server/modules/catalog";
import { ArtImage } from "../components/art-image";
import { HeroSlider } from "../components/hero-slider";
import { PackageCard } from "../components/package-card";
import { Section } from "../components/section";
import { Testimonials } from "../components/testimonials";
import { useLocalePath } from "../lib/locale";
import { pack, type Unpacked, unpack } from "../lib/packed";
import { localPriceFormatter } from "../lib/prices.server";
import type { Route } from "./+types/home";
import { loadBrowsePage } from "./browse.server";
import { browseMeta } from "./browse-meta";
import { loadListing } from "./listing.server";

const FEATURED_PER_TYPE = 12;

// One-segment browse pages (/tour-packages, /nature-places) are this route's too; their code
// loads only when one is shown, so that the home page does not ship it (docs/decisions/0157).
const BrowsePage = lazy(() => import("./browse-page").then((m) => ({ default: m.BrowsePage })));

// A client navigation to a browse page loads its code with its data, so it renders at once.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.kind !== "home") await import("./browse-page").then((m) => m.preloadBrowsePage(data));
  return data;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data?.kind !== "home"
    ? browseMeta(data)
    : [
        { title: "Triphive | Tailor-made holidays from verified local travel agents" },
        {
          name: "description",
          content:
            "Tell us where you want to go and get up to three tailored quotes from verified local travel agents. Compare itineraries, hotels and prices, chat, and book safely.",
        },
      ];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Not a locale (the layout checked the grammars accept it): /tour-packages, /nature-places.
  if (params.locale !== undefined && !isLocaleSegment(params.locale)) {
    return loadBrowsePage(request, context);
  }
  const { catalog } = context.services;
  const [india, international, tourPackages, slides, testimonials, show] = await Promise.all([
    catalog.featuredDestinations("india", FEATURED_PER_TYPE),
    catalog.featuredDestinations("international", FEATURED_PER_TYPE),
    // Home shows 25 tour packages (spec §2): the first page of /tour-packages.
    loadListing(new Request(new URL(destinationListingUrl(null), request.url)), context),
    catalog.heroSlides(),
    catalog.testimonials(),
    localPriceFormatter(context, new URL(request.url).pathname),
  ]);
  return {
    kind: "home" as const,
    home: pack(
      {
        india,
        international,
        packages: tourPackages.packages,
        slides: slides.map((s) => ({ ...s, fromPrice: show(s.fromDiscountedPriceMinor) })),
        // Random on every render; the page cache keeps one render for a while, so the first
        // slide changes per cache fill (docs/decisions/0037-random-slides-and-lazy-sections-under-the-page-cache.md).
        initialSlide: randomSlideIndex(slides.length),
        testimonials,
      },
      context,
    ),
  };
}

const STEPS = [
  { title: "Tell us your trip", text: "Where, when, for how many, and roughly what budget." },
  {
    title: "Get up to three quotes",
    text: "Verified local agents send day-by-day itineraries with hotels and prices.",
  },
  {
    title: "Compare and chat",
    text: "See quotes side by side, ask questions, swap hotels you don't like.",
  },
  {
    title: "Book and pay safely",
    text: "Pay in instalments where offered and download your vouchers.",
  },
];

function DestinationGrid({
  title,
  id,
  items,
}: {
  title: string;
  id: string;
  items: DestinationCard[];
}) {
  const localize = useLocalePath();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((d) => (
          <li key={d.slug}>
            <Link
              to={localize(d.href)}
              className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <ArtImage
                picture={destinationPicture(d, "card")}
                className="aspect-[16/9] h-auto w-full"
              />
              <div className="p-4">
                <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                  {d.name}
                </h3>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{d.tagline}</p>
                <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
                  <div>
                    <dt className="inline">Best time: </dt>
                    <dd className="inline font-medium text-slate-700">
                      {describeMonths(d.bestMonths)}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">Ideal: </dt>
                    <dd className="inline font-medium text-slate-700">
                      {d.idealDays.min}–{d.idealDays.max} days
                    </dd>
                  </div>
                </dl>
                {d.cityNames.length ? (
                  <p className="mt-2 truncate text-xs text-slate-500">{d.cityNames.join(" · ")}</p>
                ) : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomeOrListing({ loaderData }: Route.ComponentProps) {
  // Always mounted: a navigation between home and a browse page keeps the page shown while the
  // browse page's code loads; on first load the server's HTML stays until it has.
  return (
    <Suspense>
      {loaderData.kind !== "home" ? (
        <BrowsePage data={loaderData} />
      ) : (
        <Home data={unpack(loaderData.home)} />
      )}
    </Suspense>
  );
}

type HomeData = Unpacked<Extract<Route.ComponentProps["loaderData"], { kind: "home" }>["home"]>;

function Home({ data }: { data: HomeData }) {
  const localize = useLocalePath();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-sun-400">
              Tailor-made holidays
            </p>
            <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">
              Your trip, planned by local experts who know the place.
            </h1>
            <p className="mt-4 max-w-xl text-lg text-brand-100">
              Tell us where you want to go. Up to three verified travel agents send you tailored
              quotes with day-by-day itineraries, hotels and prices.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#destinations-india"
                className="rounded-full bg-sun-500 px-6 py-3 font-semibold text-slate-900 shadow hover:bg-sun-400"
              >
                Explore destinations
              </a>
              <a
                href="#how-it-works"
                className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
              >
                How it works
              </a>
            </div>
          </div>
          <div className="self-center">
            <Section name="HeroSlider">
              <HeroSlider slides={data.slides} initial={data.initialSlide} />
            </Section>
          </div>
        </div>
      </section>

      <Section name="IndiaDestinations">
        <DestinationGrid title="Popular in India" id="destinations-india" items={data.india} />
      </Section>
      <Section name="InternationalDestinations">
        <DestinationGrid
          title="Popular abroad"
          id="destinations-international"
          items={data.international}
        />
      </Section>

      <Section name="TourPackages">
        <section aria-labelledby="packages-title" className="mx-auto max-w-7xl px-4 py-10">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="packages-title" className="text-2xl font-bold text-slate-900">
              Popular tour packages
            </h2>
            <Link
              to={localize(destinationListingUrl(null))}
              className="font-semibold text-brand-700 hover:underline"
            >
              See all tour packages
            </Link>
          </div>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} href={buildPackageUrl(pkg.slug)} />
              </li>
            ))}
          </ul>
        </section>
      </Section>

      <Section name="Testimonials">
        <Testimonials items={data.testimonials} />
      </Section>

      <section id="how-it-works" aria-labelledby="how-title" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="how-title" className="text-2xl font-bold text-slate-900">
            How Triphive works
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
