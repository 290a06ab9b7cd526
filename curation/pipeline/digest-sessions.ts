// The sources half of `lore curate`: find the session files, tell new or changed ones by content
// hash, digest them (on all cores), and keep each session once. Files that hold one session (a
// sync tool's conflict copy, a copy, a transcript continued elsewhere) are read together, merged by
// turn: when they diverged, each holds turns the others lack, and dropping one would lose them.
// Nothing is written to the digest cache here: the caller first spreads the secrets this run
// learnt to every digest (propagate.ts) and saves the secret store, then writes the digests.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import type { Diagnostic } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import { discoverSessionFiles, hashFile, isConflictCopy, loadIssueMaps } from '../sources/index.ts';
import type { CurationState } from '../store/state.ts';
import { digestAll } from './digest-pool.ts';
import { AGENT_PREFIX, AGENTS, expandAgentSources } from '../sources/locate.ts';
import type { DigestContext, DigestOutcome, DigestTask } from './digest-file.ts';
import { cacheFileOf } from './session-cache.ts';

export interface DigestSessionsOptions {
  rescan: boolean;
  dryRun: boolean;
  /** Read nothing unless at least this many files are new or changed. */
  waitFor?: number;
  onProgress?: (done: number, total: number, file: string) => void;
  /** Values known secret from earlier runs (the secret store): every session read is redacted of them. */
  known?: DigestContext['known'];
  /** Told, before anything is read, whether any known session was found and how many files are
   *  new: may throw to stop the run (curate's guard against mixing knowledge bases). */
  checkSources?: (anyKnownFound: boolean, newFiles: number) => void;
}

export interface DigestedSessions {
  files: number;
  read: number;
  unchanged: number;
  bytesRead: number;
  skipped: Record<string, number>;
  /** Files identical to another (same content). */
  duplicates: number;
  /** Files read merged into another file's session (same session id). */
  merged: number;
  withheld: string[];
  unreadable: number;
  secretsRedacted: number;
  /** Digests made in this run, by cache file (not yet written: see the file's head). */
  fresh: Map<string, Digest>;
  /** Values this run's sessions showed to be secret: value → kind (in clear; memory only). */
  learnt: Map<string, string>;
  /** How to read each session again whose files are still there (this run's and unchanged ones), by session id. */
  tasks: Map<string, DigestTask>;
  /** What the sessions were digested with (propagation digests again with the same). */
  ctx: DigestContext;
  /** Folders of the repository the agent keeps its sessions in (GitClaw's issue maps). */
  sessionDirs: Set<string>;
  /** Set when `waitFor` was not reached: nothing was read. */
  pending?: number;
}

interface FileInfo {
  file: string;
  hash: string;
  bytes: number;
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

function relativeToRoot(root: string, file: string): string {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

/** The file a merged session is named after: not a conflict copy if one is not, else the largest. */
function primaryOf(files: FileInfo[]): FileInfo {
  return [...files].sort((a, b) => Number(isConflictCopy(path.basename(a.file))) - Number(isConflictCopy(path.basename(b.file))) || b.bytes - a.bytes || (a.file < b.file ? -1 : 1))[0];
}

export async function digestSessions(config: LoreConfig, state: CurationState, options: DigestSessionsOptions, diagnostics: Diagnostic[]): Promise<DigestedSessions> {
  const knowledgeDir = config.knowledgeDir;
  // `agent:claude-code` and the like: the sessions that agent keeps for this repository, now.
  const agentSources = expandAgentSources(config.sessions, config.root);
  for (const u of agentSources.unknown) diagnostics.push({ file: u, message: `unknown sessions entry: the agents are ${AGENTS.map((a) => `${AGENT_PREFIX}${a}`).join(', ')}`, level: 'warning' });
  const discovered = await discoverSessionFiles(agentSources.patterns, config.root);
  diagnostics.push(...discovered.diagnostics);
  const ctx: DigestContext = { root: config.root, rules: config.privacy.rules, fallback: config.privacy.default, redact: config.privacy.redact, ...(options.known ? { known: options.known } : {}) };
  const out: DigestedSessions = {
    files: discovered.files.length,
    read: 0,
    unchanged: 0,
    bytesRead: 0,
    skipped: {},
    duplicates: 0,
    merged: 0,
    withheld: [],
    unreadable: 0,
    secretsRedacted: 0,
    fresh: new Map(),
    learnt: new Map(),
    tasks: new Map(),
    ctx,
    sessionDirs: new Set(),
  };
  for (const s of discovered.skipped) out.skipped[s.reason] = (out.skipped[s.reason] ?? 0) + 1;

  // GitClaw issue maps give a session its issue: part of what the session is, so part of its hash.
  const issueMaps = await loadIssueMaps(discovered.files, diagnostics, out.sessionDirs);
  const issuesOf = (file: string) => issueMaps.get(path.basename(file)) ?? [];
  // Which files are new or changed: by content hash, never by date or name. (A session merged from
  // several files keeps their hashes, separated by spaces.)
  // (A file can hold several sessions, an Aider history one per run: all of them share its hash.)
  const knownHashes = new Map<string, string[]>();
  for (const [id, s] of Object.entries(state.sessions)) for (const h of s.hash.split(' ')) knownHashes.set(h, [...(knownHashes.get(h) ?? []), id]);
  // Hash several files at once (reads overlap), then judge them in file order.
  const hashes = await mapLimit(discovered.files, 8, async (file) => {
    try {
      const hashed = await hashFile(file);
      const issues = issuesOf(file);
      if (issues.length) hashed.hash = `${hashed.hash}+${issues.join(',')}`;
      return hashed;
    } catch (error) {
      diagnostics.push({ file, message: `cannot read: ${(error as Error).message}`, level: 'warning' });
      return undefined;
    }
  });
  const seenHashes = new Set<string>();
  const toRead: FileInfo[] = [];
  const unchangedOf = new Map<string, FileInfo[]>();
  for (const [i, file] of discovered.files.entries()) {
    const hashed = hashes[i];
    if (!hashed) continue;
    if (seenHashes.has(hashed.hash)) {
      out.duplicates++;
      continue;
    }
    seenHashes.add(hashed.hash);
    const knownIds = knownHashes.get(hashed.hash);
    if (!options.rescan && knownIds && knownIds.every((id) => state.sessions[id].withheld || existsSync(cacheFileOf(knowledgeDir, id)))) {
      out.unchanged++;
      for (const id of knownIds) unchangedOf.set(id, [...(unchangedOf.get(id) ?? []), { file, ...hashed }]);
      continue;
    }
    toRead.push({ file, ...hashed });
  }
  options.checkSources?.(hashes.some((h) => h !== undefined && knownHashes.has(h.hash)), toRead.length);
  if (options.waitFor !== undefined && toRead.length < options.waitFor) {
    out.pending = toRead.length;
    return out;
  }

  // One session's task: its file, or its files read together (named after the primary one).
  const taskOf = (members: FileInfo[]): DigestTask => {
    if (members.length === 1) return { ...members[0], issues: issuesOf(members[0].file) };
    const primary = primaryOf(members);
    return {
      file: primary.file,
      copies: members.filter((m) => m !== primary).map((c) => c.file).sort(),
      hash: members.map((m) => m.hash).sort().join(' '),
      bytes: members.reduce((n, m) => n + m.bytes, 0),
      issues: [...new Set(members.flatMap((m) => issuesOf(m.file)))],
    };
  };

  const outcomes = new Array<DigestOutcome[]>(toRead.length);
  await digestAll(toRead.map((t) => taskOf([t])), ctx, (i, { outcomes: found, diagnostics: said }) => {
    options.onProgress?.(i + 1, toRead.length, toRead[i].file);
    diagnostics.push(...said.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
    out.bytesRead += toRead[i].bytes;
    if (found.length === 0) out.unreadable++;
    outcomes[i] = found;
  });
  options.onProgress?.(toRead.length, toRead.length, '');

  const keep = (outcome: DigestOutcome, from: DigestTask): void => {
    out.read++;
    const cache = cacheFileOf(knowledgeDir, outcome.sessionId);
    if (outcome.kind === 'withheld') {
      out.withheld.push(outcome.line);
      state.sessions[outcome.sessionId] = { file: path.basename(from.file), hash: from.hash, withheld: true };
      if (!options.dryRun) rmSync(cache, { force: true });
      return;
    }
    out.secretsRedacted += outcome.secrets;
    for (const [value, kind] of outcome.learnt) if (!out.learnt.has(value)) out.learnt.set(value, kind);
    out.fresh.set(cache, outcome.digest);
    out.tasks.set(outcome.sessionId, from);
    state.sessions[outcome.sessionId] = { file: path.basename(from.file), hash: from.hash };
  };

  // Each session once: alone, or with every other file that holds it (read again together). Files
  // are read together once for all the sessions they share (two copies of an Aider history share many).
  const filesOf = new Map<string, { index: number; outcome: DigestOutcome }[]>();
  outcomes.forEach((found, index) => {
    for (const outcome of found) filesOf.set(outcome.sessionId, [...(filesOf.get(outcome.sessionId) ?? []), { index, outcome }]);
  });
  const groups = new Map<string, { task: DigestTask; ids: Set<string> }>();
  for (const [id, held] of filesOf) {
    const members = [...held.map((h) => toRead[h.index]), ...(unchangedOf.get(id) ?? [])];
    if (members.length === 1) {
      keep(held[0].outcome, taskOf(members));
      continue;
    }
    const task = taskOf(members);
    const key = [task.file, ...(task.copies ?? [])].join('\n');
    const group = groups.get(key);
    if (group) {
      group.ids.add(id);
      continue;
    }
    const unchangedHere = unchangedOf.get(id) ?? [];
    out.unchanged -= unchangedHere.length;
    out.merged += members.length - 1;
    for (const m of unchangedHere) out.bytesRead += m.bytes;
    groups.set(key, { ids: new Set([id]), task });
  }
  const together = [...groups.values()];
  await digestAll(
    together.map((g) => g.task),
    ctx,
    (i, { outcomes: found, diagnostics: said }) => {
      diagnostics.push(...said.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
      const mine = found.filter((o) => together[i].ids.has(o.sessionId));
      if (mine.length === 0) out.unreadable++;
      for (const outcome of mine) keep(outcome, together[i].task);
    },
  );
  // Sessions not read this run can be read again (propagation may need to) while every file their
  // digest was made from is still there; one that lost a copy keeps its digest, filtered instead.
  for (const [id, members] of unchangedOf) {
    if (out.tasks.has(id) || filesOf.has(id)) continue;
    const task = taskOf(members);
    if (task.hash === state.sessions[id]?.hash.split(' ').sort().join(' ')) out.tasks.set(id, task);
  }
  return out;
}
