// The crafted knowledge base the context and publish tests share (tests/fixtures/knowledge-agents).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from '../../curation/store/load.ts';
import type { Article } from '../../curation/schema/article.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'knowledge-agents');

/** The fixture's articles; a fixture that no longer loads cleanly fails the test that uses it. */
export function fixtureArticles(): Article[] {
  const { articles, diagnostics } = loadKnowledge(FIXTURE);
  if (diagnostics.length) throw new Error(`fixture has problems: ${JSON.stringify(diagnostics)}`);
  return articles;
}
