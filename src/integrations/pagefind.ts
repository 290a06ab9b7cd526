// Indexes the built site with Pagefind's Node API at the end of `astro build`, so the build alone
// yields a searchable dist/. Only article pages are indexed (they carry data-pagefind-body).
// In `astro dev` it serves the last build's dist/pagefind/ so search works there too; when there
// is none, the search dialog says that search needs `npm run build`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

export function pagefindIntegration(): AstroIntegration {
  let base = '/';
  let outDir = '';
  return {
    name: 'lore:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        const prefix = `${base}pagefind/`;
        server.middlewares.use((req, res, next) => {
          const reqPath = (req.url ?? '').split('?')[0];
          if (!reqPath.startsWith(prefix)) return next();
          const root = path.join(outDir, 'pagefind');
          const file = path.join(root, decodeURIComponent(reqPath.slice(prefix.length)));
          if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const pagefind = await import('pagefind');
        const site = fileURLToPath(dir);
        // Bundling fragments (10 pages a file at most 500 files) halves the time spent writing
        // thousands of small files and keeps a big site's file count down; a result loads one bundle.
        const { index, errors } = await pagefind.createIndex({ maxFragments: 500 });
        if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
        try {
          // Only article pages carry data-pagefind-body; reading the others would be wasted work.
          const added = await index.addDirectory({ path: site, glob: 'articles/*/index.html' });
          if (added.errors.length) logger.warn(added.errors.join('\n'));
          const written = await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
          if (written.errors.length) throw new Error(written.errors.join('\n'));
          logger.info(`Pagefind indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
