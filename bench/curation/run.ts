// Curation speed and memory: the example corpus, then a corpus scaled to LORE_BENCH_MB megabytes
// (default 1024) of real sessions replicated with new ids and shifted times.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { existingScale, scaleCorpus } from './scale-corpus.ts';
import { parseFloor } from './floor.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const SHARED = path.resolve(REPO, '../shared/corpus');
const DEV = path.resolve(REPO, '../shared/corpus-dev');

interface Result {
  seconds: number;
  bytes: number;
  sessions: number;
  articles: number;
  warnings: number;
  maxRssMB: number;
}

function measure(label: string, sessions: string): Result {
  const knowledge = mkdtempSync(path.join(os.tmpdir(), 'lore-bench-k-'));
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, 'child.ts'), sessions, knowledge], { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 26 });
  rmSync(knowledge, { recursive: true, force: true });
  if (child.status !== 0) throw new Error(`${label}: ${child.stderr}`);
  const r = JSON.parse(child.stdout.trim().split('\n').pop()!) as Result;
  const mb = r.bytes / 1e6;
  console.log(
    `${label.padEnd(28)} ${mb.toFixed(1).padStart(8)} MB ${String(r.sessions).padStart(6)} sessions  ${r.seconds.toFixed(2).padStart(7)} s  ${(mb / r.seconds).toFixed(1).padStart(6)} MB/s  ${(r.sessions / r.seconds).toFixed(0).padStart(6)} sessions/s  peak ${r.maxRssMB.toFixed(0)} MB  → ${r.articles} articles, ${r.warnings} warnings`,
  );
  return r;
}

export function runCurationBench(): void {
  console.log('\n## Curation (lore curate --bootstrap, end to end: read, redact, extract, merge, write)\n');
  measure('example corpus (gitclaw)', path.join(REPO, 'examples/gitclaw/state/sessions'));
  if (existsSync(SHARED)) measure('all sample corpora', SHARED);
  if (existsSync(DEV)) {
    // Unseen sessions of six formats, against the floor of reading and parsing them in the same run.
    const floor = parseFloor(DEV);
    const r = measure('development corpus', DEV);
    console.log(`  parse floor (read + JSON.parse every line): ${floor.seconds.toFixed(2)} s for ${(floor.bytes / 1e6).toFixed(1)} MB; curation ${(r.seconds / floor.seconds).toFixed(1)}× the floor`);
  }
  const targetMB = Number(process.env.LORE_BENCH_MB ?? 1024);
  const out = path.join(os.tmpdir(), `lore-bench-corpus-${targetMB}MB`);
  const sources = [path.join(REPO, 'examples/gitclaw/state'), ...(existsSync(SHARED) ? ['claude-code', 'codex', 'copilot-cli'].map((c) => path.join(SHARED, c)) : [])];
  if (existingScale(out)?.targetBytes !== targetMB * 1e6) {
    rmSync(out, { recursive: true, force: true });
    const made = scaleCorpus(sources, out, targetMB * 1e6);
    console.log(`(scaled corpus: ${made.replicas} replicas, ${made.files} files, ${(made.bytes / 1e6).toFixed(0)} MB in ${out})`);
  }
  measure(`scaled corpus (${targetMB} MB)`, out);
}

if (import.meta.main) runCurationBench();
