import { describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  CODES_WINDOW_MS,
  hashCode,
  judgeAttempt,
  MAX_WRONG_TRIES,
  newCode,
  RESEND_AFTER_MS,
  sendRefusal,
} from "./verification-code";

const SECRET = "test-secret-0123456789-0123456789";
const at = new Date("2026-11-29T10:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);

describe("a new code", () => {
  it("is six digits, leading zeros kept, and not the same every time", () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("is stored as a keyed hash that depends on the secret and the subject", () => {
    const hash = hashCode(SECRET, "trip:1", "123456");
    expect(hash).not.toContain("123456");
    expect(hash).toBe(hashCode(SECRET, "trip:1", "123456"));
    expect(hashCode("another-secret-0123456789-01234567", "trip:1", "123456")).not.toBe(hash);
    expect(hashCode(SECRET, "trip:2", "123456")).not.toBe(hash);
  });
});

describe("typing a code", () => {
  const code = (wrongTries = 0) => ({
    codeHash: hashCode(SECRET, "trip:1", "042137"),
    wrongTries,
    expiresAt: later(CODE_TTL_MS),
  });
  const hash = (typed: string) => hashCode(SECRET, "trip:1", typed);

  it("accepts the right code until it expires, and not from its expiry on", () => {
    expect(judgeAttempt(code(), "042137", later(CODE_TTL_MS - 1), hash)).toEqual({
      result: "right",
    });
    expect(judgeAttempt(code(), "042137", later(CODE_TTL_MS), hash)).toEqual({
      result: "expired",
    });
  });

  it("counts wrong tries down to the last one", () => {
    expect(judgeAttempt(code(0), "111111", at, hash)).toEqual({
      result: "wrong",
      triesLeft: MAX_WRONG_TRIES - 1,
    });
    expect(judgeAttempt(code(MAX_WRONG_TRIES - 1), "111111", at, hash)).toEqual({
      result: "wrong",
      triesLeft: 0,
    });
  });

  it("says expired before judging the code, so an old code gives nothing away", () => {
    expect(judgeAttempt(code(), "111111", later(CODE_TTL_MS + 1), hash)).toEqual({
      result: "expired",
    });
  });
});

describe("sending another code to a number", () => {
  it("is allowed when none was sent in the window", () => {
    expect(sendRefusal([], at)).toBeNull();
    expect(sendRefusal([later(-CODES_WINDOW_MS - 1)], at)).toBeNull();
  });

  it("waits out the resend pause after the last code", () => {
    expect(sendRefusal([later(-10_000)], at)).toEqual({ rule: "cooldown", retryAfterSeconds: 20 });
    expect(sendRefusal([later(-RESEND_AFTER_MS)], at)).toBeNull();
  });

  it("allows three codes per window, then says when the oldest leaves it", () => {
    const two = [later(-10 * 60_000), later(-60_000)];
    expect(sendRefusal(two, at)).toBeNull();
    const three = [...two, later(-40_000)];
    expect(sendRefusal(three, at)).toEqual({ rule: "window", retryAfterSeconds: 5 * 60 });
  });
});
