import { Link } from "react-router";

/** Home › … › the current page (the last crumb, which has no link). */
export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} aria-current={last && !item.href ? "page" : undefined}>
              {item.href ? (
                <Link to={item.href} className="hover:text-brand-700">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
              {last ? "" : " ›"}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
