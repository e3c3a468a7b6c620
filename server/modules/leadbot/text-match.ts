// Words and near-words: the tokenizer and the edit distance the destination parser is built on.

export type TokenKind = "word" | "number" | "symbol" | "punct";

export interface Token {
  /** As typed. */
  raw: string;
  /** Lower case, accents and apostrophes removed ("Malé" → "male", "don't" → "dont"). */
  norm: string;
  kind: TokenKind;
  /** Offsets in the original text. */
  start: number;
  end: number;
}

// Numbers keep their thousands separators ("1,50,000") and decimals ("1.5"); letters and digits
// are split apart, so "40k" reads as "40 k" and "4N/5D" as "4 n / 5 d".
const TOKEN =
  /(\d+(?:,\d{2,3})*(?:\.\d+)?)|([\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*)|([₹$&/+-])|([.,;:!?()])/gu;

export function normalizeWord(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "");
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const kind: TokenKind = m[1] ? "number" : m[2] ? "word" : m[3] ? "symbol" : "punct";
    const start = m.index ?? 0;
    tokens.push({
      raw,
      norm: kind === "word" ? normalizeWord(raw) : raw,
      kind,
      start,
      end: start + raw.length,
    });
  }
  return tokens;
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein where a transposed pair is one edit
 * and no substring is edited twice), giving up as soon as it must exceed `max`: the answer is
 * then max + 1. Typos are mostly one slip of a finger: a wrong, missing, extra or swapped letter.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let prevPrev = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let row = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  const d = prev[b.length] ?? max + 1;
  return d > max ? max + 1 : d;
}

/**
 * How many edits a word of this length may carry and still be recognised: none up to four
 * letters (too many real words sit one letter away from "goa" or "bali"), one up to seven,
 * two from eight.
 */
export function typoAllowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}
