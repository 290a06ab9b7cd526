// The baseline the site is measured against: a minimal Astro project that renders the same
// Markdown through the same `glob` content collection, one page per article and one per run (the
// same `_runs.json` Lore's run pages come from), no layout work at all, then Pagefind's own CLI
// over its output: what anyone would get from "Astro + Pagefind" with no more than that.
// Written to a directory inside this project so it resolves the same node_modules (and Astro
// keeps its prerender chunks next to its own output).
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeBareProject(dir: string, knowledgeDir: string, nodeModules: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src/pages/runs'), { recursive: true });
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bare-astro-bench', private: true, type: 'module' }, null, 2)}\n`);
  // Its own cache dir: the default (node_modules/.astro) would be the main project's.
  writeFileSync(path.join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({ cacheDir: './.cache' });\n");
  writeFileSync(
    path.join(dir, 'src/content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

const knowledge = defineCollection({
  loader: glob({
    base: ${JSON.stringify(knowledgeDir)},
    pattern: ['**/*.md', '!**/_*', '!**/_*/**', '!.lore/**'],
    generateId: ({ entry, data }) => (typeof data.id === 'string' && data.id) || entry.replace(/\\.md$/, ''),
  }),
});

export const collections = { knowledge };
`,
  );
  writeFileSync(
    path.join(dir, 'src/pages/[...slug].astro'),
    `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  const entries = await getCollection('knowledge');
  return entries.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<html lang="en"><head><meta charset="utf-8" /><title>{String(entry.data.title ?? entry.id)}</title></head><body><h1>{String(entry.data.title ?? entry.id)}</h1><Content /></body></html>
`,
  );
  writeFileSync(
    path.join(dir, 'src/pages/runs/[session].astro'),
    `---
import { readFileSync } from 'node:fs';
export function getStaticPaths() {
  const runs = JSON.parse(readFileSync(${JSON.stringify(path.join(knowledgeDir, '_runs.json'))}, 'utf8'));
  return runs.map((run) => ({ params: { session: run.session }, props: { run } }));
}
const { run } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8" /><title>{run.title}</title></head><body><h1>{run.title}</h1><p>{run.asked}</p><p>{run.outcome}</p></body></html>
`,
  );
}
