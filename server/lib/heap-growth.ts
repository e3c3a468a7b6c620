import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived the last full collection before
 * it collects again. V8 picks 1.1x-4x from its allocation and collection speeds, which under a
 * server's steady allocation means 4x: ~70 MiB live grew to 300-350 MiB of old space after the
 * bench, holding the garbage and the ArrayBuffers it keeps (RSS 600+ MiB on PGlite, 500 on
 * PostgreSQL). 1.5x kept the old space near 100 MiB for no measurable CPU (decision 0160).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growing factor for this process, unless `node` was started with its own
 * `--heap-growing-percent`. V8 reads the flag each time it recomputes the heap limit after a
 * full collection, so setting it at run time takes effect from the next one.
 */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  setFlags: (flags: string) => void = setFlagsFromString,
): void {
  if (execArgv.some((arg) => arg.startsWith("--heap-growing-percent"))) return;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
