// GitHub Copilot CLI's first layout, `~/.copilot/history-session-state/session_<id>_<ms>.json`
// (versions of autumn 2025): one JSON document per session holding `chatMessages` (what the model
// saw, OpenAI-style, reminders included) and `timeline` (what the person saw, every entry timed:
// `user`, `copilot`, `tool_call_completed`, `info`, `error`). The timeline is the record read;
// the chat messages only when a file has no timeline.
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText } from '../text/classify.ts';
import { arr, obj, str } from './json.ts';

/** Whether a parsed JSON document is a Copilot CLI history session. */
export function isCopilotHistory(doc: Record<string, unknown>): boolean {
  return typeof doc.sessionId === 'string' && (Array.isArray(doc.timeline) || Array.isArray(doc.chatMessages)) && !('projectHash' in doc);
}

/** Reads the document into `b`; `lineOf` gives the line an entry's id is on, for citations. */
export function readCopilotHistory(b: SessionBuilder, doc: Record<string, unknown>, lineOf: (id: unknown) => number): void {
  b.id = str(doc.sessionId);
  b.time(doc.startTime);
  b.declareModel(doc.selectedModel);
  const timeline = arr(doc.timeline).map(obj).filter((e): e is Record<string, unknown> => Boolean(e));
  if (timeline.length === 0) {
    b.tickUntimed = true;
    chatMessages(b, arr(doc.chatMessages), lineOf(doc.sessionId));
    return;
  }
  for (const entry of timeline) {
    const line = lineOf(entry.id);
    const time = entry.timestamp;
    const text = str(entry.text) ?? '';
    switch (entry.type) {
      case 'user': {
        const { kind, text: said } = classifyUserText(text || (str(entry.expandedText) ?? ''));
        b.message({ role: 'user', kind, text: said, line, time });
        break;
      }
      case 'copilot':
        b.message({ role: 'assistant', kind: 'reply', text, line, time });
        break;
      case 'tool_call_completed': {
        const id = str(entry.callId) ?? str(entry.id);
        b.toolCall(id, str(entry.name) ?? 'unknown', entry.arguments, time);
        b.toolOutput();
        const result = obj(entry.result);
        const outcome = str(result?.type);
        const log = str(result?.log) ?? '';
        const ok = outcome === 'success' ? true : outcome ? false : undefined;
        b.finishToolCall(id, ok, ok === false ? log || outcome : undefined, log);
        break;
      }
      case 'info': {
        const model = /^Model changed to:\s*(\S+?)\.?(?:\s|$)/.exec(text)?.[1];
        if (model) b.declareModel(model);
        b.time(time);
        break;
      }
      case 'error':
        b.error(text || 'error', time);
        break;
      case 'warning':
        b.warning(text, time);
        break;
      default:
        b.report.unknownType(`timeline/${String(entry.type)}`, line);
    }
  }
}

/** The model's view, for a file with no timeline: untimed, so every entry takes the start. */
function chatMessages(b: SessionBuilder, messages: unknown[], line: number): void {
  for (const raw of messages) {
    const m = obj(raw);
    if (!m) continue;
    const content = str(m.content) ?? '';
    if (m.role === 'user') {
      const { kind, text } = classifyUserText(content);
      b.message({ role: 'user', kind, text, line });
    } else if (m.role === 'assistant') {
      if (content) b.message({ role: 'assistant', kind: 'reply', text: content, line });
      for (const call of arr(m.tool_calls).map(obj)) {
        const fn = obj(call?.function);
        b.toolCall(str(call?.id), str(fn?.name) ?? 'unknown', fn?.arguments, undefined);
      }
    } else if (m.role === 'tool') {
      b.toolOutput();
      b.finishToolCall(str(m.tool_call_id), undefined, undefined, content);
    } else if (m.role === 'system') {
      b.message({ role: 'system', kind: 'instruction', text: content, line });
    }
  }
}
