import { data, Link } from "react-router";
import { z } from "zod";
import { formatCount, formatRating } from "../../common/format";
import { rowIdList } from "../../common/ids";
import {
  calendarMonth,
  defaultTravelMonth,
  packageHref,
  readTravelMonth,
  travelMonthChoices,
  travelMonthName,
} from "../../common/travel-month";
import { MAX_COMPARE_PACKAGES } from "../components/compare-tray";
import { Stars } from "../components/stars";
import { useLocalePath } from "../lib/locale";
import { localPriceFormatter } from "../lib/prices.server";
import type { Route } from "./+types/compare-packages";

const Query = z.object({
  ids: rowIdList(MAX_COMPARE_PACKAGES),
  // 'YYYY-MM' as the listing and package pages carry it; a month number 1-12 still reads.
  travelMonth: z.string().optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Without ids the page fails (spec §5), which sends the visitor to the error page.
  const query = Query.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data(null, { status: 404 });
  const now = new Date();
  const travelMonth = readTravelMonth(query.data.travelMonth, now) ?? defaultTravelMonth(now);
  const packages = await context.services.packages.compare(
    query.data.ids,
    calendarMonth(travelMonth),
  );
  if (!packages.length) throw data(null, { status: 404 });
  const show = await localPriceFormatter(context, url.pathname);
  return {
    travelMonth,
    monthChoices: travelMonthChoices(now, travelMonth),
    ids: packages.map((p) => p.id).join(","),
    packages: packages.map((p) => {
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        destination: p.destination.name,
        days: p.days,
        nights: p.nights,
        cities: p.cities.map((c) => `${c.days}D ${c.name}`).join(" · "),
        inclusions: p.inclusionDetails,
        hotelCategory: p.hotelCategory,
        rating: p.rating,
        reviewsCount: p.reviewsCount,
        price: show(p.price.discountedPriceMinor),
        /** No price for the month: the cheapest month's, shown as "from". */
        isFromPrice: p.price.isFrom,
        destinationSlug: p.destination.slug,
      };
    }),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Compare packages | Triphive" },
  { name: "robots", content: "noindex" },
];

const ROWS = [
  ["Price per person", "price"],
  ["Duration", "duration"],
  ["Cities", "cities"],
  ["Hotels", "hotels"],
  ["Rating", "rating"],
  ["Inclusions", "inclusions"],
] as const;

export default function ComparePackages({ loaderData }: Route.ComponentProps) {
  const { travelMonth, monthChoices, ids, packages } = loaderData;
  const localize = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Compare packages</h1>
      <form method="get" className="mt-4 flex items-center gap-2 text-sm">
        <input type="hidden" name="ids" value={ids} />
        <label htmlFor="travelMonth" className="font-semibold text-slate-900">
          Prices for
        </label>
        <select
          id="travelMonth"
          name="travelMonth"
          defaultValue={travelMonth}
          className="rounded-lg border border-slate-300 px-2 py-1.5"
        >
          {monthChoices.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-full border border-brand-700 px-3 py-1.5 font-semibold text-brand-700"
        >
          Update
        </button>
      </form>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr>
              <th className="w-40 bg-slate-50 px-4 py-3">
                <span className="sr-only">Detail</span>
              </th>
              {packages.map((p) => (
                <th key={p.id} scope="col" className="px-4 py-3 align-top">
                  <Link
                    to={localize(packageHref(p.slug, travelMonth))}
                    className="font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {p.name}
                  </Link>
                  <p className="text-xs font-normal text-slate-500">{p.destination}</p>
                  <Link
                    to={localize(
                      `/requested_trips/new?${new URLSearchParams({
                        destination: p.destinationSlug,
                        month: travelMonth,
                        days: String(p.days),
                        package: p.slug,
                      })}`,
                    )}
                    aria-label={`Get quotes for ${p.name}`}
                    className="mt-2 inline-block rounded-full bg-sun-500 px-3 py-1 text-xs font-semibold text-slate-900 hover:bg-sun-400"
                  >
                    Get quotes
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, key]) => (
              <tr key={key} className="border-t border-slate-100">
                <th scope="row" className="bg-slate-50 px-4 py-3 font-medium text-slate-600">
                  {label}
                </th>
                {packages.map((p) => (
                  <td key={p.id} className="px-4 py-3 align-top text-slate-800">
                    {key === "price" ? (
                      <span className="text-base font-bold">
                        {p.isFromPrice ? (
                          <span className="mr-1 text-xs font-normal text-slate-500">from</span>
                        ) : null}
                        {p.price}
                      </span>
                    ) : key === "duration" ? (
                      `${p.nights} Nights / ${p.days} Days`
                    ) : key === "cities" ? (
                      p.cities
                    ) : key === "hotels" ? (
                      `${p.hotelCategory}-star`
                    ) : key === "rating" ? (
                      <span className="flex items-center gap-1">
                        <Stars rating={p.rating} /> {formatRating(p.rating)} (
                        {formatCount(p.reviewsCount)})
                      </span>
                    ) : (
                      <ul className="list-disc space-y-1 pl-4">
                        {p.inclusions.map((i) => (
                          <li key={i}>{i}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Prices are per person on twin sharing for {travelMonthName(travelMonth)}; "from" marks a
        package without a price for that month, priced at its cheapest month.
      </p>
    </div>
  );
}
