// `npm run bench`: every benchmark, one after the other, each in its own process so their
// memory figures are their own. `npm run bench -- --quick` runs small sizes (a minute, not ten);
// `npm run bench -- curation site` runs only those. Figures go to standard output; nothing here
// asserts a speed (speed targets are read from these figures, never tested).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const suites: { name: string; what: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'sources', what: 'Session readers: MB/s and sessions/s of reading and normalising', args: ['--expose-gc', 'bench/sources.ts', ...(quick ? ['--quick'] : [])] },
  { name: 'privacy', what: 'Redaction: MB/s, planted secrets caught, false positives on the corpora', args: ['bench/privacy.ts', ...(quick ? ['--quick'] : [])] },
  { name: 'curation', what: 'lore curate end to end: MB/s, sessions/s and peak memory, up to 1 GB of sessions', args: ['bench/curation/run.ts'], env: quick ? { LORE_BENCH_MB: '100' } : {} },
  { name: 'context', what: 'lore context: latency at 1,000 and 5,000 articles, recall@1/@5 and MRR against grep', args: ['bench/context/run.ts', '--knowledge', 'knowledge'] },
  { name: 'installed', what: "lore context through the installed package's bin on the machine's own Node (npm pack, new processes)", args: ['bench/context/installed.ts', ...(quick ? ['--runs', '5'] : [])] },
  { name: 'site', what: 'Site build at 1,000, 5,000 and 20,000 articles against bare Astro + Pagefind: ratio, ms per page, peak memory, page weight', args: ['bench/site/run.ts', ...(quick ? ['--counts', '1000', '--runs', '1'] : [])] },
];

let failed = 0;
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n# ${suite.name}: ${suite.what}\n`);
  const started = performance.now();
  const result = spawnSync(process.execPath, suite.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...suite.env } });
  console.log(`\n(${suite.name}: ${((performance.now() - started) / 1000).toFixed(0)} s${result.status ? `, exit ${result.status}` : ''})`);
  if (result.status) failed++;
}
process.exitCode = failed ? 1 : 0;
