// What chat hides before the quote is accepted: phone numbers and email addresses, and nothing
// else (decision 0201). Dates, flight numbers, prices, PNRs, booking references, postcodes and
// times are the trip itself and stay as typed. A number is a phone when its digits make one
// (an Indian mobile, an Indian landline with its trunk 0, a toll-free number, or any number
// written with its international + or 00 prefix), not merely because it is long.
import { MESSAGES } from "./messages";

// Every repetition is bounded (a local part has at most 64 characters, a label 63, a name a few
// labels), so a long message costs linear time: no input can make these patterns backtrack
// without end (the unit test feeds hostile messages of the longest length).
const EMAIL = /[A-Z0-9._%+-]{1,64}@[A-Z0-9-]{1,63}(?:\.[A-Z0-9-]{1,63}){0,4}\.[A-Z]{2,24}/gi;
// "asha at gmail dot com", "asha[at]gmail[dot]com", "asha (at) gmail (dot) co (dot) in".
const AT = String.raw`(?:\s*[[({]\s*at\s*[\])}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*[[({]\s*dot\s*[\])}]\s*|\s+dot\s+|\.)`;
const TLD = "(?:com|in|net|org|co|io|me|info|biz|edu|gov|ae|uk|us|sg|au)";
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[A-Z0-9._%+-]{1,64}${AT}[A-Z0-9-]{1,63}(?:${DOT}[A-Z0-9-]{1,63}){0,3}?${DOT}${TLD}\b`,
  "gi",
);

const SPELLED_AT = /[[({]\s*at\s*[\])}]|\sat\s/i;

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)";
const ANY_WORD = new RegExp(String.raw`\b${WORD}\b`, "i");
const SPELLED_TOKEN = String.raw`(?:(?:double|triple)\s+)?(?:${WORD}|\d+)`;
// Number words, possibly mixed with digits: "nine eight seven six…", "98 seven 6 five 43210".
const SPELLED_NUMBER = new RegExp(
  String.raw`\b${SPELLED_TOKEN}(?:[\s,.-]+${SPELLED_TOKEN}){3,}\b`,
  "gi",
);

// A run of digit groups that may be one number: an optional + or 00, then digits with at most
// two separators (space, dot, dash, brackets) between them. Commas never separate a phone's
// digits (they group a price), nor does a slash (a date).
const NUMBER_RUN = /(?<![\w,.₹$/])(?:\+\s?|\(\+?\d{1,3}\)\s?)?\d(?:[ .\-()]{0,2}\d)*/g;

// Numbers that name a booking rather than a person, by the word just before them.
const REFERENCE_BEFORE =
  /\b(?:pnr|ref(?:erence)?|booking(?:\s+(?:id|no|number|ref))?|invoice|order|ticket|flight|train|voucher|quote|trip|request|confirmation|pin(?:\s*code)?|postcode|zip)\s*(?:no\.?|number|id|#)?\s*[:#.-]?\s*$/i;

/** Whether these digits (with or without an international prefix) are a phone number. */
export function isPhoneDigits(digits: string, international: boolean): boolean {
  if (international) return digits.length >= 8 && digits.length <= 15;
  if (/^[6-9]\d{9}$/.test(digits)) return true; // Indian mobile
  if (/^91[6-9]\d{9}$/.test(digits)) return true; // mobile with the country code, no +
  if (/^0[6-9]\d{9}$/.test(digits)) return true; // mobile with the trunk 0
  if (/^0[1-8]\d{9}$/.test(digits)) return true; // landline: 0 + STD code + number, 11 digits
  if (/^1800\d{6,7}$/.test(digits)) return true; // toll-free
  return false;
}

/** Digit groups of a run and where each starts and ends in it. */
function groupsOf(run: string): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  const re = /\d+/g;
  for (let m = re.exec(run); m; m = re.exec(run)) {
    groups.push({ start: m.index, end: m.index + m[0].length });
  }
  return groups;
}

/** No phone has more digits than this (15 by E.164, plus a 00 prefix and a trunk 0). */
const PHONE_DIGITS_MAX = 18;

/**
 * The spans of `run` that are phone numbers: the longest phone starting at each group, so two
 * numbers typed side by side are both found and a date next to a number is left alone. Only
 * groups within PHONE_DIGITS_MAX digits of the start are tried, so a long run is linear.
 */
function phoneSpans(run: string): { start: number; end: number }[] {
  const groups = groupsOf(run);
  const spans: { start: number; end: number }[] = [];
  const prefix = /^(?:\+|\(\+)/.test(run);
  let i = 0;
  while (i < groups.length) {
    let found = -1;
    let reach = i;
    let count = 0;
    while (reach < groups.length) {
      const g = groups[reach];
      if (!g) break;
      count += g.end - g.start;
      if (count > PHONE_DIGITS_MAX) break;
      reach++;
    }
    for (let j = reach - 1; j >= i; j--) {
      const first = groups[i];
      const last = groups[j];
      if (!first || !last) continue;
      const digits = run.slice(first.start, last.end).replace(/\D/g, "");
      const international = (i === 0 && prefix) || (digits.startsWith("00") && digits.length >= 10);
      if (isPhoneDigits(international ? digits.replace(/^00/, "") : digits, international)) {
        found = j;
        break;
      }
    }
    if (found === -1) {
      i++;
      continue;
    }
    const first = groups[i];
    const last = groups[found];
    if (first && last) {
      spans.push({ start: i === 0 && prefix ? 0 : first.start, end: last.end });
    }
    i = found + 1;
  }
  return spans;
}

function maskPhones(text: string): string {
  return text.replace(NUMBER_RUN, (run: string, offset: number) => {
    if (REFERENCE_BEFORE.test(text.slice(Math.max(0, offset - 30), offset))) return run;
    const spans = phoneSpans(run);
    if (spans.length === 0) return run;
    let out = "";
    let at = 0;
    for (const span of spans) {
      out += run.slice(at, span.start) + MESSAGES.chatPhoneHidden;
      at = span.end;
    }
    return out + run.slice(at);
  });
}

function spelledDigits(words: string): string {
  let digits = "";
  const tokens = words.toLowerCase().match(/double|triple|[a-z]+|\d+/g) ?? [];
  let repeat = 1;
  for (const token of tokens) {
    if (token === "double") repeat = 2;
    else if (token === "triple") repeat = 3;
    else {
      const d = DIGIT_WORDS[token] ?? (/^\d+$/.test(token) ? token : "");
      digits += d.repeat(d.length === 1 ? repeat : 1);
      repeat = 1;
    }
  }
  return digits;
}

function maskSpelledPhones(text: string): string {
  return text.replace(SPELLED_NUMBER, (words: string) => {
    // Digits alone are the numeric pass's to judge; this pass is for numbers written in words.
    if (!new RegExp(WORD, "i").test(words)) return words;
    const digits = spelledDigits(words);
    const plus = digits.startsWith("91") && digits.length === 12;
    return isPhoneDigits(digits, false) || plus ? MESSAGES.chatPhoneHidden : words;
  });
}

/**
 * Hides email addresses and phone numbers, typed plainly or spelled out; leaves everything
 * else as typed. The agent's contact stays masked until the traveller accepts the quote.
 */
export function maskContacts(text: string): string {
  // Each pass runs only where its cheap sign is present: most messages have no "@", no "at",
  // no number word, and many no digit at all.
  let out = text;
  if (out.includes("@")) out = out.replace(EMAIL, MESSAGES.chatEmailHidden);
  if (SPELLED_AT.test(out)) out = out.replace(SPELLED_EMAIL, MESSAGES.chatEmailHidden);
  if (ANY_WORD.test(out)) out = maskSpelledPhones(out);
  if (/\d/.test(out)) out = maskPhones(out);
  return out;
}
