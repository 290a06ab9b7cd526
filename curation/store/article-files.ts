// Which files of a knowledge directory are articles: `<topic>/<slug>.md`, never the `_*` files
// (index, runs) nor dot-folders like `.lore/`. Its own module so that tools needing only the list
// (the context cache) do not load the Markdown parser.
//
// `.mdx` files are refused, never read as articles: MDX is code (imports, JSX, expressions) that
// Astro would run at build time with the builder's rights, and a knowledge base holds what
// sessions said. Curation never writes one; a person who adds one is told to rename it to `.md`
// (`lore check`, `lore curate` and the site build all say so, naming the file).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ARTICLE_EXTENSIONS = ['.md'];
export const REFUSED_EXTENSIONS = ['.mdx'];

export const REFUSED_MESSAGE = 'MDX is not accepted in the knowledge base: it is code the site build would run. Rename the file to .md (JSX and imports then show as text)';

/** Paths relative to `dir` of the files `wanted` accepts, with forward slashes, sorted. */
function listFiles(dir: string, wanted: (name: string) => boolean): string[] {
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
      else if (wanted(entry.name)) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** Article files: paths relative to `dir`, with forward slashes, sorted. */
export function listArticleFiles(dir: string): string[] {
  return listFiles(dir, (name) => ARTICLE_EXTENSIONS.includes(path.extname(name)));
}

/** Files that look like articles but are refused (`.mdx`, in any case), in the same form. */
export function listRefusedFiles(dir: string): string[] {
  return listFiles(dir, (name) => REFUSED_EXTENSIONS.includes(path.extname(name).toLowerCase()));
}
