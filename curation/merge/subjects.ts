// Threads grouped into subjects across sessions of one project: a thread joins the subject it is
// most alike (terms and named things, TF-IDF cosine) above a threshold, or the subject whose
// document it writes again; otherwise it founds a subject of its own. Threads are taken in time
// order, so a subject's founder is its earliest thread and stays so as sessions are added.
import type { Subject, Thread } from './model.ts';
import { CandidateIndex, combine, cosine, tfidf, type Vector } from '../text/similarity.ts';

export const SUBJECTS = {
  /** Alike enough to be one subject across sessions. */
  join: 0.3,
  /** A subject with too little to say (see `isThin`) joins the subject it is most alike above this, or goes. */
  absorb: 0.12,
  /** Substance: one claim at least this salient, or two at least `supporting`. */
  strong: 0.55,
  supporting: 0.45,
} as const;

/** Too little to stand as an article: nothing specific said with weight. */
export function isThin(s: Subject): boolean {
  // The person's own statements weigh when they were carried out: a spec the agent built files from.
  const weighs = (c: Subject['claims'][number]) => c.claim.speaker !== 'person' || c.claim.kind === 'decision' || c.exchange.files.length > 0;
  const saliences = s.claims.filter(weighs).map((c) => c.claim.salience);
  if (s.claims.some((c) => c.claim.speaker === 'person' && c.claim.kind === 'preference')) return false;
  return !(saliences.some((x) => x >= SUBJECTS.strong) || saliences.filter((x) => x >= SUBJECTS.supporting).length >= 2);
}

/** Thin subjects folded into their nearest neighbour of the same project, or dropped. */
export function absorbThin(subjects: Subject[], idf: (term: string) => number): Subject[] {
  const vectors = new Map(subjects.map((s) => [s, s.threads.map((t) => threadVector(t, idf)).reduce(combine)]));
  const strong = subjects.filter((s) => !isThin(s));
  const index = new CandidateIndex<Subject>();
  for (const s of strong) index.add(s, vectors.get(s)!);
  for (const thin of subjects.filter(isThin)) {
    const v = vectors.get(thin)!;
    let best: Subject | undefined;
    let bestScore: number = SUBJECTS.absorb;
    for (const s of index.candidates(v)) {
      if (s.project !== thin.project) continue;
      const score = cosine(v, vectors.get(s)!);
      if (score > bestScore) [best, bestScore] = [s, score];
    }
    if (!best) continue;
    best.threads.push(...thin.threads);
    best.claims.push(...thin.claims);
  }
  return strong;
}

function threadVector(t: Thread, idf: (term: string) => number): Vector {
  const weighted: [string, number][] = [];
  for (const ex of t.exchanges) {
    for (const [term, w] of ex.terms) weighted.push([term, w]);
    for (const [key, , w] of ex.entities) weighted.push([`@${key}`, w * 2]);
  }
  return tfidf(weighted, idf);
}

function documentsOf(t: Thread): string[] {
  return t.exchanges.flatMap((ex) => (ex.document ? [ex.document.file.toLowerCase()] : []));
}

export function subjectsOf(threads: Thread[], idf: (term: string) => number): Subject[] {
  const ordered = [...threads].sort((a, b) => a.exchanges[0].time.localeCompare(b.exchanges[0].time) || a.key.localeCompare(b.key));
  const subjects: { s: Subject; v: Vector; docs: Set<string> }[] = [];
  const index = new CandidateIndex<(typeof subjects)[number]>();
  const byDoc = new Map<string, (typeof subjects)[number]>();
  for (const t of ordered) {
    const v = threadVector(t, idf);
    const docs = documentsOf(t);
    let best: (typeof subjects)[number] | undefined;
    let bestScore = 0;
    const pool = new Set([...index.candidates(v), ...docs.flatMap((f) => byDoc.get(f) ?? [])]);
    for (const cand of pool) {
      if (cand.s.project !== t.project) continue;
      const score = docs.some((f) => cand.docs.has(f)) ? 1 : cosine(v, cand.v);
      if (score > bestScore) {
        best = cand;
        bestScore = score;
      }
    }
    if (best && bestScore >= SUBJECTS.join) {
      best.s.threads.push(t);
      best.s.claims.push(...t.claims);
      best.v = combine(best.v, v);
      index.add(best, v);
      for (const f of docs) {
        best.docs.add(f);
        byDoc.set(f, best);
      }
      continue;
    }
    const made = { s: { key: t.key, project: t.project, threads: [t], claims: [...t.claims] }, v, docs: new Set(docs) };
    subjects.push(made);
    index.add(made, v);
    for (const f of docs) if (!byDoc.has(f)) byDoc.set(f, made);
  }
  return subjects.map((x) => x.s);
}

/** Subjects alike above this are one, whatever order their threads came in. */
export const SAME_SUBJECT = 0.55;

/** Subjects that grew alike as threads joined them are merged into the earlier one. */
export function mergeAlike(subjects: Subject[], idf: (term: string) => number): Subject[] {
  const out: { s: Subject; v: Vector }[] = [];
  const index = new CandidateIndex<(typeof out)[number]>();
  for (const s of subjects) {
    const v = s.threads.map((t) => threadVector(t, idf)).reduce(combine);
    const twin = [...index.candidates(v)].find((o) => o.s.project === s.project && cosine(o.v, v) >= SAME_SUBJECT);
    if (twin) {
      twin.s.threads.push(...s.threads);
      twin.s.claims.push(...s.claims);
      twin.v = combine(twin.v, v);
      index.add(twin, v);
    } else {
      const made = { s, v };
      out.push(made);
      index.add(made, v);
    }
  }
  return out.map((o) => o.s);
}

/** How many subjects a project's sessions make articles of: about 2.5 × the square root of its
 * exchanges that claim something, 6 at least, 40 at most. A long chatty session is a few subjects
 * with much evidence, not a hundred fragments. */
export const BUDGET = { perRootExchange: 2.5, min: 6, max: 40 } as const;

function weightOf(s: Subject): number {
  const top = s.claims.map((c) => c.claim.salience).sort((a, b) => b - a).slice(0, 5);
  const person = s.claims.some((c) => c.claim.speaker === 'person' && c.claim.kind !== 'fact') ? 0.5 : 0;
  const written = s.threads.some((t) => t.exchanges.some((ex) => ex.document || ex.files.length)) ? 0.5 : 0;
  return top.reduce((a, b) => a + b, 0) + person + written;
}

/** The weightiest subjects of each project, within its budget; the rest join their nearest. */
export function limitSubjects(subjects: Subject[], idf: (term: string) => number): Subject[] {
  const out: Subject[] = [];
  for (const project of new Set(subjects.map((s) => s.project))) {
    const mine = subjects.filter((s) => s.project === project);
    const exchanges = new Set(mine.flatMap((s) => s.claims.map((c) => c.exchange))).size;
    const budget = Math.max(BUDGET.min, Math.min(BUDGET.max, Math.round(BUDGET.perRootExchange * Math.sqrt(exchanges))));
    if (mine.length <= budget) {
      out.push(...mine);
      continue;
    }
    const ranked = [...mine].sort((a, b) => weightOf(b) - weightOf(a) || a.key.localeCompare(b.key));
    const kept = ranked.slice(0, budget);
    const vectors = new Map(mine.map((s) => [s, s.threads.map((t) => threadVector(t, idf)).reduce(combine)]));
    const index = new CandidateIndex<Subject>();
    for (const k of kept) index.add(k, vectors.get(k)!);
    for (const s of ranked.slice(budget)) {
      const v = vectors.get(s)!;
      let best = kept[0];
      let bestScore = -1;
      for (const k of index.candidates(v)) {
        const score = cosine(v, vectors.get(k)!);
        if (score > bestScore) [best, bestScore] = [k, score];
      }
      best.threads.push(...s.threads);
      best.claims.push(...s.claims);
    }
    // (Kept in their first order: founders and ids do not move.)
    out.push(...mine.filter((s) => kept.includes(s)));
  }
  return out;
}
