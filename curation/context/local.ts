// Entries of a knowledge directory for `lore context`, through the cache when nothing changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../schema/session.ts';
import { cacheFileFor, knowledgeSignature, readCache, writeCache, type StoredEntry } from './cache.ts';
import { entriesFromArticles, type KnowledgeEntry } from './entry.ts';
import { buildIndex } from './bm25.ts';
import { registerIndex, searchFields } from './select.ts';

export interface LocalKnowledge {
  entries: KnowledgeEntry[];
  diagnostics: Diagnostic[];
  /** The cache answered (nothing was parsed). */
  cached: boolean;
}

export interface LocalOptions {
  /** Where to cache; no caching when undefined. */
  cacheDir?: string;
  /** Turns an article's path inside the knowledge dir into what the reader is shown. */
  locate: (articlePath: string) => string;
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The Markdown after the frontmatter. */
export function bodyOfFile(text: string): string {
  const m = FRONTMATTER.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** An entry whose body is read from its file the first time it is needed (most never are). */
class LazyEntry {
  // Joined on first read: a thousand path.join calls are a noticeable share of a cache hit.
  #dir: string;
  #rel: string;
  #body: string | undefined;
  constructor(stored: StoredEntry, dir: string, location: string) {
    const { path: rel, ...rest } = stored;
    Object.assign(this, rest, { location });
    this.#dir = dir;
    this.#rel = rel;
  }
  get body(): string {
    if (this.#body === undefined) {
      try {
        this.#body = bodyOfFile(readFileSync(path.join(this.#dir, this.#rel), 'utf8'));
      } catch {
        this.#body = '';
      }
    }
    return this.#body;
  }
  toJSON(): object {
    return { ...this, body: this.body };
  }
}

export async function loadLocalKnowledge(dir: string, options: LocalOptions): Promise<LocalKnowledge> {
  const file = options.cacheDir ? cacheFileFor(dir, options.cacheDir) : undefined;
  const signature = file ? knowledgeSignature(dir) : '';
  const hit = file ? readCache(file, signature) : undefined;
  if (hit) {
    const entries = hit.entries.map((s) => new LazyEntry(s, dir, options.locate(s.path)) as unknown as KnowledgeEntry);
    registerIndex(entries, hit.index);
    return { entries, diagnostics: hit.diagnostics, cached: true };
  }
  // The Markdown parser is only loaded when the cache cannot answer.
  const { loadKnowledge } = await import('../store/load.ts');
  const { articles, diagnostics } = loadKnowledge(dir);
  const paths = new Map(articles.map((a) => [a.id, a.path]));
  const entries = entriesFromArticles(articles, (a) => options.locate(a.path));
  const index = buildIndex(entries.map(searchFields));
  registerIndex(entries, index);
  if (file) {
    const stored = entries.map(({ body: _body, location: _location, ...rest }) => ({ ...rest, path: paths.get(rest.id)! }));
    writeCache(file, signature, stored, diagnostics, index);
  }
  return { entries, diagnostics, cached: false };
}
