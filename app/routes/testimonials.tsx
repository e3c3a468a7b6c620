import { data, Link } from "react-router";
import { z } from "zod";
import { NOUNS, plural } from "../../common/format";
import { destinationListingUrl } from "../../common/listing-url";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Pagination } from "../components/pagination";
import { ReviewCard } from "../components/review-card";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/testimonials";

const Params = z.object({
  destination: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = Params.safeParse({
    destination: params.destination,
    page: url.searchParams.get("page") ?? undefined,
  });
  if (!parsed.success) throw data(null, { status: 404 });
  const page = await context.services.stories.testimonials(
    parsed.data.destination ?? null,
    parsed.data.page,
  );
  if (!page || (page.page > page.pageCount && page.total > 0)) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data }) => {
  const where = data?.destination ? `${data.destination.name} ` : "";
  const pageNote = data && data.page > 1 ? ` (page ${data.page})` : "";
  return [
    { title: `${where}holiday reviews from travellers${pageNote} | Triphive` },
    {
      name: "description",
      content: `${data?.total ?? 0} reviews from travellers who took ${where}packages planned by Triphive's local agents, averaging ${data?.averageRating ?? 0} out of 5.`,
    },
  ];
};

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { destination, reviews, page, pageCount, total, averageRating, destinations } = loaderData;
  const base = destination ? `/testimonials/${destination.slug}` : "/testimonials";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: localize("/") },
          ...(destination
            ? [
                { label: "Testimonials", href: localize("/testimonials") },
                { label: destination.name },
              ]
            : [{ label: "Testimonials" }]),
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        {destination ? `${destination.name} reviews` : "What travellers say"}
      </h1>
      <p className="mt-2 text-slate-700">
        {plural(total, NOUNS.review)}, {averageRating} out of 5 on average, from travellers who took
        these trips.
        {pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ""}
      </p>
      <nav aria-label="Reviews by destination" className="mt-5">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link
              to={localize("/testimonials")}
              aria-current={destination ? undefined : "page"}
              className={`inline-block rounded-full border px-3 py-1 ${destination ? "border-slate-300 bg-white text-slate-800" : "border-brand-700 bg-brand-700 text-white"}`}
            >
              All
            </Link>
          </li>
          {destinations.slice(0, 16).map((d) => (
            <li key={d.slug}>
              <Link
                to={localize(`/testimonials/${d.slug}`)}
                aria-current={destination?.slug === d.slug ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${destination?.slug === d.slug ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-brand-50"}`}
              >
                {d.name} ({d.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <div className="mt-8">
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => localize(n === 1 ? base : `${base}?page=${n}`)}
          />
        </div>
      ) : null}
      {destination ? (
        <p className="mt-8">
          <Link
            to={localize(destinationListingUrl(destination.slug))}
            className="font-semibold text-brand-700 underline"
          >
            See {destination.name} packages
          </Link>
        </p>
      ) : null}
    </div>
  );
}
