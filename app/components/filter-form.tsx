import { type ReactNode, useEffect, useRef } from "react";
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
      className={`flex items-start gap-2 text-sm ${o.count !== 0 || o.selected ? "text-slate-700" : "text-slate-400"}`}
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
      {o.count === null ? null : <span className="text-xs text-slate-400">{o.count}</span>}
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
 */
export function FilterForm({
  action,
  label,
  children,
  id,
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
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      aria-label={label}
      id={id}
      className={`self-start rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-20 ${className}`}
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Filters</h2>
        <Link to={action} className="text-sm text-brand-700 hover:underline">
          Clear all
        </Link>
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
    </Form>
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
