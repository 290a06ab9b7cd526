// Search and the files for agents, built beside the site rather than after it. As soon as
// `astro build` knows its config, a worker thread reads the knowledge base, has Pagefind index
// every article (in its own process, on the other core) and writes `articles/<id>.md`,
// context.json, llms.txt and llms-full.txt, while Astro syncs content and renders pages; at the
// end the results are moved into dist/. The build alone yields a searchable site. In `astro dev`
// the last build's dist/pagefind/ is served, so search works there too; without one, the search
// dialog says that search needs a build (the agent files come from dev-only routes).
import { createReadStream, existsSync, readdirSync, renameSync, rmSync, statSync, cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { loadConfig, projectRoot } from '../../curation/config/load.ts';
import { workerFile } from '../../curation/lib/worker-file.ts';
import type { SearchJob, SearchResult } from './search-worker.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

function move(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  try {
    renameSync(from, to);
  } catch {
    // Another file system (tmp on its own mount): copy instead.
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

function runWorker(file: string, job: SearchJob): Promise<SearchResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: job });
    worker.once('message', (msg: { result?: SearchResult; error?: string }) => (msg.result ? resolve(msg.result) : reject(new Error(msg.error))));
    worker.once('error', reject);
  });
}

export function pagefindIntegration(): AstroIntegration {
  let base = '/';
  let site: string | undefined;
  let outDir = '';
  let root = '';
  let pending: Promise<SearchResult> | undefined;
  let building = false;
  return {
    name: 'lore:pagefind',
    hooks: {
      'astro:config:setup': ({ command }) => {
        building = command === 'build';
      },
      'astro:config:done': async ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        site = config.site;
        outDir = fileURLToPath(config.outDir);
        root = fileURLToPath(config.root);
        // Start as early as a build knows its config: before the content sync, so the indexing
        // is done by the time pages render and the second core is free for their writes.
        if (!building) return;
        const lore = await loadConfig(projectRoot());
        const job: SearchJob = {
          knowledgeDir: lore.knowledgeDir,
          markdown: { siteUrl: site, base, title: lore.site.title, description: lore.site.description, repo: lore.github.repo },
        };
        pending = runWorker(workerFile(root, 'src/integrations/search-worker.ts'), job);
        // Reported when awaited at the end; never an unhandled rejection in between.
        pending.catch(() => {});
      },
      'astro:server:setup': ({ server }) => {
        const prefix = `${base}pagefind/`;
        server.middlewares.use((req, res, next) => {
          const reqPath = (req.url ?? '').split('?')[0];
          if (!reqPath.startsWith(prefix)) return next();
          const dir = path.join(outDir, 'pagefind');
          const file = path.join(dir, decodeURIComponent(reqPath.slice(prefix.length)));
          if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const waited = performance.now();
        const result = await pending!;
        const dist = fileURLToPath(dir);
        move(path.join(result.stage, 'pagefind'), path.join(dist, 'pagefind'));
        const markdown = path.join(result.stage, 'articles');
        for (const name of readdirSync(markdown)) move(path.join(markdown, name), path.join(dist, 'articles', name));
        const root = path.join(result.stage, 'root');
        for (const name of readdirSync(root)) move(path.join(root, name), path.join(dist, name));
        rmSync(result.stage, { recursive: true, force: true });
        logger.info(`Pagefind indexed ${result.pages} articles and their Markdown was written in ${result.ms} ms, beside the build (waited ${Math.round(performance.now() - waited)} ms at the end)`);
      },
    },
  };
}
