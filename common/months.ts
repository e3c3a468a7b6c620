export const MONTH_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/**
 * Describes a set of months (1-12) as compact ranges, wrapping over the year end:
 * [10, 11, 12, 1, 2, 3] → "Oct–Mar", [1, 2, 6] → "Jan–Feb, Jun", all twelve → "All year".
 */
export function describeMonths(months: readonly number[]): string {
  const set = new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12));
  if (set.size === 0) return "";
  if (set.size === 12) return "All year";
  // Start a run at a month whose predecessor is missing, so runs crossing December stay whole.
  const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
  return starts
    .map((start) => {
      let end = start;
      while (set.has(end === 12 ? 1 : end + 1)) end = end === 12 ? 1 : end + 1;
      const from = MONTH_SHORT[start - 1];
      return start === end ? from : `${from}–${MONTH_SHORT[end - 1]}`;
    })
    .join(", ");
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The month after `date`'s (1-12): the default travel month (browsing spec §7). */
export function nextMonthOf(date: Date): number {
  return ((date.getUTCMonth() + 1) % 12) + 1;
}

/** "2024-03" → "March 2024"; anything else is returned as it came. */
export function formatYearMonth(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : value;
}
