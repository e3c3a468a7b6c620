import { Link } from "react-router";
import { formatYearMonth } from "../../common/months";
import { buildPackageUrl } from "../../common/package-url";
import type { Review } from "../../server/modules/catalog";
import { useLocalePath } from "../lib/locale";
import { Stars } from "./stars";

/** A traveller's review of a package they took, with the package and destination it was for. */
export function ReviewCard({ review }: { review: Review }) {
  const localize = useLocalePath();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold text-slate-700">{review.rating}/5</span>
      </div>
      <blockquote className="mt-3 flex-1">
        <p className="font-semibold text-slate-900">{review.title}</p>
        <p className="mt-2 text-sm text-slate-700">{review.body}</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-slate-100 pt-4 text-sm">
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {review.author.slice(0, 1)}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">
              {review.author}, {review.city}
            </span>
            <span className="block text-slate-600">
              {review.destination.name}, {formatYearMonth(review.travelledOn)}
            </span>
          </span>
        </span>
        <Link
          to={localize(buildPackageUrl(review.package.slug))}
          className="mt-3 line-clamp-2 font-medium text-brand-700 hover:underline"
        >
          {review.package.name} ({review.package.nights}N/{review.package.days}D)
        </Link>
      </figcaption>
    </figure>
  );
}
