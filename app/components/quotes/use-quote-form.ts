import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { QuoteIntent } from "../../../common/quote-pages";

/** The quote page action's answer to a refused form; `hotelKey` says which hotel's form. */
export interface QuoteActionReply {
  intent: QuoteIntent;
  hotelKey?: string;
  result: SubmissionResult<string[]>;
}

interface QuoteFormOptions {
  /** Several forms share an intent (one per hotel): this names the one. */
  formKey?: string;
  pageReply?: QuoteActionReply | null;
  onSuccess?: () => void;
}

/**
 * One form of the quote page, the request page's pattern (decision 0039): its own fetcher with
 * JavaScript, a plain post without; errors under the fields, what was typed kept.
 */
// A schema's HTML constraints (required, maxLength …) once per schema: Conform walks the zod
// schema each time it is asked, for every form of every render (a quote page has one per hotel).
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: z.ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

export function useQuoteForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(intent: QuoteIntent, schema: Schema, options: QuoteFormOptions = {}) {
  const fetcher = useFetcher<QuoteActionReply>();
  const mine = (reply: QuoteActionReply | null | undefined) =>
    reply?.intent === intent && (options.formKey ?? undefined) === (reply.hotelKey ?? undefined)
      ? reply.result
      : undefined;
  const lastResult = fetcher.data?.result ?? mine(options.pageReply);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: `quote-${intent}${options.formKey ? `-${options.formKey}` : ""}`,
    lastResult,
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const wasBusy = useRef(false);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;
  useEffect(() => {
    if (fetcher.state !== "idle") {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (fetcher.data == null) onSuccess.current?.();
  }, [fetcher.state, fetcher.data]);

  return {
    fetcher,
    form,
    fields,
    busy: fetcher.state !== "idle",
    failed: lastResult?.status === "error",
  };
}
