import type { CSSProperties } from "react";
import { ratingLabel, starsFor } from "../../common/stars";

/**
 * Up to five stars with halves (common/stars.ts decides which). One element, painted by the
 * `.stars` rule in app.css: a listing shows 25 of these, and five SVGs each were a third of
 * the page's markup.
 */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = starsFor(rating).reduce(
    (sum, star) => sum + (star === "full" ? 1 : star === "half" ? 0.5 : 0),
    0,
  );
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={`stars text-sun-500 ${className}`}
      style={{ "--stars-fill": `${filled * 20}%` } as CSSProperties}
    />
  );
}
