import { ratingLabel, starsFor } from "../../common/stars";

export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={`inline-flex text-sun-500 ${className}`}
    >
      {starsFor(rating).map((star, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
        <svg key={i} viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <defs>
            <linearGradient id={`half-${i}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="#e2e8f0" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z"
            fill={
              star === "full" ? "currentColor" : star === "half" ? `url(#half-${i})` : "#e2e8f0"
            }
          />
        </svg>
      ))}
    </span>
  );
}
