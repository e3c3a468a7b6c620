import { describe, expect, it } from "vitest";
import { destinationListingUrl } from "./listing-url";
import { buildPackageUrl } from "./package-url";

describe("buildPackageUrl", () => {
  it("writes the package's slug under /packages", () => {
    expect(buildPackageUrl("kerala-backwaters-5n")).toBe("/packages/kerala-backwaters-5n");
  });
});

describe("destinationListingUrl", () => {
  it("spells a destination's links as the pages always have", () => {
    expect(destinationListingUrl("kerala")).toBe("/tour-packages/kerala");
    expect(destinationListingUrl(null)).toBe("/tour-packages");
    expect(destinationListingUrl("goa", { base: "honeymoon-packages" })).toBe(
      "/honeymoon-packages/goa",
    );
    expect(destinationListingUrl("goa", { days: 5 })).toBe("/explore-5-days-tour-packages/goa");
    expect(destinationListingUrl("kerala", { cities: ["munnar"] })).toBe(
      "/tour-packages/kerala?cities[]=munnar",
    );
    expect(destinationListingUrl("kerala", { months: [3] })).toBe(
      "/tour-packages/kerala?month[]=3",
    );
  });
});
