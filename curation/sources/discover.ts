// Turns the config's `sessions` patterns (files, directories, globs) into the session files to
// read: sorted, de-duplicated absolute paths. Leftovers of editors and downloads (swap and backup
// files, partial downloads) are skipped with a reason. A sync tool's conflict copy is read: it may
// hold turns the session lacks, and the pipeline merges it with the session it copies.
// Symbolic links are followed, to files and to folders; a folder reached twice (a loop, or a
// second path to it) is walked once, and every link not followed is said once.
import * as fsp from 'node:fs/promises';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Diagnostic } from '../schema/session.ts';

export type SkipReason = 'temporary' | 'not-a-session' | 'missing';

export interface DiscoveredFiles {
  files: string[];
  skipped: { file: string; reason: SkipReason }[];
  diagnostics: Diagnostic[];
}

const GLOB_CHARS = /[*?[\]{}]/;
/** Folders never walked into: dependency trees and VCS internals hold no sessions of ours. */
const NEVER_WALK = new Set(['node_modules', '.git']);

// Syncthing: `x.sync-conflict-20260101-120000-ABCDEFG.jsonl`; Dropbox: `x (… conflicted copy …).jsonl`.
const CONFLICT_COPY = /\.sync-conflict-[^.]*|\s*\([^()]*conflicted copy[^()]*\)/gi;

/** True for a sync tool's conflict copy of a file. */
export function isConflictCopy(name: string): boolean {
  return name.search(CONFLICT_COPY) >= 0;
}

/** The name of the file a conflict copy copies (`x.sync-conflict-….jsonl` → `x.jsonl`). */
export function originalName(name: string): string {
  return name.replace(CONFLICT_COPY, '');
}

/** Why a file of this name is not read, or undefined when it may be a session. */
export function skipReasonOf(name: string): 'temporary' | undefined {
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

  const said = new Set<string>();
  const warn = (file: string, message: string) => {
    if (said.has(`${file}\n${message}`)) return;
    said.add(`${file}\n${message}`);
    diagnostics.push({ file, level: 'warning', message });
  };
  const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

  /** What a symbolic link leads to, or undefined (said once) when it leads nowhere. */
  const follow = async (link: string): Promise<'file' | 'folder' | undefined> => {
    try {
      const target = await stat(link);
      return target.isDirectory() ? 'folder' : target.isFile() ? 'file' : undefined;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const to = await readlink(link).catch(() => '?');
      if (code === 'ENOENT') warn(link, `dangling symbolic link (its target ${to} does not exist); skipped`);
      else if (code === 'ELOOP') warn(link, `symbolic link loop (${to} leads back to itself); skipped`);
      else warn(link, `cannot follow the symbolic link to ${to}: ${errorText(err)}; skipped`);
      return undefined;
    }
  };

  /** `walked`: real paths of the folders this pattern already walked, so a loop ends at once. */
  const walk = async (dir: string, walked: Set<string>, viaLink = false): Promise<number> => {
    const real = await realpath(dir).catch(() => dir);
    if (walked.has(real)) {
      if (viaLink) warn(dir, `symbolic link to a folder already read (${real}): a loop or a second path to it; not followed again`);
      return 0;
    }
    walked.add(real);
    if (viaLink) warn(dir, `symbolic link to the folder ${real}: followed, its sessions are read too`);
    let found = 0;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      warn(dir, `cannot list the folder: ${errorText(err)}`);
      return 0;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (NEVER_WALK.has(entry.name)) continue;
      const kind = entry.isSymbolicLink() ? await follow(path) : entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : undefined;
      if (kind === 'folder') found += await walk(path, walked, entry.isSymbolicLink());
      else if (kind === 'file' && consider(path, false)) found++;
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
      if ((await walk(path, new Set())) === 0 && !fromGlob) diagnostics.push({ file: path, level: 'warning', message: `no session files (*.jsonl) under "${pattern}"` });
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
