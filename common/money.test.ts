import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CurrencyCode } from "./locale";
import {
  CURRENCY_SYMBOLS,
  convertMoney,
  discountedMinor,
  discountPercent,
  formatMoney,
  fromMinor,
  isWholeMinor,
  MINOR_UNITS,
  type Money,
  toMinor,
  wholeMinor,
} from "./money";

const inr = (amountMinor: number): Money => ({ amountMinor, currency: "INR" });

const ALL_CURRENCIES: CurrencyCode[] = [
  "INR",
  "USD",
  "EUR",
  "GBP",
  "SGD",
  "AUD",
  "CAD",
  "NZD",
  "AED",
];

describe("CURRENCY_SYMBOLS and MINOR_UNITS", () => {
  it.each([
    ["INR", "₹1,200"],
    ["USD", "$1,200"],
    ["EUR", "€1,200"],
    ["GBP", "£1,200"],
    ["SGD", "S$1,200"],
    ["AUD", "A$1,200"],
    ["CAD", "C$1,200"],
    ["NZD", "NZ$1,200"],
    ["AED", "AED 1,200"],
  ] as const)("formats %s as %s", (currency, expected) => {
    expect(formatMoney({ amountMinor: 120_000, currency })).toBe(expected);
  });

  it("has a symbol and a minor unit of 100 for every currency", () => {
    for (const currency of ALL_CURRENCIES) {
      expect(CURRENCY_SYMBOLS[currency]).toBeTruthy();
      expect(MINOR_UNITS[currency]).toBe(100);
    }
  });

  it("keeps the AED separator inside the symbol for negatives too", () => {
    expect(formatMoney({ amountMinor: -120_000, currency: "AED" })).toBe("-AED 1,200");
  });
});

describe("formatMoney grouping", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [12345, "₹12,345"],
    [123456, "₹1,23,456"],
    [1234567, "₹12,34,567"],
    [1000000000, "₹1,00,00,00,000"],
  ])("groups %i rupees as %s (lakh and crore, decision 0200)", (rupees, expected) => {
    expect(formatMoney(inr(rupees * 100))).toBe(expected);
  });

  it.each([
    [123456, "$123,456"],
    [1234567, "$1,234,567"],
  ])("groups %i dollars as %s (in threes)", (dollars, expected) => {
    expect(formatMoney({ amountMinor: dollars * 100, currency: "USD" })).toBe(expected);
  });

  it("handles the largest safe integer", () => {
    expect(formatMoney(inr(Number.MAX_SAFE_INTEGER))).toBe("₹9,00,71,99,25,47,410");
  });
});

describe("formatMoney rounding", () => {
  it.each([
    [149, "₹1"],
    [150, "₹2"],
    [151, "₹2"],
    [49, "₹0"],
    [50, "₹1"],
    [12345650, "₹1,23,457"],
    [12345649, "₹1,23,456"],
    [99999950, "₹10,00,000"],
  ])("rounds %i paise half up to %s", (paise, expected) => {
    expect(formatMoney(inr(paise))).toBe(expected);
  });
});

describe("formatMoney fixed decimals", () => {
  it.each([
    [123450, 2, "₹1,234.50"],
    [123456, 2, "₹1,234.56"],
    [5, 2, "₹0.05"],
    [123450, 1, "₹1,234.5"],
    [123455, 1, "₹1,234.6"],
    [123454, 1, "₹1,234.5"],
    [99995, 1, "₹1,000.0"],
    [123456, 3, "₹1,234.560"],
    [123456, 0, "₹1,235"],
    [0, 2, "₹0.00"],
    [-123450, 2, "-₹1,234.50"],
  ])("formats %i paise with %i decimals as %s", (paise, fractionDigits, expected) => {
    expect(formatMoney(inr(paise), { fractionDigits })).toBe(expected);
  });

  it.each([-1, 1.5, 21, Number.NaN])("rejects fractionDigits %s", (fractionDigits) => {
    expect(() => formatMoney(inr(100), { fractionDigits })).toThrow(RangeError);
  });
});

describe("formatMoney negatives and zero", () => {
  it.each([
    [-120000, "-₹1,200"],
    [-150, "-₹2"],
    [-149, "-₹1"],
    [-49, "₹0"],
    [-0, "₹0"],
    [0, "₹0"],
    [-100000000000, "-₹1,00,00,00,000"],
  ])("formats %i paise as %s", (paise, expected) => {
    expect(formatMoney(inr(paise))).toBe(expected);
  });

  it("shows a fixed-decimal amount that rounds to zero without a sign", () => {
    expect(formatMoney(inr(-4), { fractionDigits: 1 })).toBe("₹0.0");
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "rejects amountMinor %s",
    (amountMinor) => {
      expect(() => formatMoney(inr(amountMinor))).toThrow(RangeError);
    },
  );
});

describe("toMinor / fromMinor", () => {
  it.each([
    [12.34, 1234],
    [1.005, 101],
    [0.015, 2],
    [-1.005, -101],
    [-0.004, 0],
    [1234567.89, 123456789],
    [0, 0],
  ])("toMinor(%d) = %i", (major, minor) => {
    expect(toMinor(major, "INR")).toBe(minor);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toMinor(-0.001, "INR"), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (major) => {
    expect(() => toMinor(major, "USD")).toThrow(RangeError);
  });

  it("fromMinor divides by the minor unit", () => {
    expect(fromMinor(123456, "INR")).toBe(1234.56);
    expect(fromMinor(-5, "USD")).toBe(-0.05);
  });

  it("round-trips every safe-ish integer minor amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(fromMinor(minor, "EUR"), "EUR")).toBe(minor);
      }),
    );
  });
});

describe("convertMoney", () => {
  const rates = { USD: 0.012, EUR: 0.011, AED: 0.044, GBP: 0.0095 };

  it("multiplies INR into another currency", () => {
    // ₹1,000 × 0.012 = $12.00
    expect(convertMoney(inr(100_000), "USD", rates)).toEqual({
      amountMinor: 1200,
      currency: "USD",
    });
  });

  it("divides another currency into INR", () => {
    // $12.00 / 0.012 = ₹1,000
    expect(convertMoney({ amountMinor: 1200, currency: "USD" }, "INR", rates)).toEqual(
      inr(100_000),
    );
  });

  it("goes through INR for cross rates", () => {
    // $12.00 → ₹1,000 → €11.00
    expect(convertMoney({ amountMinor: 1200, currency: "USD" }, "EUR", rates)).toEqual({
      amountMinor: 1100,
      currency: "EUR",
    });
  });

  it.each([
    // ₹1.25 × 0.012 = 1.5 cents → 2 (float gives 1.5000000000000002; rounding must not care)
    [125, "USD", 2],
    // ₹1.24 × 0.012 = 1.488 cents → 1
    [124, "USD", 1],
    // ₹10.00 × 0.0095 = 9.5 pence → 10
    [1000, "GBP", 10],
    // ₹999.99 × 0.044 = 4399.956 fils → 4400
    [99999, "AED", 4400],
  ] as const)("rounds ₹%i paise to %s %i minor units", (paise, to, expected) => {
    expect(convertMoney(inr(paise), to, rates).amountMinor).toBe(expected);
  });

  it("rounds a cross-rate conversion only once", () => {
    // AED 0.02 → ₹0.4545… → exactly 0.5 euro cent → 1. Rounding the INR leg first
    // (₹0.45 → 0.495 cent → 0) would lose the cent.
    expect(convertMoney({ amountMinor: 2, currency: "AED" }, "EUR", rates).amountMinor).toBe(1);
  });

  it("stays within half a minor unit of the exact cross-rate result", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const got = convertMoney({ amountMinor: cents, currency: "USD" }, "AED", rates);
        const exact = (cents / 0.012) * 0.044;
        expect(Math.abs(got.amountMinor - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("negative amounts round symmetrically", () => {
    expect(convertMoney(inr(-125), "USD", rates).amountMinor).toBe(-2);
  });

  it("returns the same amount without needing a rate when currencies match", () => {
    expect(convertMoney({ amountMinor: 777, currency: "NZD" }, "NZD", {})).toEqual({
      amountMinor: 777,
      currency: "NZD",
    });
  });

  it("treats INR as the base regardless of a stray INR rate", () => {
    expect(convertMoney(inr(100_000), "USD", { ...rates, INR: 2 }).amountMinor).toBe(1200);
  });

  it("throws a clear error on a missing target rate", () => {
    expect(() => convertMoney(inr(100), "SGD", rates)).toThrow(/No exchange rate for SGD/);
  });

  it("throws a clear error on a missing source rate", () => {
    expect(() => convertMoney({ amountMinor: 100, currency: "CAD" }, "USD", rates)).toThrow(
      /No exchange rate for CAD/,
    );
  });

  it.each([0, -0.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects a rate of %s", (rate) => {
    expect(() => convertMoney(inr(100), "USD", { USD: rate })).toThrow(/Invalid exchange rate/);
  });
});

describe("discountPercent", () => {
  it.each([
    [1000, 800, 20],
    [1000, 1000, 0],
    [1000, 1200, 0],
    [1000, 0, 100],
    [1000, 995, 1],
    [1000, 996, 0],
    [1000, 4, 99],
    [3, 2, 33],
    [3, 1, 67],
    [200, 199, 1],
    [0, 0, 0],
    [0, -10, 0],
    [-1000, -800, 0],
    [1000, -1, 0],
    [Number.NaN, 500, 0],
    [1000, Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 500, 0],
  ])("discountPercent(%d, %d) = %i", (total, discounted, expected) => {
    expect(discountPercent(total, discounted)).toBe(expected);
  });

  it("is always a whole number from 0 to 100", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (total, discounted) => {
        const p = discountPercent(total, discounted);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("formatMoney properties", () => {
  const safeInteger = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  const currency = fc.constantFrom(...ALL_CURRENCIES);

  // Independent oracle in BigInt: half-up on the magnitude, sign reapplied.
  function roundedWhole(amountMinor: number): bigint {
    const abs = BigInt(Math.abs(amountMinor));
    const whole = abs / 100n + ((abs % 100n) * 2n >= 100n ? 1n : 0n);
    return amountMinor < 0 ? -whole : whole;
  }

  it("round-trips: stripping symbol and commas gives the rounded whole number", () => {
    fc.assert(
      fc.property(safeInteger, currency, (amountMinor, code) => {
        const text = formatMoney({ amountMinor, currency: code });
        const sign = text.startsWith("-") ? "-" : "";
        const body = text.slice(sign.length);
        expect(body.startsWith(CURRENCY_SYMBOLS[code])).toBe(true);
        const grouped = body.slice(CURRENCY_SYMBOLS[code].length);
        expect(grouped).toMatch(
          code === "INR"
            ? /^(\d{1,2}(,\d{2})*,)?\d{1,3}(,\d{3})?$|^\d{1,3}$/
            : /^\d{1,3}(,\d{3})*$/,
        );
        expect(BigInt(sign + grouped.replaceAll(",", ""))).toBe(roundedWhole(amountMinor));
      }),
    );
  });

  it("never renders NaN or undefined for safe integers", () => {
    fc.assert(
      fc.property(
        safeInteger,
        currency,
        fc.integer({ min: 0, max: 20 }),
        (amountMinor, code, d) => {
          for (const text of [
            formatMoney({ amountMinor, currency: code }),
            formatMoney({ amountMinor, currency: code }, { fractionDigits: d }),
          ]) {
            expect(text).not.toContain("NaN");
            expect(text).not.toContain("undefined");
            expect(text).not.toContain("e+");
          }
        },
      ),
    );
  });

  it("with 2 fixed decimals shows the exact minor amount", () => {
    fc.assert(
      fc.property(safeInteger, (amountMinor) => {
        const text = formatMoney(inr(amountMinor), { fractionDigits: 2 });
        const digits = text.replace("₹", "").replaceAll(",", "").replace(".", "");
        expect(BigInt(digits)).toBe(BigInt(amountMinor));
      }),
    );
  });
});

describe("discountedMinor", () => {
  it("takes the percentage off and rounds to whole rupees", () => {
    expect(discountedMinor(3_910_000, 10)).toBe(3_519_000);
    expect(discountedMinor(2_410_000, 12)).toBe(2_120_800);
    expect(discountedMinor(1_234_567, 0)).toBe(1_234_600);
  });
});

describe("wholeMinor", () => {
  it("rounds to whole units half away from zero", () => {
    expect(wholeMinor(4_643_375, "INR")).toBe(4_643_400);
    expect(wholeMinor(4_643_349, "INR")).toBe(4_643_300);
    expect(wholeMinor(4_643_350, "INR")).toBe(4_643_400);
    expect(wholeMinor(-150, "INR")).toBe(-200);
    expect(wholeMinor(-49, "INR")).toBe(0);
    expect(Object.is(wholeMinor(-49, "INR"), -0)).toBe(false);
  });

  it("is whole, and within half a unit of the amount, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const w = wholeMinor(n, "INR");
        expect(isWholeMinor(w, "INR")).toBe(true);
        expect(Math.abs(w - n)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
