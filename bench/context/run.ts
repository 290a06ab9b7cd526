// Benchmark of Lore's agent-facing outputs. Prints figures; asserts nothing.
//   node bench/context/run.ts [--knowledge DIR] [--sizes 1000,5000] [--runs 5] [--skip-speed] [--verbose]
// 1. Retrieval quality on bench/context/questions.json against a knowledge dir (default: the
//    fixture tests/fixtures/knowledge-agents; later the real knowledge/): Lore vs a grep baseline,
//    and Lore reading only a published context.json (`--from`).
// 2. Size of context.json per article.
// 3. Speed at generated knowledge bases of 1,000 and 5,000 articles: in-process (load, index,
//    query) and whole `lore context` processes (no cache, warm cache, --from).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadKnowledge } from '../../curation/store/load.ts';
import { entriesFromArticles, entriesFromContext, type KnowledgeEntry } from '../../curation/context/entry.ts';
import { buildIndex, packIndex } from '../../curation/context/bm25.ts';
import { contextForPrompt } from '../../curation/context/context-for-prompt.ts';
import { searchFields } from '../../curation/context/select.ts';
import { buildContext, serializeContext } from '../../curation/publish/context-json.ts';
import { contextJsonSchema } from '../../curation/schema/context.ts';
import { evaluate, grepRanker, loreRanker, shareInOutput, type Question, type QualityReport } from './quality.ts';
import { generateKnowledge } from './generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    knowledge: { type: 'string', default: path.join(root, 'tests', 'fixtures', 'knowledge-agents') },
    sizes: { type: 'string', default: '1000,5000' },
    runs: { type: 'string', default: '5' },
    'skip-speed': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const SITE = { siteUrl: 'https://owner.github.io', base: '/lore/', title: 'Bench' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
const pct = (x: number) => x.toFixed(3);
function time<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
}

function localEntries(dir: string): KnowledgeEntry[] {
  const { articles } = loadKnowledge(dir);
  return entriesFromArticles(articles, (a) => a.path);
}

/** Entries as `lore context --from` sees them: through a built, serialised, parsed context.json. */
function publishedEntries(dir: string): KnowledgeEntry[] {
  const { articles } = loadKnowledge(dir);
  return entriesFromContext(contextJsonSchema.parse(JSON.parse(serializeContext(buildContext(articles, SITE)))));
}

function printQuality(report: QualityReport): void {
  console.log(
    `  ${report.ranker.padEnd(28)} recall@1 ${pct(report.recallAt1)}  recall@5 ${pct(report.recallAt5)}  MRR ${pct(report.mrr)}  (${report.evaluated} questions)`,
  );
}

// ---------------------------------------------------------------- quality
const questions: Question[] = JSON.parse(readFileSync(path.join(root, 'bench', 'context', 'questions.json'), 'utf8')).questions;
const knowledgeDir = path.resolve(values.knowledge);
const entries = localEntries(knowledgeDir);
console.log(`Retrieval quality: ${questions.length} questions, ${entries.length} articles in ${path.relative(root, knowledgeDir) || knowledgeDir}`);
const lore = evaluate(loreRanker(entries), entries, questions);
const grep = evaluate(grepRanker(entries), entries, questions);
const published = publishedEntries(knowledgeDir);
const fromSite = evaluate({ ...loreRanker(published), name: 'Lore --from (no bodies)' }, entries, questions);
for (const r of [lore, grep, fromSite]) printQuality(r);
console.log(`  answer anywhere in default \`lore context\` output (limit 5 + preferences): ${pct(shareInOutput(entries, questions))}`);
if (lore.unresolved.length) {
  console.log(`  ${lore.unresolved.length} question(s) have no article containing all their answer keywords:`);
  for (const q of lore.unresolved) console.log(`    - ${q}`);
}
const misses = lore.results.filter((r) => r.rank !== 1);
if (misses.length || values.verbose) {
  console.log('  Questions Lore did not rank first (rank: Lore / grep):');
  const grepRank = new Map(grep.results.map((r) => [r.q, r.rank]));
  for (const r of values.verbose ? lore.results : misses) {
    console.log(`    ${String(r.rank || '-').padStart(2)} / ${String(grepRank.get(r.q) || '-').padStart(2)}  ${r.q}  → ${r.expected.join(', ')}`);
  }
}

// The same questions with the knowledge base drowned in generated articles: what grep loses
// when common words are everywhere.
const noisy = mkdtempSync(path.join(os.tmpdir(), 'lore-bench-noise-'));
try {
  generateKnowledge(noisy, 1000, 7);
  cpSync(knowledgeDir, path.join(noisy, 'real'), { recursive: true });
  const all = localEntries(noisy);
  console.log(`  with 1,000 generated distractor articles (${all.length} in all):`);
  for (const r of [evaluate(loreRanker(all), entries, questions), evaluate(grepRanker(all), entries, questions)]) printQuality(r);
} finally {
  rmSync(noisy, { recursive: true, force: true });
}

// ---------------------------------------------------------------- size
const fixtureContext = serializeContext(buildContext(loadKnowledge(knowledgeDir).articles, SITE));
console.log(`\ncontext.json: ${fixtureContext.length} bytes for ${entries.length} articles = ${(fixtureContext.length / Math.max(1, entries.length)).toFixed(0)} bytes/article (compact, absolute URLs)`);

if (values['skip-speed']) process.exit(0);

// ---------------------------------------------------------------- speed
const work = mkdtempSync(path.join(os.tmpdir(), 'lore-bench-context-'));
const cacheDir = path.join(work, 'cache');
const lore_ = path.join(root, 'bin', 'lore.mjs');
const prompts = questions.map((q) => q.q);

// `lore context` alone, without the modules of the other commands that `bin/lore.mjs` loads
// up front: the cost of this command's own work.
const alone = path.join(work, 'context-alone.mjs');
writeFileSync(
  alone,
  `const { contextCommand } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'curation', 'cli', 'commands', 'context.ts')).href)});\n` +
    'process.exitCode = await contextCommand.run(process.argv.slice(2));\n',
);

function cli(args: string[], entry = lore_): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [entry, ...args], { cwd: root, env: { ...process.env, LORE_CACHE_DIR: cacheDir }, encoding: 'utf8' });
  const elapsed = performance.now() - t;
  if (r.status !== 0) throw new Error(`lore ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return elapsed;
}

try {
  const floor = median(Array.from({ length: runs }, () => cli(['--version'])));
  console.log(`\nSpeed (median of ${runs} processes; \`lore --version\` alone takes ${ms(floor)} on this machine)`);
  for (const size of values.sizes.split(',').map(Number)) {
    const dir = path.join(work, `kb-${size}`);
    generateKnowledge(dir, size, 1);
    const [loaded, loadMs] = time(() => loadKnowledge(dir));
    const [gen, entriesMs] = time(() => entriesFromArticles(loaded.articles, (a) => a.path));
    const [, indexMs] = time(() => buildIndex(gen.map(searchFields)));
    // Warm queries on an index built by the first one.
    contextForPrompt(gen, { prompt: prompts[0], title: 'Bench' });
    const queryTimes = prompts.map((prompt) => time(() => contextForPrompt(gen, { prompt, title: 'Bench' }))[1]);

    const [json, buildMs] = time(() => serializeContext(buildContext(loaded.articles, SITE)));
    const contextFile = path.join(work, `context-${size}.json`);
    writeFileSync(contextFile, json);
    const [parsed, parseMs] = time(() => contextJsonSchema.parse(JSON.parse(json)));
    const fromEntries = entriesFromContext(parsed);
    const [summaryIndex, summaryIndexMs] = time(() => buildIndex(fromEntries.map(searchFields)));
    const packed = packIndex(summaryIndex);
    const packedBytes = JSON.stringify(packed.terms).length + JSON.stringify(Array.from(packed.postings)).length;

    console.log(`\n  ${size} articles`);
    console.log(`    in-process: load ${ms(loadMs)}, entries ${ms(entriesMs)}, index ${ms(indexMs)}; query median ${ms(median(queryTimes))}, p95 ${ms(percentile(queryTimes, 95))}`);
    console.log(`    context.json: ${json.length} bytes (${(json.length / size).toFixed(0)} bytes/article), built in ${ms(buildMs)}, parsed+validated in ${ms(parseMs)}`);
    console.log(`    --from index (title+summary+tags) built in ${ms(summaryIndexMs)}; storing it in context.json would add ~${packedBytes} bytes (+${((100 * packedBytes) / json.length).toFixed(0)}%)`);

    rmSync(cacheDir, { recursive: true, force: true });
    const prompt = prompts[2];
    const cold = median(Array.from({ length: runs }, () => cli(['context', prompt, '--knowledge', dir, '--no-cache'])));
    cli(['context', prompt, '--knowledge', dir]); // writes the cache
    const warm = median(Array.from({ length: runs }, (_, i) => cli(['context', prompts[i % prompts.length], '--knowledge', dir])));
    const remote = median(Array.from({ length: runs }, (_, i) => cli(['context', prompts[i % prompts.length], '--from', contextFile])));
    const own = median(Array.from({ length: runs }, (_, i) => cli(['context', prompts[i % prompts.length], '--knowledge', dir], alone)));
    console.log(`    lore context process: no cache ${ms(cold)}, warm cache ${ms(warm)}, --from context.json ${ms(remote)}`);
    console.log(`    the context command alone (without the other commands' imports), warm cache: ${ms(own)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
