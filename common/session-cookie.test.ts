import { describe, expect, it } from "vitest";
import { carriesSessionCookie } from "./session-cookie";

describe("carriesSessionCookie", () => {
  it("finds the session cookie, with or without the __Secure- prefix, valid or not", () => {
    expect(carriesSessionCookie("triphive.session_token=abc.def")).toBe(true);
    expect(carriesSessionCookie("th_visit=1; __Secure-triphive.session_token=x")).toBe(true);
    expect(carriesSessionCookie("a=1;triphive.session_token=")).toBe(true);
  });

  it("ignores other cookies and look-alikes", () => {
    expect(carriesSessionCookie(undefined)).toBe(false);
    expect(carriesSessionCookie("")).toBe(false);
    expect(carriesSessionCookie("triphive.session_data=x; th_visit=1")).toBe(false);
    expect(carriesSessionCookie("xtriphive.session_token=abc")).toBe(false);
  });
});
