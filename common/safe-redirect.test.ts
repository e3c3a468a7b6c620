import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";
import { REDIRECT_BYPASS_PAYLOADS } from "./safe-redirect.fixtures";

const FALLBACK = "/fallback";

const bypassPayloads: ReadonlyArray<unknown> = [
  ...REDIRECT_BYPASS_PAYLOADS,
  "",
  null,
  undefined,
  42,
  {},
  { toString: () => "/ok" },
  ["/ok"],
];

describe("safeRedirectPath", () => {
  it.each(bypassPayloads.map((payload) => [payload]))("rejects %j", (payload) => {
    expect(safeRedirectPath(payload, FALLBACK)).toBe(FALLBACK);
  });

  it("checks at least 35 bypass payloads", () => {
    expect(bypassPayloads.length).toBeGreaterThanOrEqual(35);
  });

  it.each([
    "/",
    "/tour-packages",
    "/requested_trips/12?x=1#y",
    "/in-en/packages/kerala-5-days",
    "/users/sign_in?next_url=%2Fa",
    "/search_results?q=new%20delhi",
    "/search_results?q=caf%C3%A9",
    "/hotels/goa?filters[]=spa&checkin=2030-01-02",
    "/a/b/../c",
  ])("passes %s through unchanged", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it('defaults the fallback to "/"', () => {
    expect(safeRedirectPath("//evil.com")).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
  });

  it("allows an empty fallback so callers can tell rejection apart", () => {
    expect(safeRedirectPath("https://evil.com", "")).toBe("");
  });

  it("never returns anything that resolves off-site", () => {
    const base = "https://good.example";
    const alphabet = [
      "/",
      "\\",
      ".",
      "%",
      "2",
      "F",
      "5",
      "C",
      "e",
      "v",
      ":",
      "@",
      "?",
      "#",
      "\t",
      " ",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }), (chars) => {
        const candidate = chars.join("");
        const result = safeRedirectPath(candidate, FALLBACK);
        expect(new URL(result, base).origin).toBe(base);
        // Decoding a layer must not make it leave the site either.
        let decoded = result;
        for (let i = 0; i < 3; i++) {
          decoded = decodeURIComponent(decoded);
          expect(new URL(decoded, base).origin).toBe(base);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
