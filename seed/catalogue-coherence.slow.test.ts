import { describe, expect, it } from "vitest";
import {
  hotelProblems,
  packageProblems,
  reviewProblems,
  seededHotels,
  seededPackages,
} from "./catalogue-checks";

// The catalogue checks of catalogue-coherence.test.ts at the `100k` scale (100,000 packages,
// 30,000 hotels), slow by nature (`npm run test:slow`).
describe("the seeded catalogue at the 100k scale", () => {
  it("has coherent hotels with varied reviews", () => {
    const hotels = seededHotels("100k");
    expect(hotelProblems(hotels)).toEqual([]);
    expect(
      reviewProblems(
        hotels.flatMap((h) => h.reviews.map((r) => ({ body: r.body, city: r.authorCity }))),
      ),
    ).toEqual([]);
  });

  it("has packages with unique names, ratings from their reviews and varied reviews", () => {
    const packages = seededPackages("100k");
    expect(packageProblems(packages)).toEqual([]);
    expect(reviewProblems(packages.flatMap((p) => p.reviews))).toEqual([]);
  });
});
