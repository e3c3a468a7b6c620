import { Link } from "react-router";
import { LAYOUT_ROW_CLASS, LAYOUT_WIDTH_CLASS } from "../../common/layout-widths";
import { PackageCard } from "../components/package-card";
import { useLocalePath } from "../lib/locale";
import { localPriceFormatter, withShownPrices } from "../lib/prices.server";
import type { Route } from "./+types/offers";

export const meta: Route.MetaFunction = () => [
  { title: "Holiday offers: the best discounts on tour packages | Triphive" },
  {
    name: "description",
    content:
      "The deepest discounts on tour packages right now, from verified local agents. Ask for a quote and the agent tailors the offer to your dates.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [offers, show] = await Promise.all([
    context.services.offers.current(),
    localPriceFormatter(context, new URL(request.url).pathname),
  ]);
  return { packages: withShownPrices(offers, show) };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { packages } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Holiday offers</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The biggest discounts running now, at most four per destination. Prices are per person on
        twin sharing for the cheapest month; ask for a quote and the agent tailors the offer to your
        dates.
      </p>
      {packages.length ? (
        <ul className={`mt-8 ${LAYOUT_ROW_CLASS} gap-6 sm:grid-cols-2`}>
          {packages.map((pkg, index) => (
            <li key={pkg.id} className={LAYOUT_WIDTH_CLASS.ONE_THIRD}>
              <PackageCard pkg={pkg} href={`/packages/${pkg.slug}`} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No offers are running right now.{" "}
          <Link to={localize("/tour-packages")} className="font-semibold text-brand-700 underline">
            Browse all packages
          </Link>
        </p>
      )}
    </div>
  );
}
