// The article curation wants on disk, before it meets what people did to the knowledge base: the
// typed model merging hands the store (curation/store/), which renders and writes it.
import type { ArticleData, KnowledgeType, Source, Status, TaskState } from './article.ts';

export const MAX_SOURCES = 40;

export interface ArticleDraft {
  id: string;
  topic: string;
  /** The subject's stable key: how a later run finds this article again (and a deletion covers it). */
  founder: string;
  title: string;
  summary: string;
  type: KnowledgeType;
  status: Status;
  confidence: number;
  sources: Source[];
  tags: string[];
  related: string[];
  supersedes: string[];
  superseded_by?: string;
  disputed_with: string[];
  task_state?: TaskState;
  expires?: string;
  /** Markdown sections in order; `Related` is added when the links are known. */
  sections: { heading: string; lines: string[] }[];
  /** Text of the conflict, for disputed articles. */
  conflict?: string[];
  history?: string[];
  /** A plan or design nobody is shown carrying out: tagged `proposed`. */
  proposed?: boolean;
  /** What else the sessions said on the subject, beyond what the article tells (not written into
   * the article: kept in `.lore/evidence.json` for fact-level retrieval). */
  evidence?: Evidence[];
}

/** One statement the sessions made, as kept for retrieval: its words, session and time. */
export interface Evidence {
  text: string;
  session: string;
  date: string;
}

export function frontmatterOf(draft: ArticleDraft, dates: { created: string; updated: string; first_seen: string; last_confirmed: string }): ArticleData & { id: string; topic: string } {
  return {
    id: draft.id,
    title: draft.title,
    summary: draft.summary,
    topic: draft.topic,
    type: draft.type,
    status: draft.status,
    confidence: draft.confidence,
    created: dates.created,
    updated: dates.updated,
    first_seen: dates.first_seen,
    last_confirmed: dates.last_confirmed,
    ...(draft.expires ? { expires: draft.expires } : {}),
    // A subject raised in hundreds of sessions lists its first sources and its latest ones.
    sources: draft.sources.length > MAX_SOURCES ? [...draft.sources.slice(0, 5), ...draft.sources.slice(-(MAX_SOURCES - 5))] : draft.sources,
    ...(draft.sources.length > MAX_SOURCES ? { source_count: draft.sources.length } : {}),
    tags: draft.tags,
    related: draft.related,
    supersedes: draft.supersedes,
    ...(draft.superseded_by ? { superseded_by: draft.superseded_by } : {}),
    disputed_with: draft.disputed_with,
    curated_by: 'auto',
    ...(draft.task_state ? { task_state: draft.task_state } : {}),
    aliases: [],
  };
}
