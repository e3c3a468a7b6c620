import { describe, expect, it } from "vitest";
import { detectPageType, EXIT_INTENT_PAGE_TYPES, type PageType, siteSection } from "./page-type";

const cases: ReadonlyArray<readonly [string, PageType]> = [
  ["/", "home"],
  ["", "home"],
  ["/agents/dashboard", "agent_dashboard"],
  ["/agents/dashboard/trips/4", "agent_dashboard"],
  ["/users/sign_in", "login"],
  ["/users/sign_up", "signup"],
  ["/requested_trips/new", "new_request"],
  ["/testimonials", "testimonials"],
  ["/testimonials/kerala", "testimonials"],
  ["/packages/kerala-5-days", "package_detail"],
  ["/packages/some-set-url?id=12", "package_detail"],
  ["/tour-packages", "package_list"],
  ["/honeymoon-packages", "package_list"],
  ["/family-packages/kerala", "package_list"],
  ["/friends-packages/page/2", "package_list"],
  ["/seasonal-packages/goa/page/3", "package_list"],
  ["/bike-tour-packages/x", "package_list"],
  ["/luxury-honeymoon-packages/bali", "package_list"],
  ["/mktc/weekend-getaway-packages", "weekend_campaign"],
  ["/mktc/weekend-getaway-packages/delhi/2", "weekend_campaign"],
  ["/mktc/weekend-getaway-packages/page/2", "weekend_campaign"],
  ["/aboutus", "about_us"],
  ["/team", "team"],
  ["/career", "career"],
  ["/career/17", "career"],
  ["/contact_us", "contact_us"],
  ["/tnc", "tnc"],
  ["/privacy", "privacy"],
  ["/cancellation", "cancellation"],
  ["/agents/Zm9vYmFy", "agent_profile"],
  ["/agents/abc?rtrip_id=9", "agent_profile"],
  ["/hotel/taj-palace", "hotel_detail"],
  ["/hotel/taj-palace/review-booking", "hotel_detail"],
  ["/hotels/goa", "hotel_list"],
  ["/guest-houses/manali", "hotel_list"],
  ["/hotels-and-resorts/ooty", "hotel_list"],
  ["/home-stays/coorg", "hotel_list"],
  ["/resorts/goa", "hotel_list"],
  ["/apartments/mumbai", "hotel_list"],
  ["/hostels/delhi", "hotel_list"],
  ["/villas/goa", "hotel_list"],
  ["/cottages/shimla", "hotel_list"],
  ["/5-star-hotels/goa", "hotel_list"],
  ["/beach-resorts/goa", "hotel_list"],
  ["/luxury-villas/goa/near-baga-beach", "hotel_list"],
  ["/payments/response", "payment_response"],
  ["/payments/response?success=true&bookable_id=3", "payment_response"],
  ["/kerala-tourism", "city_block"],
  ["/kerala-tourism/munnar", "city_block"],
  ["/kerala-tourism/places-to-visit/all/1", "city_block"],
  ["/places-near/delhi", "weekend"],
  ["/places-near/delhi/page/2", "weekend"],
  ["/mktc/weekend-getaway-packages/from-mumbai/page/2", "weekend_campaign"],
  ["/sitemap/explore-travel-destination-kerala", "sitemap"],
  ["/sitemap/explore-5-days-honeymoon-packages-in-india", "sitemap"],
  ["/sitemap", "other"],
  ["/travel-to", "destination"],
  ["/travel-to/kerala", "destination"],
  ["/travel-to-kerala", "destination"],
  ["/beach-Places", "category"],
  ["/hill-station-places", "category"],
  ["/hill-station-places/near-mumbai", "category"],
  ["/requestcallback", "request_callback"],
  ["/trips/requestcallback/4", "request_callback"],
  ["/comparepackages", "other"],
  ["/search_results?q=goa", "other"],
  ["/packages_tnc", "other"],
  ["/page-not-found", "other"],
  ["/users/password/new", "other"],
  ["/requested_trips/12", "other"],
  ["/hotel", "other"],
  ["/hotels", "other"],
  ["/motels/goa", "other"],
  ["/agents", "other"],
];

describe("detectPageType", () => {
  it.each(cases)("%j → %s", (path, expected) => {
    expect(detectPageType(path)).toBe(expected);
  });

  it.each(cases.filter(([path]) => path.startsWith("/")))(
    "ignores the locale prefix: /ae-en%s → %s",
    (path, expected) => {
      expect(detectPageType(`/ae-en${path}`)).toBe(expected);
      expect(detectPageType(`/in-en${path}`)).toBe(expected);
    },
  );

  it.each(cases.filter(([path]) => path.length > 1 && !path.includes("?")))(
    "ignores a trailing slash: %s/ → %s",
    (path, expected) => {
      expect(detectPageType(`${path}/`)).toBe(expected);
    },
  );

  it("ignores query strings and hashes", () => {
    expect(detectPageType("/tnc?next=/tour-packages")).toBe("tnc");
    expect(detectPageType("/?x=/packages/a")).toBe("home");
    expect(detectPageType("/aboutus#team")).toBe("about_us");
    expect(detectPageType("/in-en/?utm_source=x")).toBe("home");
  });

  it("does not treat an invalid locale-like segment as a prefix", () => {
    expect(detectPageType("/xx-fr/tnc")).toBe("other");
  });

  it("treats the bare locale prefix as the home page", () => {
    expect(detectPageType("/ae-en")).toBe("home");
    expect(detectPageType("/ae-en/")).toBe("home");
  });
});

describe("siteSection", () => {
  it.each([
    ["/admin/trips", "admin"],
    ["/admin", "admin"],
    ["/ae-en/admin/users/3", "admin"],
    ["/agents/admin-tools", "admin"],
    ["/agents/dashboard", "agent"],
    ["/agents/abc", "agent"],
    ["/in-en/agents/abc", "agent"],
    ["/agent", "agent"],
    ["/tour-packages", "public"],
    ["/", "public"],
    ["/online-leads-for-travel-agents-v1", "public"],
    ["/users/sign_in?next_url=/admin", "public"],
    ["/tnc#/agent", "public"],
  ] as const)("%s → %s", (path, expected) => {
    expect(siteSection(path)).toBe(expected);
  });
});

describe("EXIT_INTENT_PAGE_TYPES", () => {
  it("holds exactly the spec's allowed page types", () => {
    expect([...EXIT_INTENT_PAGE_TYPES].sort()).toEqual(
      [
        "about_us",
        "category",
        "city_block",
        "home",
        "login",
        "new_request",
        "package_detail",
        "package_list",
        "signup",
        "testimonials",
        "weekend",
        "weekend_campaign",
      ].sort(),
    );
  });

  it("excludes pages the popup must not appear on", () => {
    for (const type of ["hotel_detail", "agent_dashboard", "tnc", "other"] as const) {
      expect(EXIT_INTENT_PAGE_TYPES.has(type)).toBe(false);
    }
  });

  it("agrees with detection for representative paths", () => {
    expect(EXIT_INTENT_PAGE_TYPES.has(detectPageType("/in-en/tour-packages"))).toBe(true);
    expect(EXIT_INTENT_PAGE_TYPES.has(detectPageType("/hotel/x"))).toBe(false);
  });
});
