// Words of the prompt that stand together in an article ("too many requests", "agent's name")
// say more than the same words scattered: BM25 alone cannot see it. Applied to the best few
// candidates only, by re-reading their terms, so the index stays a bag of words.
import { terms as termsOf } from '../text/terms.ts';

/** Positions apart (after stopwords are dropped) that still count as together. */
const WINDOW = 2;
/** A pair found together adds this share of its rarer word's IDF. */
const PAIR_WEIGHT = 0.6;

/** Neighbouring pairs of the prompt's terms, in prompt order, each once. */
export function queryPairs(queryTerms: readonly string[]): Array<[string, string]> {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < queryTerms.length; i++) {
    const [a, b] = [queryTerms[i], queryTerms[i + 1]];
    if (a === b) continue;
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([a, b]);
  }
  return out;
}

function together(sequence: readonly string[], a: string, b: string): boolean {
  let lastA = -Infinity;
  let lastB = -Infinity;
  for (let i = 0; i < sequence.length; i++) {
    if (sequence[i] === a) {
      if (i - lastB <= WINDOW) return true;
      lastA = i;
    } else if (sequence[i] === b) {
      if (i - lastA <= WINDOW) return true;
      lastB = i;
    }
  }
  return false;
}

/** Bonus of a document whose fields hold some of `pairs` together, and which pairs. */
export function proximityBonus(
  pairs: ReadonlyArray<[string, string]>,
  fields: readonly string[],
  idfOf: (term: string) => number,
): { bonus: number; pairs: Array<[string, string]> } {
  if (!pairs.length) return { bonus: 0, pairs: [] };
  const sequences = fields.filter(Boolean).map((f) => termsOf(f));
  let bonus = 0;
  const found: Array<[string, string]> = [];
  for (const [a, b] of pairs) {
    if (sequences.some((s) => together(s, a, b))) {
      bonus += PAIR_WEIGHT * Math.min(idfOf(a), idfOf(b));
      found.push([a, b]);
    }
  }
  return { bonus, pairs: found };
}
