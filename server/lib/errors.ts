import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { ApiErrorBody, ApiErrorItem } from "../../common/api-error";
import { MESSAGES, tooManyAttemptsFor } from "../../common/messages";
import { isDatabaseUnavailable } from "../db/connection-errors";

/**
 * The one error type services throw. `code` is stable and machine-readable
 * (`destination_not_found`); HTTP statuses are decided here, not in services.
 */
export type ErrorKind =
  | "invalid_input"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

// The server bundle and the page bundle each hold a copy of this module, so `instanceof`
// cannot be trusted across them; a symbol from the global registry is the same in both.
const APP_ERROR = Symbol.for("triphive.app-error");

export function isAppError(error: unknown): error is AppError {
  return typeof error === "object" && error !== null && APP_ERROR in error;
}

export class AppError extends Error {
  override name = "AppError";
  readonly [APP_ERROR] = true;
  /** Sent as Retry-After (429, 503): when the same request may succeed. */
  retryAfterSeconds?: number;
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fieldErrors: ApiErrorItem[] = [],
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.kind];
  }

  toBody(): ApiErrorBody {
    return {
      errors: this.fieldErrors.length
        ? this.fieldErrors
        : [{ code: this.code, message: this.message }],
    };
  }
}

export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { errors: [field ? { code, message, field } : { code, message }] };
}

/**
 * A limiter's refusal; its message tells when to retry, as its Retry-After header does (the
 * generic "Too many attempts…" unless the caller words what was refused).
 */
export function rateLimited(
  code: string,
  retryAfterSeconds: number,
  message = tooManyAttemptsFor(retryAfterSeconds),
): AppError {
  const error = new AppError("rate_limited", code, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

// Long enough for a restart or a failover, short enough that nobody gives up.
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function databaseUnavailable(): AppError {
  const error = new AppError(
    "unavailable",
    "database_unavailable",
    MESSAGES.temporarilyUnavailable,
  );
  error.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  return error;
}

/**
 * The app error a failure stands for: itself, or the typed "database unavailable" for a
 * connection failure of either driver; null for a genuine bug.
 */
export function asAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return null;
}

export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * An expected refusal: a 4xx app error, or a 4xx Response / route error response thrown by a
 * loader (`throw data(null, { status: 404 })`). Null for anything else.
 */
export function expectedRefusal(error: unknown): { code: string; status: number } | null {
  if (typeof error !== "object" || error === null) return null;
  if (isAppError(error))
    return error.status < 500 ? { code: error.code, status: error.status } : null;
  // React Router's data(null, { status }) reaches handleError as thrown, not as a Response.
  const thrownData = (error as { type?: unknown }).type === "DataWithResponseInit";
  const { status, internal, statusText } = (
    thrownData ? ((error as { init?: object | null }).init ?? {}) : error
  ) as { status?: unknown; internal?: unknown; statusText?: unknown };
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const isRouteError =
    typeof internal === "boolean" && typeof statusText === "string" && "data" in error;
  return thrownData || error instanceof Response || isRouteError
    ? { code: `http_${status}`, status }
    : null;
}

/**
 * How the failure of a part a page can do without (the header's menus, the bell) is logged:
 * an unreachable database at warn with its code only, since the request's own failure, if it
 * needs the database too, is its one error line (docs/decisions/0185); anything else at error
 * with the error.
 */
export function logPartFailure(
  logger: Pick<Logger, "warn" | "error">,
  error: unknown,
  message: string,
): void {
  if (isDatabaseUnavailable(error)) logger.warn({ code: databaseUnavailable().code }, message);
  else logger.error({ err: error }, message);
}

/**
 * How a failure is logged: expected refusals at info with their code, so error level means
 * something is broken; an unreachable database at error with its code but not its trace (one
 * line per request during an outage); anything else at error with the error.
 */
export function logFailure(
  logger: Pick<Logger, "info" | "error">,
  error: unknown,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  const refusal = expectedRefusal(error);
  if (refusal) {
    logger.info({ ...extra, ...refusal }, message);
    return;
  }
  const known = asAppError(error);
  if (known) {
    logger.error({ ...extra, code: known.code, status: known.status }, message);
    return;
  }
  logger.error({ ...extra, err: error }, message);
}
