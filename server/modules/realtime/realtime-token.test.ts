import { describe, expect, it } from "vitest";
import { signRealtimeToken, verifyRealtimeToken } from "./realtime-token";

const SECRET = "unit-secret-0123456789-0123456789-abcdef";
const claims = { userId: "user-1", type: "traveller", subAccountId: null };

describe("realtime auth keys", () => {
  it("verifies its own key until it expires", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const { token, expiresAt } = signRealtimeToken(SECRET, claims, now, 300);
    expect(expiresAt.toISOString()).toBe("2026-11-24T10:05:00.000Z");
    expect(verifyRealtimeToken(SECRET, token, now)).toMatchObject(claims);
    expect(verifyRealtimeToken(SECRET, token, new Date("2026-11-24T10:05:00Z"))).toBeNull();
  });

  it("refuses another secret, an edited body, garbage and non-strings", () => {
    const { token } = signRealtimeToken(SECRET, claims);
    expect(verifyRealtimeToken(`${SECRET}x`, token)).toBeNull();
    const [prefix, , mac] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "admin", t: "admin", e: 9e9 })).toString(
      "base64url",
    );
    expect(verifyRealtimeToken(SECRET, `${prefix}.${forged}.${mac}`)).toBeNull();
    for (const bad of ["", "rt1..", "rt1.a.b.c", 42, null, undefined, "x".repeat(2000)])
      expect(verifyRealtimeToken(SECRET, bad)).toBeNull();
  });
});
