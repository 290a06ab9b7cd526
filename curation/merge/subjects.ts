// Threads grouped into subjects across sessions of one project: a thread joins the subject it is
// most alike (terms and named things, TF-IDF cosine) above a threshold, or the subject whose
// document it writes again; otherwise it founds a subject of its own. Threads are taken in time
// order, so a subject's founder is its earliest thread and stays so as sessions are added.
import type { Subject, Thread } from './model.ts';
import { combine, cosine, tfidf, type Vector } from '../text/similarity.ts';

export const SUBJECTS = {
  /** Alike enough to be one subject across sessions. */
  join: 0.3,
} as const;

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
  for (const t of ordered) {
    const v = threadVector(t, idf);
    const docs = documentsOf(t);
    let best: (typeof subjects)[number] | undefined;
    let bestScore = 0;
    for (const cand of subjects) {
      if (cand.s.project !== t.project) continue;
      const score = docs.some((f) => cand.docs.has(f)) ? 1 : cosine(v, cand.v);
      if (score > bestScore) {
        best = cand;
        bestScore = score;
      }
    }
    if (best && bestScore >= SUBJECTS.join && best.s.threads[0].digest !== t.digest) {
      best.s.threads.push(t);
      best.s.claims.push(...t.claims);
      best.v = combine(best.v, v);
      for (const f of docs) best.docs.add(f);
      continue;
    }
    subjects.push({ s: { key: t.key, project: t.project, threads: [t], claims: [...t.claims] }, v, docs: new Set(docs) });
  }
  return subjects.map((x) => x.s);
}
