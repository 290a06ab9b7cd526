// GitClaw keeps `state/issues/<N>.json` = `{issueNumber, sessionPath, updatedAt}` beside
// `state/sessions/`: which session file holds the conversation of GitHub issue N. Several issues
// can map to one session file (a later issue re-using an earlier session).
//
// Choice: the map lists a session's issues earliest-mapped first (by `updatedAt`, then by number),
// so the session's `issue` is the issue that first mapped to it, and `issues` keeps them all.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../schema/session.ts';
import { obj, str } from './readers/json.ts';

/** Session file basename → issue numbers, earliest-mapped first. */
export type IssueMaps = Map<string, number[]>;

interface Mapping {
  issue: number;
  updatedAt: string;
}

async function readMapping(file: string, diagnostics: Diagnostic[]): Promise<{ session: string; dir: string; mapping: Mapping } | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    diagnostics.push({ file, level: 'warning', message: `issue map is not readable JSON (${err instanceof Error ? err.message : String(err)}); ignored` });
    return undefined;
  }
  const o = obj(value);
  const issue = o?.issueNumber;
  const sessionPath = str(o?.sessionPath);
  if (typeof issue !== 'number' || !Number.isInteger(issue) || issue <= 0 || !sessionPath) {
    diagnostics.push({ file, level: 'warning', message: 'issue map lacks a positive integer "issueNumber" or a "sessionPath"; ignored' });
    return undefined;
  }
  // (An integer a double holds only roughly, 1e308, is no issue number: it would be written as
  // 1e+308 and read back as a float, and no schema downstream could accept it.)
  if (!Number.isSafeInteger(issue)) {
    diagnostics.push({ file, level: 'warning', message: `issue number ${issue} is out of range (at most ${Number.MAX_SAFE_INTEGER}); ignored` });
    return undefined;
  }
  // sessionPath is relative to the repository that ran GitClaw: its file name finds the session
  // here, its folder says where in that repository the agent keeps its sessions.
  const repoPath = sessionPath.replace(/\\/g, '/');
  return { session: basename(repoPath), dir: dirname(repoPath).replace(/^\.\//, ''), mapping: { issue, updatedAt: str(o?.updatedAt) ?? '' } };
}

/**
 * `sessionDirs`, when given, collects the folders of the repository the maps keep sessions in
 * (".GITCLAW/state/sessions"): where the agent's memory lives, which advice to ignore or delete
 * it must be warned against (`merge/memory-paths.ts`).
 */
export async function loadIssueMaps(sessionFiles: string[], diagnostics: Diagnostic[], sessionDirs?: Set<string>): Promise<IssueMaps> {
  const issueDirs = new Set<string>();
  for (const file of sessionFiles) {
    const dir = dirname(file);
    if (basename(dir) === 'sessions') issueDirs.add(join(dirname(dir), 'issues'));
  }
  const found = new Map<string, Mapping[]>();
  for (const dir of [...issueDirs].sort()) {
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue; // no issues folder: not a GitClaw layout
    }
    for (const name of names) {
      const entry = await readMapping(join(dir, name), diagnostics);
      if (!entry) continue;
      // (Only a path inside the repository: an absolute or home path says nothing of it.)
      if (entry.dir && entry.dir !== '.' && !/^[/~]|^[A-Za-z]:|(?:^|\/)\.\.(?:\/|$)/.test(entry.dir)) sessionDirs?.add(entry.dir);
      const list = found.get(entry.session) ?? [];
      if (!list.some((m) => m.issue === entry.mapping.issue)) list.push(entry.mapping);
      found.set(entry.session, list);
    }
  }
  const maps: IssueMaps = new Map();
  for (const session of [...found.keys()].sort()) {
    const list = found.get(session) ?? [];
    list.sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : a.issue - b.issue));
    maps.set(session, list.map((m) => m.issue));
  }
  return maps;
}
