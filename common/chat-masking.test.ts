import { describe, expect, it } from "vitest";
import { isPhoneDigits, maskContacts } from "./chat-masking";
import { MESSAGES } from "./messages";

const P = MESSAGES.chatPhoneHidden;
const E = MESSAGES.chatEmailHidden;

// Decision 0201: phone numbers and emails are hidden before acceptance, nothing else is.
const CASES: [what: string, typed: string, shown: string][] = [
  // Trip content that stays as typed
  ["date with spaces", "Dates 12 01 2027 to 17 01 2027", "Dates 12 01 2027 to 17 01 2027"],
  [
    "date with slashes",
    "Check in 12/01/2027, out 17/01/2027",
    "Check in 12/01/2027, out 17/01/2027",
  ],
  ["date with dots", "Arriving 12.01.2027 evening", "Arriving 12.01.2027 evening"],
  ["ISO date", "Start 2027-01-12, end 2027-01-17", "Start 2027-01-12, end 2027-01-17"],
  ["flight number", "Flight AI 1234567 lands at 10:30", "Flight AI 1234567 lands at 10:30"],
  ["flight code", "6E 2134 departs 06:45", "6E 2134 departs 06:45"],
  ["price in lakh grouping", "Total ₹1,18,400 for two", "Total ₹1,18,400 for two"],
  ["price with Rs", "Rs. 45000 per person", "Rs. 45000 per person"],
  ["price with /-", "Budget 98,000/- all inclusive", "Budget 98,000/- all inclusive"],
  ["ten-digit price", "INR 1500000000 is too much", "INR 1500000000 is too much"],
  ["railway PNR", "PNR 8521783690 confirmed", "PNR 8521783690 confirmed"],
  ["PNR with colon", "PNR: 6543210987", "PNR: 6543210987"],
  ["booking reference", "Booking ref TH-2026-000123", "Booking ref TH-2026-000123"],
  [
    "booking id",
    "Booking ID 9876501234 is on the voucher",
    "Booking ID 9876501234 is on the voucher",
  ],
  ["invoice number", "Invoice #7788990011 attached", "Invoice #7788990011 attached"],
  ["pin code", "Hotel pin code 682001", "Hotel pin code 682001"],
  ["times", "Pickup 10:30 to 18:45", "Pickup 10:30 to 18:45"],
  ["year range", "Season 2026-2027 rates", "Season 2026-2027 rates"],
  ["travellers", "2 adults, 1 child, 3 rooms", "2 adults, 1 child, 3 rooms"],
  ["short numbers", "Room 304, floor 3, 7 nights", "Room 304, floor 3, 7 nights"],
  // Phones in Indian shapes
  ["mobile", "Call me on 9876543210", `Call me on ${P}`],
  ["mobile 5-5", "My number is 98765 43210", `My number is ${P}`],
  ["mobile with dash", "98765-43210 after 6 pm", `${P} after 6 pm`],
  ["+91 mobile", "WhatsApp +91 98765 43210", `WhatsApp ${P}`],
  ["+91 glued", "+919876543210", P],
  ["(+91) mobile", "(+91) 98765 43210 anytime", `${P} anytime`],
  ["trunk 0 mobile", "0 98765 43210", P],
  ["91 without +", "919876543210 is mine", `${P} is mine`],
  ["3-3-4 mobile", "987 654 3210", P],
  ["landline with STD", "Office 080-2345 6789", `Office ${P}`],
  ["Delhi landline", "Desk 011-23456789 till 7", `Desk ${P} till 7`],
  ["dotted mobile", "ring 98765.43210", `ring ${P}`],
  ["Kochi landline", "Call 0484 2345678", `Call ${P}`],
  ["toll-free", "Toll-free 1800 123 4567", `Toll-free ${P}`],
  ["two numbers side by side", "9876543210 9876501234", `${P} ${P}`],
  // International shapes
  ["UK", "London office +44 20 7946 0958", `London office ${P}`],
  ["US", "US: +1 (415) 555-2671", `US: ${P}`],
  ["UAE with 00", "Dubai 00971 50 123 4567", `Dubai ${P}`],
  // Obfuscations
  ["spelled out", "nine eight seven six five four three two one zero", P],
  ["mixed words and digits", "call 98 seven 6 five 43210", `call ${P}`],
  ["double and triple", "nine double eight seven triple six five four three", P],
  ["counting words", "one two three four days in Munnar", "one two three four days in Munnar"],
  // Emails
  ["email", "Write to asha@keralatrips.in", `Write to ${E}`],
  ["email spelled", "asha at gmail dot com", E],
  ["email bracketed", "asha[at]gmail[dot]com please", `${E} please`],
  ["email and phone", "asha.k@agency.co.in or 9876543210", `${E} or ${P}`],
];

describe("maskContacts", () => {
  it("has at least 40 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("%s", (_what, typed, shown) => {
    expect(maskContacts(typed)).toBe(shown);
  });

  it.each([
    ["a long word", "x".repeat(2000)],
    ["spaced digits", "1 2 3 4 5 6 7 8 9 ".repeat(111).slice(0, 2000)],
    ["one long number", "9".repeat(2000)],
    ["dots before an @", `${"a.".repeat(999)}@`],
    ["number words", "nine ".repeat(400)],
    ["at without a domain", "asha at gmail ".repeat(142)],
  ])("finishes on a hostile message of the longest length: %s", (_what, text) => {
    // A catastrophic backtrack would hang here until the runner's timeout.
    expect(maskContacts(text).length).toBeGreaterThan(0);
  });

  it("leaves text without contact details byte for byte", () => {
    const text = "Day 1: Kochi → Munnar (130 km), 4 h by road; tea museum 09:00–17:00.";
    expect(maskContacts(text)).toBe(text);
  });
});

describe("isPhoneDigits", () => {
  it.each([
    ["9876543210", false, true],
    ["5876543210", false, false],
    ["1234567", false, false],
    ["442079460958", true, true],
    ["1234567", true, false],
  ] as const)("%s (international %s) is a phone: %s", (digits, international, phone) => {
    expect(isPhoneDigits(digits, international)).toBe(phone);
  });
});
