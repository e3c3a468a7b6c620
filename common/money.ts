import type { CurrencyCode } from "./locale";

// DESIGN §5: money is stored as integer minor units with a currency, never as a float of major
// units, so sums and comparisons stay exact; only display and conversion leave the integers.
export interface Money {
  /** Integer count of the currency's minor unit (paise, cents, fils). */
  amountMinor: number;
  currency: CurrencyCode;
}

/**
 * Display prefixes (spec browsing §9, accounts §9 "Price display"). Each symbol carries its own
 * separator: glyph symbols sit flush against the number ("₹1,200", "NZ$1,200") while the
 * letter code for AED carries a trailing space ("AED 1,200"), because "AED1,200" reads as one
 * word. formatMoney therefore only ever concatenates sign + symbol + number.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = Object.freeze({
  INR: "₹",
  USD: "$",
  EUR: "€",
  GBP: "£",
  SGD: "S$",
  AUD: "A$",
  CAD: "C$",
  NZD: "NZ$",
  AED: "AED ",
});

/** Minor units per major unit. Every supported currency is decimal with two places today. */
export const MINOR_UNITS: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  INR: 100,
  USD: 100,
  EUR: 100,
  GBP: 100,
  SGD: 100,
  AUD: 100,
  CAD: 100,
  NZD: 100,
  AED: 100,
});

const MAX_FRACTION_DIGITS = 20;

// Number of decimal places the minor unit represents (100 → 2). Derived rather than hard-coded
// so adding a currency with another minor unit only touches MINOR_UNITS.
function minorDigits(currency: CurrencyCode): number {
  return Math.round(Math.log10(MINOR_UNITS[currency]));
}

// Digits grouped as the currency's readers group them (decision 0200): rupees the Indian way,
// the last three digits then pairs ("1,18,400", as Intl's en-IN does), every other currency in
// threes ("118,400", as its own locale does in English). Both specs only ask for "thousands
// grouped with commas", which the lakh grouping is too. Done by hand rather than with Intl so the
// server render and every browser agree byte for byte; format.test.ts checks it against Intl.
function groupDigits(digits: string, currency: CurrencyCode): string {
  if (currency === "INR") {
    if (digits.length <= 3) return digits;
    return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  }
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}

/**
 * Rounds half away from zero, so a refund of -₹1.50 shows as the mirror of a ₹1.50 charge.
 * Products like 0.012 * 125 land a hair off the true .5 in binary floating point; trimming to
 * 15 significant digits first lets the intended decimal value decide the rounding. Beyond 1e15
 * that trim would itself drop digits, and such values are already integers or close enough.
 */
function roundHalfAwayFromZero(x: number): number {
  const abs = Math.abs(x);
  const cleaned = abs < 1e15 ? Number(abs.toPrecision(15)) : abs;
  const rounded = Math.floor(cleaned + 0.5);
  // `|| 0` turns -0 into 0 so callers never see a signed zero.
  return (x < 0 ? -rounded : rounded) || 0;
}

function assertSafeMinor(amountMinor: number, what: string): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`${what} must be a safe integer of minor units, got ${amountMinor}`);
  }
}

/**
 * Formats money for display: symbol, grouped whole units (Indian grouping for INR), rounded half up on the minor
 * amount (₹1.49 → "₹1", ₹1.50 → "₹2") unless `fractionDigits` asks for exactly that many
 * decimals. Negative amounts put the sign before the symbol ("-₹1,200"); an amount that rounds
 * to zero shows unsigned ("₹0") because "-₹0" would suggest a debt that is not there.
 */
export function formatMoney(money: Money, opts?: { fractionDigits?: number }): string {
  const { amountMinor, currency } = money;
  assertSafeMinor(amountMinor, "amountMinor");
  const fractionDigits = opts?.fractionDigits ?? 0;
  if (
    !Number.isInteger(fractionDigits) ||
    fractionDigits < 0 ||
    fractionDigits > MAX_FRACTION_DIGITS
  ) {
    throw new RangeError(
      `fractionDigits must be an integer from 0 to ${MAX_FRACTION_DIGITS}, got ${fractionDigits}`,
    );
  }

  const places = minorDigits(currency);
  const abs = Math.abs(amountMinor);
  // Integer arithmetic throughout: both operands are exact in a double for safe integers.
  const shown = Math.min(fractionDigits, places);
  const quantum = 10 ** (places - shown);
  let units = Math.floor(abs / quantum);
  if ((abs % quantum) * 2 >= quantum) units += 1;
  const scale = 10 ** shown;
  const whole = Math.floor(units / scale);
  const fraction = units % scale;

  let text = groupDigits(String(whole), currency);
  if (fractionDigits > 0) {
    const decimals = shown > 0 ? String(fraction).padStart(shown, "0") : "";
    text += `.${decimals.padEnd(fractionDigits, "0")}`;
  }
  const sign = amountMinor < 0 && units > 0 ? "-" : "";
  return `${sign}${CURRENCY_SYMBOLS[currency]}${text}`;
}

/**
 * Minor units rounded to whole units of the currency, half away from zero (₹46,433.75 →
 * ₹46,434): every amount a traveller is asked to pay is a whole number of rupees (accounts §9
 * "rounded to whole units"), so the schedule, the invoice, the gateway and every page print the
 * same figure (decision 0193).
 */
export function wholeMinor(amountMinor: number, currency: CurrencyCode): number {
  assertSafeMinor(amountMinor, "amountMinor");
  const unit = MINOR_UNITS[currency];
  const abs = Math.abs(amountMinor);
  const whole = Math.floor((abs + unit / 2) / unit) * unit;
  return (amountMinor < 0 ? -whole : whole) || 0;
}

/** Whether an amount is a whole number of units of its currency (no paise left over). */
export const isWholeMinor = (amountMinor: number, currency: CurrencyCode): boolean =>
  amountMinor % MINOR_UNITS[currency] === 0;

/** Major units (e.g. rupees, possibly fractional) to integer minor units, half away from zero. */
export function toMinor(major: number, currency: CurrencyCode): number {
  if (!Number.isFinite(major)) {
    throw new RangeError(`Amount must be a finite number, got ${major}`);
  }
  const minor = roundHalfAwayFromZero(major * MINOR_UNITS[currency]);
  assertSafeMinor(minor, "Converted amount");
  return minor;
}

/** Integer minor units to major units; may be fractional, so only for arithmetic, not display. */
export function fromMinor(amountMinor: number, currency: CurrencyCode): number {
  return amountMinor / MINOR_UNITS[currency];
}

function rateFor(
  currency: CurrencyCode,
  ratesPerInr: Partial<Record<CurrencyCode, number>>,
): number {
  // INR is the base the rates are quoted against, so its rate is 1 by definition; a stray INR
  // entry in the table is ignored rather than allowed to contradict that.
  if (currency === "INR") return 1;
  const rate = ratesPerInr[currency];
  if (rate === undefined) {
    throw new Error(`No exchange rate for ${currency} (expected units of ${currency} per 1 INR)`);
  }
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new Error(`Invalid exchange rate for ${currency}: ${rate} (must be a positive number)`);
  }
  return rate;
}

/**
 * Converts money using rates quoted as "units of X per 1 INR" (USD 0.012 means ₹1 = $0.012).
 * Prices are stored in INR and shown in the locale's currency, so INR→X multiplies, X→INR
 * divides, and X→Y goes through INR. Rounding to integer minor units happens once, at the end,
 * so a cross-rate conversion is not rounded twice.
 */
export function convertMoney(
  money: Money,
  to: CurrencyCode,
  ratesPerInr: Partial<Record<CurrencyCode, number>>,
): Money {
  assertSafeMinor(money.amountMinor, "amountMinor");
  if (money.currency === to) return { amountMinor: money.amountMinor, currency: to };
  const fromRate = rateFor(money.currency, ratesPerInr);
  const toRate = rateFor(to, ratesPerInr);
  const inrMajor = fromMinor(money.amountMinor, money.currency) / fromRate;
  return { amountMinor: toMinor(inrMajor * toRate, to), currency: to };
}

/**
 * Whole-percent saving of `discounted` against `total`, for "N% off" badges. 0 means "show no
 * badge": no saving, a higher "discounted" price, or unusable input (non-finite, non-positive
 * total, negative price). A discounted price above zero is capped at 99% so a large but partial
 * saving never reads as "100% off", which would promise a free trip.
 */
export function discountPercent(total: number, discounted: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(discounted)) return 0;
  if (total <= 0 || discounted < 0 || discounted >= total) return 0;
  const percent = roundHalfAwayFromZero(((total - discounted) / total) * 100);
  return discounted > 0 ? Math.min(percent, 99) : percent;
}

/** A price after a percentage discount, rounded to whole units (minor units in, minor out). */
export function discountedMinor(amountMinor: number, percent: number, minorUnits = 100): number {
  return Math.round((amountMinor * (100 - percent)) / 100 / minorUnits) * minorUnits;
}
