// Shared by the context tests: the fixture knowledge base as entries, and small entry builders.
import { entriesFromArticles, type KnowledgeEntry } from '../../../curation/context/entry.ts';
import { fixtureArticles } from '../../helpers/fixture-knowledge.ts';

export { FIXTURE, ROOT, fixtureArticles } from '../../helpers/fixture-knowledge.ts';

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
    evidence: [],
    ...extra,
  };
}
