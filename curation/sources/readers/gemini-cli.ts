// Gemini CLI's chat recordings, `~/.gemini/tmp/<project hash>/chats/session-<time>-<id8>.json[l]`
// (sub-agents under `chats/<parent session id>/<id>.jsonl`), as its ChatRecordingService writes
// them. Two layouts:
// - `.jsonl` (current): a metadata line `{sessionId, projectHash, startTime, kind, …}`, then one
//   line per message written, a message written again whole (same `id`) whenever it changes (its
//   tool calls finish, its token counts arrive), `{$set: {…}}` metadata updates (a summary, a
//   whole new message list) and `{$rewindTo: id}` (the person rewound: that message and all after
//   it are gone);
// - `.json` (earlier): one document `{sessionId, projectHash, startTime, messages: […]}`.
// A message is `{id, timestamp, type: user|gemini|info|error|warning, content}`, `gemini` ones
// with `thoughts`, `toolCalls` (`{id, name, args, result, status}`) and `model`. Since messages
// are rewritten and rewound, they are kept by id until the end and only then told, in order.
import { basename, dirname } from 'node:path';
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText } from '../text/classify.ts';
import { arr, obj, str } from './json.ts';
import type { FormatReader, ReaderFactory } from './types.ts';

/** Marker Gemini CLI puts before the files an `@path` mention pasted into a prompt. */
const REFERENCED = '--- Content from referenced files ---';

/** Text of a `PartListUnion`: a string, a part, or a list of parts (`{text}`; calls and data skipped). */
function partsText(content: unknown): string {
  if (typeof content === 'string') return content;
  const parts = Array.isArray(content) ? content : [content];
  return parts
    .map((p) => (typeof p === 'string' ? p : (str(obj(p)?.text) ?? '')))
    .filter(Boolean)
    .join('\n');
}

/** A tool call's error, from its function response (`{error}`) or what the CLI displayed. */
function callError(call: Record<string, unknown>): string | undefined {
  for (const part of arr(call.result)) {
    const response = obj(obj(obj(part)?.functionResponse)?.response);
    if (response && str(response.error)) return str(response.error);
  }
  return str(call.resultDisplay);
}

function callOutput(call: Record<string, unknown>): string {
  for (const part of arr(call.result)) {
    const response = obj(obj(obj(part)?.functionResponse)?.response);
    if (response && str(response.output)) return str(response.output)!;
  }
  return typeof call.resultDisplay === 'string' ? call.resultDisplay : '';
}

function tellMessage(b: SessionBuilder, m: Record<string, unknown>, line: number, sidechain: boolean): void {
  const time = m.timestamp;
  switch (m.type) {
    case 'user': {
      // What the person typed is `displayContent` when the CLI expanded it (pasted files) for the model.
      const raw = partsText(m.displayContent ?? m.content);
      const typed = raw.includes(REFERENCED) ? raw.slice(0, raw.indexOf(REFERENCED)) : raw;
      const { kind, text } = classifyUserText(typed);
      b.message({ role: 'user', kind, text, line, time, ...(sidechain ? { sidechain } : {}) });
      return;
    }
    case 'gemini': {
      if (arr(m.thoughts).length) b.thinking(arr(m.thoughts).length);
      const text = partsText(m.content);
      if (text.trim()) b.countModel(m.model);
      b.message({ role: 'assistant', kind: 'reply', text, line, time, ...(sidechain ? { sidechain } : {}) });
      for (const raw of arr(m.toolCalls)) {
        const call = obj(raw);
        if (!call) continue;
        const id = str(call.id) ?? `${line}-${str(call.name)}`;
        b.toolCall(id, str(call.name) ?? 'unknown', call.args, call.timestamp ?? time);
        b.toolOutput();
        const status = str(call.status);
        const ok = status === 'success' ? true : status === 'error' || status === 'cancelled' ? false : undefined;
        b.finishToolCall(id, ok, ok === false ? (status === 'cancelled' ? `cancelled: ${callError(call) ?? 'by the user'}` : callError(call)) : undefined, callOutput(call));
      }
      return;
    }
    case 'error':
      b.error(partsText(m.content) || 'error', time);
      return;
    case 'warning':
    case 'info':
      b.warning(partsText(m.content), time);
      return;
    default:
      b.report.unknownType(`message/${String(m.type)}`, line);
  }
}

/** A record of the JSONL layout, or a message of the JSON one. */
export const readGeminiCli: ReaderFactory = (b): FormatReader => {
  const messages = new Map<string, { message: Record<string, unknown>; line: number }>();
  let kind: string | undefined;
  let summary: string | undefined;
  const setMessages = (list: unknown[], line: number) => {
    messages.clear();
    for (const m of list.map(obj)) if (m && str(m.id)) messages.set(str(m.id)!, { message: m, line });
  };
  return {
    record(rec, line) {
      if (str(rec.$rewindTo) !== undefined) {
        // That message and every later one are gone.
        const target = messages.get(str(rec.$rewindTo)!);
        if (!target) messages.clear();
        for (const [id, told] of messages) if (target && told.line >= target.line) messages.delete(id);
        return;
      }
      const set = obj(rec.$set);
      if (set) {
        if (Array.isArray(set.messages)) setMessages(set.messages, line);
        summary = str(set.summary) ?? summary;
        return;
      }
      if (str(rec.sessionId) && str(rec.projectHash)) {
        b.id ??= str(rec.sessionId);
        b.time(rec.startTime);
        kind = str(rec.kind) ?? kind;
        // (A sub-agent's record names the workspace it ran in.)
        b.cwd ??= str(arr(rec.directories)[0]);
        summary = str(rec.summary) ?? summary;
        if (Array.isArray(rec.messages)) setMessages(rec.messages, line);
        return;
      }
      const id = str(rec.id);
      if (id && typeof rec.type === 'string') {
        // Rewritten whole when it changes: the last version counts, at the line it was first told.
        messages.set(id, { message: rec, line: messages.get(id)?.line ?? line });
        return;
      }
      b.report.unknownType(str(rec.type) ?? '(none)', line);
    },
    end() {
      const sidechain = kind === 'subagent';
      // (A sub-agent's file sits in a folder named after the session that delegated to it.)
      if (sidechain) b.parent = basename(dirname(b.file));
      for (const { message, line } of [...messages.values()].sort((x, y) => x.line - y.line)) tellMessage(b, message, line, sidechain);
      if (summary) b.titleHints.explicit = summary;
    },
  };
};

/** Whether a parsed JSON document is a Gemini CLI conversation record. */
export function isGeminiConversation(doc: Record<string, unknown>): boolean {
  return typeof doc.sessionId === 'string' && typeof doc.projectHash === 'string' && Array.isArray(doc.messages);
}
