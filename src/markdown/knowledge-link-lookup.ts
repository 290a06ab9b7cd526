// The path → id table the Markdown plugin needs before Astro has loaded any article: a quick scan
// of the knowledge dir that reads only each file's `id:` line. Built once per process and dir:
// `prefetchKnowledgeLinkLookup` starts it on the thread pool while Astro is still setting up, so
// the content sync (which needs it synchronously) usually finds it ready.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listArticleFiles, slugOfPath } from '../../curation/store/load.ts';
import { buildLinkLookup, type LinkLookup } from '../lib/links/resolve.ts';

const ID_LINE = /^id:\s*["']?([a-z0-9][a-z0-9-]*)["']?\s*$/m;
const cache = new Map<string, LinkLookup>();

function frontmatterOf(text: string): string {
  if (!text.startsWith('---')) return '';
  const end = text.indexOf('\n---', 3);
  return end < 0 ? '' : text.slice(0, end);
}

function idOf(rel: string, text: string | undefined): { id: string; path: string } {
  // An unreadable file is reported by `lore check`; its links resolve by file name.
  const m = text === undefined ? null : ID_LINE.exec(frontmatterOf(text));
  return { id: m ? m[1] : slugOfPath(rel), path: rel };
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export function knowledgeLinkLookup(knowledgeDir: string): LinkLookup {
  const dir = path.resolve(knowledgeDir);
  let lookup = cache.get(dir);
  if (lookup) return lookup;
  lookup = buildLinkLookup(listArticleFiles(dir).map((rel) => idOf(rel, readOrUndefined(path.join(dir, rel)))));
  cache.set(dir, lookup);
  return lookup;
}

/** Builds the table in the background (reads run on the thread pool); a no-op once built. */
export async function prefetchKnowledgeLinkLookup(knowledgeDir: string): Promise<void> {
  const dir = path.resolve(knowledgeDir);
  if (cache.has(dir)) return;
  const files = listArticleFiles(dir);
  const entries: { id: string; path: string }[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      entries[i] = idOf(files[i], await readFile(path.join(dir, files[i]), 'utf8').catch(() => undefined));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  // The synchronous scan may have won the race: keep the table it built.
  if (!cache.has(dir)) cache.set(dir, buildLinkLookup(entries));
}
