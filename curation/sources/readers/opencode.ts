// OpenCode (sst/opencode, now anomalyco/opencode) sessions, as its source writes them (its SQLite
// database, which holds the same messages and parts as JSON, is read by `read-sqlite.ts`):
// - the JSON storage of versions before its SQLite database, under `~/.local/share/opencode/storage/`
//   (`$XDG_DATA_HOME/opencode/storage/`): `session/<project id>/<session id>.json` (the session:
//   `{id, projectID, directory, parentID?, title, version, time: {created, updated}}`),
//   `message/<session id>/<message id>.json` (`{id, sessionID, role, time, …}`: a user message names
//   its `agent` and `model`, an assistant one its `modelID`, `providerID`, `agent`/`mode`, `path`,
//   `error`, `summary`) and `part/<message id>/<part id>.json` (`{type: text|reasoning|tool|file|
//   step-start|step-finish|patch|snapshot|agent|subtask|retry|compaction, …}`; a tool part is
//   `{callID, tool, state: {status: pending|running|completed|error, input, output?, error?,
//   time}}`). Earlier still, the same three trees lived under `project/<slug>/storage/session/`
//   as `info/<session id>.json`, `message/<session id>/…` and `part/<session id>/<message id>/…`.
//   The session file is the one discovered; its messages and parts are read from beside it;
// - `opencode export <id>`: one document `{info: <session>, messages: [{info, parts}], todos}`.
// A sub-agent (the `task` tool) runs in a child session whose `parentID` names the delegating one.
// Ids are ascending (time-based), so sorting them gives OpenCode's own order.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../../schema/session.ts';
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText } from '../text/classify.ts';
import { arr, obj, str, type Json } from './json.ts';

/** A session record: `ses_…` id, a title and a creation time. */
export function isOpenCodeSession(doc: Json): boolean {
  const time = obj(doc.time);
  return typeof doc.id === 'string' && doc.id.startsWith('ses') && typeof doc.title === 'string' && typeof time?.created === 'number';
}

/** What `opencode export` writes: the session and its messages with their parts. */
export function isOpenCodeExport(doc: Json): boolean {
  const info = obj(doc.info);
  return !!info && isOpenCodeSession(info) && Array.isArray(doc.messages);
}

export interface OpenCodeMessage {
  info: Json;
  parts: Json[];
  /** Line of the message in the file read, 0 when it came from a file of its own. */
  line: number;
}

/** Whether a file is OpenCode's database, by name (its content says only "SQLite"). */
export function isOpenCodeDatabaseName(name: string): boolean {
  return /^opencode(?:-[\w.-]+)?\.db$/.test(name);
}

/** OpenCode's placeholder titles ("New session - 2025-…", "Child session - …") name nothing. */
const DEFAULT_TITLE = /^(?:New|Child) session - \d{4}-/;

/** Session-level facts: id, times, directory, version, parent, title. */
export function tellSession(b: SessionBuilder, info: Json): void {
  b.id ??= str(info.id);
  const time = obj(info.time);
  b.time(time?.created);
  b.time(time?.updated);
  b.cwd ??= str(info.directory);
  b.agentVersion ??= str(info.version);
  b.parent ??= str(info.parentID);
  const title = str(info.title)?.trim();
  if (title && !DEFAULT_TITLE.test(title)) b.titleHints.explicit = title;
}

function errorText(error: Json): string {
  return str(obj(error.data)?.message) ?? str(error.message) ?? str(error.name) ?? 'error';
}

function tellTool(b: SessionBuilder, part: Json, fallbackTime: unknown): void {
  const state = obj(part.state) ?? {};
  const time = obj(state.time);
  const id = str(part.callID) ?? str(part.id);
  b.toolCall(id, str(part.tool) ?? 'unknown', state.input, time?.start ?? fallbackTime);
  const status = str(state.status);
  if (status === 'completed') {
    b.toolOutput();
    b.finishToolCall(id, true, undefined, str(state.output));
  } else if (status === 'error') {
    b.toolOutput();
    // (A call cut short keeps what it printed in `metadata.output`.)
    b.finishToolCall(id, false, str(state.error), str(obj(state.metadata)?.output));
  }
  // pending/running: the session ended before the call did; its outcome is unknown.
}

/** One message and its parts, in order, into the builder. */
export function tellMessage(b: SessionBuilder, { info, parts, line }: OpenCodeMessage): void {
  const created = obj(info.time)?.created;
  const sidechain = b.parent ? { sidechain: true } : {};
  if (info.role === 'user') {
    const texts: string[] = [];
    for (const part of parts) {
      if (part.type !== 'text' || part.ignored === true) continue;
      const text = str(part.text) ?? '';
      // Synthetic text is what OpenCode added for the model (an attached file read in, a
      // reminder): the session keeps no copy, but privacy sees it.
      if (part.synthetic === true) b.observe?.(text);
      else texts.push(text);
    }
    const { kind, text } = classifyUserText(texts.join('\n\n'));
    b.message({ role: 'user', kind, text, line, time: created, ...sidechain });
    return;
  }
  if (info.role !== 'assistant') {
    b.report.unknownType(`message/${String(info.role)}`, line);
    return;
  }
  b.countModel(str(info.modelID));
  // (The first versions' session record names no directory: its messages do.)
  b.cwd ??= str(obj(info.path)?.cwd);
  b.repo ??= str(obj(info.path)?.root);
  // A compaction's summary is written as an assistant message marked `summary`.
  const kind = info.summary === true ? 'summary' : 'reply';
  for (const part of parts) {
    const time = obj(part.time)?.start ?? created;
    switch (part.type) {
      case 'text':
        if (part.synthetic !== true) b.message({ role: 'assistant', kind, text: str(part.text) ?? '', line, time, ...sidechain });
        break;
      case 'reasoning':
        b.thinking();
        break;
      case 'tool':
        tellTool(b, part, time);
        break;
      case 'step-start':
      case 'step-finish':
      case 'snapshot':
      case 'patch':
      case 'file':
      case 'agent':
      case 'subtask':
      case 'retry':
      case 'compaction':
        break;
      default:
        b.report.unknownType(`part/${String(part.type)}`, line);
    }
  }
  const error = obj(info.error);
  // (An abort is the person pressing Escape, not something that went wrong.)
  if (error && error.name !== 'MessageAbortedError') b.error(errorText(error), obj(info.time)?.completed ?? created);
}

/** Messages in OpenCode's order: by creation time, then id. */
export function inOrder(messages: OpenCodeMessage[]): OpenCodeMessage[] {
  const at = (m: OpenCodeMessage) => Number(obj(m.info.time)?.created) || 0;
  const id = (m: OpenCodeMessage) => str(m.info.id) ?? '';
  return messages.sort((x, y) => at(x) - at(y) || (id(x) < id(y) ? -1 : id(x) > id(y) ? 1 : 0));
}

// ---------------------------------------------------------------- the JSON storage tree

/** Where a session file's messages and parts are: beside `session/` in the storage of today,
 * inside `session/` in the per-project storage before it. */
export function storageDirs(sessionFile: string, sessionId: string): { messages: string; parts: (messageId: string) => string } {
  const folder = dirname(sessionFile);
  const session = dirname(folder);
  if (basename(folder) === 'info') return { messages: join(session, 'message', sessionId), parts: (m) => join(session, 'part', sessionId, m) };
  const storage = dirname(session);
  return { messages: join(storage, 'message', sessionId), parts: (m) => join(storage, 'part', m) };
}

/** The `.json` files of a folder, by name (ids ascend); none when the folder does not exist. */
async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((n) => n.endsWith('.json')).sort().map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** A JSON object file, or undefined with a warning naming it (and its line, when JSON says). */
async function readObject(file: string, diagnostics: Diagnostic[]): Promise<Json | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  } catch (err) {
    diagnostics.push({ file, level: 'warning', message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}; skipped` });
    return undefined;
  }
  try {
    const doc = obj(JSON.parse(text));
    if (doc) return doc;
    diagnostics.push({ file, level: 'warning', message: 'JSON but not an object; skipped' });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = /at position (\d+)/.exec(message)?.[1];
    const line = /\(line (\d+) column/.exec(message)?.[1] ?? (position === undefined ? undefined : String(text.slice(0, Number(position)).split('\n').length));
    diagnostics.push({ file, ...(line ? { line: Number(line) } : {}), level: 'warning', message: `not valid JSON (${message}); skipped, the rest of the session is read` });
  }
  return undefined;
}

/** The messages of a stored session, each with its parts: from their own files, or (the first
 * versions) a `parts` list inside the message. A file that cannot be read is named and skipped. */
export async function readStoredMessages(sessionFile: string, sessionId: string, diagnostics: Diagnostic[]): Promise<OpenCodeMessage[]> {
  const dirs = storageDirs(sessionFile, sessionId);
  const messages: OpenCodeMessage[] = [];
  for (const file of await jsonFiles(dirs.messages)) {
    const info = await readObject(file, diagnostics);
    if (!info) continue;
    // (Ids from the paths, as OpenCode's own migration takes them: a moved file keeps its old id inside.)
    const messageId = basename(file, '.json');
    const parts: Json[] = arr(info.parts).map(obj).filter((p): p is Json => !!p);
    for (const partFile of await jsonFiles(dirs.parts(messageId))) {
      const part = await readObject(partFile, diagnostics);
      if (part) parts.push(part);
    }
    messages.push({ info, parts, line: 0 });
  }
  return inOrder(messages);
}

/** The other files a session file's sessions are read from (none for most files): the message
 * and part files of a stored session, the write-ahead log of OpenCode's database (recent writes
 * are there until SQLite moves them in). Its sessions changed when these did, though it may not. */
export async function companionFiles(file: string): Promise<string[]> {
  if (isOpenCodeDatabaseName(basename(file))) return (await stat(`${file}-wal`).catch(() => undefined))?.isFile() ? [`${file}-wal`] : [];
  if (!/^ses_.*\.json$/.test(basename(file)) || basename(dirname(dirname(file))) !== 'session') return [];
  const dirs = storageDirs(file, basename(file, '.json'));
  const files: string[] = [];
  for (const message of await jsonFiles(dirs.messages)) files.push(message, ...(await jsonFiles(dirs.parts(basename(message, '.json')))));
  return files;
}
