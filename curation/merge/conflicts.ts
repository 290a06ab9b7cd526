// Contradictions between articles: one session says a thing is not so ("setup.sh does not run
// direnv allow"), another says it is ("added direnv allow to setup.sh"). The check is scoped to
// the claim: the two statements must share most of the negated statement's own distinctive terms,
// so articles that merely sit near each other never change.
//
// What follows depends on how clear-cut it is:
// - the later session rewrote a file the earlier one wrote, and now says the opposite: the work
//   was redone the other way, an explicit reversal, so the earlier article is superseded by it;
// - otherwise neither side reverses the other: when both articles' main claims (title or summary)
//   are the contested ones, both are marked disputed and cite each other; a claim said in passing
//   is another scope and disputes nothing, but the article whose point it contradicts quotes it
//   under "Said otherwise elsewhere".
import { addCaveat, relate, sectionOf, type ArticleDraft } from './draft.ts';
import { cite, humanDay, quote } from './cite.ts';
import { NEGATION, SESSION_WORDS } from '../extract/signals.ts';
import { stem, textKey, tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

// Stems, and short verbs' third person too ("runs" is "run"): the claims compared are a
// sentence each, so every shared word counts.
const claimTerm = (t: string) => stem(t).replace(/^([a-z]{3})s$/, '$1');

// Words too common in agent sessions to say what a claim is about.
const GENERIC = new Set(tokenize(SESSION_WORDS).map(claimTerm));
// Tokens with kana inflections or particles in them ("しま", "を実") are grammar, not subject.
const HIRAGANA = /[\u3040-\u309f]/;

interface Claim {
  draft: ArticleDraft;
  text: string;
  session: string;
  terms: string[];
  source: ArticleDraft['sources'][number];
  /** Said in a summary, the article's main point. */
  main: boolean;
  /** The sentence it was said in, to quote (a negated clause is compared alone). */
  said: string;
}

function claimsOf(drafts: ArticleDraft[]): Claim[] {
  const out: Claim[] = [];
  for (const draft of drafts) {
    if (draft.type === 'action' || draft.status === 'superseded') continue;
    // A claim restated in many sessions (a summary said a hundred times) is compared once.
    const said = new Set<string>();
    for (const line of draft.claims ?? []) {
      // A sentence that negates one of its clauses ("…エラー終了し、direnv allow は実行しません") also
      // claims that clause alone: the rest of the sentence would outweigh what it denies.
      const clauses = NEGATION.test(line.text) ? line.text.split(/[、，,]\s*/).filter((c, _, all) => all.length > 1 && NEGATION.test(c)) : [];
      for (const text of [line.text, ...clauses]) {
        const once = `${line.main ? 'summary' : 'fact'}\u0000${text}`;
        if (said.has(once)) continue;
        said.add(once);
        const terms = [...new Set(tokenize(text).map(claimTerm))].filter((t) => !GENERIC.has(t) && !HIRAGANA.test(t));
        if (terms.length >= 2 && terms.length <= 14 && !/[?？]\s*$/.test(text)) out.push({ draft, text, session: line.source.session, terms, source: line.source, main: Boolean(line.main), said: line.text });
      }
    }
  }
  return out;
}

/** How many words the terms are: overlapping CJK bigrams ("シェ", "ェル") make one. */
function words(terms: string[]): number {
  let n = 0;
  for (let i = 0; i < terms.length; i++) {
    const prev = terms[i - 1];
    const overlaps = prev !== undefined && prev.length === 2 && terms[i].length === 2 && /[^\x00-\x7f]/.test(terms[i]) && prev[1] === terms[i][0];
    if (!overlaps) n++;
  }
  return n;
}

/** Pairs of claims in different sessions, one the negation of the other. */
function opposedClaims(drafts: ArticleDraft[]): { neg: Claim; pos: Claim }[] {
  const claims = claimsOf(drafts);
  const byTerm = new Map<string, Claim[]>();
  for (const c of claims) {
    if (NEGATION.test(c.text)) continue;
    for (const t of c.terms) {
      const list = byTerm.get(t);
      if (list) list.push(c);
      else byTerm.set(t, [c]);
    }
  }
  // Per pair of articles, the first opposed pair of claims, and the first of claims that are not
  // summaries (disputes use only those): enough for everything that follows.
  const kept = new Map<string, { any: boolean; stated: boolean }>();
  const out: { neg: Claim; pos: Claim }[] = [];
  for (const neg of claims.filter((c) => NEGATION.test(c.text))) {
    const candidates = new Set(neg.terms.flatMap((t) => byTerm.get(t) ?? []));
    for (const pos of candidates) {
      if (pos.draft === neg.draft || pos.session === neg.session) continue;
      const posTerms = new Set(pos.terms);
      const shared = neg.terms.filter((t) => posTerms.has(t));
      // Most of what the negative claim is about, at least two distinctive words of it.
      // (Two bigrams of one word, "シェ" and "ェル" of シェル, are one word.)
      if (words(shared) < 2 || shared.length / neg.terms.length < 0.6) continue;
      const key = `${neg.draft.founder}\u0000${pos.draft.founder}`;
      const seen = kept.get(key) ?? { any: false, stated: false };
      const stated = !neg.main && !pos.main;
      if (seen.any && (seen.stated || !stated)) continue;
      kept.set(key, { any: true, stated: seen.stated || stated });
      out.push({ neg, pos });
    }
  }
  return out;
}

/** Files both articles' sessions wrote, the later one after the earlier. */
function rewritten(earlier: ArticleDraft, later: ArticleDraft): string[] {
  // By path alone, across working directories too: a shared folder (`.devenv/` linked into every
  // project) is one file under two roots, and the opposed claims already tie the two together.
  const mine = new Map((earlier.wrote ?? []).map((w) => [w.file, w.date]));
  return [...new Set((later.wrote ?? []).filter((w) => mine.has(w.file) && w.date > mine.get(w.file)!).map((w) => w.file))];
}

/** The later work changed those files only in another working directory than the earlier one. */
function elsewhere(earlier: ArticleDraft, later: ArticleDraft, files: string[]): boolean {
  const folders = (d: ArticleDraft) => new Set((d.wrote ?? []).filter((w) => files.includes(w.file)).map((w) => w.project ?? ''));
  const mine = folders(earlier);
  const theirs = [...folders(later)];
  return theirs.length > 0 && theirs.every((p) => p && !mine.has(p));
}

/** What work in another working directory did the other way, told beside the article it may concern. */
function reversedElsewhere(older: Claim, newer: Claim, files: string[], repo?: string): void {
  const where = files.slice(0, 3).map((f) => `\`${f}\``).join(', ');
  const folders = [...new Set((newer.draft.wrote ?? []).filter((w) => files.includes(w.file)).map((w) => pathLeaf(w.project ?? '')))].filter(Boolean);
  const section = sectionOf(older.draft, 'Changed elsewhere');
  // (Once for each later work: its first opposed claim says it.)
  if (section.lines.some((l) => l.includes(`in “${newer.draft.title}”.`))) return;
  section.lines.push(`- On ${humanDay(newer.source.date)}, ${where} was changed the other way in ${folders.map((f) => `\`${f}\``).join(', ')}, another working directory: ${quote(newer.said)} — ${cite(newer.source, repo)}, in “${newer.draft.title}”. Whether that reached this one, the sessions do not show.`);
  relate(older.draft, newer.draft.founder);
}

function supersede(older: Claim, newer: Claim, files: string[], repo?: string): void {
  older.draft.status = 'superseded';
  older.draft.superseded_by = newer.draft.founder;
  if (!newer.draft.supersedes.includes(older.draft.founder)) newer.draft.supersedes.push(older.draft.founder);
  const where = files.slice(0, 3).map((f) => `\`${f}\``).join(', ');
  // (The same path in another working directory, a folder several projects share: said, so a
  // reader can judge whether the change reached this project.)
  const folder = (d: ArticleDraft) => [...new Set((d.wrote ?? []).filter((w) => files.includes(w.file)).map((w) => w.project ?? ''))];
  const theirFolders = folder(newer.draft).filter((p) => p && !folder(older.draft).includes(p));
  const across = theirFolders.length ? ` (in ${theirFolders.map((p) => `\`${pathLeaf(p)}\``).join(', ')}, another working directory, in a file at the same path there)` : '';
  // What the later work did not touch was not reversed ("setup_nvm.sh: install only when missing").
  const theirs = new Set((newer.draft.wrote ?? []).map((w) => w.file));
  const untouched = [...new Set((older.draft.wrote ?? []).map((w) => w.file))].filter((f) => !theirs.has(f));
  older.draft.sections.push({
    heading: 'Reversed',
    lines: [
      `- On ${humanDay(newer.source.date)}, ${where} was changed the other way${across}: ${quote(newer.said)} — ${cite(newer.source, repo)}, in “${newer.draft.title}”`,
      ...(untouched.length ? [`- Not reversed: the changes to ${untouched.slice(0, 4).map((f) => `\`${f}\``).join(', ')}, which the later work did not touch.`] : []),
    ],
  });
  newer.draft.history = [...(newer.draft.history ?? []), `- Until ${humanDay(newer.source.date)}: ${quote(older.said)} — ${cite(older.source, repo)}, in “${older.draft.title}” (no longer holds)`];
}

/** The claim is what its article is about: its title or summary says it. */
function central(c: Claim): boolean {
  const claim = textKey(c.text);
  return claim.length > 0 && (textKey(c.draft.summary).includes(claim.slice(0, 60)) || textKey(c.draft.title).includes(claim.slice(0, 60)));
}

/**
 * Marks both sides disputed when each article's main claim (title or summary) is the one the
 * other contradicts. Returns false when either side only says it in passing.
 */
function dispute(neg: Claim, pos: Claim, repo?: string): boolean {
  // Both articles must be about the contested thing. A main claim contradicted only by an aside
  // of another article (a capability table's "remembers the site across sessions" against "no
  // memory across conversations") is two scopes, not two answers: it makes no dispute.
  if (!central(neg) || !central(pos)) {
    // The article whose point it is hears of it, without a dispute: a reader of "no memory across
    // conversations" learns that another article says the agent remembers across sessions.
    const [main, aside] = central(neg) ? [neg, pos] : central(pos) ? [pos, neg] : [undefined, undefined];
    if (main && aside) {
      const line = `- ${quote(aside.said)} — ${cite(aside.source, repo)}, in “${aside.draft.title}” (linked under Related)`;
      const said = sectionOf(main.draft, 'Said otherwise elsewhere');
      if (!said.lines.includes(line)) said.lines.push(line);
      // (Contradicted, if only in passing: worth at most medium confidence, and the reader is told
      // before the details. "The agent doesn't have memory across conversations" was the agent
      // describing itself; the project keeps a session per issue.)
      main.draft.confidence = Math.min(main.draft.confidence, 0.5);
      addCaveat(main.draft, '- Another article says otherwise (quoted under “Said otherwise elsewhere”): check which holds before relying on this.');
      relate(main.draft, aside.draft.founder);
      // (Both ways: a reader of the aside, "Persistent memory: remembers the site structure across
      // sessions", learns that another article's point is the opposite. Its status stays: it was said
      // in passing.)
      const back = `- ${quote(main.said)} — ${cite(main.source, repo)}, in “${main.draft.title}” (linked under Related)`;
      const other = sectionOf(aside.draft, 'Said otherwise elsewhere');
      if (!other.lines.includes(back)) other.lines.push(back);
      relate(aside.draft, main.draft.founder);
    }
    return false;
  }
  for (const [a, b] of [
    [neg, pos],
    [pos, neg],
  ] as const) {
    a.draft.status = 'disputed';
    if (!a.draft.disputed_with.includes(b.draft.founder)) a.draft.disputed_with.push(b.draft.founder);
    a.draft.conflict = [...(a.draft.conflict ?? []), `- ${quote(a.said)} — ${cite(a.source, repo)}`, `- ${quote(b.said)} — ${cite(b.source, repo)}, in “${b.draft.title}”`];
  }
  return true;
}

/** Supersedes what later work reversed and disputes the rest; returns how many pairs it found. */
export function markConflicts(drafts: ArticleDraft[], repo?: string): { superseded: number; disputed: number } {
  const pairs = opposedClaims(drafts);
  let superseded = 0;
  let disputed = 0;
  // Reversals first: an article a later work reversed has a successor, and disputes nothing more.
  for (const { neg, pos } of pairs) {
    const [older, newer] = neg.source.date < pos.source.date ? [neg, pos] : [pos, neg];
    if (older.draft.status !== 'current' || newer.draft.status === 'superseded') continue;
    const files = rewritten(older.draft, newer.draft);
    if (!files.length) continue;
    // (The same path in another working directory is only maybe the same file: a folder linked into
    // both, or a copy that went its own way. Said, with a link, but it supersedes nothing.)
    if (elsewhere(older.draft, newer.draft, files)) {
      reversedElsewhere(older, newer, files, repo);
      continue;
    }
    supersede(older, newer, files, repo);
    superseded++;
  }
  // A dispute is weaker evidence: only what the sessions stated as facts, not the summaries'
  // wording (an About blurb's "persistent memory" is not a claim about the agent's memory).
  const seen = new Set<string>();
  for (const { neg, pos } of pairs) {
    if (neg.main || pos.main || neg.draft.status === 'superseded' || pos.draft.status === 'superseded') continue;
    const key = [neg.draft.founder, pos.draft.founder].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    if (dispute(neg, pos, repo)) disputed++;
  }
  return { superseded, disputed };
}
