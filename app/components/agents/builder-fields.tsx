import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "../auth/fields";

// Inputs of the quote builder: a label, the control and its error under it, all from Conform's
// field metadata so a refused save shows what was typed with its errors.

// biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
type Field = FieldMetadata<any>;

/**
 * A new row's defaults are form text, as Conform posts them; the list's item type is the parsed
 * one. Conform serialises either the same way.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export const asItem = (value: object): any => value;

/** What a hidden field starts with: its saved value as form text. */
export function fieldText(field: Field): string {
  const value = field.initialValue;
  return value == null ? "" : String(value);
}

export const INPUT_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 read-only:bg-slate-50";

interface BaseProps {
  field: Field;
  label: string;
  className?: string;
  readOnly?: boolean;
  hint?: ReactNode;
}

export function BuilderInput({
  field,
  label,
  className = "",
  readOnly,
  hint,
  type = "text",
  placeholder,
  min,
  max,
  list,
  onValueChange,
}: BaseProps & {
  type?: "text" | "number" | "date" | "url";
  placeholder?: string;
  min?: number;
  max?: number;
  /** A datalist's id: suggestions the agent may pick or type past. */
  list?: string;
  onValueChange?: (value: string) => void;
}) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        {...props}
        key={key}
        readOnly={readOnly}
        placeholder={placeholder}
        min={min ?? props.min}
        max={max ?? props.max}
        list={list}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
        className={INPUT_CLASS}
      />
      {hint}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function BuilderTextarea({
  field,
  label,
  className = "",
  readOnly,
  rows = 3,
  placeholder,
}: BaseProps & { rows?: number; placeholder?: string }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <textarea
        {...props}
        key={key}
        rows={rows}
        readOnly={readOnly}
        placeholder={placeholder}
        className={INPUT_CLASS}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function BuilderSelect({
  field,
  label,
  className = "",
  readOnly,
  options,
}: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        {...props}
        key={key}
        // A read-only select still posts its value; `disabled` would drop it from the form.
        aria-readonly={readOnly || undefined}
        defaultValue={String(field.initialValue ?? "")}
        className={`${INPUT_CLASS} ${readOnly ? "pointer-events-none" : ""}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A checklist posting every checked value under one name (inclusions, exclusions). */
export function BuilderChecklist({
  field,
  legend,
  options,
  readOnly,
}: {
  field: Field;
  legend: string;
  options: readonly { value: string; label: string }[];
  readOnly?: boolean;
}) {
  const initial = field.initialValue;
  const checked = new Set(
    (Array.isArray(initial) ? initial : initial == null ? [] : [initial]).map(String),
  );
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              defaultChecked={checked.has(o.value)}
              // A read-only quote shows its choices; clicks do not change them.
              onClick={readOnly ? (event) => event.preventDefault() : undefined}
              aria-readonly={readOnly || undefined}
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A small secondary button of the builder (add, remove, move). */
export const SMALL_BUTTON =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";
