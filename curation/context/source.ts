// A knowledge base to answer agents from, local or deployed: its entries for ranking (the same
// ones `lore context` ranks) and each article's whole Markdown. `lore mcp` keeps one open for the
// life of the server, so a local directory is re-read when its files change (the cache's
// signature says so cheaply) and a deployed site at most every few minutes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { KnowledgeEntry } from './entry.ts';

export interface KnowledgeSnapshot {
  title: string;
  entries: KnowledgeEntry[];
  /** Where it was read: a directory or the context.json's URL or path. */
  where: string;
}

export interface KnowledgeSource {
  load(): Promise<KnowledgeSnapshot>;
  /** The whole article as Markdown (frontmatter included for a local file), or undefined. */
  readArticle(id: string): Promise<string | undefined>;
}

/** Articles fetched from a site are capped: an agent's context is no place for a megabyte. */
const MAX_ARTICLE_BYTES = 512 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const REMOTE_TTL_MS = 5 * 60_000;

export function localSource(dir: string, title: string, cacheDir: string | undefined): KnowledgeSource {
  let snapshot: KnowledgeSnapshot | undefined;
  const load = async () => {
    const { loadLocalKnowledge } = await import('./local.ts');
    // Locations are paths inside the knowledge dir: readArticle finds files by them.
    const { entries } = await loadLocalKnowledge(dir, { cacheDir, locate: (p) => p });
    snapshot = { title, entries, where: dir };
    return snapshot;
  };
  return {
    load,
    async readArticle(id) {
      const entry = (snapshot ?? (await load())).entries.find((e) => e.id === id) ?? (await load()).entries.find((e) => e.id === id);
      if (!entry) return undefined;
      const file = path.resolve(dir, entry.location);
      // Locations come from the knowledge dir's own listing; never read outside it.
      if (path.relative(dir, file).startsWith('..')) return undefined;
      return readFile(file, 'utf8');
    },
  };
}

async function fetchText(url: string, limit: number): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/markdown, text/plain' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const length = Number(response.headers.get('content-length'));
  if (length > limit) throw new Error(`${url} is ${length} bytes, more than the ${limit} read`);
  const text = await response.text();
  return text.length > limit ? `${text.slice(0, limit)}\n\n[…cut at ${limit} characters]` : text;
}

/** A deployed site's (or a local copy's) context.json; articles from their `markdown_url`. */
export function remoteSource(from: string): KnowledgeSource {
  let snapshot: { at: number; value: KnowledgeSnapshot; urls: Map<string, string> } | undefined;
  const load = async () => {
    if (snapshot && Date.now() - snapshot.at < REMOTE_TTL_MS) return snapshot.value;
    const [{ loadContextJson }, { entriesFromContext }] = await Promise.all([import('./remote.ts'), import('./entry.ts')]);
    const { context, where } = await loadContextJson(from);
    const remote = /^https?:/i.test(where);
    // A local copy of a site (its dist/): URLs under the site's root are files beside context.json.
    const local = (url: string) => {
      const root = context.site ?? '/';
      const rel = url.startsWith(root) ? url.slice(root.length) : url.startsWith('/') ? url.slice(1) : undefined;
      return rel === undefined ? new URL(url, pathToFileURL(path.resolve(where))).href : pathToFileURL(path.join(path.dirname(path.resolve(where)), ...rel.split('/'))).href;
    };
    const urls = new Map(context.articles.map((a) => [a.id, remote ? new URL(a.markdown_url, where).href : local(a.markdown_url)]));
    snapshot = { at: Date.now(), value: { title: context.title, entries: entriesFromContext(context), where }, urls };
    return snapshot.value;
  };
  return {
    load,
    async readArticle(id) {
      await load();
      const url = snapshot!.urls.get(id);
      if (!url) return undefined;
      if (url.startsWith('file:')) return readFile(fileURLToPath(url), 'utf8');
      return fetchText(url, MAX_ARTICLE_BYTES);
    },
  };
}
