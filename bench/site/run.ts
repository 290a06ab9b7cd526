// Site benchmark: for 1,000 and 5,000 generated articles, builds Lore's full site (Pagefind
// included) and a bare Astro site of the same Markdown, and prints both times, their ratio,
// ms per article and the gzipped weight of an article page. The goal: Lore at most 1.5x the bare
// build, and a per-article cost that stays flat from 1,000 to 5,000.
//
//   node bench/site/run.ts [--counts 1000,5000] [--keep]
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateKnowledge } from '../generate-knowledge.ts';
import { buildSite, workDir, ROOT } from '../../tests/e2e/helpers/site.ts';
import { eagerAssets } from '../../tests/e2e/helpers/html.ts';
import { writeBareProject } from './bare-project.ts';

const { values } = parseArgs({
  options: { counts: { type: 'string', default: '1000,5000' }, runs: { type: 'string', default: '2' }, keep: { type: 'boolean', default: false } },
});
const counts = values.counts.split(',').map(Number).filter((n) => n > 0);
// Each build runs this many times (cold Astro caches every time); the fastest run counts, the
// usual way to keep a shared machine's noise out of a benchmark.
const runs = Math.max(1, Number(values.runs));

function runBare(dir: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`bare build failed:\n${log.slice(-3000)}`))));
  });
}


function articlePageWeight(outDir: string): { total: number; html: number } {
  const articles = path.join(outDir, 'articles');
  let biggest = '';
  let size = -1;
  for (const id of readdirSync(articles)) {
    const file = path.join(articles, id, 'index.html');
    try {
      const s = statSync(file).size;
      if (s > size) [biggest, size] = [file, s];
    } catch {
      // not an article page (e.g. the .md endpoints)
    }
  }
  const html = readFileSync(biggest, 'utf8');
  const { css, js } = eagerAssets(html);
  const gz = (b: string | Buffer) => gzipSync(b, { level: 9 }).length;
  const htmlBytes = gz(html);
  const assets = [...css, ...js].reduce((n, u) => n + gz(readFileSync(path.join(outDir, u.replace(/^\/+/, '')))), 0);
  return { total: htmlBytes + assets, html: htmlBytes };
}

const rows: string[] = [];
const perArticle: Record<number, { lore: number; bare: number }> = {};
for (const count of counts) {
  const work = workDir(`bench-site-${count}-`);
  try {
    const knowledgeDir = path.join(work, 'knowledge');
    generateKnowledge(count, knowledgeDir);
    const bareDir = path.join(work, 'bare');
    writeBareProject(bareDir, knowledgeDir, path.join(ROOT, 'node_modules'));
    const outDir = path.join(work, 'lore');
    let bare = Infinity;
    let lore = Infinity;
    for (let r = 0; r < runs; r++) {
      rmSync(path.join(bareDir, 'dist'), { recursive: true, force: true });
      rmSync(path.join(bareDir, '.astro'), { recursive: true, force: true });
      rmSync(path.join(bareDir, '.cache'), { recursive: true, force: true });
      bare = Math.min(bare, await runBare(bareDir));
      rmSync(outDir, { recursive: true, force: true });
      rmSync(`${outDir}-cache`, { recursive: true, force: true });
      lore = Math.min(lore, await buildSite({ knowledgeDir, outDir }));
    }
    const weight = articlePageWeight(outDir);
    perArticle[count] = { lore: lore / count, bare: bare / count };
    const line = `${String(count).padStart(6)} articles | bare Astro ${(bare / 1000).toFixed(1).padStart(6)} s (${(bare / count).toFixed(2)} ms/article) | Lore ${(lore / 1000).toFixed(1).padStart(6)} s (${(lore / count).toFixed(2)} ms/article) | ratio ${(lore / bare).toFixed(2)} | article page ${(weight.total / 1024).toFixed(1)} KB gz (HTML ${(weight.html / 1024).toFixed(1)} KB)`;
    console.log(line);
    rows.push(line);
  } finally {
    if (!values.keep) rmSync(work, { recursive: true, force: true });
  }
}
if (counts.length > 1) {
  const [a, b] = [counts[0], counts[counts.length - 1]];
  console.log(`per-article cost ${b} vs ${a}: Lore ${(perArticle[b].lore / perArticle[a].lore).toFixed(2)}x, bare ${(perArticle[b].bare / perArticle[a].bare).toFixed(2)}x (1.00 = flat)`);
}
