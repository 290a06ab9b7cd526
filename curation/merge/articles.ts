// A subject becomes an article: its lead (the last confirmed outcome), the facts worth keeping,
// the person's decisions, and a History of what was corrected, rejected or changed. A retired
// state the person or a later answer overturned becomes a superseded article of its own, linked
// to the subject that replaced it.
import type { ArticleModel, ClaimRef, Retirement, Subject } from './model.ts';
import { formArticle } from './model.ts';
import { isNearDuplicate, termSimilarity } from '../text/similarity.ts';
import { isRecordClaim } from './records.ts';
import { claimTitle, subjectTitle } from './naming.ts';
import { newlyNamed } from './status.ts';
import type { KnowledgeType } from '../schema/article.ts';
import type { Exchange } from '../schema/claim.ts';
import { says } from '../lang/index.ts';
import { isPointer, plain } from '../claims/features.ts';
import { terms } from '../text/terms.ts';

export const ARTICLES = {
  /** Facts an article tells: this many, plus a few per further exchange, up to the maximum. */
  baseFacts: 6,
  perExchange: 2,
  maxFacts: 14,
  /** Statements alike above this (and equal in figures and negation) are told once. */
  duplicate: 0.8,
  /** A retired claim at least this salient becomes a superseded article of its own. */
  retiredArticle: 0.5,
  /** A change the person asked for stands as an article of its own when its two sides are this alike
   * (one statement of one thing, before and after). */
  askedChange: 0.25,
  /** At most so many superseded articles per subject. */
  retiredPerSubject: 3,
  /** Proposals told per article. */
  maxProposed: 4,
  /** Evidence kept per article for retrieval, and the least salience worth keeping. */
  maxEvidence: 80,
  minEvidence: 0.3,
} as const;

function bySalience(claims: ClaimRef[]): ClaimRef[] {
  return [...claims].sort((a, b) => b.claim.salience - a.claim.salience);
}

function byTime(a: ClaimRef, b: ClaimRef): number {
  return a.claim.time.localeCompare(b.claim.time) || a.id.localeCompare(b.id);
}

/** Later statements first: when two say the same, the later is kept. */
function dedupe(claims: ClaimRef[], threshold: number): ClaimRef[] {
  const kept: ClaimRef[] = [];
  for (const c of [...claims].sort((a, b) => byTime(b, a))) {
    if (kept.some((k) => isNearDuplicate(k.claim.text, c.claim.text, threshold))) continue;
    kept.push(c);
  }
  return kept;
}

/** The exchanges whose answers say what each thread came to: its last answer with something stated
 * (and the one before it, when the last only confirms). */
function outcomeExchanges(subject: Subject): Set<Exchange> {
  const out = new Set<Exchange>();
  for (const t of subject.threads) {
    const answered = t.exchanges.filter((ex) => t.claims.some((c) => c.exchange === ex && c.claim.speaker === 'agent' && c.claim.stance === 'stated'));
    const last = answered[answered.length - 1];
    if (!last) continue;
    out.add(last);
    const lastClaims = t.claims.filter((c) => c.exchange === last && c.claim.speaker === 'agent').length;
    if (lastClaims < 3 && answered.length > 1) out.add(answered[answered.length - 2]);
  }
  return out;
}

function typeOf(lead: ClaimRef, facts: ClaimRef[], decisions: ClaimRef[]): KnowledgeType {
  const all = [lead, ...facts];
  const limits = all.filter((c) => c.claim.kind === 'limitation').length;
  if (lead.claim.kind === 'limitation' || limits / all.length >= 0.5) return 'limitation';
  if (decisions.some((d) => d.claim.rule === 'option-pick' || d.claim.rule === 'person-decision')) return 'decision';
  return 'fact';
}

/** A statement that can lead an article: not a pointer to the file the work wrote ("done, see
 * result.md"), nor the introduction of what followed it in the answer ("Add this to
 * appsettings.json:"), whose list or code the article does not tell. */
function leads(c: ClaimRef): boolean {
  return !isPointer(c.claim.text) && !/[:：]\s*$/.test(plain(c.claim.text));
}

/** How much a statement says of what the title names (`named`: the title's terms): 2 when it
 * shares a word with the title, 1 when it is the statement the title was cut from (it says nothing
 * more than the title), 0 when it speaks of another thing. */
function aboutTitle(text: string, title: string, named: Set<string>): number {
  if (!terms(text).some((t) => named.has(t))) return 0;
  const own = claimTitle(text);
  return own === title || (own !== '' && title.startsWith(own)) ? 1 : 2;
}

/** `duplicate`: statements alike above it are told once (`curation.similarityThreshold`);
 * `template`: headings of the agent's template, which name no subject. */
export function subjectArticle(subject: Subject, retired: Map<string, Retirement>, idf: (term: string) => number, duplicate: number = ARTICLES.duplicate, template: (heading: string) => boolean = () => false): ArticleModel | undefined {
  const own = subject.claims.filter((c) => !isRecordClaim(c));
  const live = own.filter((c) => !retired.has(c.id));
  const decisions = dedupe(live.filter((c) => c.claim.speaker === 'person' && c.claim.kind === 'decision'), duplicate).sort(byTime);
  // What is stated leads and is told; proposals are told apart; guesses and states of the moment
  // are evidence only.
  // What a thread came to is said in its last answer; what was said on the way (guesses, steps of a
  // debugging session, states since passed) is evidence, kept for retrieval, not told as fact.
  const outcome = outcomeExchanges(subject);
  const said = live.filter((c) => c.claim.speaker !== 'person' || c.claim.kind === 'fact');
  const told = (c: ClaimRef) => outcome.has(c.exchange) || c.claim.rule === 'document-facts' || c.claim.rule === 'documents' || c.claim.speaker === 'person';
  // (A document's outline, its headings joined, is for finding the article, not for reading.)
  const statements = said.filter((c) => c.claim.stance === 'stated' && told(c) && c.claim.heading !== 'outline');
  const proposedAll = said.filter((c) => c.claim.stance === 'proposed' && outcome.has(c.exchange));
  if (!statements.length && !decisions.length && !proposedAll.length) return undefined;
  const exchanges = new Set(own.map((c) => c.exchange)).size;
  // The lead: the most salient statement of the latest exchange that says something solid.
  const latest = [...statements].sort(byTime).reverse();
  const solid =
    latest.find((c) => c.claim.salience >= 0.5 && c.claim.speaker === 'agent' && c.claim.role === 'assistant' && leads(c)) ??
    bySalience(statements)[0] ??
    decisions[decisions.length - 1] ??
    bySalience(proposedAll)[0];
  // Of that exchange's statements, one about what the title names leads (a summary about another
  // thing than its title reads as two articles run together), but not the one the title was cut
  // from, which says nothing more than the title.
  const title = subjectTitle(subject, idf, template);
  const named = new Set(terms(title));
  const lead =
    latest
      .filter((c) => c.exchange === solid.exchange && c.claim.speaker === solid.claim.speaker && leads(c))
      .map((c) => ({ c, about: aboutTitle(c.claim.text, title, named) }))
      .sort((a, b) => b.about - a.about || b.c.claim.salience - a.c.claim.salience)[0]?.c ??
    // (When that exchange says nothing that can lead, "done, see result.md" only, the most salient
    // statement that can; the pointer only when nothing else is said.)
    bySalience(statements.filter(leads))[0] ??
    solid;
  const room = Math.min(ARTICLES.maxFacts, ARTICLES.baseFacts + ARTICLES.perExchange * (exchanges - 1));
  // (Only the likeliest few are compared for duplicates: a subject of a thousand claims tells a dozen.)
  const likeliest = statements.filter((c) => c !== lead).sort((a, b) => b.claim.salience - a.claim.salience).slice(0, room * 4);
  const facts = dedupe(likeliest.filter((c) => !isNearDuplicate(c.claim.text, lead.claim.text, duplicate)), duplicate)
    .sort((a, b) => b.claim.salience - a.claim.salience)
    .slice(0, room)
    .sort(byTime);
  const history = own.flatMap((c) => retired.get(c.id) ?? []).sort((a, b) => byTime(a.claim, b.claim));
  const proposed = dedupe(proposedAll.filter((c) => c !== lead), duplicate).sort((a, b) => b.claim.salience - a.claim.salience).slice(0, ARTICLES.maxProposed).sort(byTime);
  const shown = new Set([lead, ...facts, ...decisions, ...proposed]);
  // Evidence is told once per wording (the same words repeated, by fingerprint), the most salient first.
  const toldPrints = new Set([...shown].map((c) => c.claim.fp));
  const seenPrints = new Set<string>();
  const evidence = live
    .filter((c) => !shown.has(c) && c.claim.salience >= ARTICLES.minEvidence && !toldPrints.has(c.claim.fp))
    .sort((a, b) => b.claim.salience - a.claim.salience || byTime(a, b))
    .filter((c) => !seenPrints.has(c.claim.fp) && Boolean(seenPrints.add(c.claim.fp)))
    .slice(0, ARTICLES.maxEvidence)
    .sort(byTime);
  const files = [...new Set(subject.threads.flatMap((t) => t.exchanges.flatMap((ex) => ex.files)))].slice(0, 12);
  const limitations = [lead, ...facts].filter((c) => c.claim.kind === 'limitation').length;
  return {
    founder: `s:${subject.key}`,
    project: subject.project,
    title,
    type: typeOf(lead, facts, decisions),
    status: 'current',
    confidence: Math.min(0.9, 0.45 + 0.1 * exchanges + (lead.claim.salience - 0.5) * 0.3 - (limitations ? 0 : 0)),
    lead,
    facts,
    decisions,
    proposed,
    history,
    claims: own,
    files,
    supersedes: [],
    form: 'subject',
    related: [],
    evidence,
  };
}

/** The person made the reversal, or pushed the agent to it (its answer grants the person's point). */
function byThePerson(r: Retirement): boolean {
  if (r.claim.claim.speaker === 'person' || r.by.claim.speaker === 'person') return true;
  // A change made in answer to the person's own turn, whose request names what the change brought
  // and the old state lacked ("increase the presets to 4", "read the env MONGODB_DATABASE_NAME").
  if (r.cause === 'changed' && r.explicit && r.by.exchange.speaker === 'person' && newlyNamed(r.by.exchange.request, r.by.claim.text, r.claim.claim.text) && termSimilarity(r.by.claim.text, r.claim.claim.text) >= ARTICLES.askedChange) return true;
  return r.by.exchange.speaker === 'person' && says('acknowledge', plain(r.by.claim.text).slice(0, 60));
}

/** Superseded articles for the most telling retired claims of a subject. */
export function retiredArticles(subject: ArticleModel): ArticleModel[] {
  // Only reversals shown on both sides (a correction granted, a change that names the old value)
  // and made or asked for by the person, and removals, stand as articles of their own: an answer
  // the agent revised by itself, or a slot that merely took another value later, is History.
  const picked = subject.history
    .filter((r) => r.explicit && (r.cause === 'removed' || byThePerson(r)))
    .filter((r) => r.claim.claim.salience >= ARTICLES.retiredArticle || r.claim.claim.speaker === 'person')
    .sort((a, b) => b.claim.claim.salience - a.claim.claim.salience)
    .slice(0, ARTICLES.retiredPerSubject);
  return picked.map((r) => {
    const title = claimTitle(r.claim.claim.text);
    return formArticle({
      founder: `x:${r.claim.id}`,
      project: subject.project,
      title,
      type: subject.type === 'decision' ? 'decision' : r.claim.claim.kind === 'preference' ? 'preference' : r.claim.claim.kind,
      status: r.cause === 'removed' ? 'outdated' : 'superseded',
      confidence: 0.6,
      lead: r.claim,
      history: [r],
      claims: [r.claim, r.by],
      ...(r.cause === 'removed' ? {} : { supersededBy: subject.founder }),
      form: 'retired',
      related: r.cause === 'removed' ? [subject.founder] : [],
    });
  });
}
