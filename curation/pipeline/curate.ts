// `lore curate`: sources → privacy → extraction (cached per session) → merge → store. Only new or
// changed sessions are read; merging always sees every session's digest, so an incremental run
// and `--bootstrap` give the same knowledge base. Writes are atomic and the state is saved last:
// a run killed at any moment is finished by the next one.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import type { Diagnostic } from '../schema/session.ts';
import { DIGEST_VERSION, digestSchema, type Digest } from '../schema/digest.ts';
import { discoverSessionFiles, hashFile, loadIssueMaps } from '../sources/index.ts';
import { digestAll } from './digest-pool.ts';
import { AGENT_PREFIX, AGENTS, expandAgentSources } from '../sources/locate.ts';
import { compileExtraPatterns, redact } from '../privacy/index.ts';
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
  /** Add sessions to a knowledge base curated from other sources (see `guardAgainstMixing`). */
  merge?: boolean;
}

export class MixedKnowledgeError extends Error {
  override name = 'UsageError';
}

/**
 * A knowledge base belongs to the sessions it was curated from. A config that names none of its
 * sources and none of its sessions (a copy of another project's config, a knowledgeDir pointed at
 * someone else's knowledge) would mix two projects' knowledge, one person's preferences served in
 * the other's context: refused unless asked for. Sessions that aged out of an agent's folder keep
 * the source, so a knowledge base curated now and then is never refused.
 */
function guardAgainstMixing(config: LoreConfig, known: number, sources: string[] | undefined, anyKnownFound: boolean, newFiles: number): void {
  if (!known || !newFiles || anyKnownFound) return;
  if (sources?.some((s) => config.sessions.includes(s))) return;
  const dir = path.relative(process.cwd(), config.knowledgeDir) || config.knowledgeDir;
  const from = sources?.length ? `from ${sources.map((s) => `"${s}"`).join(', ')}` : 'from other sessions';
  throw new MixedKnowledgeError(
    `${dir} was curated ${from} (${known} session${known === 1 ? '' : 's'}), none of which this config names. ` +
      `Curating ${newFiles} new session${newFiles === 1 ? '' : 's'} into it would mix two knowledge bases.\n` +
      `Give this project its own knowledge directory (\`lore init\` in its repository, or knowledgeDir in the config), ` +
      `or pass --merge to add these sessions to ${dir} anyway.`,
  );
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

/** `fn` over `items` with at most `limit` calls in flight; results in item order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

function cacheFileOf(knowledgeDir: string, sessionId: string): string {
  return path.join(knowledgeDir, CACHE_DIR, `${sessionId.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
}

function relativeToRoot(root: string, file: string): string {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

// LORE_TIMING=1 prints how long each phase took (for profiling; never part of the output).
const timing = process.env.LORE_TIMING ? (label: string, since: number) => console.error(`[timing] ${label}: ${Date.now() - since} ms`) : () => {};

export async function curate(config: LoreConfig, options: CurateOptions = {}): Promise<CurateReport> {
  const started = Date.now();
  let phase = started;
  const mark = (label: string) => {
    timing(label, phase);
    phase = Date.now();
  };
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ file: config.knowledgeDir, message, level: 'warning' });
  const knowledgeDir = config.knowledgeDir;
  const state = loadState(knowledgeDir, warn);
  // Digests made by another version of extraction are stale: read every session again.
  const rescan = Boolean(options.bootstrap) || state.digest !== DIGEST_VERSION;

  // A redaction pattern that does not compile is said once, here; workers skip it quietly.
  diagnostics.push(...compileExtraPatterns(config.privacy.redact).diagnostics);
  // `agent:claude-code` and the like: the sessions that agent keeps for this repository, now.
  const agentSources = expandAgentSources(config.sessions, config.root);
  for (const u of agentSources.unknown) warn(`unknown sessions entry "${u}": the agents are ${AGENTS.map((a) => `${AGENT_PREFIX}${a}`).join(', ')}`);
  const discovered = await discoverSessionFiles(agentSources.patterns, config.root);
  diagnostics.push(...discovered.diagnostics);
  const skipped: Record<string, number> = {};
  for (const s of discovered.skipped) skipped[s.reason] = (skipped[s.reason] ?? 0) + 1;

  // GitClaw issue maps give a session its issue: part of what the session is, so part of its hash.
  const sessionDirs = new Set<string>();
  const issueMaps = await loadIssueMaps(discovered.files, diagnostics, sessionDirs);
  // Which files are new or changed: by content hash, never by date or name.
  const knownHashes = new Map(Object.entries(state.sessions).map(([id, s]) => [s.hash, id]));
  const seenHashes = new Set<string>();
  const toRead: { file: string; hash: string; bytes: number }[] = [];
  let unchanged = 0;
  let duplicates = 0;
  // Hash several files at once (reads overlap), then judge them in file order.
  const hashes = await mapLimit(discovered.files, 8, async (file) => {
    try {
      const hashed = await hashFile(file);
      const issues = issueMaps.get(path.basename(file));
      if (issues?.length) hashed.hash = `${hashed.hash}+${issues.join(',')}`;
      return hashed;
    } catch (error) {
      diagnostics.push({ file, message: `cannot read: ${(error as Error).message}`, level: 'warning' });
      return undefined;
    }
  });
  for (const [i, file] of discovered.files.entries()) {
    const hashed = hashes[i];
    if (!hashed) continue;
    if (seenHashes.has(hashed.hash)) {
      duplicates++;
      continue;
    }
    seenHashes.add(hashed.hash);
    const knownId = knownHashes.get(hashed.hash);
    if (!rescan && knownId && (state.sessions[knownId].withheld || existsSync(cacheFileOf(knowledgeDir, knownId)))) {
      unchanged++;
      continue;
    }
    toRead.push({ file, ...hashed });
  }

  if (!options.merge) {
    const anyKnownFound = hashes.some((h) => h && knownHashes.has(h.hash));
    guardAgainstMixing(config, Object.keys(state.sessions).length, state.sources, anyKnownFound, toRead.length);
  }
  state.sources = [...new Set([...(state.sources ?? []), ...config.sessions])];

  mark('discover + hash');
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

  const readIds = new Map<string, number>();
  // Digests made in this run stay in memory: no need to read back what was just written, and a
  // dry run still reports what it would do.
  const fresh = new Map<string, Digest>();
  if (!options.dryRun) mkdirSync(path.join(knowledgeDir, CACHE_DIR), { recursive: true });
  const tasks = toRead.map((t) => ({ ...t, issues: issueMaps.get(path.basename(t.file)) ?? [] }));
  const ctx = { root: config.root, rules: config.privacy.rules, fallback: config.privacy.default, redact: config.privacy.redact };
  await digestAll(tasks, ctx, (i, { outcome, diagnostics: found }) => {
    const { file, hash, bytes } = toRead[i];
    options.onProgress?.(i + 1, toRead.length, file);
    diagnostics.push(...found.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
    report.bytesRead += bytes;
    if (outcome.kind === 'unreadable') {
      report.unreadable++;
      return;
    }
    // The same session in two files (a copy, a continued transcript): the larger one wins.
    const earlier = readIds.get(outcome.sessionId);
    if (earlier !== undefined && earlier >= bytes) {
      report.duplicates++;
      return;
    }
    readIds.set(outcome.sessionId, bytes);
    report.read++;
    if (outcome.kind === 'withheld') {
      report.withheld.push(outcome.line);
      state.sessions[outcome.sessionId] = { file: path.basename(file), hash, withheld: true };
      if (!options.dryRun) rmSync(cacheFileOf(knowledgeDir, outcome.sessionId), { force: true });
      return;
    }
    report.secretsRedacted += outcome.secrets;
    if (!options.dryRun) writeFileAtomic(cacheFileOf(knowledgeDir, outcome.sessionId), `${JSON.stringify(outcome.digest)}\n`);
    fresh.set(cacheFileOf(knowledgeDir, outcome.sessionId), outcome.digest);
    state.sessions[outcome.sessionId] = { file: path.basename(file), hash };
  });
  options.onProgress?.(toRead.length, toRead.length, '');

  mark('read + extract');
  // Every curated session's digest, new and old.
  const digests: Digest[] = [];
  const cacheDir = path.join(knowledgeDir, CACHE_DIR);
  const cached = existsSync(cacheDir) ? readdirSync(cacheDir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const name of cached) {
    const file = path.join(cacheDir, name);
    if (fresh.has(file)) continue;
    try {
      const parsed = digestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      // A digest of an older extraction whose session is gone from the sources cannot be redone: keep what it says.
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid digest');
      if (state.sessions[parsed.data.session.id]?.withheld) continue;
      digests.push(parsed.data);
      state.sessions[parsed.data.session.id] ??= { file: parsed.data.session.file, hash: parsed.data.hash };
    } catch (error) {
      warn(`${relativeToRoot(config.root, file)}: cached digest unusable (${(error as Error).message}); the session will be read again next run`);
      for (const id of Object.keys(state.sessions)) if (cacheFileOf(knowledgeDir, id) === file) delete state.sessions[id];
    }
  }
  for (const digest of fresh.values()) if (!state.sessions[digest.session.id]?.withheld) digests.push(digest);
  // In file-name order, as read from disk: the merge sees the same sequence either way.
  digests.sort((a, b) => cacheFileOf(knowledgeDir, a.session.id).localeCompare(cacheFileOf(knowledgeDir, b.session.id)));
  report.sessionsInKnowledge = digests.length;
  if (options.refine) report.llm = await options.refine(digests);

  mark('load digests');
  const reservedIds = new Set<string>(state.deleted);
  const knownIds = new Map(Object.entries(state.articles).map(([id, a]) => [a.founder, id]));
  // (Redacted like all text that reaches an article: a folder name is written out.)
  const repoSessionDirs = [...sessionDirs].map((d) => redact(d).text).sort();
  const merged = mergeDigests({ digests, config, knownIds, reservedIds, now: options.now ?? new Date(), sessionDirs: repoSessionDirs });
  mark('merge');
  const result = reconcile(knowledgeDir, merged.drafts, state, { dryRun: Boolean(options.dryRun) });
  diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: relativeToRoot(config.root, path.join(knowledgeDir, d.file)) })));
  report.articles = { ...result.stats, total: result.articles.length };

  if (!options.dryRun) {
    state.digest = DIGEST_VERSION;
    writeIfChanged(path.join(knowledgeDir, RUNS_FILE), `${JSON.stringify(merged.runs.sort((a, b) => a.started.localeCompare(b.started) || a.session.localeCompare(b.session)), null, 2)}\n`);
    writeIfChanged(path.join(knowledgeDir, INDEX_FILE), renderIndex(result.articles, digests.length, config, digests.flatMap((d) => d.subjects.map((x) => d.session.repo ?? x.project ?? ''))));
    saveState(knowledgeDir, state);
  }
  mark('write');
  report.elapsedMs = Date.now() - started;
  return report;
}
