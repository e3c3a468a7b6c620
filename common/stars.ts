import { formatRating } from "./format";

export type Star = "full" | "half" | "empty";

const MAX_STARS = 5;

// Averages such as (4 + 4.5 + 4.5) / 3 come out a hair above or below the decimal value they
// stand for; without this slack 2.5000000000000004 would jump to three full stars and
// 4.000000000000001 would grow a half star.
const EPSILON = 1e-9;

function clampRating(rating: number): number {
  if (Number.isNaN(rating) || rating <= 0) return 0;
  return Math.min(rating, MAX_STARS);
}

/**
 * The five stars to draw for a rating. The specs say "up to 5 stars with halves when the
 * fraction is up to .5", read as: for r clamped to [0, 5], floor(r) full stars; a fractional
 * part in (0, 0.5] adds a half star; a fractional part above 0.5 rounds up to another full star
 * (so 4.6 shows five full stars, 4.5 and 4.1 show four and a half); the rest are empty.
 * NaN and negatives show no stars, anything above 5 (hotels may carry a "7-star" pivot) shows
 * five full stars.
 */
export function starsFor(rating: number): Star[] {
  const r = clampRating(rating);
  let full = Math.floor(r);
  const fraction = r - full;
  let half = 0;
  // Anything above .5 rounds up, which also absorbs noise just under a whole number (3.9999…).
  if (fraction > 0.5 + EPSILON) full += 1;
  else if (fraction > EPSILON) half = 1;

  const stars: Star[] = [];
  for (let i = 0; i < MAX_STARS; i++) {
    if (i < full) stars.push("full");
    else if (i < full + half) stars.push("half");
    else stars.push("empty");
  }
  return stars;
}

/**
 * Text alternative for the star row, e.g. "4.5 out of 5". It states the clamped rating itself
 * rather than the rounded star count so screen-reader users get the precise value; the same
 * clamping keeps it consistent with what starsFor draws for out-of-range input.
 */
export function ratingLabel(rating: number): string {
  return `${formatRating(clampRating(rating))} out of ${MAX_STARS}`;
}
