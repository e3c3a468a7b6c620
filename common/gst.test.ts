import { describe, expect, it } from "vitest";
import { AgencyBrandingInput, contrastRatio } from "./branding";
import {
  amountInWords,
  GST_STATES,
  GstinInput,
  gstinCheckChar,
  gstinProblem,
  indianWords,
  splitGst,
} from "./gst";
import { IssueInvoiceInput } from "./invoices";

const kerala = GST_STATES.find((s) => s.code === "32");
const chandigarh = GST_STATES.find((s) => s.code === "04");
const maharashtra = GST_STATES.find((s) => s.code === "27");

describe("GSTIN", () => {
  it("accepts real-format GSTINs whose check character is right", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "32ABCDE1234F1Z9"]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it("refuses a wrong check character, a wrong length, a bad shape and an unknown state", () => {
    expect(gstinProblem("27AAPFU0939F1ZA")).toMatch(/check character/);
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("2AAAPFU0939F1ZV")).toMatch(/format/);
    const first14 = "99AAPFU0939F1Z";
    expect(gstinProblem(`${first14}${gstinCheckChar(first14)}`)).toMatch(/state code/);
  });

  it("reads spaces and lower case as the same GSTIN, and allows none", () => {
    expect(GstinInput.parse(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(GstinInput.parse("")).toBe("");
    expect(GstinInput.parse(undefined)).toBe("");
  });

  it("refuses a GSTIN with a typo on the invoice form, with the reason", () => {
    const parsed = IssueInvoiceInput.safeParse({
      confirmTotalMinor: 100,
      agencyGstin: "32ABCDE1234F1Z5",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/check character/);
    expect(parsed.error?.issues[0]?.path).toEqual(["agencyGstin"]);
  });
});

describe("splitGst", () => {
  it("halves GST into CGST and SGST within a state; the odd paisa goes to CGST", () => {
    if (!kerala) throw new Error("no Kerala");
    expect(splitGst(210_001, 500, kerala, kerala)).toEqual([
      { tax: "CGST", rateBps: 250, amountMinor: 105_001 },
      { tax: "SGST", rateBps: 250, amountMinor: 105_000 },
    ]);
  });

  it("levies UTGST in a union territory without a legislature", () => {
    if (!chandigarh) throw new Error("no Chandigarh");
    expect(splitGst(1000, 500, chandigarh, chandigarh).map((g) => g.tax)).toEqual([
      "CGST",
      "UTGST",
    ]);
  });

  it("is all IGST across states", () => {
    if (!kerala || !maharashtra) throw new Error("no states");
    expect(splitGst(2100, 500, kerala, maharashtra)).toEqual([
      { tax: "IGST", rateBps: 500, amountMinor: 2100 },
    ]);
  });
});

describe("amounts in words", () => {
  it("counts in lakhs and crores", () => {
    expect(indianWords(0)).toBe("Zero");
    expect(indianWords(105)).toBe("One Hundred Five");
    expect(indianWords(46_434)).toBe("Forty-Six Thousand Four Hundred Thirty-Four");
    expect(indianWords(1_20_000)).toBe("One Lakh Twenty Thousand");
    expect(indianWords(12_34_56_789)).toBe(
      "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
    );
  });

  it("names the currency and the paise", () => {
    expect(amountInWords(4_643_450, "INR")).toBe(
      "Rupees Forty-Six Thousand Four Hundred Thirty-Four and Fifty Paise only",
    );
    expect(amountInWords(120_000, "USD")).toBe("US Dollars One Thousand Two Hundred only");
  });
});

describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
  });

  it("refuses a colour white text cannot be read on, and a colour that is not #rrggbb", () => {
    const light = AgencyBrandingInput.safeParse({ brandColor: "#ffd166", accentColor: "#0f766e" });
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]?.message).toMatch(/too light for white text \(contrast 1\.\d:1/);
    const named = AgencyBrandingInput.safeParse({ brandColor: "teal", accentColor: "#0f766e" });
    expect(named.error?.issues[0]?.message).toMatch(/#rrggbb/);
    const ok = AgencyBrandingInput.parse({ brandColor: " #0F766E ", accentColor: "#9a3412" });
    expect(ok).toEqual({ brandColor: "#0f766e", accentColor: "#9a3412", gstin: "" });
  });
});
