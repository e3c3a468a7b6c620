import { Link } from "react-router";
import { packagePicture } from "../../common/artwork";
import { formatRating } from "../../common/format";
import { packageHref, type TravelMonth } from "../../common/travel-month";
import { useLocalePath } from "../lib/locale";
import { ArtImage } from "./art-image";
import type { PackageCardView } from "./package-card";
import { Stars } from "./stars";

/** A compact package card for the side lists of package detail (similar, recently viewed). */
export function PackageMiniCard({
  pkg,
  month,
}: {
  pkg: PackageCardView;
  /** The travel month the page is priced for: the link carries it. */
  month?: TravelMonth;
}) {
  const localize = useLocalePath();
  return (
    <article className="group relative flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <ArtImage picture={packagePicture(pkg, "small")} className="h-24 w-24 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 group-hover:text-brand-700">
          {/* The whole card is the link's target area (see the ::after overlay). */}
          <Link
            to={localize(packageHref(pkg.slug, month))}
            className="after:absolute after:inset-0 after:rounded-xl"
          >
            {pkg.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-xs text-slate-500">
          {pkg.nights}N/{pkg.days}D · {pkg.destination.name}
        </p>
        <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
          <Stars rating={pkg.rating} className="[&_svg]:h-3 [&_svg]:w-3" />
          {formatRating(pkg.rating)}
        </p>
        <p className="mt-auto pt-1 text-sm">
          {pkg.isFromPrice ? <span className="text-xs text-slate-500">from </span> : null}
          <span className="font-bold text-slate-900">{pkg.discountedPrice}</span>{" "}
          <span className="text-xs text-slate-500">per person</span>
        </p>
      </div>
    </article>
  );
}
