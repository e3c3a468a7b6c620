import pino, { type Logger } from "pino";

export type { Logger };

// Secrets never reach the logs: whatever a caller passes, these paths are masked.
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  "password",
  "*.password",
  "*.password_confirmation",
  "token",
  "*.token",
];

// What a database error may say about itself besides values: which statement, which
// constraint, where. `detail` ("Key (phone_no)=(98…) already exists"), `where` and
// `internalQuery` can quote row values, so they are dropped.
const DATABASE_FIELDS = [
  "code",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
  "position",
];
const MAX_CAUSES = 5;
const PARAM = "[param]";

type Serialized = Record<string, unknown>;

function paramStrings(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  // Longer first, so a value containing another is replaced whole.
  // Short numbers (ids, counts) are not personal and would only blur line numbers.
  return params
    .flatMap((p) => {
      if (typeof p === "string") return p.length >= 3 ? [p] : [];
      if (typeof p === "number" || typeof p === "bigint")
        return String(p).length >= 6 ? [String(p)] : [];
      if (p instanceof Date) return [p.toISOString()];
      return p === null || p === undefined ? [] : [JSON.stringify(p)];
    })
    .sort((a, b) => b.length - a.length);
}

function scrub(text: unknown, params: string[]): string | undefined {
  if (typeof text !== "string") return undefined;
  // Drizzle's message is "Failed query: <sql>\nparams: <values>"; the statement stays.
  let out = text.replace(/\nparams: [^\n]*/g, `\nparams: ${PARAM}`);
  for (const value of params) out = out.split(value).join(PARAM);
  return out;
}

/**
 * pino's error serializer, minus bound values (docs/decisions/0053). A failed query is logged
 * as its code and statement shape (SQL with $1 placeholders), never the parameters: they are
 * phone numbers, names and comments. Values may also be quoted in a driver's message
 * ('invalid input syntax for type integer: "98…"'), so every known parameter is masked
 * wherever it appears, down the cause chain.
 */
export function serializeError(error: unknown, inherited: string[] = [], depth = 0): unknown {
  if (typeof error !== "object" || error === null) return error;
  const source = error as Record<string, unknown>;
  const params = [...paramStrings(source.params), ...inherited];
  const out: Serialized = {
    type: (error as Error).constructor?.name ?? "Object",
    message: scrub(source.message, params),
    stack: scrub(source.stack, params),
  };
  if (typeof source.query === "string") out.query = source.query;
  if (typeof source.code === "string" || typeof source.code === "number") out.code = source.code;
  for (const field of DATABASE_FIELDS) {
    const value = source[field];
    if (value !== undefined && (typeof value === "string" || typeof value === "number")) {
      out[field] = value;
    }
  }
  for (const [key, value] of Object.entries(source)) {
    if (key in out || key === "params" || key === "cause") continue;
    if (["detail", "where", "internalQuery", "hint", "errors"].includes(key)) continue;
    if (typeof value === "string") out[key] = scrub(value, params);
    else if (typeof value === "number" || typeof value === "boolean") out[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(source.cause, params, depth + 1);
  }
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "triphive" },
      redact: { paths: REDACT, censor: "[redacted]" },
      serializers: { err: serializeError, error: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
