import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currencyForCountry,
  DEFAULT_LOCALE,
  isLocaleSegment,
  LOCALE_SEGMENT_PATTERN,
  type Locale,
  localeFromSegment,
  localizePath,
  parseLocalePath,
} from "./locale";

describe("isLocaleSegment", () => {
  it.each(["in-en", "ae-en", "us-en", "zz-en"])("accepts %s", (segment) => {
    expect(isLocaleSegment(segment)).toBe(true);
    expect(LOCALE_SEGMENT_PATTERN.test(segment)).toBe(true);
  });

  it.each([
    "",
    "en",
    "ae",
    "xx-fr",
    "AE-EN",
    "ae-EN",
    "aee-en",
    "a-en",
    "ae-en-x",
    "1a-en",
    " ae-en",
  ])("rejects %j", (segment) => {
    expect(isLocaleSegment(segment)).toBe(false);
  });
});

describe("localeFromSegment", () => {
  it("returns the default locale when there is no segment", () => {
    expect(localeFromSegment(undefined)).toEqual({
      countryCode: "in",
      prefix: "",
      currency: "INR",
    });
  });

  it("returns null for a present but invalid segment", () => {
    expect(localeFromSegment("xx-fr")).toBeNull();
    expect(localeFromSegment("")).toBeNull();
  });

  it("builds a prefixed locale with the country's currency", () => {
    expect(localeFromSegment("ae-en")).toEqual({
      countryCode: "ae",
      prefix: "/ae-en",
      currency: "AED",
    });
    expect(localeFromSegment("in-en")).toEqual({
      countryCode: "in",
      prefix: "/in-en",
      currency: "INR",
    });
    expect(localeFromSegment("de-en")?.currency).toBe("EUR");
  });
});

describe("currencyForCountry", () => {
  it.each([
    ["in", "INR"],
    ["us", "USD"],
    ["gb", "GBP"],
    ["sg", "SGD"],
    ["au", "AUD"],
    ["ca", "CAD"],
    ["nz", "NZD"],
    ["ae", "AED"],
    ["de", "EUR"],
    ["fr", "EUR"],
    ["it", "EUR"],
    ["es", "EUR"],
    ["nl", "EUR"],
    ["be", "EUR"],
    ["at", "EUR"],
    ["ie", "EUR"],
    ["pt", "EUR"],
    ["fi", "EUR"],
    ["gr", "EUR"],
    ["lu", "EUR"],
    ["hr", "EUR"],
    ["jp", "USD"],
    ["ch", "USD"],
    ["br", "USD"],
    ["zz", "USD"],
  ])("%s → %s", (cc, currency) => {
    expect(currencyForCountry(cc)).toBe(currency);
  });

  it("ignores case", () => {
    expect(currencyForCountry("AE")).toBe("AED");
    expect(currencyForCountry("De")).toBe("EUR");
  });
});

describe("parseLocalePath", () => {
  it.each([
    ["/ae-en", "ae", "/ae-en", "/"],
    ["/ae-en/", "ae", "/ae-en", "/"],
    ["/ae-en/tnc", "ae", "/ae-en", "/tnc"],
    ["/in-en/tour-packages", "in", "/in-en", "/tour-packages"],
    ["/in-en/family-packages/kerala", "in", "/in-en", "/family-packages/kerala"],
    ["/ae-en?x=1", "ae", "/ae-en", "/?x=1"],
    ["/us-en/packages/a?id=3#top", "us", "/us-en", "/packages/a?id=3#top"],
  ])("%s → country %s, prefix %s, path %s", (input, countryCode, prefix, path) => {
    const result = parseLocalePath(input);
    expect(result.locale.countryCode).toBe(countryCode);
    expect(result.locale.prefix).toBe(prefix);
    expect(result.path).toBe(path);
  });

  it.each(["/", "/tnc", "/xx-fr/a", "/AE-EN/a", "/ae-enx/a", "/tour-packages/ae-en", "/aee-en"])(
    "leaves %s unchanged with the default locale",
    (input) => {
      const result = parseLocalePath(input);
      expect(result.locale).toEqual(DEFAULT_LOCALE);
      expect(result.path).toBe(input);
    },
  );
});

describe("localizePath", () => {
  const ae = localeFromSegment("ae-en") as Locale;

  it("prefixes paths without double slashes", () => {
    expect(localizePath(ae, "/tnc")).toBe("/ae-en/tnc");
    expect(localizePath(ae, "/")).toBe("/ae-en");
    expect(localizePath(ae, "tnc")).toBe("/ae-en/tnc");
    expect(localizePath(ae, "/?q=1")).toBe("/ae-en?q=1");
  });

  it("leaves paths unprefixed for the default locale", () => {
    expect(localizePath(DEFAULT_LOCALE, "/tnc")).toBe("/tnc");
    expect(localizePath(DEFAULT_LOCALE, "/")).toBe("/");
  });

  it("replaces an existing locale prefix instead of stacking it", () => {
    expect(localizePath(ae, "/us-en/tnc")).toBe("/ae-en/tnc");
    expect(localizePath(DEFAULT_LOCALE, "/us-en/tnc")).toBe("/tnc");
  });

  const localeArb: fc.Arbitrary<Locale> = fc.oneof(
    fc.constant(DEFAULT_LOCALE),
    fc
      .tuple(
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
      )
      .map(([a, b]) => localeFromSegment(`${a}${b}-en`) as Locale),
  );
  const segmentArb = fc.stringMatching(/^[a-zA-Z0-9_.~%-]{1,12}$/);
  const pathArb = fc
    .tuple(
      fc.array(segmentArb, { maxLength: 5 }),
      fc.boolean(),
      fc.option(fc.stringMatching(/^[a-z0-9=&]{0,8}$/), { nil: undefined }),
    )
    // A path that already starts with a locale segment is a localized path, not a site path.
    .filter(([segments]) => segments.length === 0 || !isLocaleSegment(segments[0] ?? ""))
    .map(([segments, trailingSlash, query]) => {
      const base = `/${segments.join("/")}`;
      const withSlash = trailingSlash && segments.length > 0 ? `${base}/` : base;
      return query === undefined ? withSlash : `${withSlash}?${query}`;
    });

  it("round-trips through parseLocalePath", () => {
    fc.assert(
      fc.property(localeArb, pathArb, (locale, path) => {
        const localized = localizePath(locale, path);
        expect(localized).not.toMatch(/^\/\//);
        const parsed = parseLocalePath(localized);
        expect(parsed.locale.countryCode).toBe(locale.countryCode);
        expect(parsed.locale.prefix).toBe(locale.prefix);
        expect(parsed.path).toBe(path);
      }),
      { numRuns: 500 },
    );
  });
});
