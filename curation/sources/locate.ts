// Where the agents keep the sessions of one repository. `lore init` uses it to write a config, and
// a config's `agent:<name>` sessions entry is expanded by it at every curation, so sessions started
// after `init` are found too. Each agent is asked the way it files sessions:
//   Claude Code  ~/.claude/projects/<working directory, every non-alphanumeric character "-">/
//   Codex CLI    ~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl, its first record naming the cwd
//   Copilot CLI  ~/.copilot/session-state/<id>/ with workspace.yaml (cwd, git_root) and events.jsonl
//   OpenCode     ~/.local/share/opencode/opencode.db, the sessions of every project (each row names its
//                directory); before it, storage/session/<project id>/ses_*.json naming its directory
// A session belongs to the repository when its working directory is the repository or inside it.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countOpenCodeSessions, nodeSqlite } from './read-sqlite.ts';
import { isOpenCodeDatabaseName } from './readers/opencode.ts';

export const AGENTS = ['claude-code', 'codex', 'copilot', 'opencode'] as const;
export type Agent = (typeof AGENTS)[number];
export const AGENT_PREFIX = 'agent:';

export interface AgentHomes {
  claude: string;
  codex: string;
  copilot: string;
  /** OpenCode's data folder; no OpenCode when absent. */
  opencode?: string;
}

/** The agents' data folders, where their own environment variables move them. */
export function agentHomes(env: NodeJS.ProcessEnv = process.env, home = os.homedir()): AgentHomes {
  return {
    claude: env.CLAUDE_CONFIG_DIR || path.join(home, '.claude'),
    codex: env.CODEX_HOME || path.join(home, '.codex'),
    copilot: env.COPILOT_HOME || path.join(home, '.copilot'),
    // (OpenCode follows the XDG base directories on every platform, Windows and macOS too.)
    opencode: path.join(env.XDG_DATA_HOME || path.join(home, '.local', 'share'), 'opencode'),
  };
}

export interface Located {
  agent: Agent;
  /** Session files, or folders of them (a Claude Code project, a Copilot session). */
  paths: string[];
  /** Session files found. */
  sessions: number;
  /** Of `paths`, those this Node cannot read (OpenCode's SQLite database before Node 22.13). */
  unread?: string[];
}

/** Claude Code's folder name for a working directory. */
export function claudeProjectName(dir: string): string {
  return dir.replace(/[^A-Za-z0-9]/g, '-');
}

function normalise(p: string): string {
  const resolved = path.resolve(p);
  return process.platform === 'win32' || /^[A-Za-z]:\\/.test(p) ? resolved.toLowerCase() : resolved;
}

/** `dir` is `root` or inside it. */
export function isInside(root: string, dir: string | undefined): boolean {
  if (!dir) return false;
  const r = normalise(root);
  const d = normalise(dir);
  return d === r || d.startsWith(r.endsWith(path.sep) ? r : r + path.sep);
}

function list(dir: string): import('node:fs').Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** The first line of a file, read a block at a time (Codex's first record carries its whole
 *  system prompt, tens of kilobytes), at most `max` bytes. */
export function firstLine(file: string, max = 1 << 20): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const chunks: Buffer[] = [];
    let total = 0;
    const block = Buffer.alloc(64 * 1024);
    while (total < max) {
      const n = readSync(fd, block, 0, block.length, total);
      if (n <= 0) break;
      const nl = block.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        chunks.push(Buffer.from(block.subarray(0, nl)));
        break;
      }
      chunks.push(Buffer.from(block.subarray(0, n)));
      total += n;
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(line);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The working directory the first records of a Claude Code session name. */
function claudeCwd(file: string): string | undefined {
  const text = (() => {
    try {
      const fd = openSync(file, 'r');
      try {
        const buf = Buffer.alloc(256 * 1024);
        return buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
      } finally {
        closeSync(fd);
      }
    } catch {
      return '';
    }
  })();
  for (const line of text.split('\n')) {
    const cwd = parseJson(line)?.cwd;
    if (typeof cwd === 'string') return cwd;
  }
  return undefined;
}

function jsonlIn(dir: string): string[] {
  return list(dir)
    .filter((e) => e.isFile() && e.name.endsWith('.jsonl'))
    .map((e) => path.join(dir, e.name));
}

export function locateClaudeCode(root: string, homes: AgentHomes): Located {
  const projects = path.join(homes.claude, 'projects');
  const own = claudeProjectName(root);
  const paths: string[] = [];
  let sessions = 0;
  for (const entry of list(projects)) {
    if (!entry.isDirectory()) continue;
    // A folder for a subdirectory of the repository starts with the repository's name and a "-";
    // so does one for a sibling ("app-old" beside "app"): the sessions' own cwd tells them apart.
    const exact = entry.name === own || entry.name.toLowerCase() === own.toLowerCase();
    if (!exact && !entry.name.toLowerCase().startsWith(`${own.toLowerCase()}-`)) continue;
    const dir = path.join(projects, entry.name);
    const files = jsonlIn(dir);
    if (!files.length) continue;
    if (!exact && !files.some((f) => isInside(root, claudeCwd(f)))) continue;
    paths.push(dir);
    sessions += files.length;
  }
  return { agent: 'claude-code', paths, sessions };
}

function walkFiles(dir: string, accept: (name: string) => boolean, out: string[] = [], depth = 0): string[] {
  if (depth > 6) return out;
  for (const entry of list(dir)) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(p, accept, out, depth + 1);
    else if (entry.isFile() && accept(entry.name)) out.push(p);
  }
  return out;
}

export function locateCodex(root: string, homes: AgentHomes): Located {
  const paths: string[] = [];
  for (const base of ['sessions', 'archived_sessions']) {
    for (const file of walkFiles(path.join(homes.codex, base), (n) => n.endsWith('.jsonl'))) {
      const meta = parseJson(firstLine(file));
      const payload = meta?.payload as Record<string, unknown> | undefined;
      if (meta?.type === 'session_meta' && typeof payload?.cwd === 'string' && isInside(root, payload.cwd)) paths.push(file);
    }
  }
  paths.sort();
  return { agent: 'codex', paths, sessions: paths.length };
}

/** `cwd` and `git_root` of a Copilot session: workspace.yaml, else the session.start record. */
function copilotPlaces(dir: string): string[] {
  const places: string[] = [];
  try {
    const yaml = readFileSync(path.join(dir, 'workspace.yaml'), 'utf8');
    for (const key of ['cwd', 'git_root']) {
      const m = new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(yaml);
      if (m) places.push(m[1].replace(/^(['"])(.*)\1$/, '$2'));
    }
  } catch {
    // Older sessions have no workspace.yaml.
  }
  if (!places.length) places.push(...copilotStartPlaces(path.join(dir, 'events.jsonl')));
  return places;
}

function copilotStartPlaces(file: string): string[] {
  const start = parseJson(firstLine(file));
  const context = (start?.data as Record<string, unknown> | undefined)?.context as Record<string, unknown> | undefined;
  return [context?.cwd, context?.gitRoot].filter((p): p is string => typeof p === 'string');
}

export function locateCopilot(root: string, homes: AgentHomes): Located {
  const state = path.join(homes.copilot, 'session-state');
  const paths: string[] = [];
  let sessions = 0;
  for (const entry of list(state)) {
    const p = path.join(state, entry.name);
    if (entry.isDirectory()) {
      if (!existsSync(path.join(p, 'events.jsonl'))) continue;
      const [cwd, gitRoot] = copilotPlaces(p);
      if (isInside(root, cwd) || (gitRoot && normalise(gitRoot) === normalise(root))) {
        paths.push(p);
        sessions++;
      }
    } else if (entry.isFile() && entry.name.endsWith('.jsonl')) {
      // Versions before session folders kept one file per session.
      const [cwd, gitRoot] = copilotStartPlaces(p);
      if (isInside(root, cwd) || (gitRoot && normalise(gitRoot) === normalise(root))) {
        paths.push(p);
        sessions++;
      }
    }
  }
  paths.sort();
  return { agent: 'copilot', paths, sessions };
}

/** OpenCode's sessions run in the repository: its JSON session files, and its databases that hold
 * some (every project's sessions are in one); on a Node without SQLite, the databases are `unread`. */
export function locateOpenCode(root: string, homes: AgentHomes, canReadSqlite = nodeSqlite() !== undefined): Located {
  const paths: string[] = [];
  if (!homes.opencode) return { agent: 'opencode', paths, sessions: 0 };
  const sessions = path.join(homes.opencode, 'storage', 'session');
  for (const project of list(sessions)) {
    if (!project.isDirectory()) continue;
    for (const entry of list(path.join(sessions, project.name))) {
      if (!entry.isFile() || !/^ses_.*\.json$/.test(entry.name)) continue;
      const file = path.join(sessions, project.name, entry.name);
      const session = (() => {
        try {
          return parseJson(readFileSync(file, 'utf8'));
        } catch {
          return undefined;
        }
      })();
      if (typeof session?.directory === 'string' && isInside(root, session.directory)) paths.push(file);
    }
  }
  paths.sort();
  let count = paths.length;
  const unread: string[] = [];
  for (const entry of list(homes.opencode)) {
    if (!entry.isFile() || !isOpenCodeDatabaseName(entry.name)) continue;
    const db = path.join(homes.opencode, entry.name);
    if (!canReadSqlite) {
      // (Taken all the same: curating it then says, each time, why it is skipped.)
      unread.push(db);
      paths.push(db);
      continue;
    }
    // (Its sessions of the repository are read; one it cannot open is named when curated.)
    const inRoot = countOpenCodeSessions(db, (dir) => isInside(root, dir));
    if (inRoot === 0) continue;
    paths.push(db);
    count += inRoot ?? 0;
  }
  return { agent: 'opencode', paths, sessions: count, ...(unread.length ? { unread } : {}) };
}

export function locateAgent(agent: Agent, root: string, homes = agentHomes()): Located {
  if (agent === 'claude-code') return locateClaudeCode(root, homes);
  if (agent === 'codex') return locateCodex(root, homes);
  if (agent === 'opencode') return locateOpenCode(root, homes);
  return locateCopilot(root, homes);
}

/** Session patterns with every `agent:<name>` entry replaced by what that agent keeps for `root`. */
export function expandAgentSources(patterns: string[], root: string, homes = agentHomes()): { patterns: string[]; unknown: string[] } {
  const out: string[] = [];
  const unknown: string[] = [];
  for (const pattern of patterns) {
    if (!pattern.startsWith(AGENT_PREFIX)) {
      out.push(pattern);
      continue;
    }
    const agent = pattern.slice(AGENT_PREFIX.length) as Agent;
    if (!AGENTS.includes(agent)) {
      unknown.push(pattern);
      continue;
    }
    out.push(...locateAgent(agent, root, homes).paths);
  }
  return { patterns: out, unknown };
}

// ---------------------------------------------------------------- sessions kept in the tree

export interface InTree {
  /** What kind: pi/GitClaw JSONL sessions, Aider's history, SpecStory's folder, other JSONL sessions. */
  kind: 'pi' | 'aider' | 'specstory' | 'jsonl';
  /** Relative to the repository, with forward slashes. */
  path: string;
  sessions: number;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'out', 'target', 'vendor', '.venv', 'venv', '__pycache__', '.next', '.astro', '.cache']);

/**
 * Sessions committed in the repository: folders of JSONL sessions (pi and GitClaw keep
 * `.GITCLAW/state/sessions/`), Aider's `.aider.chat.history.md` (one per folder aider ran in) and
 * SpecStory's `.specstory/history/`. `exclude` (the knowledge directory) is not looked in.
 */
export function locateInTree(root: string, exclude: string[] = [], maxDepth = 6): InTree[] {
  const found: InTree[] = [];
  const excluded = new Set(exclude.map((p) => normalise(p)));
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/') || '.';
  const visit = (dir: string, depth: number) => {
    if (depth > maxDepth || excluded.has(normalise(dir))) return;
    const entries = list(dir);
    let sessions = 0;
    let format: InTree['kind'] = 'jsonl';
    for (const entry of entries) {
      const p = path.join(dir, entry.name);
      if (entry.isFile() && entry.name === '.aider.chat.history.md') {
        const count = (readFileSync(p, 'utf8').match(/^# aider chat started at /gm) ?? []).length;
        found.push({ kind: 'aider', path: rel(p), sessions: Math.max(1, count) });
      } else if (entry.isFile() && entry.name.endsWith('.jsonl')) {
        const first = parseJson(firstLine(p, 256 * 1024));
        const type = typeof first?.type === 'string' ? first.type : '';
        if (type === 'session' && typeof first?.id === 'string') format = 'pi';
        if (type === 'session' || type === 'session_meta' || type === 'session.start' || typeof first?.sessionId === 'string') sessions++;
      }
    }
    if (sessions) found.push({ kind: format, path: rel(dir), sessions });
    for (const entry of entries) {
      if (!entry.isDirectory() || SKIP_DIRS.has(entry.name)) continue;
      const p = path.join(dir, entry.name);
      if (entry.name === '.specstory') {
        const history = path.join(p, 'history');
        const md = list(history).filter((e) => e.isFile() && e.name.endsWith('.md')).length;
        if (md) found.push({ kind: 'specstory', path: rel(history), sessions: md });
        continue;
      }
      visit(p, depth + 1);
    }
  };
  if (existsSync(root) && statSync(root).isDirectory()) visit(root, 0);
  return found;
}
