// How alike two texts are. Groups of texts compare as TF-IDF vectors (cosine); two statements
// compare by their terms (Dice), with guards: statements that differ in a number, a version or a
// negation are never the same statement, however alike their words.
import { says } from '../lang/index.ts';
import { memoize } from '../lib/memo.ts';
import { terms } from './terms.ts';

export type Vector = Map<string, number>;

/** Inverse document frequencies over documents given as term lists. */
export function inverseDocumentFrequencies(documents: Iterable<Iterable<string>>): { idf: (term: string) => number; size: number; df: (term: string) => number } {
  const df = new Map<string, number>();
  let size = 0;
  for (const doc of documents) {
    size++;
    for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return { idf: (term) => Math.log(1 + size / (1 + (df.get(term) ?? 0))), size, df: (term) => df.get(term) ?? 0 };
}

function normalise(v: Vector): Vector {
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

/** L2-normalised TF-IDF vector of weighted terms. */
export function tfidf(weighted: Iterable<[string, number]>, idf: (term: string) => number): Vector {
  const v: Vector = new Map();
  for (const [term, weight] of weighted) v.set(term, (v.get(term) ?? 0) + Math.log(1 + weight) * idf(term));
  return normalise(v);
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

/** The sum of two vectors, re-normalised (a cluster's centroid). */
export function combine(a: Vector, b: Vector): Vector {
  const out: Vector = new Map(a);
  for (const [t, w] of b) out.set(t, (out.get(t) ?? 0) + w);
  return normalise(out);
}

const NUMBERISH = /\d[\d.,:/-]*\d|\d/g;

/** Numbers, versions and dates a statement mentions (normalised: "8,372" → "8372"). */
export function figures(text: string): string[] {
  return [...new Set((text.match(NUMBERISH) ?? []).map((n) => n.replace(/,/g, '')))].sort();
}

const termSet = memoize((text: string) => new Set(terms(text)), 200_000);

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
  return says('negate', a) === says('negate', b);
}

/** The `k` heaviest terms of a vector. */
export function topTerms(v: Vector, k: number): string[] {
  return [...v].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k).map(([t]) => t);
}

/**
 * Which of many vectors can be alike a given one: those sharing one of its heaviest terms. Two
 * vectors with no heavy term in common score too low to matter, so comparing only candidates keeps
 * grouping and linking near-linear instead of quadratic.
 */
export class CandidateIndex<T> {
  #postings = new Map<string, Set<T>>();
  readonly #k: number;
  constructor(k = 16) {
    this.#k = k;
  }
  add(item: T, v: Vector): void {
    for (const t of topTerms(v, this.#k)) {
      const set = this.#postings.get(t) ?? this.#postings.set(t, new Set()).get(t)!;
      set.add(item);
    }
  }
  candidates(v: Vector): Set<T> {
    const out = new Set<T>();
    for (const t of topTerms(v, this.#k)) for (const item of this.#postings.get(t) ?? []) out.add(item);
    return out;
  }
}
