// "Best time to visit" on package detail: the twelve months with this package's price for each,
// marking the destination's best months (its weather and season) and the cheapest months.

export interface MonthPrice {
  month: number;
  priceMinor: number;
}

export interface BestTimeMonth {
  month: number;
  /** The package's start price that month; null when it has none. */
  priceMinor: number | null;
  /** One of the destination's best months to visit. */
  best: boolean;
  /** Among the lowest-priced months of the year (ties all count). */
  cheapest: boolean;
}

export function bestTimeToVisit(
  prices: readonly MonthPrice[],
  bestMonths: readonly number[],
): BestTimeMonth[] {
  const byMonth = new Map(
    prices.filter((p) => Number.isFinite(p.priceMinor)).map((p) => [p.month, p.priceMinor]),
  );
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const known = months.flatMap((m) => byMonth.get(m) ?? []);
  const lowest = known.length ? Math.min(...known) : null;
  return months.map((month) => {
    const priceMinor = byMonth.get(month) ?? null;
    return {
      month,
      priceMinor,
      best: bestMonths.includes(month),
      cheapest: priceMinor !== null && priceMinor === lowest,
    };
  });
}
