import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from '../../../curation/store/load.ts';
import type { Article } from '../../../curation/schema/article.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'knowledge-agents');

export function fixtureArticles(): Article[] {
  const { articles, diagnostics } = loadKnowledge(FIXTURE);
  if (diagnostics.length) throw new Error(`fixture has problems: ${JSON.stringify(diagnostics)}`);
  return articles;
}

/** A deterministic shuffle (the builders must not depend on input order). */
export function shuffled<T>(list: readonly T[], seed = 7): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const SITE = {
  title: 'GitClaw knowledge base',
  description: 'What GitClaw decided.',
  siteUrl: 'https://example.github.io',
  base: '/lore/',
  repo: 'japer-technology/gitclaw',
};
