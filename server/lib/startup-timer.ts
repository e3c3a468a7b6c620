/**
 * Milliseconds spent in each phase of a start (open, migrate, seed steps, search index...),
 * logged with "listening" so that a slow first start says where its time went.
 */
export function startupTimer(now: () => number = () => performance.now()) {
  // Node's performance.now() counts from the start of the process: loading the modules.
  const phases: Record<string, number> = { "load modules": Math.round(now()) };
  return {
    async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
      const started = now();
      try {
        return await run();
      } finally {
        phases[name] = Math.round((phases[name] ?? 0) + now() - started);
      }
    },
    /** The phases so far and the total since the process started. */
    done(): Record<string, number> {
      return { ...phases, total: Math.round(now()) };
    },
  };
}
