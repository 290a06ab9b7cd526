// `lore curate`: sources → privacy → extraction (cached per session) → merge → store. Only new or
// changed sessions are read; merging always sees every session's digest, so an incremental run
// and `--bootstrap` give the same knowledge base. Writes are atomic and the state is saved last:
// a run killed at any moment is finished by the next one.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import type { Diagnostic } from '../schema/session.ts';
import { digestSchema, type Digest } from '../schema/digest.ts';
import { discoverSessionFiles, hashFile, loadIssueMaps, readSession } from '../sources/index.ts';
import { classifySource, compileExtraPatterns, describeWithheld, sanitizeSession } from '../privacy/index.ts';
import { extractSession } from '../extract/session.ts';
import { mergeDigests } from '../merge/index.ts';
import { reconcile, type ReconcileStats } from '../store/reconcile.ts';
import { loadState, saveState } from '../store/state.ts';
import { CACHE_DIR, INDEX_FILE, RUNS_FILE } from '../store/paths.ts';
import { renderIndex } from '../store/index-md.ts';
import { writeFileAtomic, writeIfChanged } from '../lib/fs-atomic.ts';

export interface CurateOptions {
  bootstrap?: boolean;
  dryRun?: boolean;
  /** Curate only when at least `config.curation.curateEvery` new or changed sessions are waiting. */
  auto?: boolean;
  /** The clock, for expiry (tests pin it). */
  now?: Date;
  onProgress?: (done: number, total: number, file: string) => void;
  /** Refines drafts with an LLM; failures leave the heuristic result. */
  refine?: (digests: Digest[]) => Promise<{ refined: number; failures: string[] }>;
}

export interface CurateReport {
  files: number;
  read: number;
  unchanged: number;
  bytesRead: number;
  skipped: Record<string, number>;
  duplicates: number;
  withheld: string[];
  unreadable: number;
  secretsRedacted: number;
  waiting?: { pending: number; threshold: number };
  articles?: ReconcileStats & { total: number };
  sessionsInKnowledge: number;
  diagnostics: Diagnostic[];
  llm?: { refined: number; failures: string[] };
  elapsedMs: number;
}

function cacheFileOf(knowledgeDir: string, sessionId: string): string {
  return path.join(knowledgeDir, CACHE_DIR, `${sessionId.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
}

function relativeToRoot(root: string, file: string): string {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

export async function curate(config: LoreConfig, options: CurateOptions = {}): Promise<CurateReport> {
  const started = Date.now();
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ file: config.knowledgeDir, message, level: 'warning' });
  const knowledgeDir = config.knowledgeDir;
  const state = loadState(knowledgeDir, warn);
  const extra = compileExtraPatterns(config.privacy.redact).patterns;

  const discovered = await discoverSessionFiles(config.sessions, config.root);
  diagnostics.push(...discovered.diagnostics);
  const skipped: Record<string, number> = {};
  for (const s of discovered.skipped) skipped[s.reason] = (skipped[s.reason] ?? 0) + 1;

  // Which files are new or changed: by content hash, never by date or name.
  const knownHashes = new Map(Object.entries(state.sessions).map(([id, s]) => [s.hash, id]));
  const seenHashes = new Set<string>();
  const toRead: { file: string; hash: string; bytes: number }[] = [];
  let unchanged = 0;
  let duplicates = 0;
  for (const file of discovered.files) {
    let hashed: { hash: string; bytes: number };
    try {
      hashed = await hashFile(file);
    } catch (error) {
      diagnostics.push({ file, message: `cannot read: ${(error as Error).message}`, level: 'warning' });
      continue;
    }
    if (seenHashes.has(hashed.hash)) {
      duplicates++;
      continue;
    }
    seenHashes.add(hashed.hash);
    const knownId = knownHashes.get(hashed.hash);
    if (!options.bootstrap && knownId && (state.sessions[knownId].withheld || existsSync(cacheFileOf(knowledgeDir, knownId)))) {
      unchanged++;
      continue;
    }
    toRead.push({ file, ...hashed });
  }

  const report: CurateReport = {
    files: discovered.files.length,
    read: 0,
    unchanged,
    bytesRead: 0,
    skipped,
    duplicates,
    withheld: [],
    unreadable: 0,
    secretsRedacted: 0,
    sessionsInKnowledge: 0,
    diagnostics,
    elapsedMs: 0,
  };

  if (options.auto && toRead.length < config.curation.curateEvery) {
    report.waiting = { pending: toRead.length, threshold: config.curation.curateEvery };
    report.elapsedMs = Date.now() - started;
    return report;
  }

  const issueMaps = await loadIssueMaps(discovered.files, diagnostics);
  const readIds = new Map<string, number>();
  if (!options.dryRun) mkdirSync(path.join(knowledgeDir, CACHE_DIR), { recursive: true });
  for (let i = 0; i < toRead.length; i++) {
    const { file, hash, bytes } = toRead[i];
    options.onProgress?.(i, toRead.length, file);
    const fileDiagnostics: Diagnostic[] = [];
    const session = await readSession(file, { issueMaps }, fileDiagnostics);
    diagnostics.push(...fileDiagnostics.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
    report.bytesRead += bytes;
    if (!session) {
      report.unreadable++;
      continue;
    }
    // The same session in two files (a copy, a continued transcript): the larger one wins.
    const earlier = readIds.get(session.id);
    if (earlier !== undefined && earlier >= bytes) {
      duplicates++;
      continue;
    }
    readIds.set(session.id, bytes);
    report.read++;
    const visibility = classifySource({ file, cwd: session.cwd, root: config.root }, config.privacy.rules, config.privacy.default);
    if (visibility.visibility === 'private') {
      report.withheld.push(describeWithheld(session, visibility.rule, { root: config.root, extra }));
      state.sessions[session.id] = { file: path.basename(file), hash, withheld: true };
      if (!options.dryRun) rmSync(cacheFileOf(knowledgeDir, session.id), { force: true });
      continue;
    }
    const safe = sanitizeSession(session, extra);
    report.secretsRedacted += safe.findings;
    const { digest } = extractSession(safe.session);
    const full: Digest = { ...digest, hash };
    if (!options.dryRun) writeFileAtomic(cacheFileOf(knowledgeDir, session.id), `${JSON.stringify(full)}\n`);
    state.sessions[session.id] = { file: path.basename(file), hash };
  }
  options.onProgress?.(toRead.length, toRead.length, '');

  // Every curated session's digest, new and old.
  const digests: Digest[] = [];
  const cacheDir = path.join(knowledgeDir, CACHE_DIR);
  const cached = existsSync(cacheDir) ? readdirSync(cacheDir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const name of cached) {
    const file = path.join(cacheDir, name);
    try {
      const parsed = digestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid digest');
      if (state.sessions[parsed.data.session.id]?.withheld) continue;
      digests.push(parsed.data);
      state.sessions[parsed.data.session.id] ??= { file: parsed.data.session.file, hash: parsed.data.hash };
    } catch (error) {
      warn(`${relativeToRoot(config.root, file)}: cached digest unusable (${(error as Error).message}); the session will be read again next run`);
      for (const [id, s] of Object.entries(state.sessions)) if (cacheFileOf(knowledgeDir, id) === file) delete state.sessions[id];
    }
  }
  report.sessionsInKnowledge = digests.length;
  if (options.refine) report.llm = await options.refine(digests);

  const reservedIds = new Set<string>(state.deleted);
  const knownIds = new Map(Object.entries(state.articles).map(([id, a]) => [a.founder, id]));
  const merged = mergeDigests({ digests, config, knownIds, reservedIds, now: options.now ?? new Date() });
  const result = reconcile(knowledgeDir, merged.drafts, state, { dryRun: Boolean(options.dryRun) });
  diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: path.join(path.basename(knowledgeDir), d.file) })));
  report.articles = { ...result.stats, total: result.articles.length };

  if (!options.dryRun) {
    writeIfChanged(path.join(knowledgeDir, RUNS_FILE), `${JSON.stringify(merged.runs.sort((a, b) => a.started.localeCompare(b.started) || a.session.localeCompare(b.session)), null, 2)}\n`);
    writeIfChanged(path.join(knowledgeDir, INDEX_FILE), renderIndex(result.articles, digests.length, config));
    saveState(knowledgeDir, state);
  }
  report.elapsedMs = Date.now() - started;
  return report;
}
