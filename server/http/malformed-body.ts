import type { Logger } from "../lib/logger";

// A form body the server cannot read (a truncated multipart/form-data, a page action
// posted as JSON or text) is the client's fault, not the server's: it answers 400 and is
// logged as one warn line without a stack, where it used to answer 500 (or the error page)
// with a 42-line error. Node's fetch (undici) says so with a TypeError of one of these two
// messages when request.formData() is called: by a page action, or by Hono's parseBody.

const FORM_BODY_FAILURES: ReadonlySet<string> = new Set([
  "Failed to parse body as FormData.",
  'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".',
]);

export const MALFORMED_BODY_CODE = "invalid_request";
export const MALFORMED_BODY_MESSAGE = "The form could not be read. Please send it again.";

/** Whether `error` is reading a request's form body failing on the body itself. */
export function isMalformedBody(error: unknown): boolean {
  return (
    error instanceof Error && error.name === "TypeError" && FORM_BODY_FAILURES.has(error.message)
  );
}

/** One warn line: the path and why, no stack (nothing on the server is broken). */
export function logMalformedBody(logger: Pick<Logger, "warn">, path: string): void {
  logger.warn(
    { path, code: MALFORMED_BODY_CODE, status: 400 },
    "request refused: the form body could not be read",
  );
}
