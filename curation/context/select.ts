// Chooses what an agent should read before acting on a prompt: the best matches, every
// preference, the other side of any dispute it shows, and the successor of a superseded article
// that matched (the superseded one itself only on request). Each choice says why it was made.
import { buildIndex, idf, searchIndex, STRIDE, type SearchIndex } from './bm25.ts';
import { proximityBonus, queryPairs } from './proximity.ts';
import type { KnowledgeEntry } from './entry.ts';
import { terms, tokens } from '../text/terms.ts';

export type SelectedRole = 'preference' | 'match' | 'successor' | 'counterpart';

export interface Selected {
  entry: KnowledgeEntry;
  role: SelectedRole;
  /** Relevance to the prompt (0 when chosen for another reason). */
  score: number;
  /** Words of the prompt found in the article, as the prompt wrote them. */
  matched: string[];
  reasons: string[];
}

export interface SelectOptions {
  /** Most matches to return (preferences and the other side of a dispute come on top). */
  limit: number;
  includeSuperseded: boolean;
  /** Matches scoring below this share of the best match are dropped as noise. */
  minRelativeScore?: number;
}

export interface Selection {
  preferences: Selected[];
  /** Matches in rank order, each followed by the other side of its dispute when it has one. */
  matches: Selected[];
  /** The prompt had words to search for (false when it was all stopwords or punctuation). */
  searchable: boolean;
}

export interface Ranked {
  entry: KnowledgeEntry;
  score: number;
  matched: string[];
  /** Neighbouring prompt words found together in the article. */
  together: string[];
}

const MIN_RELATIVE_SCORE = 0.3;
/** A successor inherits this share of its superseded article's score. */
const SUCCESSOR_SHARE = 0.9;
const STATUS_FACTOR = { current: 1, disputed: 1, outdated: 0.75, superseded: 0.8 } as const;
/** How many of the best matches are re-read for words standing together, and how much of each. */
const RERANK = 20;
const RERANK_CHARS = 4000;

const indexes = new WeakMap<readonly KnowledgeEntry[], SearchIndex>();

/** The fields searched, in the order of `FIELDS`: title, tags and topic, summary, body. */
export function searchFields(e: KnowledgeEntry): string[] {
  return [e.title, [...e.tags, e.topic.replace(/-/g, ' ')].join(' '), e.summaryFromBody ? '' : e.summary, e.body, (e.evidence ?? []).join('\n')];
}

/** The index of `entries`, built on first use and kept as long as the array lives. */
export function indexOf(entries: readonly KnowledgeEntry[]): SearchIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildIndex(entries.map(searchFields));
    indexes.set(entries, index);
  }
  return index;
}

/** Uses a stored index for `entries` (built from the same entries, in the same order). */
export function registerIndex(entries: readonly KnowledgeEntry[], index: SearchIndex): void {
  indexes.set(entries, index);
}

// A few words a question asks in and the word the answer is filed under, as stems.
const SYNONYMS = new Map<string, string[]>(
  (
    [
      ['large', ['size']],
      ['big', ['size']],
      ['huge', ['size']],
      ['rename', ['name']],
      ['renamed', ['name']],
      ['called', ['name']],
      ['price', ['cost']],
      ['expensive', ['cost']],
      // A choice is filed under "Decisions", whatever language the sessions were in.
      ['chosen', ['decision']],
      ['chose', ['decision']],
      ['choose', ['decision']],
      ['picked', ['decision']],
      ['selected', ['decision']],
      ['opted', ['decision']],
      ['decided', ['decision']],
      ['decide', ['decision']],
    ] as const
  ).map(([word, alike]) => [terms(word)[0] ?? word, alike.map((a) => terms(a)[0] ?? a)]),
);

/** The prompt's search terms, each with the first word that produced it. */
export function queryTerms(prompt: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of tokens(prompt)) if (!out.has(t.term)) out.set(t.term, t.word);
  return out;
}

function byScoreThenId(a: { score: number; entry: KnowledgeEntry }, b: { score: number; entry: KnowledgeEntry }): number {
  return b.score - a.score || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);
}

/** Trust matters at the margin: a low-confidence or outdated article yields to a sure one. */
function trust(entry: KnowledgeEntry): number {
  return STATUS_FACTOR[entry.status] * (0.85 + 0.15 * entry.confidence);
}

/** Every entry that matches the prompt, best first (superseded ones included). */
export function rank(entries: readonly KnowledgeEntry[], prompt: string): Ranked[] {
  const promptTokens = tokens(prompt);
  const query = new Map<string, string>();
  for (const t of promptTokens) if (!query.has(t.term)) query.set(t.term, t.word);
  // The words articles use for what questions ask in others ("How large is…" about "Total size of…").
  for (const [term, word] of [...query]) for (const alike of SYNONYMS.get(term) ?? []) if (!query.has(alike)) query.set(alike, word);
  if (!query.size) return [];
  const index = indexOf(entries);
  const hits = searchIndex(index, [...query.keys()]);
  const out: Ranked[] = [];
  for (const hit of hits.values()) {
    const entry = entries[hit.doc];
    out.push({ entry, score: hit.score * trust(entry), matched: hit.terms.map((t) => query.get(t) ?? t), together: [] });
  }
  out.sort(byScoreThenId);
  const pairs = queryPairs(promptTokens.map((t) => t.term));
  if (!pairs.length) return out;
  const idfOf = (term: string) => {
    const list = index.postings(term);
    return list ? idf(index.size, list.length / STRIDE) : 0;
  };
  for (const r of out.slice(0, RERANK)) {
    const e = r.entry;
    const near = proximityBonus(pairs, [e.title, e.summary, e.body.slice(0, RERANK_CHARS)], idfOf);
    r.score += near.bonus * trust(e);
    r.together = near.pairs.map(([a, b]) => `${query.get(a) ?? a} ${query.get(b) ?? b}`);
  }
  return out.sort(byScoreThenId);
}

/** The live article that replaces `entry`, following a chain of successors. */
function successorOf(entry: KnowledgeEntry, byId: Map<string, KnowledgeEntry>): KnowledgeEntry | undefined {
  let current: KnowledgeEntry | undefined = entry;
  for (let hops = 0; current?.supersededBy && hops < 10; hops++) {
    current = byId.get(current.supersededBy);
    if (current && current.status !== 'superseded') return current;
  }
  return undefined;
}

function quoteWords(words: readonly string[]): string {
  return words.map((w) => `"${w}"`).join(', ');
}

function statusReasons(entry: KnowledgeEntry): string[] {
  const out: string[] = [];
  if (entry.status === 'disputed') out.push(entry.disputedWith.length ? `disputed with ${entry.disputedWith.join(', ')}` : 'disputed');
  if (entry.status === 'outdated') out.push('outdated: check before relying on it');
  if (entry.status === 'superseded') out.push(entry.supersededBy ? `superseded by ${entry.supersededBy}` : 'superseded');
  return out;
}

/**
 * The articles most relevant to the prompt (at most `max`), best first, each with why. A
 * superseded article hands its relevance to its successor unless superseded articles were asked
 * for. Only the best `max` matches are looked at: a successor inherits less than its
 * predecessor's score, so nothing further down could rank above them.
 */
export function candidates(entries: readonly KnowledgeEntry[], prompt: string, includeSuperseded: boolean, max = 100): Selected[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const found = new Map<string, Selected>();
  const consider = (entry: KnowledgeEntry, score: number, matched: string[], role: SelectedRole, reason: string) => {
    const c = found.get(entry.id);
    if (!c) {
      found.set(entry.id, { entry, role, score, matched, reasons: [reason] });
      return;
    }
    c.reasons.push(reason);
    c.matched = [...new Set([...c.matched, ...matched])];
    c.score = Math.max(c.score, score);
    if (role === 'match') c.role = 'match';
  };
  for (const r of rank(entries, prompt).slice(0, max)) {
    if (r.entry.status === 'superseded' && !includeSuperseded) {
      const successor = successorOf(r.entry, byId);
      if (successor) consider(successor, r.score * SUCCESSOR_SHARE, [], 'successor', `replaces ${r.entry.id} (superseded), which matches ${quoteWords(r.matched)}`);
      continue;
    }
    const together = r.together.length ? ` (together: ${quoteWords(r.together)})` : '';
    consider(r.entry, r.score, r.matched, 'match', `matches ${quoteWords(r.matched)}${together}`);
  }
  return [...found.values()].sort(byScoreThenId);
}

export function selectContext(entries: readonly KnowledgeEntry[], prompt: string, options: SelectOptions): Selection {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const searchable = queryTerms(prompt).size > 0;
  const pool = candidates(entries, prompt, options.includeSuperseded);
  const byCandidate = new Map(pool.map((s) => [s.entry.id, s]));
  const best = pool[0]?.score ?? 0;
  const floor = best * (options.minRelativeScore ?? MIN_RELATIVE_SCORE);

  const preferences: Selected[] = entries
    .filter((e) => e.preference && (e.status === 'current' || e.status === 'disputed'))
    .map((entry) => {
      const hit = byCandidate.get(entry.id);
      return {
        entry,
        role: 'preference' as const,
        score: hit?.score ?? 0,
        matched: hit?.matched ?? [],
        reasons: ['preference: shown for every prompt', ...(hit ? hit.reasons : []), ...statusReasons(entry)],
      };
    })
    // Those the prompt touches first, then the surest: when the budget is tight, they stay.
    .sort((a, b) => b.score - a.score || b.entry.confidence - a.entry.confidence || byScoreThenId(a, b));
  const taken = new Set(preferences.map((p) => p.entry.id));

  const matches: Selected[] = [];
  let count = 0;
  for (const s of pool) {
    if (count >= options.limit || s.score < floor) break;
    if (taken.has(s.entry.id)) continue;
    taken.add(s.entry.id);
    matches.push({ ...s, reasons: [...s.reasons, ...statusReasons(s.entry)] });
    count++;
    // Never show one side of a dispute alone.
    for (const otherId of s.entry.status === 'disputed' ? s.entry.disputedWith : []) {
      const other = byId.get(otherId);
      if (!other || taken.has(other.id) || (other.status === 'superseded' && !options.includeSuperseded)) continue;
      taken.add(other.id);
      const hit = byCandidate.get(other.id);
      matches.push({
        entry: other,
        role: 'counterpart',
        score: hit?.score ?? 0,
        matched: hit?.matched ?? [],
        reasons: [`other side of the dispute with ${s.entry.id}`, ...(hit ? hit.reasons : []), ...statusReasons(other)],
      });
    }
  }
  return { preferences, matches, searchable };
}
