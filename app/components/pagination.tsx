import { Link } from "react-router";

/** Page links: first, last and two either side of the current page, with Previous and Next. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50"
        >
          Previous
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, i) => i + 1)
        .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2)
        .map((n, i, shown) => (
          <span key={n} className="flex items-center gap-2">
            {i > 0 && n - (shown[i - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              className={`rounded-full px-3.5 py-2 text-sm ${n === page ? "bg-brand-700 font-semibold text-white" : "border border-slate-300 hover:bg-slate-50"}`}
            >
              {n}
            </Link>
          </span>
        ))}
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50"
        >
          Next
        </Link>
      ) : null}
    </nav>
  );
}
