// The curation state: which sessions were curated (by content hash), which ids Lore gave to which
// subjects, where it wrote each article and which subjects people deleted. It lives in the
// knowledge directory (`.lore/state.json`), is saved last, and holds nothing machine-specific.
import path from 'node:path';
import { z } from 'zod';
import { readTextIfExists, writeIfChanged } from '../lib/fs-atomic.ts';
import { STATE_FILE } from './paths.ts';

/** 2: articles remember their checksum and former ids; deletions are tombstones of subjects. */
export const STATE_VERSION = 2;

/** Keyed by ids that come from sessions and people: no key may reach Object.prototype
 * (`__proto__`, `constructor` are ids like any other). */
function nullProto<T>(entries: Iterable<[string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** A record of ids, read entry by entry: a parsed `"__proto__"` key stays a key. */
function idRecord<T extends z.ZodType>(value: T) {
  return z
    .preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : (v ?? [])), z.array(z.tuple([z.string(), value])))
    .transform((entries) => nullProto(entries as [string, z.output<T>][]));
}

const articleEntry = z.object({
  /** The subject's stable key (`ArticleDraft.founder`): how a later run finds the article again. */
  founder: z.string(),
  path: z.string(),
  /** The `lore_checksum` Lore last wrote into the file: the file is found by it after a person
   * renamed its id and moved it. */
  checksum: z.string().optional(),
  /** Ids the article had before a person changed its `id`: never given to another article. */
  aliases: z.array(z.string()).optional(),
});
export type ArticleEntry = z.output<typeof articleEntry>;

/**
 * A subject a person deleted. It covers the subject, not one file name: the keys curation finds it
 * by (`founders`), every id it had (`ids`), and the evidence it was made of (`sources`, as
 * `session|instant`), so that it stays deleted when later sessions add to it, when an earlier
 * session changes which one founded it, and when its title would now give another slug.
 */
const tombstone = z.object({
  ids: z.array(z.string()).min(1),
  founders: z.array(z.string()).default([]),
  sources: z.array(z.string()).default([]),
});
export type Tombstone = z.output<typeof tombstone>;

const sessionEntry = z.object({ file: z.string(), hash: z.string(), withheld: z.boolean().optional() });

const stateSchema = z.object({
  version: z.literal(STATE_VERSION),
  /** Version of the cached digests; when Lore's extraction changes, every session is read again. */
  digest: z.number().int().default(0),
  sessions: idRecord(sessionEntry),
  articles: idRecord(articleEntry),
  deleted: z.array(tombstone).default([]),
  /** The config's `sessions` entries, as written, that this knowledge base was curated from: a
   *  config naming none of them (and none of its sessions) belongs to another knowledge base. */
  sources: z.array(z.string()).optional(),
});
export type CurationState = z.output<typeof stateSchema>;

/** Version 1 kept deleted articles as bare ids: each becomes a tombstone of that id. */
function migrate(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || (raw as { version?: unknown }).version !== 1) return raw;
  const v1 = raw as { deleted?: unknown };
  const deleted = Array.isArray(v1.deleted) ? v1.deleted.filter((d): d is string => typeof d === 'string').map((id) => ({ ids: [id] })) : [];
  return { ...raw, version: STATE_VERSION, deleted };
}

export function emptyState(): CurationState {
  return { version: STATE_VERSION, digest: 0, sessions: nullProto([]), articles: nullProto([]), deleted: [] };
}

/** Loads the state; a missing or unreadable state means a fresh start (with a warning for the latter). */
export function loadState(knowledgeDir: string, warn: (message: string) => void): CurationState {
  const file = path.join(knowledgeDir, STATE_FILE);
  const text = readTextIfExists(file);
  if (text === undefined) return emptyState();
  try {
    const parsed = stateSchema.safeParse(migrate(JSON.parse(text)));
    if (parsed.success) return parsed.data;
    warn(`${file}: not a Lore state (${parsed.error.issues[0]?.message}); starting from an empty state`);
  } catch (error) {
    warn(`${file}: not valid JSON (${(error as Error).message}); starting from an empty state`);
  }
  return emptyState();
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return nullProto(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

const sortedUnique = (list: string[]) => [...new Set(list)].sort();

export function saveState(knowledgeDir: string, state: CurationState): boolean {
  // Tombstones that name one id are one tombstone: what two runs learned of a subject is merged.
  const byId = new Map<string, Tombstone>();
  for (const t of state.deleted) {
    const same = t.ids.map((id) => byId.get(id)).find(Boolean);
    const merged = same ? { ids: [...same.ids, ...t.ids], founders: [...same.founders, ...t.founders], sources: [...same.sources, ...t.sources] } : t;
    for (const id of merged.ids) byId.set(id, merged);
  }
  const deleted = [...new Set(byId.values())]
    .map((t) => ({ ids: sortedUnique(t.ids), founders: sortedUnique(t.founders), sources: sortedUnique(t.sources) }))
    .sort((a, b) => (a.ids[0] < b.ids[0] ? -1 : a.ids[0] > b.ids[0] ? 1 : 0));
  const normalized: CurationState = {
    version: STATE_VERSION,
    digest: state.digest,
    sessions: sortedRecord(state.sessions),
    articles: sortedRecord(state.articles),
    deleted,
    ...(state.sources?.length ? { sources: [...new Set(state.sources)].sort() } : {}),
  };
  return writeIfChanged(path.join(knowledgeDir, STATE_FILE), `${JSON.stringify(normalized, null, 2)}\n`);
}
