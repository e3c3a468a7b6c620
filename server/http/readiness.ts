/**
 * Readiness (`/healthz`) asks the database at most once per `maxAgeMs` and hands the same answer
 * to every caller meanwhile, so a load balancer polling many times a second, or a load test,
 * costs one ping a second (decision 0154). Callers arriving during a ping wait for that ping.
 */
export function createReadinessCheck(
  ping: () => Promise<unknown>,
  options: { maxAgeMs?: number; now?: () => number } = {},
) {
  const maxAgeMs = options.maxAgeMs ?? 1_000;
  const now = options.now ?? Date.now;
  let last: { at: number; answer: Promise<{ ok: true } | { ok: false; error: unknown }> } | null =
    null;
  return (): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    if (last && now() - last.at < maxAgeMs) return last.answer;
    const answer = ping().then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    last = { at: now(), answer };
    return answer;
  };
}
