import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

interface TextFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
  field: FieldMetadata<any>;
  label: string;
  type: "text" | "email" | "password" | "tel" | "datetime-local";
  autoComplete?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input whose error shows under it once the field was touched (spec §8). */
export function TextField({
  field,
  label,
  type,
  autoComplete,
  hint,
  className = "",
}: TextFieldProps) {
  const props = getInputProps(field, { type });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
      />
      {hint}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {errors[0]}
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (busyLabel ?? children) : children}
    </button>
  );
}

interface ViewLinkProps {
  to: string;
  /** In the popup: switch to this view instead of navigating. */
  onSwitch?: () => void;
  children: ReactNode;
  className?: string;
}

/** A link to an authentication page that, inside the popup, switches the popup's view instead. */
export function ViewLink({
  to,
  onSwitch,
  children,
  className = "font-semibold text-brand-700 hover:underline",
}: ViewLinkProps) {
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!onSwitch) return;
        event.preventDefault();
        onSwitch();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
