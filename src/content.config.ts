// `knowledge/` is an Astro content collection whose schema is the one curation writes with
// (curation/schema/article.ts): a file that passes `lore check` always builds.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { articleSchema } from '../curation/schema/article.ts';
import { runSchema } from '../curation/schema/run.ts';
import { loadConfig, projectRoot } from '../curation/config/load.ts';
import { RUNS_FILE } from '../curation/store/paths.ts';
import { listRefusedFiles, REFUSED_MESSAGE } from '../curation/store/article-files.ts';

const config = await loadConfig(projectRoot());
const runsFile = path.join(config.knowledgeDir, RUNS_FILE);

// MDX would be compiled and run by the build: refused with the files named, never rendered.
const refused = listRefusedFiles(config.knowledgeDir);
if (refused.length) {
  const where = path.relative(process.cwd(), config.knowledgeDir) || '.';
  throw new Error(`${refused.map((f) => `${where}/${f}`).join(', ')}: ${REFUSED_MESSAGE}.`);
}

const knowledge = defineCollection({
  loader: glob({
    base: config.knowledgeDir,
    pattern: ['**/*.md', '!**/_*', '!**/_*/**', '!.lore/**'],
    // The article's stable id, not its path: links survive a rename or a move to another topic.
    generateId: ({ entry, data }) => (typeof data.id === 'string' && data.id) || path.basename(entry).replace(/\.md$/, ''),
  }),
  schema: articleSchema,
});

const runs = defineCollection({
  loader: existsSync(runsFile) ? file(runsFile, { parser: (text) => JSON.parse(text).map((r: { session: string }) => ({ id: r.session, ...r })) }) : () => [],
  schema: runSchema,
});

export const collections = { knowledge, runs };
