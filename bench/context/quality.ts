// Retrieval quality on a question set. A question's answer is a list of keywords; the expected
// articles are the live ones that contain all of them (the real knowledge base is written by
// curation, so its ids are not known in advance). Metrics: recall@1, recall@5 and mean
// reciprocal rank, for Lore and for a keyword-grep baseline.
import type { KnowledgeEntry } from '../../curation/context/entry.ts';
import { candidates, selectContext } from '../../curation/context/select.ts';
import { STOPWORDS } from '../../curation/text/stopwords.ts';

export interface Question {
  q: string;
  answer: string[];
}

export interface Ranker {
  name: string;
  /** Ids, best first. */
  rank(prompt: string): string[];
}

function haystack(e: KnowledgeEntry): string {
  return `${e.title}\n${e.summary}\n${e.tags.join(' ')}\n${e.body}`.toLowerCase();
}

/** Live articles containing every answer keyword (case-insensitive). */
export function expectedIds(entries: readonly KnowledgeEntry[], answer: readonly string[]): string[] {
  const keys = answer.map((k) => k.toLowerCase());
  return entries.filter((e) => e.status !== 'superseded' && keys.every((k) => haystack(e).includes(k))).map((e) => e.id);
}

/** Lore's ranking (superseded articles replaced by their successor, as `lore context` does). */
export function loreRanker(entries: readonly KnowledgeEntry[]): Ranker {
  return { name: 'Lore (BM25F)', rank: (prompt) => candidates(entries, prompt, false).map((s) => s.entry.id) };
}

/** Share of questions whose answer article is anywhere in what `lore context` prints by default. */
export function shareInOutput(entries: readonly KnowledgeEntry[], questions: readonly Question[]): number {
  let found = 0;
  let total = 0;
  for (const { q, answer } of questions) {
    const expected = expectedIds(entries, answer);
    if (!expected.length) continue;
    total++;
    const s = selectContext(entries, q, { limit: 5, includeSuperseded: false });
    if ([...s.preferences, ...s.matches].some((x) => expected.includes(x.entry.id))) found++;
  }
  return total ? found / total : 0;
}

/**
 * The baseline: grep for each word of the prompt (3+ letters, stopwords dropped so it is not a
 * strawman) and rank files by how many of the words they contain; ties in path order.
 */
export function grepRanker(entries: readonly KnowledgeEntry[]): Ranker {
  const texts = entries.map(haystack);
  return {
    name: 'grep baseline',
    rank(prompt) {
      const words = [...new Set(prompt.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 3 && !STOPWORDS.has(w));
      const scored = entries
        .map((e, i) => ({ id: e.id, live: e.status !== 'superseded', hits: words.filter((w) => texts[i].includes(w)).length }))
        .filter((s) => s.live && s.hits > 0);
      return scored.sort((a, b) => b.hits - a.hits).map((s) => s.id);
    },
  };
}

export interface QuestionResult {
  q: string;
  expected: string[];
  /** 1-based rank of the first expected article, 0 when not ranked. */
  rank: number;
}

export interface QualityReport {
  ranker: string;
  evaluated: number;
  unresolved: string[];
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  results: QuestionResult[];
}

/** `expectedFrom`: the entries that decide the expected articles (full bodies), when the ranker sees less. */
export function evaluate(ranker: Ranker, expectedFrom: readonly KnowledgeEntry[], questions: readonly Question[]): QualityReport {
  const results: QuestionResult[] = [];
  const unresolved: string[] = [];
  for (const { q, answer } of questions) {
    const expected = expectedIds(expectedFrom, answer);
    if (!expected.length) {
      unresolved.push(q);
      continue;
    }
    const ranked = ranker.rank(q);
    const at = ranked.findIndex((id) => expected.includes(id));
    results.push({ q, expected, rank: at + 1 });
  }
  const n = results.length || 1;
  return {
    ranker: ranker.name,
    evaluated: results.length,
    unresolved,
    recallAt1: results.filter((r) => r.rank === 1).length / n,
    recallAt5: results.filter((r) => r.rank >= 1 && r.rank <= 5).length / n,
    mrr: results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
    results,
  };
}
