// Builds the site for the e2e tests and tells each test where the builds are. `tests/e2e/run.ts`
// builds both variants once and passes them on in the environment; a test file run on its own
// builds what it needs itself.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listArticleFiles } from '../../../curation/store/load.ts';

export const ROOT = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
export const FIXTURE = 'tests/fixtures/knowledge-site';
export const OVERLAY = 'tests/fixtures/e2e-overlay';
export const BASE_PATH = '/lore/';
export const BASE_SITE = 'https://example.github.io';

/** A fresh directory under the project's tmp/ (gitignored). Astro writes its prerender chunks
 * next to outDir only when outDir is inside the project; elsewhere it uses the project's shared
 * .astro/.prerender/, and two builds at once would overwrite each other's chunks. */
export function workDir(prefix: string): string {
  const parent = path.join(ROOT, 'tmp');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(path.join(parent, prefix));
}

export interface BuiltSite {
  dir: string;
  base: string;
  knowledgeDir: string;
}

/**
 * The knowledge dir the e2e suite runs on: LORE_E2E_KNOWLEDGE, else a copy of the committed
 * `knowledge/` (once it has articles) with `tests/fixtures/e2e-overlay/` added, else the fixture.
 * (The example corpus disputes nothing; the overlay's disputed pair keeps the dispute banner,
 * page and filter under test.)
 */
export function e2eKnowledgeDir(): string {
  const fromEnv = process.env.LORE_E2E_KNOWLEDGE;
  if (fromEnv) return path.resolve(ROOT, fromEnv);
  const real = path.join(ROOT, 'knowledge');
  if (listArticleFiles(real).length === 0) return path.join(ROOT, FIXTURE);
  const copy = workDir('lore-e2e-knowledge-');
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  cpSync(real, copy, { recursive: true });
  cpSync(path.join(ROOT, OVERLAY), copy, { recursive: true, filter: (from) => !from.endsWith('README.md') });
  return copy;
}

export interface BuildOptions {
  knowledgeDir: string;
  outDir: string;
  base?: string;
  site?: string;
  /** Extra environment (e.g. a different config). */
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
}

/** Runs `astro build` with the project's Node; resolves with the build's wall time in ms. */
export function buildSite(options: BuildOptions): Promise<number> {
  const args = [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', options.outDir];
  if (options.base) args.push('--base', options.base);
  if (options.site) args.push('--site', options.site);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        LORE_KNOWLEDGE_DIR: options.knowledgeDir,
        LORE_ASTRO_CACHE_DIR: `${options.outDir.replace(/\/+$/, '')}-cache`,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && existsSync(path.join(options.outDir, 'index.html'))) resolve(performance.now() - started);
      else reject(new Error(`astro build failed (exit ${code}) for ${options.knowledgeDir}:\n${log.slice(-4000)}`));
    });
  });
}

let own: Promise<{ root: BuiltSite; based: BuiltSite }> | undefined;

async function buildBoth(): Promise<{ root: BuiltSite; based: BuiltSite }> {
  const knowledgeDir = e2eKnowledgeDir();
  const work = workDir('lore-e2e-');
  process.once('exit', () => rmSync(work, { recursive: true, force: true }));
  const root = { dir: path.join(work, 'root'), base: '/', knowledgeDir };
  const based = { dir: path.join(work, 'based'), base: BASE_PATH, knowledgeDir };
  await Promise.all([
    buildSite({ knowledgeDir, outDir: root.dir }),
    buildSite({ knowledgeDir, outDir: based.dir, base: BASE_PATH, site: BASE_SITE }),
  ]);
  return { root, based };
}

/** The site built at `/` (kind `root`) or under `/lore/` (kind `based`). */
export async function builtSite(kind: 'root' | 'based'): Promise<BuiltSite> {
  const dir = kind === 'root' ? process.env.LORE_E2E_DIST : process.env.LORE_E2E_DIST_BASED;
  if (dir) return { dir, base: kind === 'root' ? '/' : BASE_PATH, knowledgeDir: process.env.LORE_E2E_KNOWLEDGE_DIR ?? e2eKnowledgeDir() };
  own ??= buildBoth();
  return (await own)[kind];
}

export interface Expectations {
  search: { query: string; expectTitle: string };
}

/** What the tests expect of a knowledge dir (tests/e2e/expectations.json, by path relative to the repo). */
export function expectationsFor(knowledgeDir: string): Expectations {
  const all = JSON.parse(readFileSync(path.join(ROOT, 'tests/e2e/expectations.json'), 'utf8')) as Record<string, Expectations>;
  const key = path.relative(ROOT, knowledgeDir).split(path.sep).join('/');
  return all[key] ?? all.default;
}
