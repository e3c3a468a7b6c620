import type { FieldMetadata, useForm } from "@conform-to/react";
import type { CurrencyCode } from "../../../common/locale";
import {
  COSTING_KIND_LABELS,
  COSTING_LINE_KINDS,
  type CostingSummary,
} from "../../../common/quote-costing";
import type { CostLineInput, QuoteDraftInput } from "../../../common/quotes-input";
import { FormError } from "../auth/fields";
import { money } from "./agent-format";
import { asItem, BuilderInput, BuilderSelect, SMALL_BUTTON } from "./builder-fields";

// The agency's costing (decision 0209): a net cost per line, its markup or the quote's, and
// the margin. Live figures come from the summary computed by common/quote-costing.ts.

// biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata is generic over the form's shape.
type Field = FieldMetadata<any>;
type Form = ReturnType<typeof useForm<QuoteDraftInput, QuoteDraftInput>>[0];

const KIND_OPTIONS = COSTING_LINE_KINDS.map((k) => ({ value: k, label: COSTING_KIND_LABELS[k] }));
const LINE_MARKUP_OPTIONS = [
  { value: "", label: "Quote's markup" },
  { value: "percent", label: "Own %" },
  { value: "amount", label: "Own amount" },
];
const MARKUP_OPTIONS = [
  { value: "percent", label: "Percent on each line" },
  { value: "amount", label: "Amount on the whole quote" },
];

export function CostingPanel({
  form,
  lines,
  linesField,
  markupType,
  markupValue,
  summary,
  currency,
  readOnly,
}: {
  form: Form;
  lines: FieldMetadata<CostLineInput, QuoteDraftInput, string[]>[];
  linesField: Field;
  markupType: Field;
  markupValue: Field;
  summary: CostingSummary | null;
  currency: CurrencyCode;
  readOnly: boolean;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">Net costs</h3>
      <p className="text-xs text-slate-500">
        What the agency pays, for the whole group. With any line, the price per person is the costs
        plus markup, shared by every traveller. The traveller never sees these figures.
      </p>
      <FormError id={linesField.errorId} errors={linesField.errors} />
      <ul className="mt-3 space-y-2">
        {lines.map((line, index) => {
          const l = line.getFieldset();
          const figures = summary?.lines[index];
          return (
            <li
              key={line.key}
              className="grid grid-cols-2 items-end gap-2 rounded-xl border border-slate-200 p-2 sm:grid-cols-[9rem_1fr_7rem_9rem_6rem_auto]"
            >
              <input type="hidden" name={l.lineId.name} defaultValue={str(l.lineId)} />
              <BuilderSelect
                field={l.kind}
                label="Line"
                options={KIND_OPTIONS}
                readOnly={readOnly}
              />
              <BuilderInput
                field={l.label}
                label="What"
                readOnly={readOnly}
                className="col-span-2 sm:col-span-1"
              />
              <BuilderInput
                field={l.netCost}
                label="Net cost"
                type="number"
                min={0}
                readOnly={readOnly}
              />
              <BuilderSelect
                field={l.markupType}
                label="Markup"
                options={LINE_MARKUP_OPTIONS}
                readOnly={readOnly}
              />
              <BuilderInput
                field={l.markupValue}
                label="Own markup"
                type="number"
                min={0}
                readOnly={readOnly}
              />
              <div className="flex items-center justify-between gap-2 pb-1 text-xs text-slate-600 sm:flex-col sm:items-end">
                <span className="tabular-nums" data-testid="line-selling">
                  {figures ? money(figures.sellingMinor, currency) : ""}
                </span>
                {readOnly ? null : (
                  <button
                    className={`${SMALL_BUTTON} text-rose-700`}
                    {...form.remove.getButtonProps({ name: linesField.name, index })}
                    aria-label={`Remove cost line ${index + 1}`}
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <div className="mt-2 flex flex-wrap gap-2">
          {COSTING_LINE_KINDS.map((kind) => (
            <button
              key={kind}
              className={SMALL_BUTTON}
              {...form.insert.getButtonProps({
                name: linesField.name,
                defaultValue: asItem({
                  kind,
                  label: "",
                  netCost: "",
                  markupType: "",
                  markupValue: "",
                }),
              })}
            >
              + {COSTING_KIND_LABELS[kind]}
            </button>
          ))}
        </div>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <BuilderSelect
          field={markupType}
          label="Quote's markup"
          options={MARKUP_OPTIONS}
          readOnly={readOnly}
        />
        <BuilderInput
          field={markupValue}
          label={markupType.value === "amount" ? "Markup amount" : "Markup %"}
          type="number"
          min={0}
          readOnly={readOnly}
        />
      </div>
    </div>
  );
}

function str(field: Field): string {
  const value = field.initialValue;
  return value == null ? "" : String(value);
}
