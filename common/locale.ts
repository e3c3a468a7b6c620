// Country-prefixed routing. Every route may be preceded by `/{xx}-en/` (browsing spec §2),
// which selects the country (and so the display currency) without changing the page.

export type CurrencyCode = "INR" | "USD" | "EUR" | "GBP" | "SGD" | "AUD" | "CAD" | "NZD" | "AED";

export type Locale = {
  /** Lowercase ISO 3166-1 alpha-2 code; "in" when the URL has no prefix. */
  countryCode: string;
  /** "" for the unprefixed site, otherwise e.g. "/ae-en" (never a trailing slash). */
  prefix: string;
  currency: CurrencyCode;
};

export const LOCALE_SEGMENT_PATTERN = /^[a-z]{2}-en$/;

export const DEFAULT_LOCALE: Locale = Object.freeze({
  countryCode: "in",
  prefix: "",
  currency: "INR",
});

const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  in: "INR",
  us: "USD",
  gb: "GBP",
  sg: "SGD",
  au: "AUD",
  ca: "CAD",
  nz: "NZD",
  ae: "AED",
};

// The 20 euro-area members plus the microstates that use the euro by agreement, so that a
// visitor from any of them sees prices in the currency they actually pay in.
const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  "at",
  "be",
  "cy",
  "de",
  "ee",
  "es",
  "fi",
  "fr",
  "gr",
  "hr",
  "ie",
  "it",
  "lt",
  "lu",
  "lv",
  "mt",
  "nl",
  "pt",
  "si",
  "sk",
  "ad",
  "mc",
  "sm",
  "va",
]);

export function currencyForCountry(cc: string): CurrencyCode {
  const code = cc.toLowerCase();
  const direct = COUNTRY_CURRENCIES[code];
  if (direct) return direct;
  if (EURO_COUNTRIES.has(code)) return "EUR";
  // USD is the product's international fallback for countries without a dedicated price list.
  return "USD";
}

export function isLocaleSegment(segment: string): boolean {
  return LOCALE_SEGMENT_PATTERN.test(segment);
}

export function localeFromSegment(segment: string | undefined): Locale | null {
  if (segment === undefined) return DEFAULT_LOCALE;
  if (!isLocaleSegment(segment)) return null;
  const countryCode = segment.slice(0, 2);
  return { countryCode, prefix: `/${segment}`, currency: currencyForCountry(countryCode) };
}

/**
 * Splits a leading locale segment off a site path. The remainder always starts with "/"; a
 * query or hash directly after the prefix ("/ae-en?x=1") is kept, attached to "/".
 */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  if (!pathname.startsWith("/")) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(1);
  const end = rest.search(/[/?#]/);
  const segment = end === -1 ? rest : rest.slice(0, end);
  if (!isLocaleSegment(segment)) return { locale: DEFAULT_LOCALE, path: pathname };
  const locale = localeFromSegment(segment) ?? DEFAULT_LOCALE;
  const remainder = end === -1 ? "" : rest.slice(end);
  const path = remainder.startsWith("/") ? remainder : `/${remainder}`;
  return { locale, path };
}

/**
 * Prefixes a site path with the locale prefix. A path that already carries a locale prefix is
 * re-localized rather than double-prefixed, so links built from the current URL stay valid.
 */
export function localizePath(locale: Locale, path: string): string {
  const absolute = path.startsWith("/") ? path : `/${path}`;
  const { path: bare } = parseLocalePath(absolute);
  if (locale.prefix === "") return bare;
  // "/" and "/?q" under a prefix become "/ae-en" and "/ae-en?q": the prefix alone is the home page.
  if (bare === "/" || bare.startsWith("/?") || bare.startsWith("/#")) {
    return `${locale.prefix}${bare.slice(1)}`;
  }
  return `${locale.prefix}${bare}`;
}
