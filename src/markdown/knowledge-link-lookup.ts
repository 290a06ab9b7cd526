// The path → id table the Markdown plugin needs before Astro has loaded any article: a quick scan
// of the knowledge dir that reads only each file's `id:` line. Built once per process and dir.
import { readFileSync } from 'node:fs';
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

export function knowledgeLinkLookup(knowledgeDir: string): LinkLookup {
  const dir = path.resolve(knowledgeDir);
  let lookup = cache.get(dir);
  if (lookup) return lookup;
  const entries = listArticleFiles(dir).map((rel) => {
    let id = slugOfPath(rel);
    try {
      const m = ID_LINE.exec(frontmatterOf(readFileSync(path.join(dir, rel), 'utf8')));
      if (m) id = m[1];
    } catch {
      // An unreadable file is reported by `lore check`; its links resolve by file name.
    }
    return { id, path: rel };
  });
  lookup = buildLinkLookup(entries);
  cache.set(dir, lookup);
  return lookup;
}
