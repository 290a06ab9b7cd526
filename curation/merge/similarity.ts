// How alike two pieces of knowledge are. Subjects compare as TF-IDF vectors (cosine); statements
// compare by their terms (Dice), with guards: two statements that differ in a number, a version,
// a date or a negation are never the same statement, however alike their words (seed 003's 0.8
// threshold, made safe).
import { NEGATION } from '../extract/signals.ts';
import { tokenize } from '../lib/text.ts';
import { memoize } from '../lib/memo.ts';

export type Vector = Map<string, number>;

/** Inverse document frequencies over documents given as term lists. */
export function inverseDocumentFrequencies(documents: Iterable<Iterable<string>>): { idf: (term: string) => number; size: number } {
  const df = new Map<string, number>();
  let size = 0;
  for (const doc of documents) {
    size++;
    for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return { idf: (term) => Math.log(1 + size / (1 + (df.get(term) ?? 0))), size };
}

/** L2-normalised TF-IDF vector of weighted terms. */
export function tfidf(terms: Iterable<[string, number]>, idf: (term: string) => number): Vector {
  const v: Vector = new Map();
  for (const [term, weight] of terms) v.set(term, (v.get(term) ?? 0) + Math.log(1 + weight) * idf(term));
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const o = large.get(t);
    if (o) dot += w * o;
  }
  return dot;
}

/** Adds `b` into `a` (for cluster centroids); returns a re-normalised copy. */
export function combine(a: Vector, b: Vector): Vector {
  const out: Vector = new Map(a);
  for (const [t, w] of b) out.set(t, (out.get(t) ?? 0) + w);
  let norm = 0;
  for (const w of out.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of out) out.set(t, w / norm);
  return out;
}

const NUMBERISH = /\d[\d.,:/-]*\d|\d/g;

/** Numbers, versions and dates a statement mentions (normalised: "8,372" → "8372"). */
export function figures(text: string): string[] {
  return [...new Set((text.match(NUMBERISH) ?? []).map((n) => n.replace(/,/g, '')))].sort();
}

export function isNegated(text: string): boolean {
  return NEGATION.test(text);
}

// Statements are compared many times over in a merge: tokenise each text once. Bounded, so a
// long run over a huge corpus does not keep every sentence it ever saw.
const termSet = memoize((text) => new Set(tokenize(text)), 200_000);

/** Dice similarity of two statements' terms. */
export function termSimilarity(a: string, b: string): number {
  const ta = termSet(a);
  const tb = termSet(b);
  if (!ta.size || !tb.size) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return (2 * shared) / (ta.size + tb.size);
}

/** Near-duplicates: alike above the threshold and equal in figures and negation. */
export function isNearDuplicate(a: string, b: string, threshold: number): boolean {
  if (termSimilarity(a, b) < threshold) return false;
  if (figures(a).join('|') !== figures(b).join('|')) return false;
  return isNegated(a) === isNegated(b);
}

/** Alike once negation words are ignored, but one says "not": a contradiction candidate. */
export function contradicts(a: string, b: string, threshold = 0.7): boolean {
  if (isNegated(a) === isNegated(b)) return false;
  const strip = (s: string) => s.replace(new RegExp(NEGATION.source, 'gi'), ' ').replace(/n't\b/g, '');
  return termSimilarity(strip(a), strip(b)) >= threshold && figures(a).join('|') === figures(b).join('|');
}
