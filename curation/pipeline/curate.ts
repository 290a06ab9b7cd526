// `lore curate`: sources → privacy → extraction (cached per session) → merge → store. Only new or
// changed sessions are read; merging always sees every session's digest, so an incremental run
// and `--bootstrap` give the same knowledge base. Writes are atomic and the state is saved last:
// a run killed at any moment is finished by the next one. Values a session shows to be secret are
// remembered (hashed, privacy/store.ts) and removed from every digest and every file written.
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import type { Diagnostic } from '../schema/session.ts';
import { DIGEST_VERSION, type Digest } from '../schema/digest.ts';
import type { Run } from '../schema/run.ts';
import { compileExtraPatterns, redact } from '../privacy/index.ts';
import { redactDeep, redactKnown } from '../privacy/filter.ts';
import { loadSecretStore, rememberSecrets, saveSecretStore, secretSetOf, type SecretStore } from '../privacy/store.ts';
import { mergeDigests } from '../merge/index.ts';
import type { ArticleDraft } from '../schema/draft.ts';
import { reconcile, type ReconcileStats } from '../store/reconcile.ts';
import { loadKnowledge } from '../store/load.ts';
import { loadState, saveState, type CurationState } from '../store/state.ts';
import { EVIDENCE_FILE, RUNS_FILE, TOPICS_FILE } from '../store/paths.ts';
import { renderIndex } from '../store/index-md.ts';
import { writeIndex } from '../store/index-file.ts';
import { WINDOWS_DEVICE_NAMES } from '../lib/safe-name.ts';
import { writeFileAtomic, writeIfChanged } from '../lib/fs-atomic.ts';
import { digestSessions, type DigestedSessions } from './digest-sessions.ts';
import { cacheFileOf, readCachedDigests } from './session-cache.ts';
import { acquireLock } from './lock.ts';
import { propagateSecrets } from './propagate.ts';
import { idsHoldingSecrets } from './tainted-ids.ts';

export interface CurateOptions {
  bootstrap?: boolean;
  dryRun?: boolean;
  /** Curate only when at least `config.curation.curateEvery` new or changed sessions are waiting. */
  auto?: boolean;
  /** The clock, for expiry (tests pin it). */
  now?: Date;
  onProgress?: (done: number, total: number, file: string) => void;
  /** Refines drafts with an LLM; failures leave the heuristic result. */
  refine?: (drafts: ArticleDraft[]) => Promise<{ refined: number; failures: string[] }>;
  /** Add sessions to a knowledge base curated from other sources (see `guardAgainstMixing`). */
  merge?: boolean;
  /** How long to wait for another run that holds the knowledge directory's lock (default 30 s). */
  lockWaitMs?: number;
  /** Told once when this run waits for another. */
  onWait?: (message: string) => void;
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
  if (sources?.some((s) => namesSameSessions(config, s))) return;
  const dir = path.relative(process.cwd(), config.knowledgeDir) || config.knowledgeDir;
  const from = sources?.length ? `from ${sources.map((s) => `"${s}"`).join(', ')}` : 'from other sessions';
  const why = sources?.some((s) => config.sessions.includes(s))
    ? `in another project: ${dir} is outside this one, where the same entries name other sessions`
    : 'none of which this config names';
  throw new MixedKnowledgeError(
    `${dir} was curated ${from} (${known} session${known === 1 ? '' : 's'}), ${why}. ` +
      `Curating ${newFiles} new session${newFiles === 1 ? '' : 's'} into it would mix two knowledge bases.\n` +
      `Give this project its own knowledge directory (\`lore init\` in its repository, or knowledgeDir in the config), ` +
      `or pass --merge to add these sessions to ${dir} anyway.`,
  );
}

/**
 * Whether the config's entry `source` names the sessions a knowledge base recorded under that
 * entry. `agent:…` entries and relative paths mean "this project's": every `lore init` writes
 * `agent:claude-code`, so in another repository the same words name other sessions, and they
 * match only a knowledge directory inside the config's project. Absolute and `~/` paths name the
 * same files wherever the config is.
 */
function namesSameSessions(config: LoreConfig, source: string): boolean {
  if (!config.sessions.includes(source)) return false;
  if (!source.startsWith('agent:') && (path.isAbsolute(source) || source.startsWith('~/'))) return true;
  const inside = path.relative(config.root, config.knowledgeDir);
  return !path.isAbsolute(inside) && inside.split(/[\\/]/)[0] !== '..';
}

export interface CurateReport {
  files: number;
  read: number;
  unchanged: number;
  bytesRead: number;
  skipped: Record<string, number>;
  duplicates: number;
  /** Files of a session another file also holds, read merged with it. */
  merged: number;
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

function relativeToRoot(root: string, file: string): string {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

// LORE_TIMING=1 prints how long each phase took (for profiling; never part of the output).
const timing = process.env.LORE_TIMING ? (label: string, since: number) => console.error(`[timing] ${label}: ${Date.now() - since} ms`) : () => {};

/**
 * Ids Lore never gives a new article: those of subjects people deleted, those people renamed away
 * from, those of articles people wrote, and the names Windows keeps for devices (an article `con`
 * could not be checked out there).
 */
function reservedIdsOf(state: CurationState, handWritten: string[]): Set<string> {
  return new Set<string>([...state.deleted.flatMap((t) => t.ids), ...Object.values(state.articles).flatMap((a) => a.aliases ?? []), ...handWritten, ...WINDOWS_DEVICE_NAMES]);
}

export async function curate(config: LoreConfig, options: CurateOptions = {}): Promise<CurateReport> {
  // (A dry run writes nothing, so it needs no lock.)
  const lock = options.dryRun ? undefined : await acquireLock(config.knowledgeDir, { waitMs: options.lockWaitMs ?? 30_000, onWait: options.onWait });
  try {
    return await curateLocked(config, options);
  } finally {
    lock?.release();
  }
}

async function curateLocked(config: LoreConfig, options: CurateOptions): Promise<CurateReport> {
  const started = Date.now();
  let phase = started;
  const mark = (label: string) => {
    timing(label, phase);
    phase = Date.now();
  };
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ file: config.knowledgeDir, message, level: 'warning' });
  const knowledgeDir = config.knowledgeDir;
  const dryRun = Boolean(options.dryRun);
  const state = loadState(knowledgeDir, warn);
  // Digests made by another version of extraction are stale: read every session again.
  const rescan = Boolean(options.bootstrap) || state.digest !== DIGEST_VERSION;

  // A redaction pattern that does not compile is said once, here; workers skip it quietly.
  diagnostics.push(...compileExtraPatterns(config.privacy.redact).diagnostics);
  // Values known secret from earlier runs: every session of this run is redacted of them.
  const store = loadSecretStore(knowledgeDir, warn);
  const known = { salt: store.salt.toString('hex'), secrets: store.secrets, values: [] as [string, string][] };
  const sessions = await digestSessions(
    config,
    state,
    {
      rescan,
      dryRun,
      known,
      onProgress: options.onProgress,
      ...(options.auto ? { waitFor: config.curation.curateEvery } : {}),
      ...(options.merge ? {} : { checkSources: (anyKnownFound: boolean, newFiles: number) => guardAgainstMixing(config, Object.keys(state.sessions).length, state.sources, anyKnownFound, newFiles) }),
    },
    diagnostics,
  );
  state.sources = [...new Set([...(state.sources ?? []), ...config.sessions])];
  const report: CurateReport = {
    files: sessions.files,
    read: sessions.read,
    unchanged: sessions.unchanged,
    bytesRead: sessions.bytesRead,
    skipped: sessions.skipped,
    duplicates: sessions.duplicates,
    merged: sessions.merged,
    withheld: sessions.withheld,
    unreadable: sessions.unreadable,
    secretsRedacted: sessions.secretsRedacted,
    sessionsInKnowledge: 0,
    diagnostics,
    elapsedMs: 0,
  };
  if (sessions.pending !== undefined) {
    report.waiting = { pending: sessions.pending, threshold: config.curation.curateEvery };
    report.elapsedMs = Date.now() - started;
    return report;
  }
  mark('discover + read + extract');

  // Every curated session's digest, new and old.
  const cached = readCachedDigests(knowledgeDir, new Set(sessions.fresh.keys()), { dryRun });
  for (const { file, reason } of cached.unusable) {
    // A digest of an older extraction whose session is gone from the sources cannot be redone: say so.
    warn(`${relativeToRoot(config.root, file)}: cached digest unusable (${reason}); the session will be read again next run`);
    for (const id of Object.keys(state.sessions)) if (cacheFileOf(knowledgeDir, id) === file) delete state.sessions[id];
  }
  const rewritten = await spreadSecrets(knowledgeDir, sessions, cached.digests, store, diagnostics, dryRun);
  mark('propagate secrets');
  const digests: Digest[] = [];
  for (const digest of [...cached.digests.map((d) => rewritten.get(cacheFileOf(knowledgeDir, d.session.id)) ?? d), ...sessions.fresh.values()]) {
    if (state.sessions[digest.session.id]?.withheld) continue;
    digests.push(digest);
    state.sessions[digest.session.id] ??= { file: digest.session.file, hash: digest.hash };
  }
  // In file-name order, as read from disk: the merge sees the same sequence either way.
  digests.sort((a, b) => cacheFileOf(knowledgeDir, a.session.id).localeCompare(cacheFileOf(knowledgeDir, b.session.id)));
  report.sessionsInKnowledge = digests.length;

  mark('load digests');
  const loaded = loadKnowledge(knowledgeDir);
  const lores = new Set(Object.values(state.articles).map((a) => a.path));
  const handWritten = loaded.articles.filter((a) => a.data.curated_by !== 'auto' && !lores.has(a.path)).map((a) => a.id);
  // The last filter over everything written: no value known secret, whatever stage carried it.
  const secrets = secretSetOf(store);
  const guard = (text: string) => redactKnown(text, [secrets]);
  const knownIds = new Map(Object.entries(state.articles).map(([id, a]) => [a.founder, id]));
  // (An id that holds a value learnt secret since it was given is given up: the article gets a new one.)
  const tainted = idsHoldingSecrets(Object.keys(state.articles), sessions.learnt.keys(), guard);
  for (const [founder, id] of knownIds) if (tainted.has(id)) knownIds.delete(founder);
  // (A deleted subject keeps its id too: it is then recognised, and skipped, under the name it had.)
  for (const t of state.deleted) for (const founder of t.founders) if (!knownIds.has(founder)) knownIds.set(founder, t.ids[0]);
  // (Redacted like all text that reaches an article: a folder name is written out.)
  const repoSessionDirs = [...sessions.sessionDirs].map((d) => redact(d).text).sort();
  const merged = mergeDigests({ digests, config, knownIds, reservedIds: reservedIdsOf(state, handWritten), now: options.now ?? new Date(), sessionDirs: repoSessionDirs });
  // (An LLM is sent the drafts: they pass the filter first.)
  if (options.refine) {
    merged.drafts = redactDeep(merged.drafts, guard);
    report.llm = await options.refine(merged.drafts);
  }
  mark('merge');
  const result = reconcile(knowledgeDir, merged.drafts, state, { dryRun, loaded, guard });
  diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: relativeToRoot(config.root, path.join(knowledgeDir, d.file)) })));
  report.articles = { ...result.stats, total: result.articles.length };

  if (!dryRun) {
    state.digest = DIGEST_VERSION;
    // Evidence of the articles on disk (a person's deletion takes its evidence with it), by the id
    // each has now (reconcile points drafts at the ids people gave them).
    const onDisk = new Set(result.articles.map((a) => a.id));
    const evidence = Object.fromEntries(merged.drafts.filter((d) => d.evidence?.length && onDisk.has(d.id)).map((d) => [d.id, d.evidence]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    writeIfChanged(path.join(knowledgeDir, EVIDENCE_FILE), `${JSON.stringify(redactDeep(evidence, guard))}\n`);
    writeIfChanged(path.join(knowledgeDir, TOPICS_FILE), `${JSON.stringify(redactDeep(merged.topics, guard), null, 2)}\n`);
    writeIfChanged(path.join(knowledgeDir, RUNS_FILE), `${JSON.stringify(redactDeep(runsOf(merged.runs, result.renamed), guard), null, 2)}\n`);
    const index = writeIndex(knowledgeDir, guard(renderIndex(result.articles, digests.length, config, digests.map((d) => d.session.repo ?? d.session.project ?? ''))));
    if (index.kept) warn(index.kept);
    saveState(knowledgeDir, state);
  }
  mark('write');
  report.elapsedMs = Date.now() - started;
  return report;
}

/**
 * Values learnt in this run, looked for in every digest (this run's and earlier ones): a session
 * that says one bare is read again with it known, or, its files gone, filtered. Then the store is
 * saved, and only then are digests written: a run killed after the store still knows every value
 * its digests were cleaned of. Returns the earlier runs' digests changed, by cache file (this
 * run's are changed in `sessions.fresh`).
 */
async function spreadSecrets(knowledgeDir: string, sessions: DigestedSessions, cached: Digest[], store: SecretStore, diagnostics: Diagnostic[], dryRun: boolean): Promise<Map<string, Digest>> {
  const rewritten = await propagateSecrets({
    fresh: sessions.fresh,
    cached,
    learnt: sessions.learnt,
    store,
    ctx: sessions.ctx,
    taskFor: (digest) => sessions.tasks.get(digest.session.id),
    cacheFileOf: (id) => cacheFileOf(knowledgeDir, id),
    diagnostics,
  });
  rememberSecrets(store, sessions.learnt);
  if (!dryRun) {
    saveSecretStore(knowledgeDir, store);
    for (const [file, digest] of sessions.fresh) writeFileAtomic(file, `${JSON.stringify(digest)}\n`);
    for (const [file, digest] of rewritten) if (!sessions.fresh.has(file)) writeFileAtomic(file, `${JSON.stringify(digest)}\n`);
  }
  return rewritten;
}

/** Run summaries in time order, pointing at the ids articles have now (people may rename them). */
function runsOf(runs: Run[], renamed: Map<string, string>): Run[] {
  const to = (id: string) => renamed.get(id) ?? id;
  return runs
    .map((r) => (renamed.size ? { ...r, articles: r.articles.map(to), decisions: r.decisions.map(to) } : r))
    .sort((a, b) => a.started.localeCompare(b.started) || a.session.localeCompare(b.session));
}
