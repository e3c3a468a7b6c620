import { describe, expect, it } from "vitest";
import { HERO_SLIDE_COUNT, randomSlideIndex, stepSlide } from "./hero-slider";

describe("randomSlideIndex", () => {
  it("covers every slide and nothing else", () => {
    expect(randomSlideIndex(HERO_SLIDE_COUNT, () => 0)).toBe(0);
    expect(randomSlideIndex(HERO_SLIDE_COUNT, () => 0.5)).toBe(3);
    expect(randomSlideIndex(HERO_SLIDE_COUNT, () => 0.999999)).toBe(6);
    expect(randomSlideIndex(HERO_SLIDE_COUNT, () => 1)).toBe(6);
  });

  it("is 0 for an empty slider", () => {
    expect(randomSlideIndex(0, () => 0.7)).toBe(0);
  });
});

describe("stepSlide", () => {
  it("wraps round at both ends", () => {
    expect(stepSlide(6, 1, 7)).toBe(0);
    expect(stepSlide(0, -1, 7)).toBe(6);
    expect(stepSlide(3, 1, 7)).toBe(4);
    expect(stepSlide(2, -9, 7)).toBe(0);
  });
});
