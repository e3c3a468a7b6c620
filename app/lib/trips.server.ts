import { data } from "react-router";
import type { z } from "zod";
import { isAppError } from "../../server/lib/errors";

export { documentResponse } from "../../server/modules/trips";

/** Route params through their schema; anything else is a page that does not exist. */
export function parseParams<Schema extends z.ZodType>(
  schema: Schema,
  params: Record<string, string | undefined>,
): z.output<Schema> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/**
 * A request that is missing or someone else's is refused as a plain 404 (the page then answers
 * 302 to the error page), logged as a refusal rather than as a failure.
 */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return isAppError(error) && error.kind === "not_found";
}
