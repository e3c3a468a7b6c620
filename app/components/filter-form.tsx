import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";

// The filter column of listing and weekend pages. The URL is the state: the form is a plain GET
// form (an Apply button shows without JavaScript); with JavaScript every change submits at once.

export interface FacetChoice {
  value: string;
  label: string;
  /** null when the option has no count (destination type on listings). */
  count: number | null;
  selected: boolean;
  /** A second line under the label, e.g. a weekend's dates. */
  detail?: string;
}

/**
 * One option: an uncontrolled checkbox that follows the URL. Clicking it answers at once, and
 * when the page data changes without the form (Clear all, a link that sets a filter) it takes
 * the new state.
 */
function FacetOptionRow({ param, option: o }: { param: string; option: FacetChoice }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = o.selected;
  }, [o.selected]);
  return (
    <label
      className={`flex items-start gap-2 text-sm ${o.count !== 0 || o.selected ? "text-slate-700" : "text-slate-500"}`}
    >
      <input
        ref={ref}
        type="checkbox"
        name={param}
        value={o.value}
        defaultChecked={o.selected}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <span className="flex-1">
        {o.label}
        {o.detail ? <span className="block text-xs text-slate-500">{o.detail}</span> : null}
      </span>
      {o.count === null ? null : <span className="text-xs text-slate-500">{o.count}</span>}
    </label>
  );
}

export function FacetFieldset({
  title,
  param,
  options,
}: {
  title: string;
  param: string;
  options: FacetChoice[];
}) {
  if (!options.length) return null;
  return (
    <div className="border-t border-slate-200 py-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{title}</legend>
        <ul className="mt-2 space-y-1.5">
          {options.map((o) => (
            <li key={o.value}>
              <FacetOptionRow param={param} option={o} />
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  options,
  className = "mt-4",
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  className?: string;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  // Follows the URL like FacetCheckbox.
  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return (
    <label className={`${className} block text-sm font-semibold text-slate-900`}>
      {label}
      <select
        ref={ref}
        name={name}
        defaultValue={value}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 font-normal"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The form around a page's filters. It submits to `action`, the page's first page without
 * filters; the loader redirects to the canonical URL when needed.
 *
 * On wide screens it is the page's left column. On phones the results come first: the form
 * waits behind a "Filters" button and opens as a bottom sheet (decision 0070). Without
 * JavaScript the button is a link to `#id` and the sheet opens by `:target`; with it, the
 * sheet opens in place, takes the focus, and Escape or "Show results" close it while every
 * change still updates the results behind it.
 */
export function FilterForm({
  action,
  label,
  children,
  id = "filters",
  className = "",
}: {
  action: string;
  label: string;
  children: ReactNode;
  id?: string;
  /** Placement in the page's grid. */
  className?: string;
}) {
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const titleId = `${id}-title`;

  const close = useCallback(() => {
    setOpen(false);
    // Opened by its link before the page was interactive, the sheet is still the :target.
    if (sheet.current?.matches(":target")) window.location.replace("#results");
    opener.current?.focus();
  }, []);
  const closeLink = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>(`#${CSS.escape(titleId)}`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, titleId, close]);

  return (
    <div className={`self-start lg:sticky lg:top-20 ${className}`}>
      <a
        ref={opener}
        href={`#${id}`}
        aria-controls={id}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 shadow-sm lg:hidden"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="none">
          <path
            d="M3 5h14M6 10h8M8.5 15h3"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        Filters
      </a>
      <Form
        ref={sheet}
        method="get"
        action={action}
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
        aria-label={label}
        id={id}
        data-open={open ? "" : undefined}
        className="filter-sheet rounded-2xl border border-slate-200 bg-white p-4"
      >
        <div className="flex items-center justify-between gap-3">
          <h2
            id={titleId}
            tabIndex={-1}
            className="font-semibold text-slate-900 focus:outline-none"
          >
            Filters
          </h2>
          <Link to={action} className="ml-auto text-sm text-brand-700 hover:underline">
            Clear all
          </Link>
          {/* Links, not buttons: without JavaScript they close the :target sheet. */}
          {/* biome-ignore lint/a11y/useValidAnchor: see above */}
          <a
            href="#results"
            onClick={closeLink}
            className="-mr-2 grid h-11 w-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
          >
            <span className="sr-only">Close filters</span>
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
              <path
                d="m5 5 10 10M15 5 5 15"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </a>
        </div>
        {children}
        <noscript>
          <button
            type="submit"
            className="mt-2 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          >
            Apply filters
          </button>
        </noscript>
        {open ? (
          <div className="sticky -bottom-4 -mx-4 -mb-4 border-t border-slate-200 bg-white p-4 lg:hidden">
            <button
              type="button"
              onClick={close}
              className="w-full rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Show results
            </button>
          </div>
        ) : null}
      </Form>
      {/* biome-ignore lint/a11y/useValidAnchor: the backdrop closes the sheet without JavaScript too */}
      {/* biome-ignore lint/a11y/useAnchorContent: a pointer target only; the sheet has its own close */}
      <a
        href="#results"
        tabIndex={-1}
        aria-hidden="true"
        onClick={closeLink}
        className="filter-sheet-backdrop"
      />
    </div>
  );
}

/** What a list shows when the filters leave nothing. */
export function NoResults({
  clearHref,
  noun,
  clearLabel,
}: {
  clearHref: string;
  noun: string;
  clearLabel: string;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
      <p className="font-semibold text-slate-800">No {noun} match all these filters.</p>
      <p className="mt-1">
        Try removing a filter, or{" "}
        <Link to={clearHref} className="text-brand-700 underline">
          {clearLabel}
        </Link>
        .
      </p>
    </div>
  );
}
