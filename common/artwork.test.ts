import { describe, expect, it } from "vitest";
import {
  ART_VERSION,
  artAlt,
  destinationPicture,
  IMAGE_SIZES,
  imageSizeOf,
  motifOf,
  packageImageUrl,
  packagePicture,
} from "./artwork";

describe("artAlt", () => {
  it("says what the picture shows and where", () => {
    expect(
      artAlt({ name: "Vembanad Lake", kind: "backwaters", city: "Alleppey (Alappuzha)" }, "Kerala"),
    ).toBe("Houseboat on Vembanad Lake, Alleppey (Alappuzha), Kerala");
    expect(artAlt({ name: "Baga Beach", kind: "beach", city: "North Goa" }, "Goa")).toBe(
      "Palm trees on Baga Beach, North Goa, Goa",
    );
    expect(artAlt({ name: "Varkala Cliff", kind: "viewpoint", city: "Varkala" }, "Kerala")).toBe(
      "View from Varkala Cliff, Varkala, Kerala",
    );
    expect(artAlt({ name: "Hatta Dam", kind: "lake", city: "Hatta" }, "Dubai")).toBe(
      "Boat on the water at Hatta Dam, Hatta, Dubai",
    );
  });

  it("names buildings as silhouettes", () => {
    expect(artAlt({ name: "Mattancherry Palace", kind: "palace", city: "Kochi" }, "Kerala")).toBe(
      "Silhouette of Mattancherry Palace, Kochi, Kerala",
    );
  });

  it("does not repeat a place name", () => {
    expect(artAlt({ name: "Marina Bay", kind: "landmark", city: "Singapore" }, "Singapore")).toBe(
      "Silhouette of Marina Bay, Singapore",
    );
  });

  it("falls back to the destination's landscape without a feature", () => {
    expect(artAlt(null, "Ladakh")).toBe("Landscape of Ladakh");
  });

  it("never gives a generic alt text", () => {
    const alt = artAlt({ name: "Amber Fort", kind: "fort", city: "Jaipur" }, "Rajasthan");
    expect(alt).toContain("Amber Fort");
    expect(alt.toLowerCase()).not.toMatch(/^(image|picture|photo)$/);
  });
});

describe("motifOf", () => {
  const of = (kind: string, name = "Somewhere") => motifOf({ name, kind, city: "City" });

  it("draws landscapes for scenic kinds and a building for the rest", () => {
    expect(of("backwaters")).toBe("houseboat");
    expect(of("island")).toBe("beach");
    expect(of("trek")).toBe("mountains");
    expect(of("temple")).toBe("heritage");
    expect(of("market")).toBe("city");
    expect(motifOf(null)).toBe("mountains");
  });

  it("draws a skyline for viewpoints and wildlife that stand in a city", () => {
    expect(of("viewpoint", "Burj Khalifa")).toBe("city");
    expect(of("viewpoint", "Eiffel Tower")).toBe("city");
    expect(of("viewpoint", "Sajnekhali Watch Tower")).toBe("mountains");
    expect(of("wildlife", "S.E.A. Aquarium")).toBe("city");
    expect(of("viewpoint", "Tiger Hill")).toBe("mountains");
    expect(
      artAlt({ name: "S.E.A. Aquarium", kind: "wildlife", city: "Sentosa" }, "Singapore"),
    ).toBe("City skyline around S.E.A. Aquarium, Sentosa, Singapore");
  });
});

describe("image URLs and sizes", () => {
  it("puts the art version and the exact size in the URL", () => {
    expect(packageImageUrl(42, "card")).toBe(`/images/v${ART_VERSION}/packages/42-640x360.svg`);
    const picture = destinationPicture({ slug: "kerala", name: "Kerala", feature: null }, "banner");
    expect(picture).toEqual({
      src: `/images/v${ART_VERSION}/destinations/kerala-1500x500.svg`,
      alt: "Landscape of Kerala",
      width: 1500,
      height: 500,
    });
  });

  it("knows only the sizes the pages use", () => {
    for (const [name, { width, height }] of Object.entries(IMAGE_SIZES)) {
      expect(imageSizeOf(width, height)).toBe(name);
    }
    expect(imageSizeOf(640, 361)).toBeNull();
    expect(imageSizeOf(100, 100)).toBeNull();
  });

  it("carries width and height so the page reserves the space", () => {
    const picture = packagePicture({ id: 7, feature: null, destination: { name: "Goa" } }, "small");
    expect([picture.width, picture.height]).toEqual([248, 248]);
  });
});
