import type { CurrencyCode } from "../common/locale";

/**
 * Units of each currency per 1 INR, as of 2026-11-01 (rounded). Seeded into exchange_rates;
 * operations update that table, nothing reads these constants at run time.
 */
export const EXCHANGE_RATES_PER_INR: Record<CurrencyCode, number> = {
  INR: 1,
  USD: 0.0119,
  EUR: 0.0103,
  GBP: 0.0089,
  SGD: 0.0154,
  AUD: 0.0181,
  CAD: 0.0165,
  NZD: 0.0198,
  AED: 0.0437,
};
