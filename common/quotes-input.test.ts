import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { QUOTE_IMAGES_MAX, QuoteHotelInput } from "./quotes-input";

// A hotel of the quote builder: its pictures come from the site, its link is http(s) or one of
// the site's pages (decision 0186), in the form's strings and the API's JSON alike.

const hotel = (fields: Record<string, unknown>) =>
  QuoteHotelInput.safeParse({ name: "Brunton Boatyard", city: "Kochi", rating: "4", ...fields });

function errorsOf(result: ReturnType<typeof hotel>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("QuoteHotelInput pictures", () => {
  it("keeps the site's own pictures, dropping blank slots", () => {
    const result = hotel({
      images: ["/images/v1/hotels/12-0-640x360.svg", "", " /images/v1/hotels/12-1-640x360.svg "],
    });
    expect(result.success && result.data.images).toEqual([
      "/images/v1/hotels/12-0-640x360.svg",
      "/images/v1/hotels/12-1-640x360.svg",
    ]);
  });

  it.each([
    "https://evil.example/pixel.png",
    "//evil.example/pixel.png",
    "/\\evil.example/pixel.png",
    "javascript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
  ])("refuses %s with the field's message", (image) => {
    const result = hotel({ images: ["/images/v1/hotels/12-0-640x360.svg", image] });
    expect(errorsOf(result)).toEqual({ images: MESSAGES.imageNotFromTriphive });
  });

  it("refuses a single picture sent as a string, as a form with one slot does", () => {
    expect(errorsOf(hotel({ images: "https://evil.example/pixel.png" }))).toEqual({
      images: MESSAGES.imageNotFromTriphive,
    });
  });

  it("refuses more than six pictures as not valid", () => {
    const images = Array.from(
      { length: QUOTE_IMAGES_MAX + 1 },
      (_, i) => `/images/v1/hotels/1-${i}-640x360.svg`,
    );
    expect(errorsOf(hotel({ images }))).toEqual({ images: MESSAGES.notValid });
  });
});

describe("QuoteHotelInput link", () => {
  it.each([
    "https://www.bruntonboatyard.example/rooms",
    "http://bruntonboatyard.example",
    "/hotel/brunton-boatyard-kochi",
  ])("accepts %s", (link) => {
    const result = hotel({ link });
    expect(result.success && result.data.link).toBe(link);
  });

  it("treats a blank or missing link as none", () => {
    for (const link of ["", "   ", null, undefined]) {
      const result = hotel({ link });
      expect(result.success && result.data.link).toBe("");
    }
  });

  it.each([
    "//evil.example/phish",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\\evil.example",
    "https://good.example@evil.example/",
    "ftp://evil.example/",
  ])("refuses %s with the field's message", (link) => {
    expect(errorsOf(hotel({ link }))).toEqual({ link: MESSAGES.linkNotAllowed });
  });
});
