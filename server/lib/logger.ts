import pino, { type Logger } from "pino";

export type { Logger };

// Secrets never reach the logs: whatever a caller passes, these paths are masked.
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  "password",
  "*.password",
  "*.password_confirmation",
  "token",
  "*.token",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "triphive" },
      redact: { paths: REDACT, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
