import { describe, expect, it } from "vitest";
import { hidesChatbot, showsOnlyTopBar } from "./page-chrome";

describe("hidesChatbot", () => {
  it.each([
    "/users/sign_in",
    "/users/sign_up",
    "/users/password/new",
    "/requested_trips/new",
    "/requested_trips/12",
    "/requested_trips/12/customize_new",
    "/requested_trips/abc/nurture/def",
    "/requested_trips/drafts/tok",
    "/travellers/dashboard",
    "/agents/dashboard",
    "/agents/dashboard/trips/4",
    "/admin",
    "/admin/dialer",
    "/payments/response",
    "/page-not-found",
    "/ae-en/users/sign_in",
    "/ae-en/requested_trips/new?destination=goa",
  ])("hides it on %s", (path) => {
    expect(hidesChatbot(path)).toBe(true);
  });

  it.each([
    "/",
    "/ae-en",
    "/tour-packages",
    "/honeymoon-packages/kerala",
    "/packages/kerala-5-days",
    "/aboutus",
    "/contact_us",
    "/kerala-tourism",
    "/places-near/delhi",
    "/comparepackages?ids=1,2",
    "/agents/a1b2c3",
    "/testimonials",
  ])("shows it on %s", (path) => {
    expect(hidesChatbot(path)).toBe(false);
  });
});

describe("showsOnlyTopBar", () => {
  it("keeps focused flows to the header", () => {
    for (const path of [
      "/requested_trips/new",
      "/in-en/requested_trips/new?destination=goa",
      "/requested_trips/drafts/tok",
      "/requested_trips/12/customize_new",
      "/requested_trips/abc/nurture/def",
      "/payments/response",
    ]) {
      expect(showsOnlyTopBar(path), path).toBe(true);
    }
    for (const path of ["/", "/requested_trips/12", "/tour-packages", "/users/sign_in"]) {
      expect(showsOnlyTopBar(path), path).toBe(false);
    }
  });
});
