import { z } from "zod";

// What a GST tax invoice of a tour operator needs (decision 0211): the GSTIN with its check
// character, the states by their GST codes, the place of supply, the CGST+SGST (or UTGST) /
// IGST split and the amount in words. Shared by the agency's profile form, the invoice form,
// the invoice page and its PDF.

/** SAC of tour operator services (Notification 11/2017-Central Tax (Rate), heading 9985). */
export const TOUR_OPERATOR_SAC = "998555";

export interface GstState {
  code: string;
  name: string;
  /** A union territory without a legislature levies UTGST instead of SGST. */
  utgst: boolean;
}

/** The GST state codes (first two characters of a GSTIN). */
export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir", utgst: false },
  { code: "02", name: "Himachal Pradesh", utgst: false },
  { code: "03", name: "Punjab", utgst: false },
  { code: "04", name: "Chandigarh", utgst: true },
  { code: "05", name: "Uttarakhand", utgst: false },
  { code: "06", name: "Haryana", utgst: false },
  { code: "07", name: "Delhi", utgst: false },
  { code: "08", name: "Rajasthan", utgst: false },
  { code: "09", name: "Uttar Pradesh", utgst: false },
  { code: "10", name: "Bihar", utgst: false },
  { code: "11", name: "Sikkim", utgst: false },
  { code: "12", name: "Arunachal Pradesh", utgst: false },
  { code: "13", name: "Nagaland", utgst: false },
  { code: "14", name: "Manipur", utgst: false },
  { code: "15", name: "Mizoram", utgst: false },
  { code: "16", name: "Tripura", utgst: false },
  { code: "17", name: "Meghalaya", utgst: false },
  { code: "18", name: "Assam", utgst: false },
  { code: "19", name: "West Bengal", utgst: false },
  { code: "20", name: "Jharkhand", utgst: false },
  { code: "21", name: "Odisha", utgst: false },
  { code: "22", name: "Chhattisgarh", utgst: false },
  { code: "23", name: "Madhya Pradesh", utgst: false },
  { code: "24", name: "Gujarat", utgst: false },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", utgst: true },
  { code: "27", name: "Maharashtra", utgst: false },
  { code: "29", name: "Karnataka", utgst: false },
  { code: "30", name: "Goa", utgst: false },
  { code: "31", name: "Lakshadweep", utgst: true },
  { code: "32", name: "Kerala", utgst: false },
  { code: "33", name: "Tamil Nadu", utgst: false },
  { code: "34", name: "Puducherry", utgst: false },
  { code: "35", name: "Andaman and Nicobar Islands", utgst: true },
  { code: "36", name: "Telangana", utgst: false },
  { code: "37", name: "Andhra Pradesh", utgst: false },
  { code: "38", name: "Ladakh", utgst: true },
];

export const gstStateOf = (code: string | null | undefined): GstState | null =>
  GST_STATES.find((s) => s.code === code) ?? null;

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (base 36, weights 1 and 2). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is refused, or null when it is well formed, of a known state and checks out. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "A GSTIN has 15 characters";
  if (!GSTIN_SHAPE.test(gstin)) return "This GSTIN is not in the right format";
  if (!gstStateOf(gstin.slice(0, 2))) return "This GSTIN's state code is not a state's";
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin.charAt(14))
    return "This GSTIN's check character is wrong: look for a typing error";
  return null;
}

/** A GSTIN, or "" for none: spaces dropped, upper-cased, then checked. */
export const GstinInput = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v),
  z
    .string()
    .max(15, "A GSTIN has 15 characters")
    .superRefine((value, ctx) => {
      const problem = value === "" ? null : gstinProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default(""),
);

/** A state by its GST code, or "" when not given. */
export const GstStateInput = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .union([
      z.literal(""),
      z.string().refine((v) => gstStateOf(v) !== null, "Choose a state from the list"),
    ])
    .default(""),
);

/** A few cities travellers write as where they start, to suggest the place of supply. */
const CITY_STATES: Record<string, string> = {
  mumbai: "27",
  pune: "27",
  nagpur: "27",
  delhi: "07",
  "new delhi": "07",
  gurgaon: "06",
  gurugram: "06",
  noida: "09",
  lucknow: "09",
  bengaluru: "29",
  bangalore: "29",
  mysuru: "29",
  chennai: "33",
  coimbatore: "33",
  madurai: "33",
  hyderabad: "36",
  kolkata: "19",
  ahmedabad: "24",
  surat: "24",
  jaipur: "08",
  kochi: "32",
  cochin: "32",
  thiruvananthapuram: "32",
  trivandrum: "32",
  kozhikode: "32",
  chandigarh: "04",
  bhopal: "23",
  indore: "23",
  patna: "10",
  bhubaneswar: "21",
  guwahati: "18",
  goa: "30",
  panaji: "30",
  visakhapatnam: "37",
  vijayawada: "37",
  dehradun: "05",
  shimla: "02",
  srinagar: "01",
  ranchi: "20",
  raipur: "22",
  puducherry: "34",
  manali: "02",
  leh: "38",
  varanasi: "09",
  siliguri: "19",
  darjeeling: "19",
  "port blair": "35",
  shillong: "17",
  udaipur: "08",
  amritsar: "03",
  agra: "09",
  rishikesh: "05",
  munnar: "32",
  alleppey: "32",
  alappuzha: "32",
  ooty: "33",
};

/** The state a traveller's "from" city lies in, when we know it. */
export function stateOfCity(city: string): GstState | null {
  return gstStateOf(CITY_STATES[city.trim().toLowerCase()]);
}

export interface GstTaxLine {
  /** "CGST", "SGST", "UTGST" or "IGST". */
  tax: "CGST" | "SGST" | "UTGST" | "IGST";
  rateBps: number;
  amountMinor: number;
}

/**
 * The GST of an intra-state supply halves into CGST and SGST (UTGST in a union territory
 * without a legislature); an inter-state one is all IGST. The halves add up to the whole: the
 * odd minor unit goes to the central half.
 */
export function splitGst(
  gstMinor: number,
  rateBps: number,
  supplier: GstState,
  placeOfSupply: GstState,
): GstTaxLine[] {
  if (supplier.code !== placeOfSupply.code) {
    return [{ tax: "IGST", rateBps, amountMinor: gstMinor }];
  }
  const central = Math.ceil(gstMinor / 2);
  return [
    { tax: "CGST", rateBps: rateBps / 2, amountMinor: central },
    {
      tax: placeOfSupply.utgst ? "UTGST" : "SGST",
      rateBps: rateBps / 2,
      amountMinor: gstMinor - central,
    },
  ];
}

export const gstLineLabel = (line: GstTaxLine) => `${line.tax} @ ${line.rateBps / 100}%`;

/**
 * Where a tour operator's service is supplied (IGST Act s. 12(2)): a registered traveller's
 * state (their GSTIN), else the state of their address, else the agency's own state.
 */
export function placeOfSupplyOf(input: {
  travellerGstin: string;
  travellerState: string;
  supplier: GstState | null;
}): GstState | null {
  return (
    gstStateOf(input.travellerGstin.slice(0, 2)) ??
    gstStateOf(input.travellerState) ??
    input.supplier
  );
}

/** What an invoice stores of its GST tax invoice facts (written once at issue). */
export interface TaxInvoiceFacts {
  sac: string;
  supplierState: { code: string; name: string } | null;
  placeOfSupply: { code: string; name: string } | null;
  interState: boolean;
  /** The value GST is charged on: the package after discounts. */
  taxableMinor: number;
  gst: GstTaxLine[];
  amountInWords: string;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ""}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in Indian words: crore, lakh, thousand ("One Lakh Twenty Thousand"). */
export function indianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole amount: ${n}`);
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

const CURRENCY_WORDS: Record<string, [string, string]> = {
  INR: ["Rupees", "Paise"],
  USD: ["US Dollars", "Cents"],
  EUR: ["Euros", "Cents"],
  GBP: ["Pounds Sterling", "Pence"],
  AED: ["UAE Dirhams", "Fils"],
};

/** "Rupees Forty-Six Thousand Four Hundred Thirty-Four and Fifty Paise only". */
export function amountInWords(amountMinor: number, currency: string): string {
  const [major, minor] = CURRENCY_WORDS[currency] ?? [currency, "hundredths"];
  const whole = Math.floor(Math.abs(amountMinor) / 100);
  const fraction = Math.abs(amountMinor) % 100;
  const words = `${major} ${indianWords(whole)}${fraction ? ` and ${belowHundred(fraction)} ${minor}` : ""} only`;
  return amountMinor < 0 ? `Minus ${words}` : words;
}
