import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  API_KEY_HEADER,
  type ApiClientOptions,
  ApiError,
  buildQueryPath,
  createApiClient,
  DEVICE_REQUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_ERROR_BODY,
  TIMEOUT_REPORT_PATH,
} from "./api-client";

type Call = { url: string; init: RequestInit; headers: Headers; query: URLSearchParams };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A fetch double that records calls and answers from a queue (default: 200 `{}`). */
function fakeFetch(...responses: Array<Response | (() => Promise<Response>)>) {
  const calls: Call[] = [];
  const queue = [...responses];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const queryStart = url.indexOf("?");
    calls.push({
      url,
      init: init ?? {},
      headers: new Headers(init?.headers),
      query: new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
    });
    const next = queue.shift();
    if (next === undefined) return json({});
    return typeof next === "function" ? next() : next;
  });
  return { fn: fn as unknown as typeof fetch, calls, mock: fn };
}

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    apiKey: "pk_web_test",
    deviceId: () => "device-1",
    fetch: fetchImpl,
    ...overrides,
  });
}

function pathOf(call: Call | undefined): string {
  if (!call) throw new Error("expected a fetch call");
  const queryStart = call.url.indexOf("?");
  return queryStart === -1 ? call.url : call.url.slice(0, queryStart);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the request to reject");
}

describe("request headers and options", () => {
  it("sends the API key, a device request id and JSON accept headers", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).get("/browsing/v1/packages");
    const call = calls[0];
    expect(call?.headers.get(API_KEY_HEADER)).toBe("pk_web_test");
    expect(call?.headers.get(DEVICE_REQUEST_ID_HEADER)).toMatch(/^device-1-[0-9a-f]{12}$/);
    expect(call?.headers.get("Accept")).toBe("application/json");
    expect(call?.headers.has("Content-Type")).toBe(false);
    expect(call?.init.credentials).toBe("same-origin");
    expect(call?.init.redirect).toBe("manual");
    expect(call?.init.method).toBe("GET");
    expect(call?.init.body).toBeUndefined();
  });

  it("uses a fresh device request id for every request", async () => {
    const { fn, calls } = fakeFetch();
    const api = client(fn);
    await Promise.all(Array.from({ length: 20 }, () => api.get("/x")));
    const ids = new Set(calls.map((call) => call.headers.get(DEVICE_REQUEST_ID_HEADER)));
    expect(ids.size).toBe(20);
  });

  it("JSON-encodes a body with a content type", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).post("/browsing/v1/requested_trips", { requested_trip: { adult: 1 } });
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ requested_trip: { adult: 1 } });
  });

  it("maps the helper methods to HTTP methods", async () => {
    const { fn, calls } = fakeFetch();
    const api = client(fn);
    await api.put("/a", { x: 1 });
    await api.delete("/b");
    await api.request("/c", { method: "patch" });
    expect(calls.map((call) => call.init.method)).toEqual(["PUT", "DELETE", "PATCH"]);
  });

  it("prepends a base URL when given", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { baseUrl: "http://localhost:3000/" }).get("/browsing/v1/x");
    expect(calls[0]?.url).toBe("http://localhost:3000/browsing/v1/x");
  });
});

describe("query string", () => {
  it("adds user_id from the current user", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { userId: () => 42 }).get("/x", { query: { limit: 25 } });
    expect(calls[0]?.query.get("user_id")).toBe("42");
    expect(calls[0]?.query.get("limit")).toBe("25");
  });

  it("does not override a user_id given by the caller", async () => {
    const { fn, calls } = fakeFetch();
    const api = client(fn, { userId: () => 42 });
    await api.get("/x", { query: { user_id: 7 } });
    await api.get("/y?user_id=8");
    expect(calls[0]?.query.getAll("user_id")).toEqual(["7"]);
    expect(calls[1]?.query.getAll("user_id")).toEqual(["8"]);
  });

  it.each([null, undefined, ""])("omits user_id for an anonymous user (%j)", async (userId) => {
    const { fn, calls } = fakeFetch();
    await client(fn, { userId: () => userId }).get("/x", { query: { q: "goa" } });
    expect(calls[0]?.query.has("user_id")).toBe(false);
    expect(calls[0]?.url).toBe("/x?q=goa");
  });

  it("omits user_id when no userId option is configured", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).get("/x");
    expect(calls[0]?.url).toBe("/x");
  });

  it("encodes arrays in bracket notation and skips undefined values", async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).get("/x", {
      query: {
        "days[]": ["1-3", "4-6"],
        category: ["honeymoon", "family"],
        empty: [],
        skipped: undefined,
        cache: false,
        q: "new delhi & co",
      },
    });
    expect(calls[0]?.url).toBe(
      "/x?days[]=1-3&days[]=4-6&category[]=honeymoon&category[]=family&cache=false&q=new%20delhi%20%26%20co",
    );
    expect(calls[0]?.query.getAll("category[]")).toEqual(["honeymoon", "family"]);
  });

  it("appends to a path that already has a query string", () => {
    expect(buildQueryPath("/x?a=1", { b: 2 })).toBe("/x?a=1&b=2");
    expect(buildQueryPath("/x?", { b: 2 })).toBe("/x?b=2");
    expect(buildQueryPath("/x#frag", { b: 2 })).toBe("/x?b=2");
    expect(buildQueryPath("/x", {})).toBe("/x");
  });
});

describe("responses", () => {
  it("resolves a 200 with the parsed JSON body", async () => {
    const { fn } = fakeFetch(json({ packages: [{ id: 1 }] }));
    await expect(client(fn).get("/x")).resolves.toEqual({ packages: [{ id: 1 }] });
  });

  it("resolves a 204 or an empty 200 with null", async () => {
    const { fn } = fakeFetch(
      new Response(null, { status: 204 }),
      new Response("", { status: 200 }),
    );
    const api = client(fn);
    await expect(api.delete("/x")).resolves.toBeNull();
    await expect(api.get("/y")).resolves.toBeNull();
  });

  it("rejects a 2xx that is not JSON", async () => {
    const { fn } = fakeFetch(new Response("<html>", { status: 200 }));
    const error = await rejection(client(fn).get("/x"));
    expect(error.kind).toBe("invalid_response");
    expect(error.body).toBe("<html>");
  });

  it.each([301, 302, 400, 402, 403, 404, 410, 418, 422, 500, 503])(
    "rejects status %i with an ApiError carrying the body",
    async (status) => {
      const body = { errors: [{ code: "e", message: `failed ${status}` }] };
      const { fn } = fakeFetch(json(body, status));
      const error = await rejection(client(fn).get("/x"));
      expect(error.status).toBe(status);
      expect(error.body).toEqual(body);
      expect(error.message).toBe(`failed ${status}`);
      expect(error.kind).toBe(status < 400 ? "redirect" : "http");
    },
  );

  it("keeps a non-JSON error body as text and an empty one as null", async () => {
    const { fn } = fakeFetch(
      new Response("Bad Gateway", { status: 502 }),
      new Response(null, { status: 404 }),
    );
    const api = client(fn);
    expect((await rejection(api.get("/x"))).body).toBe("Bad Gateway");
    expect((await rejection(api.get("/y"))).body).toBeNull();
  });

  it("rejects an opaque redirect response", async () => {
    const opaque = {
      type: "opaqueredirect",
      status: 0,
      ok: false,
      headers: new Headers(),
      text: async () => "",
    } as unknown as Response;
    const { fn } = fakeFetch(opaque);
    const error = await rejection(client(fn).get("/x"));
    expect(error.status).toBe(0);
    expect(error.kind).toBe("redirect");
  });

  it("rejects with a network ApiError when fetch itself fails", async () => {
    const { fn } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await rejection(client(fn).get("/x"));
    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
  });
});

describe("403 with Redirect-To", () => {
  it("navigates to a same-site target and records it on the error", async () => {
    const navigate = vi.fn();
    const { fn } = fakeFetch(
      json({ errors: [] }, 403, { "Redirect-To": "/users/sign_in?next_url=%2Fx" }),
    );
    const error = await rejection(client(fn, { navigate }).get("/x"));
    expect(error.status).toBe(403);
    expect(error.redirectTo).toBe("/users/sign_in?next_url=%2Fx");
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/users/sign_in?next_url=%2Fx");
  });

  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)"])(
    "ignores a foreign target %s",
    async (target) => {
      const navigate = vi.fn();
      const { fn } = fakeFetch(json({ errors: [] }, 403, { "Redirect-To": target }));
      const error = await rejection(client(fn, { navigate }).get("/x"));
      expect(error.status).toBe(403);
      expect(error.redirectTo).toBeUndefined();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("does not follow Redirect-To on other statuses", async () => {
    const navigate = vi.fn();
    const { fn } = fakeFetch(json({}, 401, { "Redirect-To": "/users/sign_in" }));
    const error = await rejection(client(fn, { navigate }).get("/x"));
    expect(error.redirectTo).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("timeout handling", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Never answers on its own; rejects like real fetch when its signal aborts. */
  function hangingResponse(init: RequestInit | undefined): Promise<Response> {
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  }

  function hangingFetch() {
    const calls: Call[] = [];
    const signals: AbortSignal[] = [];
    const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const queryStart = url.indexOf("?");
      calls.push({
        url,
        init: init ?? {},
        headers: new Headers(init?.headers),
        query: new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
      });
      if (init?.signal) signals.push(init.signal);
      if (url.startsWith(TIMEOUT_REPORT_PATH)) return new Response(null, { status: 204 });
      return hangingResponse(init);
    });
    return { fn: fn as unknown as typeof fetch, calls, signals };
  }

  it("aborts after 5 s, posts exactly one timing report and rejects with the timeout body", async () => {
    const { fn, calls, signals } = hangingFetch();
    const api = client(fn, { userId: () => 5, currentPath: () => "/in-en/tour-packages" });
    const pending = rejection(api.get("/browsing/v1/packages", { query: { limit: 25 } }));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.kind).toBe("timeout");
    expect(error.body).toEqual(TIMEOUT_ERROR_BODY);
    expect(error.message).toBe("The request took too long. Please try again.");
    expect(signals[0]?.aborted).toBe(true);

    const reports = calls.filter((call) => pathOf(call) === TIMEOUT_REPORT_PATH);
    expect(reports).toHaveLength(1);
    const report = reports[0];
    expect(report?.init.method).toBe("POST");
    expect(report?.headers.get(API_KEY_HEADER)).toBe("pk_web_test");
    const requestId = calls[0]?.headers.get(DEVICE_REQUEST_ID_HEADER);
    expect(report?.headers.get(DEVICE_REQUEST_ID_HEADER)).not.toBe(requestId);
    expect(JSON.parse(String(report?.init.body))).toEqual({
      url: "/browsing/v1/packages?limit=25&user_id=5",
      method: "GET",
      duration_ms: REQUEST_TIMEOUT_MS,
      timeout_ms: REQUEST_TIMEOUT_MS,
      page_path: "/in-en/tour-packages",
      request_id: requestId,
    });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((call) => pathOf(call) === TIMEOUT_REPORT_PATH)).toHaveLength(1);
  });

  it("reports a null page path and survives a failing report", async () => {
    const calls: string[] = [];
    const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      if (String(input).startsWith(TIMEOUT_REPORT_PATH)) {
        expect(JSON.parse(String(init?.body)).page_path).toBeNull();
        throw new TypeError("offline");
      }
      return hangingResponse(init);
    }) as unknown as typeof fetch;
    const pending = rejection(client(fn).post("/x", { a: 1 }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await pending).kind).toBe("timeout");
    expect(calls).toEqual(["/x", TIMEOUT_REPORT_PATH]);
  });

  it("uses injected timers and clock", async () => {
    let scheduled: (() => void) | undefined;
    let delay = 0;
    const clearTimeout = vi.fn();
    const { fn, calls } = hangingFetch();
    let clock = 100;
    const api = client(fn, {
      now: () => clock,
      setTimeout: (callback, ms) => {
        scheduled = callback;
        delay = ms;
        return 1;
      },
      clearTimeout,
    });
    const pending = rejection(api.get("/slow"));
    expect(delay).toBe(REQUEST_TIMEOUT_MS);
    clock = 5_250;
    scheduled?.();
    expect((await pending).kind).toBe("timeout");
    const report = calls.find((call) => pathOf(call) === TIMEOUT_REPORT_PATH);
    expect(JSON.parse(String(report?.init.body)).duration_ms).toBe(5_150);
    expect(clearTimeout).not.toHaveBeenCalled();
  });

  it("clears the timer when the response arrives in time", async () => {
    const { fn, calls } = fakeFetch(json({ ok: true }));
    await expect(client(fn).get("/fast")).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it("has no client timeout for the main API", async () => {
    let answer: ((response: Response) => void) | undefined;
    const { fn, calls } = fakeFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const request = client(fn).get("/browsing/v1/packages/1", { mainApi: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 12);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    answer?.(json({ id: 1 }));
    await expect(request).resolves.toEqual({ id: 1 });
  });

  it("has no client timeout when timeout handling is disabled", async () => {
    const { fn, calls } = fakeFetch(() => new Promise<Response>(() => {}));
    void client(fn).get("/x", { timeoutHandling: false });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 12);
    expect(calls).toHaveLength(1);
  });

  it("keeps the caller's AbortError when the caller aborts", async () => {
    const { fn } = hangingFetch();
    const controller = new AbortController();
    const request = client(fn).get("/x", { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
