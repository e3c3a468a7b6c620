import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "unit-secret-0123456789-0123456789-abcdef";

describe("unsubscribe tokens", () => {
  it("round-trips any user id and category", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.constantFrom("quotes" as const, "messages" as const),
        (userId, category) => {
          const token = unsubscribeToken(SECRET, userId, category);
          expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId, category });
        },
      ),
    );
  });

  it("refuses another secret, another category, another user and any edit", () => {
    const token = unsubscribeToken(SECRET, "user-1", "quotes");
    const [id, , sig] = token.split(".");
    expect(verifyUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${id}.messages.${sig}`)).toBeNull();
    expect(
      verifyUnsubscribeToken(
        SECRET,
        `${Buffer.from("user-2").toString("base64url")}.quotes.${sig}`,
      ),
    ).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${id}.payments.${sig}`)).toBeNull();
    for (const bad of ["", "a.b", `${token}.x`, token.toUpperCase(), `${token.slice(0, -1)}`]) {
      expect(verifyUnsubscribeToken(SECRET, bad)).toBeNull();
    }
  });
});
