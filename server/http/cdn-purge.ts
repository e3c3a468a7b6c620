import type { Logger } from "../lib/logger";

/**
 * Purge follows the catalogue-change signal (decision 0152): when CDN_PURGE_URL is set, every
 * catalogue change (after the process's own caches are dropped) sends one `PURGE` request to it,
 * at most one per `debounceMs` for a burst of changes. Point it at whatever empties the shared
 * cache: Varnish's PURGE/BAN handler, a CDN's purge-everything API behind a small relay, or a
 * script that empties nginx's cache directory. Without it, shared caches keep a page at most
 * s-maxage plus stale-while-revalidate seconds. A failure is logged, never thrown.
 */
export function createCdnPurge(options: {
  url: string;
  logger: Pick<Logger, "warn" | "info">;
  debounceMs?: number;
  fetch?: typeof fetch;
}) {
  const send = options.fetch ?? fetch;
  const debounceMs = options.debounceMs ?? 1_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reasons: string[] = [];
  const purge = async () => {
    timer = undefined;
    const reason = reasons.join("; ").slice(0, 200);
    reasons = [];
    try {
      const res = await send(options.url, {
        method: "PURGE",
        headers: { "X-Purge-Reason": reason },
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) options.logger.warn({ status: res.status }, "CDN purge refused");
      else options.logger.info({ reason }, "CDN purged");
    } catch (error) {
      options.logger.warn({ err: error }, "CDN purge failed");
    }
  };
  return {
    /** A catalogChanges listener. */
    changed(change: { reason: string }): void {
      reasons.push(change.reason);
      if (!timer) timer = setTimeout(() => void purge(), debounceMs);
    },
    /** Sends a purge still waiting for its burst to end now (a command about to exit). */
    async flush(): Promise<void> {
      if (!timer) return;
      clearTimeout(timer);
      await purge();
    },
  };
}
