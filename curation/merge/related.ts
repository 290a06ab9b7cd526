// Related articles: of one project, about alike things (TF-IDF cosine of their exchanges' terms
// and named things), the nearest few; plus the links statuses make (what replaced what).
import type { ArticleModel, Subject } from './model.ts';
import { CandidateIndex, cosine, tfidf, type Vector } from '../text/similarity.ts';

export const RELATED = { min: 0.15, max: 4 } as const;

export function vectorOf(m: ArticleModel, idf: (t: string) => number): Vector {
  const weighted: [string, number][] = [];
  const seen = new Set<unknown>();
  for (const c of m.claims) {
    if (seen.has(c.exchange)) continue;
    seen.add(c.exchange);
    for (const [t, w] of c.exchange.terms) weighted.push([t, w]);
    for (const [k, , w] of c.exchange.entities) weighted.push([`@${k}`, w * 2]);
  }
  return tfidf(weighted, idf);
}

export function relate(models: ArticleModel[], _subjects: Subject[], idf: (t: string) => number): void {
  // (The setup article rests on what the files record, not on what was said: alike to nothing.)
  const live = models.filter((m) => m.form !== 'retired' && m.form !== 'setup');
  const vectors = new Map(live.map((m) => [m, vectorOf(m, idf)]));
  const index = new CandidateIndex<ArticleModel>();
  for (const m of live) index.add(m, vectors.get(m)!);
  for (const m of live) {
    const mine = vectors.get(m)!;
    m.related = [...index.candidates(mine)]
      .filter((o) => o !== m && o.project === m.project)
      .map((o) => ({ o, score: cosine(mine, vectors.get(o)!) }))
      .filter((x) => x.score >= RELATED.min)
      .sort((a, b) => b.score - a.score || a.o.founder.localeCompare(b.o.founder))
      .slice(0, RELATED.max)
      .map((x) => x.o.founder);
  }
  for (const m of models) {
    if (m.supersededBy && !m.related.includes(m.supersededBy)) m.related.unshift(m.supersededBy);
    for (const s of m.supersedes) if (!m.related.includes(s)) m.related.push(s);
  }
  // A subject links the articles of what it replaced.
  for (const m of models.filter((x) => x.form === 'retired' && x.supersededBy)) {
    const subject = models.find((x) => x.founder === m.supersededBy);
    if (subject && !subject.supersedes.includes(m.founder)) subject.supersedes.push(m.founder);
  }
}
