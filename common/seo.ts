import { localizePath, parseLocalePath } from "./locale";

/** Locales we publish alternates for (hreflang); the unprefixed path is x-default (India). */
export const HREFLANG_LOCALES = [
  { hreflang: "en-IN", segment: "in-en" },
  { hreflang: "en-US", segment: "us-en" },
  { hreflang: "en-GB", segment: "gb-en" },
  { hreflang: "en-AE", segment: "ae-en" },
  { hreflang: "en-SG", segment: "sg-en" },
  { hreflang: "en-AU", segment: "au-en" },
  { hreflang: "en-CA", segment: "ca-en" },
  { hreflang: "en-NZ", segment: "nz-en" },
] as const;

/** hreflang alternates of a page, absolute, for every published locale plus x-default. */
export function hreflangLinks(origin: string, pathWithQuery: string) {
  const { path } = parseLocalePath(pathWithQuery);
  const links = HREFLANG_LOCALES.map(({ hreflang, segment }) => {
    const { locale } = parseLocalePath(`/${segment}`);
    return { hreflang, href: `${origin}${localizePath(locale, path)}` };
  });
  return [...links, { hreflang: "x-default", href: `${origin}${path}` }];
}

/** Serialises JSON-LD for an inline script: "<" is escaped so no value can close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The ItemList entries of a list page's structured data: its first 5 packages with their INR
 * price (spec §9 "Search structured data uses the first 5 packages, currency INR").
 */
export function itemListOf(
  packages: readonly { name: string; slug: string; discountedPriceMinor: number }[],
) {
  return packages.slice(0, 5).map((p, i) => ({
    position: i + 1,
    name: p.name,
    slug: p.slug,
    priceInr: Math.round(p.discountedPriceMinor / 100),
  }));
}
