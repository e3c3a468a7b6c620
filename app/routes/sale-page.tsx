import { data, Link } from "react-router";
import { formatDate } from "../../common/format";
import { LAYOUT_ROW_CLASS, LAYOUT_WIDTH_CLASS } from "../../common/layout-widths";
import { buildPackageUrl } from "../../common/package-url";
import { findSaleCampaign } from "../../common/sale-campaigns";
import { PackageCard } from "../components/package-card";
import { useLocalePath } from "../lib/locale";
import { localPriceFormatter, withShownPrices } from "../lib/prices.server";
import type { Route } from "./+types/sale-page";

const dateLabel = (iso: string) => formatDate(iso);

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const slug = pathname.split("/").filter(Boolean).pop() ?? "";
  const campaign = findSaleCampaign(slug);
  if (!campaign) throw data(null, { status: 404 });
  const [packages, show] = await Promise.all([
    context.services.offers.forCampaign(campaign.rule),
    localPriceFormatter(context, pathname),
  ]);
  return { campaign, packages: withShownPrices(packages, show) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.campaign.title}: ${data.campaign.tagline} | Triphive` },
        { name: "description", content: data.campaign.intro.slice(0, 160) },
      ]
    : [];

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { campaign, packages } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Valid {dateLabel(campaign.validFrom)} to {dateLabel(campaign.validUntil)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{campaign.title}</h1>
      <p className="mt-1 text-lg text-slate-800">{campaign.tagline}</p>
      <p className="mt-3 max-w-3xl text-slate-700">{campaign.intro}</p>
      {packages.length ? (
        <ul className={`mt-8 ${LAYOUT_ROW_CLASS} gap-6 sm:grid-cols-2`}>
          {packages.map((pkg, index) => (
            <li key={pkg.id} className={LAYOUT_WIDTH_CLASS.ONE_THIRD}>
              <PackageCard pkg={pkg} href={buildPackageUrl(pkg.slug)} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          Every package of this sale has been taken for now.{" "}
          <Link to={localize("/offers")} className="font-semibold text-brand-700 underline">
            See all current offers
          </Link>
        </p>
      )}
      <section aria-labelledby="sale-terms" className="mt-12 rounded-2xl bg-slate-50 p-6">
        <h2 id="sale-terms" className="text-xl font-bold text-slate-900">
          Terms of the {campaign.title.toLowerCase()}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm text-slate-700">
          {campaign.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
