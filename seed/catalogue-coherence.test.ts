import { describe, expect, it } from "vitest";
import {
  hotelProblems,
  packageProblems,
  reviewProblems,
  seededHotels,
  seededPackages,
} from "./catalogue-checks";

// Issue 30 part 2: the catalogue the seed writes at the default scale (the same generators and
// seed as `seedDatabase`) is coherent: unique hotel names per city without brands, doubled
// words or grand names under 4 stars, no beach property away from a beach place, review counts
// and ratings that are their reviews', package names unique in a destination's listing, review
// sentences used at most three times over packages and hotels, reviewers from all over India.
describe("the seeded catalogue at the default scale", () => {
  const packages = seededPackages("default");
  const hotels = seededHotels("default");

  it("has coherent hotels", () => {
    expect(hotelProblems(hotels)).toEqual([]);
  });

  it("has packages with unique names and ratings from their reviews", () => {
    expect(packageProblems(packages)).toEqual([]);
  });

  it("has varied reviews from plausible home cities", () => {
    const reviews = [
      ...packages.flatMap((p) => p.reviews),
      ...hotels.flatMap((h) => h.reviews.map((r) => ({ body: r.body, city: r.authorCity }))),
    ];
    expect(reviews.length).toBeGreaterThan(40_000);
    expect(reviewProblems(reviews)).toEqual([]);
  });
});
