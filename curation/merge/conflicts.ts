// Conflicts between articles: one session says a thing is not so ("the agent doesn't have memory
// across conversations"), another says it is ("the agent remembers the site structure across
// sessions"). Neither reverses the other explicitly, so both are marked disputed and each cites
// the other. The check is scoped to the claim: the two statements must share most of the negated
// statement's own distinctive terms, so articles that merely sit near each other never change.
import type { ArticleDraft } from './draft.ts';
import { cite, quote } from './cite.ts';
import { NEGATION } from '../extract/signals.ts';
import { tokenize } from '../lib/text.ts';

// Words too common in agent sessions to say what a claim is about.
const GENERIC = new Set(tokenize('agent user project repo repository file files code work session thing way time use support able one also'));

interface Claim {
  draft: ArticleDraft;
  text: string;
  session: string;
  terms: string[];
  source: ArticleDraft['sources'][number];
}

function claimsOf(drafts: ArticleDraft[]): Claim[] {
  const out: Claim[] = [];
  for (const draft of drafts) {
    if (draft.type === 'action' || draft.status === 'superseded') continue;
    for (const line of draft.claims ?? []) {
      const terms = [...new Set(tokenize(line.text))].filter((t) => !GENERIC.has(t));
      if (terms.length >= 2 && terms.length <= 14 && !/[?？]\s*$/.test(line.text)) out.push({ draft, text: line.text, session: line.source.session, terms, source: line.source });
    }
  }
  return out;
}

/** Marks both sides of every cross-article conflict disputed; returns how many pairs it found. */
export function markConflicts(drafts: ArticleDraft[], repo?: string): number {
  const claims = claimsOf(drafts);
  const affirmative = claims.filter((c) => !NEGATION.test(c.text));
  const byTerm = new Map<string, Claim[]>();
  for (const c of affirmative) for (const t of c.terms) byTerm.set(t, [...(byTerm.get(t) ?? []), c]);
  const seen = new Set<string>();
  let found = 0;
  for (const neg of claims.filter((c) => NEGATION.test(c.text))) {
    const candidates = new Set(neg.terms.flatMap((t) => byTerm.get(t) ?? []));
    for (const pos of candidates) {
      if (pos.draft === neg.draft || pos.session === neg.session) continue;
      const posTerms = new Set(pos.terms);
      const shared = neg.terms.filter((t) => posTerms.has(t));
      // Most of what the negative claim is about, at least two distinctive words of it.
      if (shared.length < 2 || shared.length / neg.terms.length < 0.6) continue;
      const key = [neg.draft.founder, pos.draft.founder].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      found++;
      for (const [a, b] of [
        [neg, pos],
        [pos, neg],
      ] as const) {
        a.draft.status = 'disputed';
        if (!a.draft.disputed_with.includes(b.draft.founder)) a.draft.disputed_with.push(b.draft.founder);
        a.draft.conflict = [...(a.draft.conflict ?? []), `- ${quote(a.text)} — ${cite(a.source, repo)}`, `- ${quote(b.text)} — ${cite(b.source, repo)}, in “${b.draft.title}”`];
      }
    }
  }
  return found;
}
