// Home's hero slider (browsing spec §9): 7 slides, a random one first, autoplay every 6000 ms.

export const HERO_SLIDE_COUNT = 7;
export const SLIDER_AUTOPLAY_MS = 6000;

/** A random slide index in [0, count), from `random` in [0, 1). */
export function randomSlideIndex(count: number, random: () => number = Math.random): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}

/** `index` moved by `step` slides, wrapping round at both ends. */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
