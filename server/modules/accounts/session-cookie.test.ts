import { describe, expect, it } from "vitest";
import { hasWellFormedSessionCookie } from "./session-cookie";

const signature = `${"A".repeat(43)}=`;

describe("hasWellFormedSessionCookie", () => {
  it("lets a signed session cookie through, plain or __Secure-, encoded or not", () => {
    expect(hasWellFormedSessionCookie(`triphive.session_token=abc.${signature}`)).toBe(true);
    expect(
      hasWellFormedSessionCookie(
        `a=1; __Secure-triphive.session_token=abc.${encodeURIComponent(signature)}; b=2`,
      ),
    ).toBe(true);
    expect(hasWellFormedSessionCookie(`triphive.session_token="abc.${signature}"`)).toBe(true);
    // One good copy among bad ones is enough: better-auth decides.
    expect(
      hasWellFormedSessionCookie(
        `triphive.session_token=bench; __Secure-triphive.session_token=x.${signature}`,
      ),
    ).toBe(true);
  });

  it("refuses what better-auth would refuse without a lookup", () => {
    expect(hasWellFormedSessionCookie(null)).toBe(false);
    expect(hasWellFormedSessionCookie("other=1")).toBe(false);
    expect(hasWellFormedSessionCookie("triphive.session_token=bench")).toBe(false);
    expect(hasWellFormedSessionCookie(`triphive.session_token=.${signature}`)).toBe(false);
    expect(hasWellFormedSessionCookie("triphive.session_token=abc.short=")).toBe(false);
    expect(hasWellFormedSessionCookie(`triphive.session_token=abc.${"A".repeat(44)}`)).toBe(false);
    expect(hasWellFormedSessionCookie(`not_triphive.session_tokenx=abc.${signature}`)).toBe(false);
  });
});
