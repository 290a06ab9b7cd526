// The sources half of `lore curate`: find the session files, tell new or changed ones by content
// hash, digest them (on all cores), and keep each session once. Files that hold one session (a
// sync tool's conflict copy, a copy, a transcript continued elsewhere) are read together, merged by
// turn: when they diverged, each holds turns the others lack, and dropping one would lose them.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoreConfig } from '../config/schema.ts';
import type { Diagnostic } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import { discoverSessionFiles, hashFile, isConflictCopy, loadIssueMaps } from '../sources/index.ts';
import type { CurationState } from '../store/state.ts';
import { writeFileAtomic } from '../lib/fs-atomic.ts';
import { digestAll } from './digest-pool.ts';
import { AGENT_PREFIX, AGENTS, expandAgentSources } from '../sources/locate.ts';
import type { DigestOutcome, DigestTask } from './digest-file.ts';
import { cacheFileOf } from './session-cache.ts';

export interface DigestSessionsOptions {
  rescan: boolean;
  dryRun: boolean;
  /** Read nothing unless at least this many files are new or changed. */
  waitFor?: number;
  onProgress?: (done: number, total: number, file: string) => void;
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
  /** Digests made in this run, by cache file. */
  fresh: Map<string, Digest>;
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
  const out: DigestedSessions = { files: discovered.files.length, read: 0, unchanged: 0, bytesRead: 0, skipped: {}, duplicates: 0, merged: 0, withheld: [], unreadable: 0, secretsRedacted: 0, fresh: new Map(), sessionDirs: new Set() };
  for (const s of discovered.skipped) out.skipped[s.reason] = (out.skipped[s.reason] ?? 0) + 1;

  // GitClaw issue maps give a session its issue: part of what the session is, so part of its hash.
  const issueMaps = await loadIssueMaps(discovered.files, diagnostics, out.sessionDirs);
  const issuesOf = (file: string) => issueMaps.get(path.basename(file)) ?? [];
  // Which files are new or changed: by content hash, never by date or name. (A session merged from
  // several files keeps their hashes, separated by spaces.)
  const knownHashes = new Map<string, string>();
  for (const [id, s] of Object.entries(state.sessions)) for (const h of s.hash.split(' ')) knownHashes.set(h, id);
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
    const knownId = knownHashes.get(hashed.hash);
    if (!options.rescan && knownId && (state.sessions[knownId].withheld || existsSync(cacheFileOf(knowledgeDir, knownId)))) {
      out.unchanged++;
      unchangedOf.set(knownId, [...(unchangedOf.get(knownId) ?? []), { file, ...hashed }]);
      continue;
    }
    toRead.push({ file, ...hashed });
  }
  options.checkSources?.(hashes.some((h) => h !== undefined && knownHashes.has(h.hash)), toRead.length);
  if (options.waitFor !== undefined && toRead.length < options.waitFor) {
    out.pending = toRead.length;
    return out;
  }

  const ctx = { root: config.root, rules: config.privacy.rules, fallback: config.privacy.default, redact: config.privacy.redact };
  const outcomes = new Array<DigestOutcome>(toRead.length);
  await digestAll(toRead.map((t) => ({ ...t, issues: issuesOf(t.file) })), ctx, (i, { outcome, diagnostics: found }) => {
    options.onProgress?.(i + 1, toRead.length, toRead[i].file);
    diagnostics.push(...found.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
    out.bytesRead += toRead[i].bytes;
    if (outcome.kind === 'unreadable') out.unreadable++;
    outcomes[i] = outcome;
  });
  options.onProgress?.(toRead.length, toRead.length, '');

  const keep = (outcome: DigestOutcome, from: { file: string; hash: string }): void => {
    if (outcome.kind === 'unreadable') return;
    out.read++;
    const cache = cacheFileOf(knowledgeDir, outcome.sessionId);
    if (outcome.kind === 'withheld') {
      out.withheld.push(outcome.line);
      state.sessions[outcome.sessionId] = { file: path.basename(from.file), hash: from.hash, withheld: true };
      if (!options.dryRun) rmSync(cache, { force: true });
      return;
    }
    out.secretsRedacted += outcome.secrets;
    if (!options.dryRun) writeFileAtomic(cache, `${JSON.stringify(outcome.digest)}\n`);
    out.fresh.set(cache, outcome.digest);
    state.sessions[outcome.sessionId] = { file: path.basename(from.file), hash: from.hash };
  };

  // Each session once: alone, or with every other file that holds it (read again together).
  const filesOf = new Map<string, number[]>();
  outcomes.forEach((o, i) => {
    if (o.kind !== 'unreadable') filesOf.set(o.sessionId, [...(filesOf.get(o.sessionId) ?? []), i]);
  });
  const together: DigestTask[] = [];
  for (const [id, indexes] of filesOf) {
    const members = [...indexes.map((i) => toRead[i]), ...(unchangedOf.get(id) ?? [])];
    if (members.length === 1) {
      keep(outcomes[indexes[0]], toRead[indexes[0]]);
      continue;
    }
    const primary = primaryOf(members);
    const copies = members.filter((m) => m !== primary);
    const unchangedHere = unchangedOf.get(id)?.length ?? 0;
    out.unchanged -= unchangedHere;
    out.merged += copies.length;
    for (const m of unchangedOf.get(id) ?? []) out.bytesRead += m.bytes;
    together.push({
      file: primary.file,
      copies: copies.map((c) => c.file).sort(),
      hash: members.map((m) => m.hash).sort().join(' '),
      bytes: members.reduce((n, m) => n + m.bytes, 0),
      issues: [...new Set(members.flatMap((m) => issuesOf(m.file)))],
    });
  }
  await digestAll(together, ctx, (i, { outcome, diagnostics: found }) => {
    diagnostics.push(...found.map((d) => ({ ...d, file: relativeToRoot(config.root, d.file) })));
    if (outcome.kind === 'unreadable') out.unreadable++;
    else keep(outcome, together[i]);
  });
  return out;
}
