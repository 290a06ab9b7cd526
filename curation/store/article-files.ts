// Which files of a knowledge directory are articles: `<topic>/<slug>.md` (or `.mdx`), never the
// `_*` files (index, runs) nor dot-folders like `.lore/`. Its own module so that tools needing only
// the list (the context cache) do not load the Markdown parser.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ARTICLE_EXTENSIONS = ['.md', '.mdx'];

/** Paths relative to `dir`, with forward slashes, sorted. */
export function listArticleFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (ARTICLE_EXTENSIONS.includes(path.extname(entry.name))) out.push(child);
    }
  };
  walk('');
  return out.sort();
}
