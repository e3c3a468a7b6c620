import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorItem } from "../../common/api-error";

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
