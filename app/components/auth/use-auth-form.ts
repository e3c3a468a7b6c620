import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import type { z } from "zod";

/**
 * A Conform form posting to a route action through a fetcher, so the same form works on its
 * own page (and without JavaScript, as a plain POST) and inside the authentication popup.
 * Errors show once a field was touched, and again from the server's reply.
 */
export function useAuthForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  id: string,
  schema: Schema,
  pageResult?: SubmissionResult<string[]> | null,
  defaultValue?: Record<string, string | undefined>,
) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const lastResult = fetcher.data ?? pageResult ?? undefined;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: defaults are plain strings keyed by field name.
    defaultValue: defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { fetcher, form, fields, busy: fetcher.state !== "idle", lastResult };
}
