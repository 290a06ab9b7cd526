// Shared by the context tests: the fixture knowledge base as entries, and small entry builders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { entriesFromArticles, type KnowledgeEntry } from '../../../curation/context/entry.ts';
import type { Article } from '../../../curation/schema/article.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'knowledge-agents');

export function fixtureArticles(): Article[] {
  const { articles, diagnostics } = loadKnowledge(FIXTURE);
  if (diagnostics.length) throw new Error(`fixture has problems: ${JSON.stringify(diagnostics)}`);
  return articles;
}

export function fixtureEntries(): KnowledgeEntry[] {
  return entriesFromArticles(fixtureArticles(), (a) => `knowledge/${a.path}`);
}

/** A minimal entry for in-memory tests. */
export function entry(id: string, title: string, body: string, extra: Partial<KnowledgeEntry> = {}): KnowledgeEntry {
  return {
    id,
    title,
    topic: 'project',
    type: 'fact',
    status: 'current',
    confidence: 0.8,
    summary: '',
    body,
    summaryFromBody: true,
    tags: [],
    disputedWith: [],
    cites: [],
    preference: false,
    location: `knowledge/project/${id}.md`,
    ...extra,
  };
}
