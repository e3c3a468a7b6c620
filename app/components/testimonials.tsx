import { Link } from "react-router";
import { formatYearMonth } from "../../common/months";
import { buildPackageUrl } from "../../common/package-url";
import type { Testimonial } from "../../server/modules/catalog";
import { useLocalePath } from "../lib/locale";
import { Stars } from "./stars";

/** Travellers' reviews of packages they took (seeded package reviews). */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const localize = useLocalePath();
  if (!items.length) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
        What travellers say
      </h2>
      <p className="mt-1 text-slate-600">Reviews from travellers who booked these trips.</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={`${t.author}-${t.package.slug}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-2">
                <Stars rating={t.rating} />
                <span className="text-sm font-semibold text-slate-700">{t.rating}/5</span>
              </div>
              <blockquote className="mt-3 flex-1">
                <p className="font-semibold text-slate-900">{t.title}</p>
                <p className="mt-2 line-clamp-5 text-sm text-slate-700">{t.body}</p>
              </blockquote>
              <figcaption className="mt-4 border-t border-slate-100 pt-4 text-sm">
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {t.author.slice(0, 1)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">
                      {t.author}, {t.city}
                    </span>
                    <span className="block text-slate-500">
                      {t.destination}, {formatYearMonth(t.travelledOn)}
                    </span>
                  </span>
                </span>
                <Link
                  to={localize(buildPackageUrl(t.package.slug))}
                  className="mt-3 line-clamp-2 font-medium text-brand-700 hover:underline"
                >
                  {t.package.name}
                </Link>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
