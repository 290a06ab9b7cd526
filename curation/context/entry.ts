// What retrieval knows about an article, whether it came from a knowledge directory (full
// Markdown body) or from a deployed `context.json` (title, summary and tags only). Every one-line
// field is made inert here (./inert.ts), whatever its source: what an entry says is printed
// inside the context block, and came from sessions.
import type { Article, KnowledgeType, Status, TaskState } from '../schema/article.ts';
import type { ContextJson } from '../schema/context.ts';
import { articleSummary, conflictText, isPreference, summaryIsFromBody, topicOf } from './article-text.ts';
import { inertLine } from './inert.ts';

export interface KnowledgeEntry {
  id: string;
  title: string;
  topic: string;
  type: KnowledgeType;
  status: Status;
  confidence: number;
  /** Plain text, at most 300 characters. */
  summary: string;
  /** Markdown body; '' when only the summary is known. */
  body: string;
  /** The summary is the body's first paragraph (an excerpt then skips it). */
  summaryFromBody: boolean;
  tags: string[];
  supersededBy?: string;
  disputedWith: string[];
  /** What the dispute is about, for a disputed article. */
  conflict?: string;
  taskState?: TaskState;
  updated?: string;
  /** Issue numbers, else short session ids, of the sources. */
  cites: string[];
  preference: boolean;
  /** Where to read the whole article: a path or a URL. */
  location: string;
  /** What else the sessions said on the subject, one statement a line (local knowledge only). */
  evidence: string[];
}

function citesOf(sources: ReadonlyArray<{ session: string; issue?: number }>): string[] {
  const out = sources.map((s) => (s.issue !== undefined ? `#${s.issue}` : `session ${inertLine(s.session.slice(0, 8))}`));
  return [...new Set(out)];
}

const inertList = (list: readonly string[]) => list.map(inertLine).filter(Boolean);
const inertOptional = (text: string | undefined) => (text === undefined ? undefined : inertLine(text));

/** Entries of loaded articles; `locate` says where a reader finds each file. */
export function entriesFromArticles(articles: readonly Article[], locate: (a: Article) => string, evidenceOf?: (id: string) => string[]): KnowledgeEntry[] {
  return articles.map((a) => ({
    id: inertLine(a.id),
    title: inertLine(a.data.title),
    topic: inertLine(topicOf(a)),
    type: a.data.type,
    status: a.data.status,
    confidence: a.data.confidence,
    summary: inertLine(articleSummary(a)),
    body: a.body,
    summaryFromBody: summaryIsFromBody(a),
    tags: inertList(a.data.tags),
    supersededBy: a.data.superseded_by,
    disputedWith: a.data.disputed_with,
    conflict: a.data.status === 'disputed' ? inertOptional(conflictText(a)) : undefined,
    taskState: a.data.task_state,
    updated: a.data.updated ?? a.data.created,
    cites: citesOf(a.data.sources),
    preference: isPreference(a),
    location: inertLine(locate(a)),
    evidence: inertList(evidenceOf?.(a.id) ?? []),
  }));
}

/** Entries of a published `context.json` (screened first: ./remote-screen.ts): no bodies;
 *  conflicts come from its dispute list. */
export function entriesFromContext(context: ContextJson): KnowledgeEntry[] {
  const conflicts = new Map<string, string>();
  for (const d of context.disputes) for (const id of d.articles) if (d.conflict && !conflicts.has(id)) conflicts.set(id, d.conflict);
  return context.articles.map((a) => ({
    id: inertLine(a.id),
    title: inertLine(a.title),
    topic: inertLine(a.topic),
    type: a.type,
    status: a.status,
    confidence: a.confidence,
    summary: inertLine(a.summary),
    body: '',
    summaryFromBody: false,
    tags: inertList(a.tags ?? []),
    supersededBy: a.superseded_by,
    disputedWith: a.disputed_with ?? [],
    conflict: a.status === 'disputed' ? inertOptional(conflicts.get(a.id)) : undefined,
    taskState: a.task_state,
    updated: a.updated ?? a.created,
    cites: citesOf(a.sources ?? []),
    preference: a.type === 'preference' || a.topic === 'preferences',
    location: inertLine(a.markdown_url),
    evidence: [],
  }));
}
