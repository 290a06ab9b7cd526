// The curation state: which sessions were curated (by content hash), which ids Lore gave to which
// subjects, where it wrote each article and which articles people deleted. It lives in the
// knowledge directory (`.lore/state.json`), is saved last, and holds nothing machine-specific.
import path from 'node:path';
import { z } from 'zod';
import { readTextIfExists, writeIfChanged } from '../lib/fs-atomic.ts';
import { STATE_FILE } from './paths.ts';

export const STATE_VERSION = 1;

const stateSchema = z.object({
  version: z.literal(STATE_VERSION),
  /** Version of the cached digests; when Lore's extraction changes, every session is read again. */
  digest: z.number().int().default(0),
  sessions: z.record(z.string(), z.object({ file: z.string(), hash: z.string(), withheld: z.boolean().optional() })).default({}),
  articles: z.record(z.string(), z.object({ founder: z.string(), path: z.string() })).default({}),
  deleted: z.array(z.string()).default([]),
  /** The config's `sessions` entries, as written, that this knowledge base was curated from: a
   *  config naming none of them (and none of its sessions) belongs to another knowledge base. */
  sources: z.array(z.string()).optional(),
});
export type CurationState = z.output<typeof stateSchema>;

export function emptyState(): CurationState {
  return { version: STATE_VERSION, digest: 0, sessions: {}, articles: {}, deleted: [] };
}

/** Loads the state; a missing or unreadable state means a fresh start (with a warning for the latter). */
export function loadState(knowledgeDir: string, warn: (message: string) => void): CurationState {
  const file = path.join(knowledgeDir, STATE_FILE);
  const text = readTextIfExists(file);
  if (text === undefined) return emptyState();
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    warn(`${file}: not a Lore state (${parsed.error.issues[0]?.message}); starting from an empty state`);
  } catch (error) {
    warn(`${file}: not valid JSON (${(error as Error).message}); starting from an empty state`);
  }
  return emptyState();
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export function saveState(knowledgeDir: string, state: CurationState): boolean {
  const normalized: CurationState = {
    version: STATE_VERSION,
    digest: state.digest,
    sessions: sortedRecord(state.sessions),
    articles: sortedRecord(state.articles),
    deleted: [...new Set(state.deleted)].sort(),
    ...(state.sources?.length ? { sources: [...new Set(state.sources)].sort() } : {}),
  };
  return writeIfChanged(path.join(knowledgeDir, STATE_FILE), `${JSON.stringify(normalized, null, 2)}\n`);
}
