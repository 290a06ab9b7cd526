// `lore audit`: what a librarian should look at — duplicates and near-duplicates, articles
// without a source or a link, expired articles still marked current, and secrets that slipped in
// (by a person's edit, or an older Lore), values the knowledge base learnt are secret included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadKnowledge } from './load.ts';
import { scanForSecrets } from '../privacy/index.ts';
import { loadSecretStore, secretSetOf } from '../privacy/store.ts';
import { termSimilarity } from '../merge/similarity.ts';
import { stripMarkdown } from '../lib/text.ts';

export interface AuditReport {
  articles: number;
  duplicates: { a: string; b: string; similarity: number; exact: boolean }[];
  withoutSources: string[];
  expired: { path: string; expires: string; status: string }[];
  unlinked: string[];
  secrets: { path: string; line: number; kind: string }[];
}

export function auditKnowledge(dir: string, options: { threshold: number; today: string }): AuditReport {
  const { articles } = loadKnowledge(dir);
  const report: AuditReport = { articles: articles.length, duplicates: [], withoutSources: [], expired: [], unlinked: [], secrets: [] };
  const texts = articles.map((a) => `${a.data.title}. ${stripMarkdown(a.body).slice(0, 1500)}`);
  for (let i = 0; i < articles.length; i++) {
    for (let j = i + 1; j < articles.length; j++) {
      const exact = articles[i].body.trim() === articles[j].body.trim();
      const titles = termSimilarity(articles[i].data.title, articles[j].data.title);
      const similarity = exact ? 1 : Math.max(titles >= options.threshold ? titles : 0, termSimilarity(texts[i], texts[j]));
      if (exact || similarity >= options.threshold) report.duplicates.push({ a: articles[i].path, b: articles[j].path, similarity: Math.round(similarity * 100) / 100, exact });
    }
  }
  // Values this knowledge base learnt are secret (its store), wherever a person pasted one back.
  const store = loadSecretStore(dir, () => {});
  const known = store.secrets.length ? [secretSetOf(store)] : undefined;
  const linkedTo = new Set(articles.flatMap((a) => [...a.data.related, ...a.data.supersedes, ...a.data.disputed_with, a.data.superseded_by ?? '']));
  for (const a of articles) {
    if (!a.data.sources.length) report.withoutSources.push(a.path);
    if (a.data.expires && a.data.expires < options.today && a.data.status !== 'outdated' && a.data.status !== 'superseded') report.expired.push({ path: a.path, expires: a.data.expires, status: a.data.status });
    if (!a.data.related.length && !linkedTo.has(a.id)) report.unlinked.push(a.path);
    const scan = scanForSecrets(readFileSync(path.join(dir, a.path), 'utf8'), undefined, known);
    for (const f of scan.findings) report.secrets.push({ path: a.path, line: f.line, kind: f.kind });
  }
  return report;
}
