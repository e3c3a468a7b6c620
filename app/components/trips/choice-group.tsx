import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { FieldError } from "../auth/fields";

interface ChoiceGroupProps {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
  field: FieldMetadata<any>;
  legend: string;
  options: readonly { value: string; label: string }[];
  type?: "radio" | "checkbox";
}

/** Radio buttons drawn as pills: the native inputs stay in the page, so it works without script. */
export function ChoiceGroup({ field, legend, options, type = "radio" }: ChoiceGroupProps) {
  const inputs = getCollectionProps(field, { type, options: options.map((o) => o.value) });
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {inputs.map(({ key, ...props }, index) => (
          <label
            key={key}
            className="cursor-pointer rounded-full px-3.5 py-1.5 text-sm text-slate-700 ring-1 ring-inset ring-slate-300 transition hover:bg-slate-50 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input {...props} className="sr-only" />
            {options[index]?.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
