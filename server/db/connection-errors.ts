// The one place that tells "the database cannot be reached" apart from every other failure, for
// both drivers. Drizzle wraps the driver's error (DrizzleQueryError.cause), so the whole cause
// chain is inspected.

// SQLSTATE class 08 (connection exception) and the server refusing or ending sessions:
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; and query_canceled,
// a statement past statement_timeout (docs/decisions/0185).
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// node-postgres and PGlite say so in words only.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error/,
  /^PGlite is clos(ed|ing)/,
];
const MAX_CAUSES = 8;

function unavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (code.startsWith("08") && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  // Node reports a refused connection to a dual-stack host as an AggregateError of each attempt.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    if (typeof current !== "object" || current === null) return false;
    if (unavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
