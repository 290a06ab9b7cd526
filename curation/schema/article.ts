// The frontmatter of a knowledge article: the one contract between curation (which writes
// `knowledge/<topic>/<slug>.md`) and the site (which reads it as an Astro content collection).
// Lore always writes every field; articles people add by hand may hold only a title, so most
// fields have defaults and the loader derives `id` and `topic` from the file's path.
import { z } from 'zod';
import { SLUG, confidence, isoDay, isoInstant } from './common.ts';
import { SESSION_FORMATS } from './session.ts';

export const STATUSES = ['current', 'outdated', 'superseded', 'disputed'] as const;
export type Status = (typeof STATUSES)[number];

/** What kind of knowledge an item or article holds (seed 000 step 2, seed 002 categories). */
export const KNOWLEDGE_TYPES = [
  'decision',
  'fact',
  'preference',
  'architecture',
  'limitation',
  'action',
  'event',
  'question',
] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

export const CURATORS = ['auto', 'human', 'mixed'] as const;
export type Curator = (typeof CURATORS)[number];

export const TASK_STATES = ['pending', 'in_progress', 'done'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const ROLES = ['user', 'assistant', 'system', 'tool'] as const;
export type Role = (typeof ROLES)[number];

/** Where a piece of knowledge came from: a session, the issue it belongs to, who said it and when. */
export const sourceSchema = z.object({
  /** The session's own id (the run page is `/runs/<session>/`). */
  session: z.string().min(1),
  /** The session file's name, for people looking for the transcript. */
  file: z.string().optional(),
  format: z.enum(SESSION_FORMATS).optional(),
  issue: z.number().int().positive().optional(),
  date: isoInstant,
  role: z.enum(ROLES).optional(),
  /** A short, redacted quote of what was said. */
  quote: z.string().max(400).optional(),
});
export type Source = z.output<typeof sourceSchema>;

export const articleSchema = z
  .object({
    /** Stable id: never changes once written, even when the title or file name does. */
    // (Bounded: the id names the article's page, `articles/<id>/`, and a file name has 255 bytes.)
    id: z.string().regex(SLUG, 'id is lowercase letters, digits and hyphens').max(120, 'id is at most 120 characters').optional(),
    title: z.string().min(1, 'title must not be empty'),
    /** One paragraph: what a reader (or an agent) needs to know first. */
    summary: z.string().optional(),
    topic: z.string().regex(SLUG, 'topic is lowercase letters, digits and hyphens').optional(),
    type: z.enum(KNOWLEDGE_TYPES).default('fact'),
    status: z.enum(STATUSES).default('current'),
    confidence: confidence.default(0.6),
    created: isoDay.optional(),
    /** Changes only when the article's content changes. */
    updated: isoDay.optional(),
    first_seen: isoDay.optional(),
    last_confirmed: isoDay.optional(),
    /** After this day the article is outdated (seed 002). */
    expires: isoDay.optional(),
    sources: z.array(sourceSchema).default([]),
    /** How many sources there are in all, when `sources` lists only the first and the latest. */
    source_count: z.number().int().positive().optional(),
    tags: z.array(z.string()).default([]),
    /** Ids of related articles. */
    related: z.array(z.string()).default([]),
    supersedes: z.array(z.string()).default([]),
    superseded_by: z.string().optional(),
    /** Ids of the articles this one conflicts with (status `disputed`). */
    disputed_with: z.array(z.string()).default([]),
    /** A file without this field was written by a person. */
    curated_by: z.enum(CURATORS).default('human'),
    /** For action items (topic `tasks`). */
    task_state: z.enum(TASK_STATES).optional(),
    /** Former ids of articles merged into this one, so old links can still resolve. */
    aliases: z.array(z.string()).default([]),
    /** Fingerprint of what Lore last wrote; a mismatch means a person edited the file. */
    // (A bare hex checksum can read as a number, "6e98765432101234"; only the file's text is
    // compared, so any scalar is accepted here.)
    lore_checksum: z.unknown().transform((v) => (v === undefined || v === null ? undefined : String(v))).optional(),
  })
  // People add their own keys; `lore check` mentions them, the schema keeps them.
  .loose();

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleData = z.output<typeof articleSchema>;

/** An article once loaded: frontmatter resolved against its path, plus its Markdown body. */
export interface Article {
  id: string;
  topic: string;
  slug: string;
  /** Path relative to the knowledge directory, with forward slashes. */
  path: string;
  data: ArticleData & { id: string; topic: string };
  body: string;
}

/** Ordering used everywhere a status must be compared (most trustworthy first). */
export const STATUS_ORDER: Record<Status, number> = { current: 0, disputed: 1, outdated: 2, superseded: 3 };
