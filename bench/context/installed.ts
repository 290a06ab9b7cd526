// `lore context` as users run it: through the installed package's bin (`npm pack`'s tarball laid
// out in an empty project), started by the machine's own Node, each run a new process. Prints
// medians; asserts nothing. Target: ≤ 300 ms at 1,000 articles (issue 18).
//   node bench/context/installed.ts [--size 1000] [--runs 15]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { layOutTarball, packTarball, stockNode, stockPath, tempDir } from '../../tests/helpers/package.ts';
import { generateKnowledge } from './generate.ts';
import { loadKnowledge } from '../../curation/store/load.ts';
import { buildContext, serializeContext } from '../../curation/publish/context-json.ts';

const { values } = parseArgs({ options: { size: { type: 'string', default: '1000' }, runs: { type: 'string', default: '15' } } });
const size = Number(values.size);
const runs = Math.max(3, Number(values.runs));
const PROMPTS = ['deploy the cache worker', 'how do we schedule the release', 'which database migration failed', 'token limit of the model provider', 'review the permission of the runner'];

/** CPU time (user + system) of this process's finished children, in ms: Linux only. */
function childCpuMs(): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): cutime and cstime are the 14th and 15th.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const work = tempDir('lore-bench-installed-');
try {
  const node = stockNode();
  const project = path.join(work, 'project');
  layOutTarball(packTarball(path.join(work, 'pack')), project);
  const bin = path.join(project, 'node_modules', '.bin', 'lore');
  const kb = path.join(work, 'kb');
  generateKnowledge(kb, size, 1);
  const contextFile = path.join(work, 'context.json');
  writeFileSync(contextFile, serializeContext(buildContext(loadKnowledge(kb).articles, { title: 'Bench', base: '/', siteUrl: 'https://owner.github.io' })));
  const cacheDir = path.join(work, 'cache');
  // The user's shell: the bin's `#!/usr/bin/env node` finds the machine's Node.
  const env = { ...process.env, PATH: stockPath(), LORE_CACHE_DIR: cacheDir };
  const cpu: number[] = [];
  const run = (args: string[]): number => {
    const before = childCpuMs();
    const t = performance.now();
    const r = spawnSync(bin, args, { cwd: project, env, encoding: 'utf8' });
    const elapsed = performance.now() - t;
    if (r.status !== 0) throw new Error(`lore ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    const after = childCpuMs();
    if (before !== undefined && after !== undefined) cpu.push(after - before);
    return elapsed;
  };
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`Installed bin (${path.relative(work, bin)}) on the machine's Node ${node.version}, ${size} articles, median of ${runs} new processes:`);
  const floor = median(Array.from({ length: runs }, () => run(['--version'])));
  const bare = median(
    Array.from({ length: runs }, () => {
      const t = performance.now();
      spawnSync(node.path, ['-e', '0']);
      return performance.now() - t;
    }),
  );
  const first = median(Array.from({ length: runs }, (_, i) => (rmSync(cacheDir, { recursive: true, force: true }), run(['context', PROMPTS[i % PROMPTS.length], '--knowledge', kb]))));
  run(['context', PROMPTS[0], '--knowledge', kb]); // leaves the cache every later start reads
  cpu.length = 0;
  const cold = median(Array.from({ length: runs }, (_, i) => run(['context', PROMPTS[i % PROMPTS.length], '--knowledge', kb])));
  const coldCpu = cpu.length ? median(cpu) : undefined;
  const remote = median(Array.from({ length: runs }, (_, i) => run(['context', PROMPTS[i % PROMPTS.length], '--from', contextFile])));
  console.log(`  lore context, cold process (Lore's cache from an earlier run): ${ms(cold)}  (target ≤ 300 ms)${coldCpu !== undefined ? `; CPU time ${ms(coldCpu)} (user + system, what the run costs whatever else the machine does)` : ''}`);
  console.log(`  lore context, first run ever (parses every article, writes the cache): ${ms(first)}`);
  console.log(`  lore context --from a context.json file: ${ms(remote)}`);
  console.log(`  lore --version: ${ms(floor)}; \`node -e 0\`: ${ms(bare)} (Node's own start-up on this machine now: a loaded machine slows every figure above)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
