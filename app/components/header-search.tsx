import { afterHydration, lazyPart } from "../lib/lazy-part";

export function SearchIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

// The combobox (its suggestions, keys and navigation) loads once the page has hydrated and the
// browser is idle, or at the first tap or key: until then the server's plain GET form is what
// the visitor has, as before hydration (decision 0240).
const SearchCombobox = lazyPart(
  () => import("./header-search-combobox").then((m) => m.SearchCombobox),
  { whenToLoad: afterHydration },
);

/** Desktop: a field in the header. Phones: an icon that opens a full-width field under it. */
export function HeaderSearch() {
  return (
    <>
      <div className="hidden w-56 xl:block xl:w-64">
        <SearchCombobox variant="desktop" />
      </div>
      <details className="group xl:hidden">
        <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100">
          <span className="sr-only">Search</span>
          <SearchIcon />
        </summary>
        <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
          <SearchCombobox variant="mobile" />
        </div>
      </details>
    </>
  );
}
