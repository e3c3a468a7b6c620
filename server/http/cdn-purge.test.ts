import { afterEach, describe, expect, it, vi } from "vitest";
import { createCatalogChanges } from "../modules/catalog";
import { createCdnPurge } from "./cdn-purge";

afterEach(() => {
  vi.useRealTimers();
});

describe("createCdnPurge", () => {
  it("sends one PURGE per burst of catalogue changes", async () => {
    vi.useFakeTimers();
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const purge = createCdnPurge({
      url: "http://cdn.internal/purge",
      logger: { warn: () => {}, info: () => {} },
      fetch: (async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    const changes = createCatalogChanges();
    changes.subscribe((change) => purge.changed(change));
    changes.changed({ reason: "package 1 updated" });
    changes.changed({ reason: "package 2 updated" });
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://cdn.internal/purge");
    expect(calls[0]?.init?.method).toBe("PURGE");
    expect(new Headers(calls[0]?.init?.headers).get("x-purge-reason")).toBe(
      "package 1 updated; package 2 updated",
    );
  });

  it("logs a failed purge and carries on", async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    const purge = createCdnPurge({
      url: "http://cdn.internal/purge",
      logger: {
        warn: ((_o: unknown, m: string) => {
          warnings.push(m);
        }) as never,
        info: () => {},
      },
      fetch: (async () => {
        throw new Error("connection refused");
      }) as unknown as typeof fetch,
    });
    purge.changed({ reason: "seed" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warnings).toEqual(["CDN purge failed"]);
  });
});
