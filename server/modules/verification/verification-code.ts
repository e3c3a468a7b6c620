import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** How long a code may be used after it was sent. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code takes before it is closed and a new one must be sent. */
export const MAX_WRONG_TRIES = 5;
/** Codes one number may be sent per window... */
export const CODES_PER_NUMBER = 3;
export const CODES_WINDOW_MS = 15 * 60_000;
/** ...and the least time between two of them. */
export const RESEND_AFTER_MS = 30_000;

const CODE_DIGITS = 6;

/** Six digits from the system's random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

/**
 * Keyed with the server's secret: a million possible codes are no protection against someone
 * who reads the table, a hash they cannot compute without the key is. The subject is part of
 * the input, so one code's hash says nothing about another subject's.
 */
export function hashCode(secret: string, subject: string, code: string): string {
  return createHmac("sha256", secret).update(`phone-code:${subject}:${code}`).digest("hex");
}

export interface OpenCode {
  codeHash: string;
  wrongTries: number;
  expiresAt: Date;
}

export type Attempt =
  | { result: "right" }
  | { result: "expired" }
  /** `triesLeft` 0: that was the last try, the code is now closed. */
  | { result: "wrong"; triesLeft: number };

/** What typing `typed` does to an open code at `now`. Expiry is checked before the code. */
export function judgeAttempt(
  code: OpenCode,
  typed: string,
  now: Date,
  hash: (typed: string) => string,
): Attempt {
  if (now.getTime() >= code.expiresAt.getTime()) return { result: "expired" };
  const expected = Buffer.from(code.codeHash, "hex");
  const given = Buffer.from(hash(typed), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    return { result: "right" };
  }
  return { result: "wrong", triesLeft: Math.max(0, MAX_WRONG_TRIES - (code.wrongTries + 1)) };
}

/**
 * Whether a number may be sent another code, given when its recent codes were sent: null, or
 * how many seconds to wait and which rule said so.
 */
export function sendRefusal(
  sentAt: readonly Date[],
  now: Date,
): { rule: "cooldown" | "window"; retryAfterSeconds: number } | null {
  const t = now.getTime();
  const recent = sentAt.map((d) => d.getTime()).filter((s) => s > t - CODES_WINDOW_MS);
  if (recent.length === 0) return null;
  const latest = Math.max(...recent);
  if (latest > t - RESEND_AFTER_MS) {
    return {
      rule: "cooldown",
      retryAfterSeconds: Math.ceil((latest + RESEND_AFTER_MS - t) / 1000),
    };
  }
  if (recent.length >= CODES_PER_NUMBER) {
    const oldest = Math.min(...recent);
    return {
      rule: "window",
      retryAfterSeconds: Math.ceil((oldest + CODES_WINDOW_MS - t) / 1000),
    };
  }
  return null;
}
