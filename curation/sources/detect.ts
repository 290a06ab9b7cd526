// Which agent wrote a file, judged from its content (never from its folder or name): a Markdown
// history by its header, a JSON document by its shape, a JSONL log by the first record whose
// shape belongs to exactly one format.
import { open, readFile } from 'node:fs/promises';
import type { SessionFormat } from '../schema/session.ts';
import { visitRecords } from './lines.ts';
import { isCopilotHistory } from './readers/copilot-history.ts';
import { isGeminiConversation } from './readers/gemini-cli.ts';
import { obj, str } from './readers/json.ts';
import { isOpenCodeExport, isOpenCodeSession } from './readers/opencode.ts';
import { formatOfSource } from './readers/specstory.ts';
import { textFormatOf, type TextFormat } from './read-text.ts';

/** Bytes looked at to tell a Markdown history or a JSON document from a JSONL log. */
const SNIFF_BYTES = 64 * 1024;

export type Container = { kind: 'text'; format: TextFormat; head: string } | { kind: 'json' } | { kind: 'jsonl' } | { kind: 'sqlite' };

/** The first bytes of every SQLite database file. */
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** What kind of file `file` is, from its first bytes. Rejects when the file cannot be read. */
export async function containerOf(file: string): Promise<Container> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    // (OpenCode keeps its sessions in one since its JSON storage; see read-sqlite.ts.)
    if (bytesRead >= SQLITE_MAGIC.length && buf.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return { kind: 'sqlite' };
    const head = buf.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '');
    const text = textFormatOf(head);
    if (text) return { kind: 'text', format: text, head };
    const first = head.trimStart().split('\n', 1)[0].trim();
    // A pretty-printed document opens with a lone brace; a one-line `.json` is one too.
    if (first === '{' || first === '[' || (/\.json$/i.test(file) && first.startsWith('{') && (!isJsonObject(first) || bytesRead < SNIFF_BYTES))) return { kind: 'json' };
    return { kind: 'jsonl' };
  } finally {
    await handle.close();
  }
}

/** Records looked at before a file is declared not to be a session. */
export const PEEK_RECORDS = 50;

const CODEX_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);
const CLAUDE_TYPES = new Set([
  'user',
  'assistant',
  'system',
  'summary',
  'ai-title',
  'custom-title',
  'last-prompt',
  'queue-operation',
  'file-history-snapshot',
  'permission-mode',
  'progress',
  'attachment',
]);
const PI_ROLES = new Set(['user', 'assistant', 'toolResult', 'bashExecution', 'custom', 'branchSummary', 'compactionSummary']);
const COPILOT_TYPE = /^[a-z_]+(?:\.[a-z_]+)+$/;
/** Codex CLI before `session_meta` (to September 2025) wrote the response items bare. */
const CODEX_BARE_ITEMS = new Set(['message', 'reasoning', 'function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'local_shell_call']);


/** The format a single record belongs to, or undefined when it could be anyone's (or no one's). */
export function formatOfRecord(rec: Record<string, unknown>): SessionFormat | undefined {
  const type = str(rec.type);
  if (!type) {
    // Codex before `session_meta`: `{id, timestamp, instructions}` first, `{record_type: "state"}` between turns.
    if (str(rec.id) && str(rec.timestamp) && 'instructions' in rec) return 'codex';
    if (str(rec.record_type) && Object.keys(rec).length <= 2) return 'codex';
    // Gemini CLI: its metadata line, and the updates and rewinds it appends.
    if (str(rec.sessionId) && str(rec.projectHash)) return 'gemini-cli';
    if (obj(rec.$set) || str(rec.$rewindTo)) return 'gemini-cli';
    return undefined;
  }
  if (type === 'gemini' && str(rec.id) && str(rec.timestamp)) return 'gemini-cli';
  if (CODEX_BARE_ITEMS.has(type) && !('parentId' in rec) && !('payload' in rec) && isCodexItem(rec)) return 'codex';
  if (CODEX_TYPES.has(type) && obj(rec.payload)) return 'codex';
  if (COPILOT_TYPE.test(type) && obj(rec.data)) return 'copilot-cli';
  if (type === 'session' && str(rec.id) && (typeof rec.version === 'number' || typeof rec.cwd === 'string')) return 'pi';
  if (type === 'message' && 'parentId' in rec && PI_ROLES.has(String(obj(rec.message)?.role))) return 'pi';
  if (type === 'model_change' && typeof rec.modelId === 'string') return 'pi';
  if (type === 'compaction' && typeof rec.firstKeptEntryId === 'string') return 'pi';
  if (CLAUDE_TYPES.has(type) && (str(rec.sessionId) || str(rec.uuid) || str(rec.leafUuid) || str(rec.messageId))) return 'claude-code';
  return undefined;
}

/** A bare Codex response item: content parts typed `input_text`/`output_text`, or a call with a `call_id`. */
function isCodexItem(rec: Record<string, unknown>): boolean {
  if (rec.type === 'message') return Array.isArray(rec.content) && rec.content.some((p) => /^(?:input|output)_text$/.test(String(obj(p)?.type)));
  if (rec.type === 'reasoning') return 'summary' in rec || 'encrypted_content' in rec;
  return typeof rec.call_id === 'string';
}

/** The format of `file`'s sessions; undefined when it is none Lore knows. */
export async function detectFormat(file: string): Promise<SessionFormat | undefined> {
  let container: Container;
  try {
    container = await containerOf(file);
  } catch {
    return undefined; // unreadable: readSessions reports why
  }
  if (container.kind === 'text') {
    if (container.format === 'aider') return 'aider';
    const source = /^<!--\s*(.+?) Session \S+/m.exec(container.head)?.[1];
    return source ? formatOfSource(source).format : /_\*\*Agent[^\n]*\(model copilot\//.test(container.head) ? 'vscode-copilot' : 'cursor';
  }
  if (container.kind === 'sqlite') return undefined;
  if (container.kind === 'json') {
    try {
      const doc = obj(JSON.parse(await readFile(file, 'utf8')));
      if (!doc) return undefined;
      if (isCopilotHistory(doc)) return 'copilot-cli';
      if (isGeminiConversation(doc)) return 'gemini-cli';
      return isOpenCodeExport(doc) || isOpenCodeSession(doc) ? 'opencode' : undefined;
    } catch {
      return undefined;
    }
  }
  let format: SessionFormat | undefined;
  let seen = 0;
  try {
    await visitRecords(file, {
      record(rec) {
        format = formatOfRecord(rec);
        return format === undefined && ++seen < PEEK_RECORDS;
      },
      problem() {
        return ++seen < PEEK_RECORDS;
      },
    });
  } catch {
    return undefined; // unreadable: readSessions reports why
  }
  return format;
}
