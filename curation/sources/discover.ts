// Turns the config's `sessions` patterns (files, directories, globs) into the session files to
// read: sorted, de-duplicated absolute paths. Copies that sync tools and editors leave beside a
// session (conflict copies, swap and backup files, partial downloads) are skipped with a reason,
// never read twice as if they were sessions of their own.
import * as fsp from 'node:fs/promises';
import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Diagnostic } from '../schema/session.ts';

export type SkipReason = 'sync-conflict' | 'temporary' | 'not-a-session' | 'missing';

export interface DiscoveredFiles {
  files: string[];
  skipped: { file: string; reason: SkipReason }[];
  diagnostics: Diagnostic[];
}

const GLOB_CHARS = /[*?[\]{}]/;
/** Folders never walked into: dependency trees and VCS internals hold no sessions of ours. */
const NEVER_WALK = new Set(['node_modules', '.git']);

/** Why a file of this name is not read, or undefined when it may be a session. */
export function skipReasonOf(name: string): 'sync-conflict' | 'temporary' | undefined {
  // Syncthing: `x.sync-conflict-20260101-120000-ABCDEFG.jsonl`; Dropbox: `x (… conflicted copy …).jsonl`.
  if (/\.sync-conflict-/.test(name) || /\(.*conflicted copy.*\)/i.test(name)) return 'sync-conflict';
  if (
    name.endsWith('~') || // backup files (Emacs, many editors)
    /\.sw[a-p]$/.test(name) || // Vim swap files
    name.startsWith('.#') || // Emacs lock files
    /^#.*#$/.test(name) || // Emacs auto-save files
    /\.(?:tmp|temp|part|partial|crdownload|download)$/i.test(name)
  ) {
    return 'temporary';
  }
  return undefined;
}

function isSessionName(name: string): boolean {
  return /\.jsonl$/i.test(name);
}

/** `~/x` is in the home directory, as in a shell: agents keep their sessions there. */
export function expandHome(pattern: string): string {
  return pattern === '~' || /^~[/\\]/.test(pattern) ? join(homedir(), pattern.slice(1)) : pattern;
}

/** Node's fs glob (22+), else tinyglobby's: the package runs on Node 20 too. */
async function globPaths(pattern: string, cwd: string): Promise<string[]> {
  const out: string[] = [];
  if (typeof fsp.glob === 'function') {
    for await (const match of fsp.glob(pattern, { cwd })) out.push(match);
    return out;
  }
  const { glob } = await import('tinyglobby');
  return glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
}

export async function discoverSessionFiles(patterns: string[], root: string): Promise<DiscoveredFiles> {
  const files = new Set<string>();
  const skipped = new Map<string, SkipReason>();
  const diagnostics: Diagnostic[] = [];

  /** `explicit`: named by a pattern rather than met while walking a folder. */
  const consider = (file: string, explicit: boolean): boolean => {
    const name = basename(file);
    const reason = skipReasonOf(name);
    if (reason) {
      if (explicit || name.toLowerCase().includes('.jsonl')) skipped.set(file, reason);
      return false;
    }
    if (isSessionName(name)) {
      files.add(file);
      return true;
    }
    if (explicit) skipped.set(file, 'not-a-session');
    return false;
  };

  const walk = async (dir: string): Promise<number> => {
    let found = 0;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      diagnostics.push({ file: dir, level: 'warning', message: `cannot list the folder: ${err instanceof Error ? err.message : String(err)}` });
      return 0;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NEVER_WALK.has(entry.name)) found += await walk(path);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        // Symbolic links are followed to files only: a linked folder could loop.
        if (entry.isSymbolicLink()) {
          const target = await stat(path).catch(() => undefined);
          if (!target?.isFile()) continue;
        }
        if (consider(path, false)) found++;
      }
    }
    return found;
  };

  const visit = async (path: string, pattern: string, fromGlob: boolean): Promise<void> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) {
      skipped.set(path, 'missing');
      diagnostics.push({ file: path, level: 'warning', message: `session path "${pattern}" does not exist` });
    } else if (info.isDirectory()) {
      // A glob such as `state/**` also matches folders without sessions: only a named folder must hold some.
      if ((await walk(path)) === 0 && !fromGlob) diagnostics.push({ file: path, level: 'warning', message: `no session files (*.jsonl) under "${pattern}"` });
    } else {
      consider(path, true);
    }
  };

  for (const pattern of patterns) {
    const expanded = expandHome(pattern);
    if (!GLOB_CHARS.test(expanded)) {
      await visit(resolve(root, expanded), pattern, false);
      continue;
    }
    const matches: string[] = [];
    try {
      for (const match of await globPaths(expanded, root)) matches.push(resolve(root, match));
    } catch (err) {
      diagnostics.push({ file: pattern, level: 'warning', message: `invalid session pattern: ${err instanceof Error ? err.message : String(err)}` });
      continue;
    }
    if (matches.length === 0) {
      diagnostics.push({ file: resolve(root, pattern), level: 'warning', message: `session pattern "${pattern}" matched nothing` });
      continue;
    }
    for (const match of matches.sort()) await visit(match, pattern, true);
  }

  for (const file of files) skipped.delete(file);
  return {
    files: [...files].sort(),
    skipped: [...skipped].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, reason]) => ({ file, reason })),
    diagnostics,
  };
}
