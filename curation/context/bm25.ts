// BM25F: BM25 over several fields, each with its own weight and length normalisation, so a word
// in a title counts more than the same word deep in a body, and a long body does not win by
// sheer size. Postings keep raw per-field counts; normalisation happens at query time, for the
// query's terms only, so an index can be stored and reused as plain integers.
import { scanTerms } from '../text/terms.ts';

export interface FieldWeight {
  weight: number;
  /** Length normalisation: 0 ignores length, 1 normalises fully. */
  b: number;
}

/** Field order of every document: title, tags, summary, body, evidence. */
export const FIELDS: readonly FieldWeight[] = [
  { weight: 3, b: 0.3 }, // title
  { weight: 2, b: 0.3 }, // tags, topic
  { weight: 1.5, b: 0.5 }, // summary
  { weight: 1, b: 0.75 }, // body
  { weight: 1, b: 0.75 }, // evidence: what else the sessions said on the subject
];
export const FIELD_COUNT = FIELDS.length;
/** One posting: the document, then its count of the term in each field. */
export const STRIDE = FIELD_COUNT + 1;
const K1 = 1.2;

export interface SearchIndex {
  size: number;
  /** lengths[doc * FIELD_COUNT + field]: the field's length in terms. */
  lengths: ArrayLike<number>;
  averages: number[];
  /** Flat postings of a term: [doc, tf(title), tf(tags), tf(summary), tf(body), doc, …]. */
  postings(term: string): ArrayLike<number> | undefined;
}

/** An index built in memory, with what is needed to store it. */
export interface BuiltIndex extends SearchIndex {
  terms: Map<string, number[]>;
}

export function buildIndex(docs: ReadonlyArray<readonly string[]>): BuiltIndex {
  // Each term's postings and where the current document's posting starts, in one lookup.
  const growing = new Map<string, { list: number[]; at: number }>();
  const lengths = new Uint32Array(docs.length * FIELD_COUNT);
  const totals = new Array<number>(FIELD_COUNT).fill(0);
  for (let doc = 0; doc < docs.length; doc++) {
    const fields = docs[doc];
    for (let f = 0; f < FIELD_COUNT; f++) {
      let length = 0;
      scanTerms(fields[f] ?? '', (term) => {
        length++;
        let p = growing.get(term);
        if (!p) growing.set(term, (p = { list: [], at: -1 }));
        if (p.at < 0 || p.list[p.at] !== doc) {
          p.at = p.list.length;
          p.list.push(doc);
          for (let k = 0; k < FIELD_COUNT; k++) p.list.push(0);
        }
        p.list[p.at + 1 + f]++;
      });
      lengths[doc * FIELD_COUNT + f] = length;
      totals[f] += length;
    }
  }
  const terms = new Map<string, number[]>();
  for (const [term, p] of growing) terms.set(term, p.list);
  return {
    size: docs.length,
    lengths,
    averages: totals.map((t) => (docs.length ? t / docs.length : 0) || 1),
    terms,
    postings: (term) => terms.get(term),
  };
}

export interface Hit {
  doc: number;
  score: number;
  /** The query terms found in the document. */
  terms: string[];
}

/** Inverse document frequency, never negative. */
export function idf(size: number, df: number): number {
  return Math.log(1 + (size - df + 0.5) / (df + 0.5));
}

/** Every document holding at least one of `queryTerms`, scored (unsorted). */
export function searchIndex(index: SearchIndex, queryTerms: readonly string[]): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  for (const term of new Set(queryTerms)) {
    const list = index.postings(term);
    if (!list || !list.length) continue;
    const weight = idf(index.size, list.length / STRIDE);
    for (let i = 0; i < list.length; i += STRIDE) {
      const doc = list[i];
      let tf = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const raw = list[i + 1 + f];
        if (!raw) continue;
        const { weight: w, b } = FIELDS[f];
        tf += (w * raw) / (1 - b + (b * index.lengths[doc * FIELD_COUNT + f]) / index.averages[f]);
      }
      const score = (weight * tf) / (K1 + tf);
      const hit = hits.get(doc);
      if (hit) {
        hit.score += score;
        hit.terms.push(term);
      } else hits.set(doc, { doc, score, terms: [term] });
    }
  }
  return hits;
}

/** The index as sorted terms, offsets into one integer array, and the lengths: ready to store. */
export function packIndex(index: BuiltIndex): { terms: string[]; offsets: number[]; postings: Uint32Array; lengths: Uint32Array; averages: number[]; size: number } {
  const terms = [...index.terms.keys()].sort();
  const offsets = new Array<number>(terms.length + 1);
  let total = 0;
  terms.forEach((t, i) => {
    offsets[i] = total;
    total += index.terms.get(t)!.length;
  });
  offsets[terms.length] = total;
  const postings = new Uint32Array(total);
  terms.forEach((t, i) => postings.set(index.terms.get(t)!, offsets[i]));
  return { terms, offsets, postings, lengths: Uint32Array.from(index.lengths), averages: index.averages, size: index.size };
}

/** A stored index, searched in place: terms found by binary search, postings are views. */
export function unpackIndex(packed: { terms: string[]; offsets: number[]; postings: Uint32Array; lengths: Uint32Array; averages: number[]; size: number }): SearchIndex {
  const { terms, offsets, postings } = packed;
  return {
    size: packed.size,
    lengths: packed.lengths,
    averages: packed.averages,
    postings(term) {
      let lo = 0;
      let hi = terms.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const t = terms[mid];
        if (t === term) return postings.subarray(offsets[mid], offsets[mid + 1]);
        if (t < term) lo = mid + 1;
        else hi = mid - 1;
      }
      return undefined;
    },
  };
}
