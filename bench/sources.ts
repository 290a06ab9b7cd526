// Throughput of the session readers: MB/s and sessions/s of `readSessions`, next to a bare
// "split lines + JSON.parse" pass over the same bytes (the floor no reader can beat), on
//   1. the shipped example corpus (examples/gitclaw),
//   2. the sample corpora in ../shared/corpus when present,
//   3. a generated 128 MB Claude Code session dominated by tool output, with peak memory, to show
//      that memory follows one session's prose and not the file's size;
//   4. the Markdown histories: the development corpus's Aider and SpecStory folders when present
//      (../shared/corpus-dev), and a generated Aider history and SpecStory file, with peak memory.
// Each figure is the best of several rounds of at least ~1 s (the machine is shared).
//   node bench/sources.ts [--quick]
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../curation/schema/session.ts';
import { discoverSessionFiles, loadIssueMaps, readSessions } from '../curation/sources/index.ts';
import type { IssueMaps } from '../curation/sources/index.ts';
import { visitRecords, visitTextLines } from '../curation/sources/lines.ts';
import { generateAiderHistory, generateSpecStoryHistory } from './lib/histories.ts';
import { QUICK, bestPassesPerSecond } from './lib/rounds.ts';

const REPO = resolve(import.meta.dirname, '..');

interface Figures {
  mbPerSecond: number;
  sessionsPerSecond: number;
}

async function totalBytes(files: string[]): Promise<number> {
  let bytes = 0;
  for (const f of files) bytes += (await stat(f)).size;
  return bytes;
}

/** Best-of-rounds throughput of `pass` over `files`. */
async function measure(files: string[], bytes: number, pass: (file: string) => Promise<void>): Promise<Figures> {
  const best = await bestPassesPerSecond(async () => {
    for (const f of files) await pass(f);
  });
  return { mbPerSecond: (best * bytes) / 1e6, sessionsPerSecond: best * files.length };
}

/** The floor: cutting the file into lines, parsed as JSON where it is a log. */
async function parseOnly(file: string): Promise<void> {
  if (/\.md$/i.test(file)) await visitTextLines(file, { line() {}, problem() {} });
  else await visitRecords(file, { record() {}, problem() {} });
}

function reader(issueMaps: IssueMaps): (file: string) => Promise<void> {
  return async (file) => {
    const diagnostics: Diagnostic[] = [];
    if ((await readSessions(file, { issueMaps }, diagnostics)).length === 0) throw new Error(`no session from ${file}`);
  };
}

function row(label: string, f: Figures): string {
  return `  ${label.padEnd(28)} ${f.mbPerSecond.toFixed(1).padStart(7)} MB/s ${f.sessionsPerSecond.toFixed(0).padStart(8)} sessions/s`;
}

async function corpus(name: string, patterns: string[], root: string): Promise<void> {
  const found = await discoverSessionFiles(patterns, root);
  if (found.files.length === 0) {
    console.log(`sources: ${name}: no session files, skipped`);
    return;
  }
  const issueMaps = await loadIssueMaps(found.files, []);
  const bytes = await totalBytes(found.files);
  console.log(`sources: ${name}: ${found.files.length} files, ${(bytes / 1e6).toFixed(2)} MB`);
  console.log(row('parse only (lines, JSON)', await measure(found.files, bytes, parseOnly)));
  console.log(row('readSessions', await measure(found.files, bytes, reader(issueMaps))));
}

/** A Claude Code session of ~`targetMB` MB: each turn a prompt, a reply and a 256 KB tool output. */
async function generateLargeSession(file: string, targetMB: number): Promise<void> {
  const out = createWriteStream(file);
  const write = (line: unknown) => new Promise<void>((ok) => (out.write(JSON.stringify(line) + '\n') ? ok() : out.once('drain', ok)));
  const base = { sessionId: 'bench-large', cwd: '/bench/repo', isSidechain: false };
  const toolOutput = 'line of a very long build log that nobody will read again\n'.repeat(4500);
  let bytes = 0;
  for (let turn = 0; bytes < targetMB * 1e6; turn++) {
    const time = new Date(Date.UTC(2026, 0, 1, 0, 0, turn)).toISOString();
    const records = [
      { ...base, type: 'user', uuid: `u${turn}`, timestamp: time, message: { role: 'user', content: `Turn ${turn}: why does the build fail on step ${turn}?` } },
      {
        ...base,
        type: 'assistant',
        uuid: `a${turn}`,
        timestamp: time,
        message: { model: 'bench', role: 'assistant', content: [{ type: 'text', text: `Checking step ${turn}.` }, { type: 'tool_use', id: `t${turn}`, name: 'Bash', input: { command: `make step-${turn}` } }] },
      },
      { ...base, type: 'user', uuid: `r${turn}`, timestamp: time, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${turn}`, content: toolOutput }] } },
    ];
    for (const r of records) {
      await write(r);
      bytes += JSON.stringify(r).length + 1;
    }
  }
  await new Promise<void>((ok) => out.end(ok));
}

/** One pass of `readSessions` over a generated file: MB/s, sessions, peak memory over the start. */
async function onePass(label: string, file: string): Promise<void> {
  const bytes = (await stat(file)).size;
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const start = performance.now();
  const sessions = await readSessions(file, {}, []);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const messages = sessions.reduce((n, s) => n + s.messages.length, 0);
  console.log(`sources: ${label}: ${(bytes / 1e6).toFixed(1)} MB, ${sessions.length} sessions, ${messages} messages`);
  console.log(`  ${'readSessions (one pass)'.padEnd(28)} ${(bytes / 1e6 / seconds).toFixed(1).padStart(7)} MB/s   peak RSS +${((peak - rssBefore) / 1e6).toFixed(1)} MB over ${(rssBefore / 1e6).toFixed(0)} MB`);
}

async function histories(): Promise<void> {
  const dev = resolve(REPO, '../shared/corpus-dev');
  for (const folder of ['aider', 'specstory']) {
    await corpus(`../shared/corpus-dev/${folder}`, ['.'], join(dev, folder)).catch(() => console.log(`sources: ${join(dev, folder)} not found, skipped`));
  }
  const dir = await mkdtemp(join(tmpdir(), 'lore-bench-histories-'));
  try {
    const targetMB = QUICK ? 16 : 64;
    const aider = join(dir, '.aider.chat.history.md');
    await generateAiderHistory(aider, targetMB);
    await onePass('generated Aider history', aider);
    const specstory = join(dir, '2026-01-01_10-00-00Z-bench.md');
    await generateSpecStoryHistory(specstory, targetMB);
    await onePass('generated SpecStory history', specstory);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function largeSession(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'lore-bench-sources-'));
  try {
    const file = join(dir, 'large.jsonl');
    const targetMB = QUICK ? 32 : 128;
    await generateLargeSession(file, targetMB);
    const bytes = (await stat(file)).size;
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const start = performance.now();
    const diagnostics: Diagnostic[] = [];
    const [session] = await readSessions(file, {}, diagnostics);
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    console.log(`sources: generated Claude Code session: ${(bytes / 1e6).toFixed(1)} MB, ${session?.messages.length ?? 0} messages, ${session?.evidence.toolOutputs ?? 0} tool outputs`);
    console.log(`  ${'readSessions (one pass)'.padEnd(28)} ${(bytes / 1e6 / seconds).toFixed(1).padStart(7)} MB/s   peak RSS +${((peak - rssBefore) / 1e6).toFixed(1)} MB over ${(rssBefore / 1e6).toFixed(0)} MB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await corpus('examples/gitclaw', ['examples/gitclaw/state/sessions'], REPO);
const shared = resolve(REPO, '../shared/corpus');
await corpus('../shared/corpus', ['.'], shared).catch(() => console.log(`sources: ${shared} not found, skipped`));
await largeSession();
await histories();
