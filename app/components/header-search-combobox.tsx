import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatRupees } from "../../common/format";
import { SEARCH_QUERY_MAX, type SearchResult } from "../../common/search";
import { api } from "../lib/api";
import { useLocalePath } from "../lib/locale";
import { SearchIcon } from "./header-search";

export const SUGGEST_PATH = "/browsing/v1/search_suggest";

const KIND_LABEL: Record<string, string> = {
  destination: "Destination",
  city: "City",
  place: "Place",
  package: "Package",
  hotel: "Hotel",
  guide: "Guide",
};

/**
 * The header's search: an accessible combobox (WAI-ARIA 1.2 list autocomplete) that suggests
 * destinations, cities, places and packages as the visitor types. Without JavaScript it is a
 * plain GET form to /search_results.
 */
export function SearchCombobox({ variant }: { variant: "desktop" | "mobile" }) {
  const localize = useLocalePath();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // On phones the field lives in a <details> under the header, which stays mounted across
  // navigations: close it once the visitor has gone somewhere.
  const closePanel = () => formRef.current?.closest("details")?.removeAttribute("open");

  // The field is uncontrolled so hydration never resets it: whatever the visitor typed before
  // the script ran is read once here and suggested for like anything typed after.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ suggestions: SearchResult[] }>(SUGGEST_PATH, {
          query: { query: text },
          signal: controller.signal,
        })
        .then((answer) => {
          setSuggestions(answer.suggestions);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          // Typing on: a newer request replaced this one, or the network failed; the form
          // still submits to the results page.
        });
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(result: SearchResult) {
    setOpen(false);
    closePanel();
    navigate(localize(result.href));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (suggestions.length === 0 ? -1 : (i + 1) % suggestions.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (suggestions.length === 0 ? -1 : i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        setQuery("");
        if (inputRef.current) inputRef.current.value = "";
      }
    }
  }

  const desktop = variant === "desktop";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role is the no-JS fallback
    <form
      ref={formRef}
      role="search"
      aria-label={desktop ? "Site search" : "Site search (mobile)"}
      method="get"
      action={localize("/search_results")}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const text = (inputRef.current?.value ?? query).trim();
        setOpen(false);
        closePanel();
        navigate(
          text
            ? `${localize("/search_results")}?q=${encodeURIComponent(text)}`
            : localize("/search_results"),
        );
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search destinations, places and packages
      </label>
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400">
        <SearchIcon className="h-4 w-4" />
      </span>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search Kerala, Munnar, Goa beaches…"
        defaultValue=""
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <div
        id={`${listId}-list`}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className={`absolute top-12 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl ${desktop ? "right-0 w-[26rem]" : "left-0 right-0"}`}
      >
        {suggestions.map((result, index) => (
          <div
            key={`${result.doc_class}-${result.id}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(result);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50" : ""}`}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{result.title}</span>
              <span className="block truncate text-xs text-slate-600">
                {KIND_LABEL[result.doc_class] ?? result.doc_class}
                {result.location ? ` · ${result.location}` : ""}
              </span>
            </span>
            {result.price !== null ? (
              <span className="shrink-0 text-xs font-semibold text-slate-700">
                from {formatRupees(result.price)}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </form>
  );
}
