// The fair-price hint (decision 0212): where a quote's price per person sits among comparable
// prices (catalogue packages and other agencies' quotes for the same place, length within two
// nights, month and hotel class). Computed by the server; shown only with enough comparables.

/** Fewer comparables than this and no hint is shown: a range of four prices says little. */
export const MIN_COMPARABLES = 5;
/** How far a comparable's length may be from the quote's. */
export const NIGHTS_TOLERANCE = 2;

export type FairPriceVerdict = "below" | "within" | "above";

export interface FairPriceComparable {
  source: "package" | "quote";
  /** Price per person before taxes, in rupee paise. */
  perPersonMinor: number;
}

export interface FairPriceHint {
  verdict: FairPriceVerdict;
  /** The quote's price per person before taxes, in rupee paise. */
  perPersonMinor: number;
  /** The usual range: the middle half of the comparables (25th to 75th percentile). */
  lowMinor: number;
  highMinor: number;
  comparables: number;
  packages: number;
  quotes: number;
  /** What was compared, for the sentence under the hint. */
  basis: { place: string; nights: number; month: string; hotelClass: number | null };
}

export const FAIR_PRICE_TEXT: Record<FairPriceVerdict, string> = {
  below: "below the usual range",
  within: "within the usual range",
  above: "above the usual range",
};

/** The p-th percentile of sorted values, interpolated between neighbours. */
function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return a + (b - a) * (at - lo);
}

/**
 * The hint for a price among comparables, or null with fewer than MIN_COMPARABLES. The usual
 * range is the middle half of them (whole rupees, outward), so one outlier cannot stretch it; a
 * price on a bound is within the range.
 */
export function fairPriceOf(
  perPersonMinor: number,
  comparables: readonly FairPriceComparable[],
  basis: FairPriceHint["basis"],
): FairPriceHint | null {
  const prices = comparables
    .map((c) => c.perPersonMinor)
    .filter((p) => Number.isFinite(p) && p > 0)
    .sort((a, b) => a - b);
  if (prices.length < MIN_COMPARABLES || !(perPersonMinor > 0)) return null;
  const lowMinor = Math.floor(percentile(prices, 0.25) / 100) * 100;
  const highMinor = Math.ceil(percentile(prices, 0.75) / 100) * 100;
  const verdict: FairPriceVerdict =
    perPersonMinor < lowMinor ? "below" : perPersonMinor > highMinor ? "above" : "within";
  const packages = comparables.filter((c) => c.source === "package" && c.perPersonMinor > 0);
  return {
    verdict,
    perPersonMinor,
    lowMinor,
    highMinor,
    comparables: prices.length,
    packages: packages.length,
    quotes: prices.length - packages.length,
    basis,
  };
}

/** A quote's hotel class: the median star rating of its proposed hotels, or null without any. */
export function hotelClassOf(ratings: readonly number[]): number | null {
  const valid = ratings.filter((r) => r >= 1 && r <= 5).sort((a, b) => a - b);
  if (!valid.length) return null;
  return Math.round(percentile(valid, 0.5));
}
