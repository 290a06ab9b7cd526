// Runs beside `astro build` on its own thread: reads the knowledge base, has Pagefind (its own
// process) index every article, and writes each article's Markdown for agents
// (`articles/<id>.md`) into a staging directory the integration moves into dist/ at the end.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadKnowledge } from '../../curation/store/load.ts';
import { articleMarkdown, type LlmsOptions } from '../../curation/publish/llms.ts';
import { AGENT_FILES } from '../../curation/publish/agent-files.ts';
import { searchRecord } from './search-records.ts';
import { loadTopicsFile } from '../../curation/store/topics-file.ts';
import { topicLabelFromSlug } from '../../curation/schema/topics.ts';
import { lowerThreadPriority } from '../../curation/lib/background.ts';

export interface SearchJob {
  knowledgeDir: string;
  markdown: LlmsOptions;
}

export interface SearchResult {
  stage: string;
  pages: number;
  ms: number;
}

async function run(job: SearchJob): Promise<SearchResult> {
  const started = performance.now();
  // Before Pagefind's process is started from this thread, so that it runs below the page
  // rendering too.
  lowerThreadPriority();
  const pagefind = await import('pagefind');
  const { articles } = loadKnowledge(job.knowledgeDir);
  const labels = new Map(loadTopicsFile(job.knowledgeDir).map((t) => [t.id, t.label]));
  const topicLabel = (topic: string) => labels.get(topic) ?? topicLabelFromSlug(topic);
  const stage = mkdtempSync(path.join(os.tmpdir(), 'lore-site-'));
  // Bundling fragments (at most 500 files) halves the time spent writing thousands of small
  // files and keeps a big site's file count down; a result loads one bundle.
  const { index, errors } = await pagefind.createIndex({ maxFragments: 500 });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    const added = Promise.all(articles.map((a) => index.addCustomRecord(searchRecord(a, topicLabel))));
    // While Pagefind indexes, write the Markdown copies.
    mkdirSync(path.join(stage, 'articles'), { recursive: true });
    for (const a of articles) writeFileSync(path.join(stage, 'articles', `${a.id}.md`), articleMarkdown(a, job.markdown, articles));
    // context.json, llms.txt and the rest (their builders sort for themselves: same bytes as the dev routes).
    mkdirSync(path.join(stage, 'root'));
    for (const [name, file] of Object.entries(AGENT_FILES)) writeFileSync(path.join(stage, 'root', name), file.build(articles, job.markdown));
    const failed = (await added).flatMap((r) => r.errors);
    if (failed.length) throw new Error(failed.join('\n'));
    const written = await index.writeFiles({ outputPath: path.join(stage, 'pagefind') });
    if (written.errors.length) throw new Error(written.errors.join('\n'));
    return { stage, pages: articles.length, ms: Math.round(performance.now() - started) };
  } finally {
    await pagefind.close();
  }
}

run(workerData as SearchJob).then(
  (result) => parentPort!.postMessage({ result }),
  (error: Error) => parentPort!.postMessage({ error: error.stack ?? String(error) }),
);
