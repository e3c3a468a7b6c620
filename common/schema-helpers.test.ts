import { describe, expect, it } from "vitest";
import { ResetPasswordInput, SignUpInput } from "./auth-schemas";
import { CacheStoreInput, DestinationParserInput } from "./leadbot";
import { MESSAGES } from "./messages";
import {
  isSafeJson,
  isSafeText,
  optionalLongText,
  optionalText,
  requiredText,
} from "./schema-helpers";
import { ClientErrorInput, TimingReportInput } from "./telemetry";
import { TrackEventInput } from "./tracking-input";
import { CreateTripRequestInput, NurtureKeyParams, TripFeedbackInput } from "./trips";

// What reached PostgreSQL and answered 500 (issue 15 item 3): NUL, other C0/C1 controls and
// lone surrogates, as JSON.parse hands them to the server.
const HOSTILE = ["a\u0000b", "\u0000", "\u001b[31m", "x\u007f", "x\u0085", "\ud800", "a\udc00b"];

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("isSafeText", () => {
  it("refuses controls and lone surrogates, keeps ordinary and right-to-left text", () => {
    for (const value of HOSTILE) expect(isSafeText(value), JSON.stringify(value)).toBe(false);
    for (const value of ["Kerala", "Zoë's trip 😀", "مرحبا", "\u202Eabc", "a b"]) {
      expect(isSafeText(value), value).toBe(true);
    }
  });

  it("keeps tab and line breaks only in multi-line text", () => {
    expect(isSafeText("one\ntwo\tthree\r\n")).toBe(false);
    expect(isSafeText("one\ntwo\tthree\r\n", { multiline: true })).toBe(true);
    expect(isSafeText("one\u0000two", { multiline: true })).toBe(false);
  });

  it("walks JSON values, keys included", () => {
    expect(isSafeJson({ a: ["b", { c: 1 }] })).toBe(true);
    expect(isSafeJson({ a: ["b", { c: "\u0000" }] })).toBe(false);
    expect(isSafeJson({ "k\ud800": 1 })).toBe(false);
  });
});

describe("the text helpers", () => {
  it("answer one field error for hostile characters", () => {
    for (const schema of [
      requiredText(50, MESSAGES.notValid),
      optionalText(50, MESSAGES.notValid),
      optionalLongText(50),
    ]) {
      for (const value of HOSTILE) {
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(false);
        expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.invalidCharacters]);
      }
    }
    expect(optionalLongText(50).parse("Line one\nLine two")).toBe("Line one\nLine two");
  });
});

describe("every text input refuses them", () => {
  const trip = {
    to_loc: ["Kerala"],
    month: "nd",
    durations: ["4-6"],
    phone_no: "9812345678",
  };

  it.each(HOSTILE)("%j", (bad) => {
    expect(errorsOf(CreateTripRequestInput.safeParse({ ...trip, comments: bad }))).toEqual({
      comments: MESSAGES.invalidCharacters,
    });
    expect(errorsOf(CreateTripRequestInput.safeParse({ ...trip, to_loc: [`Goa${bad}`] }))).toEqual({
      "to_loc.0": MESSAGES.invalidCharacters,
    });
    expect(errorsOf(CreateTripRequestInput.safeParse({ ...trip, utm_source: bad }))).toEqual({
      utm_source: MESSAGES.invalidCharacters,
    });
    expect(TripFeedbackInput.safeParse({ rating: 4, comment: bad }).success).toBe(false);
    expect(
      ResetPasswordInput.safeParse({
        token: bad,
        password: "abcdefgh",
        password_confirmation: "abcdefgh",
      }).success,
    ).toBe(false);
    expect(
      SignUpInput.safeParse({
        name: `Asha${bad}`,
        email: "a@b.example",
        password: "abcdefgh",
        password_confirmation: "abcdefgh",
        tnc: "on",
      }).success,
    ).toBe(false);
    expect(ClientErrorInput.safeParse({ component: "Hero", message: bad }).success).toBe(false);
    expect(
      TimingReportInput.safeParse({ url: `/x${bad}`, method: "GET", duration_ms: 1, timeout_ms: 1 })
        .success,
    ).toBe(false);
    expect(
      TrackEventInput.safeParse({ name: "Page Viewed", category: "page", properties: { a: bad } })
        .success,
    ).toBe(false);
    expect(DestinationParserInput.safeParse({ user_input: `goa${bad}` }).success).toBe(false);
    expect(
      CacheStoreInput.safeParse({ redis_key: "k", redis_hash_name: "h", value: { deep: [bad] } })
        .success,
    ).toBe(false);
    expect(NurtureKeyParams.safeParse({ uniqueKey: `abc${bad}`, secretKey: "def" }).success).toBe(
      false,
    );
  });

  it("keeps line breaks in comments and stack traces", () => {
    expect(
      CreateTripRequestInput.parse({ ...trip, comments: "Veg food\nWindow seats" }).comments,
    ).toBe("Veg food\nWindow seats");
    expect(ClientErrorInput.safeParse({ component: "Hero", message: "Boom\n  at x" }).success).toBe(
      true,
    );
  });
});
