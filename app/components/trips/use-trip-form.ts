import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";

/** What the request page's one action does, named by the form's `intent` field. */
export const TRIP_INTENTS = [
  "preferences",
  "contact",
  "callback",
  "cancel",
  "reactivate",
  "feedback",
  "upload",
  "more_quotes",
  "select",
  "quiz",
  "flights",
  // Phone verification (decision 0236): text a code, then check it.
  "send_code",
  "verify_code",
] as const;
export type TripIntent = (typeof TRIP_INTENTS)[number];

/** Reactivating sends no fields: the request and who asks are all it needs (accounts §7). */
export const NoFields = z.object({});

/** The action's answer to a refused form: which form, and Conform's reply with its errors. */
export interface TripActionReply {
  intent: TripIntent;
  result: SubmissionResult<string[]>;
}

interface TripFormOptions {
  /** The action's answer to a plain (no JavaScript) post, shown by the form it belongs to. */
  pageReply?: TripActionReply | null;
  defaultValue?: Record<string, string | undefined>;
  /** Called once the action accepted the form (it answered with a redirect). */
  onSuccess?: () => void;
}

/**
 * One form of the request page: a Conform form posted through its own fetcher, so the page
 * updates in place with JavaScript and the same markup posts normally without it. Errors show
 * once a field was touched, and again from the server's reply, with what was typed kept.
 */
export function useTripForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(intent: TripIntent, schema: Schema, options: TripFormOptions = {}) {
  const fetcher = useFetcher<TripActionReply>();
  const pageResult = options.pageReply?.intent === intent ? options.pageReply.result : undefined;
  const lastResult = fetcher.data?.result ?? pageResult;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: `trip-${intent}`,
    lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: defaults are plain strings keyed by field name.
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // A redirect leaves the fetcher without data; a refusal leaves the reply with its errors.
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
