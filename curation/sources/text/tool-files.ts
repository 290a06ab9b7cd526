// What a tool call touched, read from its arguments alone (of its output, only a result block is
// kept, `result-block.ts`): files read, files written, shell commands run. Tool names differ per agent; they are compared
// case-insensitively and MCP-style prefixes (`server__tool`, `server-tool`) are not guessed at.
import { CJK_CHAR } from '../../lib/text.ts';

export interface ToolEffects {
  filesRead: string[];
  filesWritten: string[];
  /** Of those written, the ones deleted (a patch's "Delete File", `rm`, `git rm`). */
  filesDeleted?: string[];
  commands: string[];
  /** A Markdown document the call wrote whole (`/init`'s instructions, a guide): what it says is
   * what the agent left for the next reader. Arguments only, like everything here. */
  document?: { file: string; text: string };
}

/** The start of a document kept: its overview and first sections, where a guide's facts are;
 * reading more costs more than it adds (a 30 KB guide took 10 ms to digest). */
export const MAX_DOCUMENT_CHARS = 8_000;
const DOCUMENT_FILE = /\.(?:md|mdx|markdown|rst|txt)$/i;
/** Less than this is a stub, not a document (a character of Chinese, Japanese or Korean counts
 * twice: 170 of them say as much as a paragraph of 300 Latin letters). */
const MIN_DOCUMENT = 200;

function documentSize(text: string): number {
  let n = 0;
  for (const ch of text.trim()) n += CJK_CHAR.test(ch) ? 2 : 1;
  return n;
}
const CONTENT_KEYS = ['content', 'file_text', 'contents', 'text', 'new_content'];

const READ_TOOLS = new Set(['read', 'read_file', 'view', 'view_file', 'notebookread', 'open_file', 'read_many_files']);
const WRITE_TOOLS = new Set([
  'write',
  'write_file',
  'edit',
  'edit_file',
  'multiedit',
  'notebookedit',
  'create',
  'create_file',
  'str_replace',
  'insert',
  'apply_patch',
  'replace',
]);
/** Editors that read or write depending on their `command` argument. */
const EDITOR_TOOLS = new Set(['str_replace_editor', 'str_replace_based_edit_tool']);
const SHELL_TOOLS = new Set([
  'bash',
  'shell',
  'exec_command',
  'local_shell',
  'local_shell_call',
  'powershell',
  'run_in_terminal',
  'run_shell_command',
  'execute_command',
  'terminal',
  'exec',
  'run_command',
  'shell_command',
]);
const PATH_KEYS = ['file_path', 'path', 'filePath', 'notebook_path', 'absolute_path', 'target_file', 'filename', 'file'];

/** Commands longer than this are cut: a heredoc can carry a whole file, and that is not a command. */
const MAX_COMMAND = 1000;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Paths named by a patch in the apply_patch format (`*** Update File: x`, Add, Delete, Move to). */
/** Files a patch deletes ("*** Delete File: path", and the old path of a "Move to"). */
export function patchDeletes(patch: string): string[] {
  const files: string[] = [];
  for (const m of patch.matchAll(/^\*\*\* Delete File: (.+)$|^\*\*\* Update File: (.+)\n\*\*\* Move to: /gm)) files.push((m[1] ?? m[2]).trim());
  return files;
}

/** Paths a shell command removes: `rm -f a b`, `git rm -r c` (globs and variables are not paths). */
export function removedPaths(command: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(/(?:^|&&|\|\||;|\n)\s*(?:git\s+)?rm\s+((?:-{1,2}[\w-]+\s+)*)([^;&|\n<>]+)/g)) {
    for (const word of m[2].trim().split(/\s+/)) if (word && !/[*?$`{}]/.test(word) && !word.startsWith('-')) out.push(word.replace(/^['"]|['"]$/g, ''));
  }
  return out;
}

export function patchFiles(patch: string): string[] {
  const files: string[] = [];
  const re = /^\*\*\* (?:Update File|Add File|Delete File|Move to): (.+)$/gm;
  for (let m = re.exec(patch); m; m = re.exec(patch)) files.push(m[1].trim());
  return files;
}

/** The first Markdown file a patch adds whole ("*** Add File: AGENTS.md" and its "+" lines), else
 * the lines a patch adds to one (what the agent wrote into a template or a plan). */
function patchDocument(patch: string): { path: string; text: string } | undefined {
  for (const m of patch.matchAll(/^\*\*\* Add File: (.+)\n((?:\+.*(?:\n|$))+)/gm)) {
    const path = m[1].trim();
    if (DOCUMENT_FILE.test(path)) return { path, text: m[2].split('\n').map((line) => line.slice(1)).join('\n') };
  }
  for (const m of patch.matchAll(/^\*\*\* Update File: (.+)\n([\s\S]*?)(?=^\*\*\* |(?![\s\S]))/gm)) {
    const path = m[1].trim();
    if (!DOCUMENT_FILE.test(path)) continue;
    const added = m[2].split('\n').filter((line) => line.startsWith('+') && !line.startsWith('+++')).map((line) => line.slice(1)).join('\n');
    if (documentSize(added) >= MIN_DOCUMENT) return { path, text: added };
  }
  return undefined;
}

function shellCommand(args: Record<string, unknown>): string | undefined {
  const raw = args.command ?? args.cmd ?? args.script;
  if (typeof raw === 'string') return raw.trim() || undefined;
  if (Array.isArray(raw) && raw.every((part) => typeof part === 'string')) {
    const parts = raw as string[];
    // ["bash", "-lc", "<script>"]: the script is the command; so is PowerShell's `-Command` script.
    if (parts.length === 3 && /(?:^|\/)(?:ba|z|)sh$/.test(parts[0]) && /^-\w*c$/.test(parts[1])) return parts[2];
    if (parts.length >= 3 && /(?:^|[\\/])(?:powershell|pwsh)(?:\.exe)?$/i.test(parts[0]) && /^-(?:c|command)$/i.test(parts[1])) return parts.slice(2).join(' ');
    return parts.join(' ') || undefined;
  }
  return undefined;
}

function cap(command: string): string {
  return command.length > MAX_COMMAND ? `${command.slice(0, MAX_COMMAND)}…` : command;
}

/** `path` relative to `cwd` when it lies inside it (POSIX or Windows separators), else as given. */
export function relativeTo(path: string, cwd: string | undefined): string {
  if (!cwd) return path;
  const base = cwd.replace(/[\\/]+$/, '');
  if (path.length > base.length + 1 && path.startsWith(base) && (path[base.length] === '/' || path[base.length] === '\\')) {
    return path.slice(base.length + 1);
  }
  return path;
}

function keepDocument(effects: ToolEffects, path: string, obj: Record<string, unknown>, cwd?: string): void {
  if (!DOCUMENT_FILE.test(path)) return;
  const text = CONTENT_KEYS.map((key) => str(obj[key])).find((t) => t && documentSize(t) >= MIN_DOCUMENT);
  if (text) effects.document = { file: relativeTo(path, cwd), text: text.slice(0, MAX_DOCUMENT_CHARS) };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** Effects of one call of tool `name` with `args` (an object, a JSON string or a raw patch). */
export function toolEffects(name: string, args: unknown, cwd?: string): ToolEffects {
  const effects: ToolEffects = { filesRead: [], filesWritten: [], commands: [] };
  const tool = name.toLowerCase();
  let obj: Record<string, unknown> = {};
  let rawText: string | undefined;
  if (typeof args === 'string') {
    rawText = args;
    try {
      const parsed: unknown = JSON.parse(args);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) obj = parsed as Record<string, unknown>;
    } catch {
      // A custom tool's raw input (apply_patch) is not JSON; it is read as text below.
    }
  } else if (args && typeof args === 'object' && !Array.isArray(args)) {
    obj = args as Record<string, unknown>;
  }

  const path = PATH_KEYS.map((key) => str(obj[key])).find(Boolean);

  if (tool === 'apply_patch') {
    // (OpenCode's apply_patch names its argument `patchText`.)
    const patch = str(obj.input) ?? str(obj.patch) ?? str(obj.patchText) ?? rawText ?? '';
    effects.filesWritten.push(...patchFiles(patch));
    effects.filesDeleted = patchDeletes(patch);
    const added = patchDocument(patch);
    if (added) keepDocument(effects, added.path, { content: added.text }, cwd);
  } else if (EDITOR_TOOLS.has(tool)) {
    if (path) (obj.command === 'view' ? effects.filesRead : effects.filesWritten).push(path);
    if (path && obj.command === 'create') keepDocument(effects, path, obj, cwd);
  } else if (READ_TOOLS.has(tool)) {
    if (path) effects.filesRead.push(path);
    // (Gemini CLI's read_many_files takes a list, globs among them.)
    if (Array.isArray(obj.paths)) for (const p of obj.paths) if (typeof p === 'string' && !/[*?[]/.test(p)) effects.filesRead.push(p);
  } else if (WRITE_TOOLS.has(tool)) {
    if (path) effects.filesWritten.push(path);
    if (path && /^(?:write|write_file|create|create_file)$/.test(tool)) keepDocument(effects, path, obj, cwd);
    if (Array.isArray(obj.edits)) {
      for (const edit of obj.edits) {
        const p = edit && typeof edit === 'object' ? str((edit as Record<string, unknown>).file_path) : undefined;
        if (p) effects.filesWritten.push(p);
      }
    }
  } else if (SHELL_TOOLS.has(tool)) {
    const command = shellCommand(obj) ?? (Object.keys(obj).length === 0 ? str(rawText) : undefined);
    if (command) {
      effects.commands.push(cap(command));
      // `apply_patch <<'EOF' … EOF` run through the shell still writes files.
      if (/^\s*apply_patch\b/.test(command) || command.includes('*** Begin Patch')) {
        effects.filesWritten.push(...patchFiles(command));
        effects.filesDeleted = patchDeletes(command);
        const added = patchDocument(command);
        if (added) keepDocument(effects, added.path, { content: added.text }, cwd);
      } else {
        const removed = removedPaths(command);
        if (removed.length) {
          effects.filesWritten.push(...removed);
          effects.filesDeleted = removed;
        }
      }
    }
  }

  effects.filesRead = unique(effects.filesRead.map((p) => relativeTo(p, cwd)));
  effects.filesWritten = unique(effects.filesWritten.map((p) => relativeTo(p, cwd)));
  if (effects.filesDeleted?.length) effects.filesDeleted = unique(effects.filesDeleted.map((p) => relativeTo(p, cwd)));
  else delete effects.filesDeleted;
  return effects;
}
