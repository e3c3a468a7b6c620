import { Link, redirect } from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";
import { hreflangLinks } from "../../common/seo";
import { parseSitemapSlug, SITEMAP_LIMIT, sitemapTitle } from "../../common/sitemap-url";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useLocalePath } from "../lib/locale";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/sitemap-page";

// HTML sitemap pages (browsing spec §2): every listing and package of a destination, or every
// package of one duration and category, as plain links (at most 400 packages, spec §9).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = parseSitemapSlug(params.slug);
  if (!page) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  const url = new URL(request.url);
  const canonical = url.pathname.replace(/\/$/, "");
  const { sitemaps } = context.services;
  const common = { canonical, alternates: hreflangLinks(url.origin, canonical) };
  if (page.kind === "destination") {
    const data = await sitemaps.destination(page.destination);
    if (!data) throw redirect(PAGE_NOT_FOUND_PATH, 302);
    return {
      ...common,
      kind: "destination" as const,
      title: sitemapTitle(page, data.destination.name),
      ...data,
    };
  }
  const data = await sitemaps.duration(page);
  if (data.total === 0) throw redirect(PAGE_NOT_FOUND_PATH, 302);
  return {
    ...common,
    kind: "duration" as const,
    title: sitemapTitle(page),
    ...data,
    otherLengths: data.otherLengths.map((l) => ({
      href: l.href,
      label: sitemapTitle({ ...page, days: l.days }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: `${data.title}: sitemap`,
        description:
          data.kind === "destination"
            ? `Every holiday listing and the ${Math.min(data.total, SITEMAP_LIMIT)} most popular tour packages for ${data.destination.name}, in one list.`
            : `All ${data.total} ${data.title.toLowerCase()}, in one list: itineraries from verified local travel agents.`,
        canonical: data.canonical,
        alternates: data.alternates,
      })
    : [];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  const localize = useLocalePath();
  if (!links.length) return null;
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <ul className="mt-3 columns-1 gap-6 text-sm sm:columns-2 lg:columns-3">
        {links.map((l) => (
          <li key={l.href} className="break-inside-avoid py-1.5">
            <Link to={localize(l.href)} className="text-brand-700 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SitemapPage({ loaderData: data }: Route.ComponentProps) {
  const localize = useLocalePath();
  const packages = data.packages.map((p) => ({
    href: `/packages/${p.slug}`,
    label:
      data.kind === "duration"
        ? `${p.name} · ${p.destination}`
        : `${p.name}, ${p.nights}N/${p.days}D`,
  }));
  const shown =
    data.total > packages.length
      ? `the ${packages.length} most popular of ${data.total} packages`
      : `all ${data.total} ${data.total === 1 ? "package" : "packages"}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: localize("/") },
          data.kind === "destination"
            ? {
                label: data.listings[0]?.title ?? data.destination.name,
                href: localize(data.listings[0]?.href ?? "/"),
              }
            : { label: data.listing.title, href: localize(data.listing.href) },
          { label: "Sitemap" },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{data.title}</h1>
      <p className="mt-1 text-slate-600">
        {data.kind === "destination"
          ? `Every ${data.destination.name} listing by trip type and length, and ${shown}.`
          : `Links to ${shown}; the listing adds filters, prices and reviews.`}
      </p>
      {data.kind === "destination" ? (
        <>
          <LinkList
            title="Listings"
            links={data.listings.map((l) => ({ href: l.href, label: `${l.title} (${l.count})` }))}
          />
          <LinkList
            title="By trip length"
            links={data.durations.map((l) => ({ href: l.href, label: `${l.title} (${l.count})` }))}
          />
        </>
      ) : (
        <p className="mt-4">
          <Link
            to={localize(data.listing.href)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Browse {data.listing.title} with filters
          </Link>
        </p>
      )}
      <LinkList title="Packages" links={packages} />
      {data.kind === "duration" ? (
        <LinkList title="Other trip lengths" links={data.otherLengths} />
      ) : null}
    </div>
  );
}
