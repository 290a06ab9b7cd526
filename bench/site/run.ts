// Site benchmark: for generated knowledge bases of 1,000, 5,000 and 20,000 articles (plus a run
// page per five articles, as curation writes them), builds Lore's full site (search index and
// agent files included) and a bare Astro + Pagefind site of the same Markdown and runs, and
// prints both times, their ratio, the cost per page, the CPU time and peak memory of each build's
// process tree and the gzipped weight of an article page. The goals: Lore at most 1.3x the bare
// build at every size, and a cost per page that stays flat from 1,000 to 20,000. Wall time on a
// shared machine moves with everyone else's load; the CPU-time ratio moves much less, so it is
// printed beside it.
//
//   node bench/site/run.ts [--counts 1000,5000,20000] [--runs 2] [--keep]
// Pages on both sides are counted as articles + runs (Lore's own topic, tag and graph pages are
// extra work it does within that time).
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateKnowledge } from '../generate-knowledge.ts';
import { workDir, ROOT } from '../../tests/e2e/helpers/site.ts';
import { eagerAssets } from '../../tests/e2e/helpers/html.ts';
import { writeBareProject } from './bare-project.ts';
import { measure, type Measured } from './process-tree.ts';

const { values } = parseArgs({
  options: { counts: { type: 'string', default: '1000,5000,20000' }, runs: { type: 'string', default: '2' }, keep: { type: 'boolean', default: false } },
});
const counts = values.counts.split(',').map(Number).filter((n) => n > 0);
// Each build runs this many times (cold Astro caches every time); the fastest run counts, the
// usual way to keep a shared machine's noise out of a benchmark. Above 5,000 articles once: a
// 20,000-article build takes minutes.
const runsFor = (count: number) => (count > 5000 ? 1 : Math.max(1, Number(values.runs)));
const ASTRO = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');
const PAGEFIND = path.join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs');
const quietEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

async function buildBare(dir: string): Promise<Measured> {
  for (const d of ['dist', '.astro', '.cache']) rmSync(path.join(dir, d), { recursive: true, force: true });
  const astro = await measure(process.execPath, [ASTRO, 'build'], { cwd: dir, env: quietEnv });
  const pagefind = await measure(process.execPath, [PAGEFIND, '--site', 'dist'], { cwd: dir, env: quietEnv });
  return { ms: astro.ms + pagefind.ms, peakBytes: Math.max(astro.peakBytes, pagefind.peakBytes), cpuMs: astro.cpuMs + pagefind.cpuMs };
}

function buildLore(knowledgeDir: string, outDir: string): Promise<Measured> {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${outDir}-cache`, { recursive: true, force: true });
  return measure(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
    cwd: ROOT,
    env: { ...quietEnv, LORE_KNOWLEDGE_DIR: knowledgeDir, LORE_ASTRO_CACHE_DIR: `${outDir}-cache` },
  });
}

function htmlFiles(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name.endsWith('.html')) n++;
  return n;
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

const fmt = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const perPage: Record<number, { lore: number; bare: number }> = {};
const ratios: string[] = [];
const cpuRatios: string[] = [];
const peaks: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
for (const count of counts) {
  const work = workDir(`bench-site-${count}-`);
  try {
    const knowledgeDir = path.join(work, 'knowledge');
    const generated = generateKnowledge(count, knowledgeDir);
    const pages = generated.articles + generated.runs;
    const bareDir = path.join(work, 'bare');
    writeBareProject(bareDir, knowledgeDir, path.join(ROOT, 'node_modules'));
    const outDir = path.join(work, 'lore');
    let bare: Measured = { ms: Infinity, peakBytes: 0, cpuMs: Infinity };
    let lore: Measured = { ms: Infinity, peakBytes: 0, cpuMs: Infinity };
    for (let r = 0; r < runsFor(count); r++) {
      // Each side's fastest run, and its least CPU time (from any of its runs).
      const b = await buildBare(bareDir);
      bare = { ...(b.ms < bare.ms ? b : bare), cpuMs: Math.min(b.cpuMs, bare.cpuMs) };
      const l = await buildLore(knowledgeDir, outDir);
      lore = { ...(l.ms < lore.ms ? l : lore), cpuMs: Math.min(l.cpuMs, lore.cpuMs) };
    }
    const weight = articlePageWeight(outDir);
    perPage[count] = { lore: lore.ms / pages, bare: bare.ms / pages };
    const ratio = lore.ms / bare.ms;
    const cpuRatio = lore.cpuMs / bare.cpuMs;
    ratios.push(`${fmt(count)}: ${ratio.toFixed(2)}x`);
    cpuRatios.push(`${fmt(count)}: ${cpuRatio.toFixed(2)}x`);
    peaks.push(`${fmt(count)}: ${mb(lore.peakBytes)} (bare ${mb(bare.peakBytes)})`);
    console.log(
      `${fmt(count).padStart(6)} articles + ${fmt(generated.runs)} runs = ${fmt(pages)} pages (Lore writes ${fmt(htmlFiles(outDir))} HTML files)\n` +
        `         bare Astro + Pagefind ${seconds(bare.ms)}  ${(bare.ms / pages).toFixed(2)} ms/page  CPU ${seconds(bare.cpuMs)}  peak ${mb(bare.peakBytes)}\n` +
        `         Lore                  ${seconds(lore.ms)}  ${(lore.ms / pages).toFixed(2)} ms/page  CPU ${seconds(lore.cpuMs)}  peak ${mb(lore.peakBytes)}\n` +
        `         ratio ${ratio.toFixed(2)}x (goal ≤ 1.30), CPU time ${cpuRatio.toFixed(2)}x | article page ${(weight.total / 1024).toFixed(1)} KB gz (HTML ${(weight.html / 1024).toFixed(1)} KB)` +
        `${runsFor(count) > 1 ? ` | fastest of ${runsFor(count)}` : ''}`,
    );
  } finally {
    if (!values.keep) rmSync(work, { recursive: true, force: true });
  }
}
console.log(`\nbuild ratio, Lore / bare Astro + Pagefind: ${ratios.join(', ')}`);
console.log(`CPU-time ratio, Lore / bare Astro + Pagefind: ${cpuRatios.join(', ')}`);
console.log(`peak memory of the build's processes, Lore: ${peaks.join(', ')}`);
if (counts.length > 1) {
  const first = counts[0];
  const cost = (side: 'lore' | 'bare') => counts.map((c) => `${fmt(c)}: ${perPage[c][side].toFixed(2)}`).join(', ');
  const last = counts[counts.length - 1];
  console.log(`ms per page, Lore: ${cost('lore')} (${fmt(last)} vs ${fmt(first)}: ${(perPage[last].lore / perPage[first].lore).toFixed(2)}x; 1.00 = flat)`);
  console.log(`ms per page, bare: ${cost('bare')} (${fmt(last)} vs ${fmt(first)}: ${(perPage[last].bare / perPage[first].bare).toFixed(2)}x)`);
}
