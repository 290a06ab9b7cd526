// The article curation wants on disk, before it meets what people did to the knowledge base.
import type { ArticleData, KnowledgeType, Source, Status, TaskState } from '../schema/article.ts';

export const MAX_SOURCES = 40;

/** A file a session changed; `project` (the working directory) says which `src/app.ts` it was. */
export interface FileChange {
  file: string;
  date: string;
  project?: string;
}

export interface ArticleDraft {
  id: string;
  topic: string;
  /** Cluster founder key (or task key): how a later run finds this article again. */
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
  /** The article's statements, for conflict checks across articles (not written out). */
  claims?: { text: string; source: Source; main?: boolean }[];
  /** Files its sessions wrote, with when (not written out): later work on them is worth a note. */
  wrote?: FileChange[];
  /** The day a superseded snapshot was taken ("2026-02-20"), for its slug (not written out). */
  asOf?: string;
  /** Who the agent was told it is, and where it recorded that (an agent identity; not written out). */
  identity?: { name: string; recordedIn: string[] };
  /** Identifiers its work renamed or removed (not written out): what sub-agents mapped before then is annotated. */
  renamed?: { from: string; to?: string; planned?: boolean }[];
  /** How the person asked to be addressed (a user identity; not written out). */
  addressAs?: string[];
  /** A plan or design nobody is shown carrying out: tagged `proposed` once tags are set. */
  proposed?: boolean;
  /** Files its sessions deleted, with when (not written out). */
  removed?: FileChange[];
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

type Section = ArticleDraft['sections'][number];

/**
 * The draft's section under `heading`, made when it has none: first (`'first'`: a caveat the
 * reader needs before the rest), before the first section whose heading matches `before`, or last.
 */
export function sectionOf(draft: Pick<ArticleDraft, 'sections'>, heading: string, place?: 'first' | RegExp): Section {
  const found = draft.sections.find((s) => s.heading === heading);
  if (found) return found;
  const section: Section = { heading, lines: [] };
  const at = place === 'first' ? 0 : place ? draft.sections.findIndex((s) => place.test(s.heading)) : -1;
  if (at >= 0) draft.sections.splice(at, 0, section);
  else draft.sections.push(section);
  return section;
}

/** Links another article under Related, once. */
export function relate(draft: ArticleDraft, id: string): void {
  if (!draft.related.includes(id)) draft.related.push(id);
}

/** A caveat, once, in the Caveats section that opens the article: the reader needs it before the rest. */
export function addCaveat(draft: Pick<ArticleDraft, 'sections'>, line: string): void {
  const caveats = sectionOf(draft, 'Caveats', 'first');
  if (!caveats.lines.includes(line)) caveats.lines.push(line);
}

/** A sentence added, once, to the summary: what a reader (or an agent in context.json) sees first. */
export function addToSummary(draft: ArticleDraft, sentence: string): void {
  if (!draft.summary.includes(sentence.trim())) draft.summary = `${draft.summary.replace(/\s+$/, '')} ${sentence.trim()}`;
}

/** When the draft's sources first say anything. */
export const firstSaid = (d: Pick<ArticleDraft, 'sources'>) => d.sources.reduce((m, x) => (!m || x.date < m ? x.date : m), '');

/** When the draft's sources last say anything. */
export const lastSaid = (d: Pick<ArticleDraft, 'sources'>) => d.sources.reduce((m, x) => (x.date > m ? x.date : m), '');
