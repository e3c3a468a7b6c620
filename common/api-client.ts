// Browser-side API client (browsing spec §7/§8, accounts spec §7/§8). Dependencies are injected
// so the same code runs under tests in Node without a DOM.
import { type ApiErrorBody, isApiErrorBody } from "./api-error";
import { safeRedirectPath } from "./safe-redirect";
import type { TimingReportInput } from "./telemetry";

export const API_KEY_HEADER = "X-Api-Key";
export const DEVICE_REQUEST_ID_HEADER = "X-Device-Request-Id";
export const REQUEST_TIMEOUT_MS = 5000;
export const TIMEOUT_REPORT_PATH = "/browsing/v1/telemetry/timeouts";
export const REDIRECT_TO_HEADER = "Redirect-To";

export const TIMEOUT_ERROR_BODY: ApiErrorBody = {
  errors: [{ code: "timeout", message: "The request took too long. Please try again." }],
};

/** Why a request failed: an error status, a redirect, the client timeout, or no response. */
export type ApiErrorKind = "http" | "redirect" | "timeout" | "network" | "invalid_response";

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  redirectTo?: string;

  constructor(status: number, body: unknown, kind: ApiErrorKind = "http", options?: ErrorOptions) {
    super(describeError(status, body, kind), options);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.kind = kind;
  }
}

function describeError(status: number, body: unknown, kind: ApiErrorKind): string {
  const first = isApiErrorBody(body) ? body.errors[0] : undefined;
  if (first) return first.message;
  if (kind === "network") return "The request could not be completed.";
  if (kind === "invalid_response") return `Unreadable response (status ${status}).`;
  return `Request failed with status ${status}.`;
}

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiRequestInit {
  method?: string;
  query?: Query;
  /** JSON-encoded into the request body. */
  body?: unknown;
  /** The page's main API call: its failure is handled by the page (error page), not timed out. */
  mainApi?: boolean;
  /** Client-side timeout with a timing report; on by default, ignored for the main API. */
  timeoutHandling?: boolean;
  signal?: AbortSignal;
}

type TimerHandle = unknown;

export interface ApiClientOptions {
  /** Public web client key, identifying the client application; not a secret. */
  apiKey: string;
  /** Stable per browser; prefixes every device request id. */
  deviceId: () => string;
  userId?: () => string | number | null | undefined;
  /** Prepended to request paths (e.g. an absolute origin during server rendering). */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  /** Used to follow a same-site Redirect-To header on 403. */
  navigate?: (path: string) => void;
  currentPath?: () => string;
  randomHex?: (length: number) => string;
}

type BodylessInit = Omit<ApiRequestInit, "method" | "body">;

export interface ApiClient {
  request<T>(path: string, init?: ApiRequestInit): Promise<T>;
  get<T>(path: string, init?: BodylessInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: BodylessInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: BodylessInit): Promise<T>;
  delete<T>(path: string, init?: BodylessInit): Promise<T>;
}

function defaultRandomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, length);
}

function encodeQueryPart(value: string | number | boolean): string {
  return encodeURIComponent(String(value));
}

/**
 * Appends query parameters to a path that may already carry a query string. Arrays use the
 * bracket convention the API expects (`key[]=a&key[]=b`); brackets are left literal because
 * they are valid in a query and keep logged URLs readable.
 */
export function buildQueryPath(path: string, query: Query | undefined): string {
  const hashStart = path.indexOf("#");
  const withoutHash = hashStart === -1 ? path : path.slice(0, hashStart);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (typeof value === "object") {
      const name = `${encodeURIComponent(key.endsWith("[]") ? key.slice(0, -2) : key)}[]`;
      for (const item of value) parts.push(`${name}=${encodeQueryPart(item)}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeQueryPart(value)}`);
    }
  }
  if (parts.length === 0) return withoutHash;
  const separator = withoutHash.includes("?")
    ? withoutHash.endsWith("?") || withoutHash.endsWith("&")
      ? ""
      : "&"
    : "?";
  return `${withoutHash}${separator}${parts.join("&")}`;
}

function pathHasQueryKey(path: string, key: string): boolean {
  const queryStart = path.indexOf("?");
  if (queryStart === -1) return false;
  return new URLSearchParams(path.slice(queryStart + 1)).has(key);
}

/** Statuses outside 2xx are errors: redirects (301, 302, …), 4xx and 5xx (accounts spec §8). */
export function isErrorStatus(status: number): boolean {
  return status < 200 || status > 299;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type TimeoutState = { timedOut: boolean };

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const baseUrl = (opts.baseUrl ?? "").replace(/\/+$/, "");
  // Resolved per call (not captured) so globals replaced later, e.g. by test stubs, are used,
  // and wrapped so browser built-ins are never invoked with the wrong `this`.
  const doFetch: typeof fetch = (input, init) => (opts.fetch ?? globalThis.fetch)(input, init);
  const now = opts.now ?? (() => Date.now());
  const schedule = opts.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    opts.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));
  const randomHex = opts.randomHex ?? defaultRandomHex;

  function sitePath(path: string, query: Query | undefined): string {
    const relative = path.startsWith("/") ? path : `/${path}`;
    const merged: Query = { ...query };
    // user_id only lets the API personalise responses for the browser's user; the server
    // authenticates from the session cookie and never uses this value for authorization.
    if (!("user_id" in merged) && !pathHasQueryKey(relative, "user_id")) {
      const userId = opts.userId?.();
      if (userId !== null && userId !== undefined && userId !== "") merged.user_id = userId;
    }
    return buildQueryPath(relative, merged);
  }

  function reportTimeout(report: {
    url: string;
    method: string;
    duration_ms: number;
    request_id: string;
  }): void {
    try {
      const body: TimingReportInput = {
        ...report,
        timeout_ms: REQUEST_TIMEOUT_MS,
        page_path: opts.currentPath?.() ?? null,
      };
      send(TIMEOUT_REPORT_PATH, { method: "POST", body, timeoutHandling: false }).catch(() => {
        // Telemetry must never surface to the user or mask the original timeout.
      });
    } catch {
      // Same as above: a broken currentPath or fetch stub must not break the caller.
    }
  }

  async function send<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
    const method = (init.method ?? "GET").toUpperCase();
    const url = sitePath(path, init.query);
    const requestId = `${opts.deviceId()}-${randomHex(12)}`;
    const headers: Record<string, string> = {
      Accept: "application/json",
      [API_KEY_HEADER]: opts.apiKey,
      [DEVICE_REQUEST_ID_HEADER]: requestId,
    };
    const hasBody = init.body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";

    const controller = new AbortController();
    const callerSignal = init.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener("abort", forwardAbort, { once: true });

    const exchange = async (): Promise<T> => {
      const response = await doFetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        credentials: "same-origin",
        // Redirects are surfaced as errors rather than followed, so a redirect to a login page
        // never masquerades as a successful JSON response.
        redirect: "manual",
        signal: controller.signal,
      });
      if (response.type === "opaqueredirect") {
        throw new ApiError(response.status, null, "redirect");
      }
      if (isErrorStatus(response.status)) {
        const body = await readBody(response);
        const kind: ApiErrorKind =
          response.status >= 300 && response.status < 400 ? "redirect" : "http";
        const error = new ApiError(response.status, body, kind);
        if (response.status === 403) {
          const target = safeRedirectPath(response.headers.get(REDIRECT_TO_HEADER), "");
          if (target !== "") {
            error.redirectTo = target;
            opts.navigate?.(target);
          }
        }
        throw error;
      }
      if (response.status === 204 || response.status === 205) return null as T;
      const text = await response.text();
      if (text === "") return null as T;
      try {
        return JSON.parse(text) as T;
      } catch (cause) {
        throw new ApiError(response.status, text, "invalid_response", { cause });
      }
    };

    const useTimeout = init.timeoutHandling !== false && init.mainApi !== true;
    const timeout: TimeoutState = { timedOut: false };
    let timer: TimerHandle | undefined;
    const started = now();

    const timedExchange = useTimeout
      ? new Promise<T>((resolve, reject) => {
          timer = schedule(() => {
            timeout.timedOut = true;
            controller.abort();
            reportTimeout({ url, method, duration_ms: now() - started, request_id: requestId });
            reject(new ApiError(0, TIMEOUT_ERROR_BODY, "timeout"));
          }, REQUEST_TIMEOUT_MS);
          exchange().then(resolve, reject);
        })
      : exchange();

    try {
      return await timedExchange;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A caller-initiated abort keeps its AbortError so routers recognise the cancellation.
      if (callerSignal?.aborted) throw error;
      throw new ApiError(0, null, "network", { cause: error });
    } finally {
      if (timer !== undefined && !timeout.timedOut) cancel(timer);
      callerSignal?.removeEventListener("abort", forwardAbort);
    }
  }

  return {
    request: send,
    get: (path, init) => send(path, { ...init, method: "GET" }),
    post: (path, body, init) => send(path, { ...init, method: "POST", body }),
    put: (path, body, init) => send(path, { ...init, method: "PUT", body }),
    delete: (path, init) => send(path, { ...init, method: "DELETE" }),
  };
}
