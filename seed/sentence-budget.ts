/**
 * Keeps generated review texts varied (issue 30): one budget per generation run counts every
 * sentence written and refuses one that was already used `limit` times, so the generator tries
 * another wording or leaves the sentence out. The count lives only as long as the run, so the
 * catalogue stays a pure function of its seed (a prefix of a run is the same as a shorter run).
 */
import type { Prng } from "./prng";

export const SENTENCE_LIMIT = 3;

export class SentenceBudget {
  private readonly used = new Map<string, number>();
  constructor(private readonly limit = SENTENCE_LIMIT) {}

  /** Whether the sentence may still be written. */
  free(sentence: string): boolean {
    return (this.used.get(sentence) ?? 0) < this.limit;
  }

  /** Counts a sentence as written. */
  take(sentence: string): string {
    this.used.set(sentence, (this.used.get(sentence) ?? 0) + 1);
    return sentence;
  }

  /**
   * One of the candidates that is still free, in the PRNG's order (one draw, whatever the
   * outcome), counted as written; null when all are spent.
   */
  pick(r: Prng, candidates: readonly string[]): string | null {
    if (candidates.length === 0) return null;
    const start = Math.floor(r.next() * candidates.length);
    for (let k = 0; k < candidates.length; k++) {
      const s = candidates[(start + k) % candidates.length] as string;
      if (this.free(s)) return this.take(s);
    }
    return null;
  }
}

/** Splits a text into its sentences, the unit the variety rule counts. */
export function sentencesOf(text: string): string[] {
  // Abbreviations inside names ("St. John's Church", "Warner Bros. World") end no sentence.
  const kept = text
    .replace(/\b(St|Mt|Dr|Jr|Bros|Ft|No)\. /g, "$1\u2063 ")
    .replace(/\b([A-Z])\.(?=[A-Z]|\s)/g, "$1\u2063");
  return kept
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/\u2063/g, ".").trim())
    .filter(Boolean);
}
