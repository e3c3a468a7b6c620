import { Writable } from "node:stream";
import { createLogger, type Logger } from "../lib/logger";

/**
 * A logger at `level` whose JSON lines are parsed into `lines`, for tests that assert what the
 * server logged (and what it kept out of the log).
 */
export function capturingLogger(lines: Record<string, unknown>[], level = "info"): Logger {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return createLogger(level, sink);
}
