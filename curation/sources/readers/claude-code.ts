// Claude Code transcripts (`~/.claude/projects/<project>/<session>.jsonl`, sub-agents in
// `<session>/subagents/agent-*.jsonl`). Tool results come back as `user` records holding
// `tool_result` parts: they are evidence, never prompts. `isMeta` user records, command wrappers
// and reminders are instructions or commands (see ../text/classify.ts).
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText, teammateReports } from '../text/classify.ts';
import { arr, joinParts, obj, resultText, str } from './json.ts';
import type { ReaderFactory } from './types.ts';

/** Bookkeeping records: UI state, hooks, queues, file snapshots. Nothing conversational. */
const IGNORED = new Set([
  'last-prompt',
  'progress',
  'queue-operation',
  'file-history-snapshot',
  'permission-mode',
  'agent-name',
  'agent-setting',
  'tag',
  'pr-link',
  'worktree-state',
  'mode',
]);

function userRecord(b: SessionBuilder, rec: Record<string, unknown>, line: number, sidechain: boolean): void {
  const m = obj(rec.message);
  const content = m?.content;
  const texts: string[] = [];
  if (typeof content === 'string') texts.push(content);
  for (const part of arr(content)) {
    const p = obj(part);
    if (!p) continue;
    if (p.type === 'text' && typeof p.text === 'string') texts.push(p.text);
    else if (p.type === 'tool_result') {
      b.toolOutput();
      const failed = p.is_error === true;
      const output = resultText(p.content);
      b.finishToolCall(str(p.tool_use_id), !failed, failed ? output : undefined, output);
    }
  }
  if (texts.length === 0) {
    b.time(rec.timestamp);
    return;
  }
  const joined = joinParts(texts);
  // An agent team's teammate reporting to the lead is an agent speaking, told beside the lead's
  // answers; its idle pings are nothing.
  const reports = teammateReports(joined);
  if (reports) {
    for (const report of reports) b.message({ role: 'assistant', kind: 'reply', text: report, line, time: rec.timestamp, sidechain });
    if (!reports.length) b.time(rec.timestamp);
    return;
  }
  let { kind, text } = classifyUserText(joined);
  if (rec.isCompactSummary === true) kind = 'summary';
  else if (rec.isMeta === true && kind === 'prompt') kind = 'instruction';
  b.message({ role: 'user', kind, text, line, time: rec.timestamp, sidechain });
}

function assistantRecord(b: SessionBuilder, rec: Record<string, unknown>, line: number, sidechain: boolean): void {
  const m = obj(rec.message);
  const texts: string[] = [];
  for (const part of arr(m?.content)) {
    const p = obj(part);
    if (!p) continue;
    if (p.type === 'text' && typeof p.text === 'string') texts.push(p.text);
    else if (p.type === 'thinking' || p.type === 'redacted_thinking') b.thinking();
    else if (p.type === 'tool_use' || p.type === 'server_tool_use') b.toolCall(str(p.id), str(p.name) ?? 'unknown', p.input, rec.timestamp);
  }
  if (rec.isApiErrorMessage === true) {
    // The harness's own error notice, shown as if the model said it: an error, not a reply.
    const kind = str(rec.error);
    const text = joinParts(texts) || 'API error';
    b.error(kind && !text.includes(kind) ? `${kind}: ${text}` : text, rec.timestamp);
    return;
  }
  b.countModel(m?.model);
  b.message({ role: 'assistant', kind: 'reply', text: joinParts(texts), line, time: rec.timestamp, sidechain });
}

/**
 * A prompt typed while the agent was busy is queued and recorded only as an attachment
 * (`queued_command`); it never becomes a user record. Other queued kinds (task notifications)
 * are harness text.
 */
function attachmentRecord(b: SessionBuilder, rec: Record<string, unknown>, line: number, sidechain: boolean): void {
  const a = obj(rec.attachment);
  if (a?.type !== 'queued_command') {
    b.time(rec.timestamp);
    return;
  }
  const text = joinParts(typeof a.prompt === 'string' ? [a.prompt] : arr(a.prompt).map((p) => str(obj(p)?.text) ?? ''));
  const mode = str(a.commandMode) ?? 'prompt';
  if (mode === 'prompt') {
    const classified = classifyUserText(text);
    b.message({ role: 'user', kind: classified.kind, text: classified.text, line, time: rec.timestamp, sidechain });
  } else {
    b.message({ role: 'user', kind: mode === 'bash' ? 'command' : 'instruction', text, line, time: rec.timestamp, sidechain });
  }
}

function systemRecord(b: SessionBuilder, rec: Record<string, unknown>, line: number, sidechain: boolean): void {
  const content = str(rec.content) ?? '';
  if (rec.subtype === 'api_error') {
    const error = obj(rec.error);
    b.error(str(error?.message) ?? (content || 'API error'), rec.timestamp);
  } else if (rec.level === 'error') {
    b.error(content || `system error (${String(rec.subtype)})`, rec.timestamp);
  } else if (rec.subtype === 'local_command') {
    const { text } = classifyUserText(content);
    b.message({ role: 'user', kind: 'command', text, line, time: rec.timestamp, sidechain });
  } else {
    b.time(rec.timestamp);
  }
}

export const readClaudeCode: ReaderFactory = (b) => {
  let customTitle: string | undefined;
  let aiTitle: string | undefined;
  let summaryTitle: string | undefined;
  let sessionId: string | undefined;
  let agentId: string | undefined;
  let mainRecords = 0;
  let sideRecords = 0;
  return {
    record(rec, line) {
      const type = str(rec.type);
      sessionId ??= str(rec.sessionId);
      b.cwd ??= str(rec.cwd);
      const sidechain = rec.isSidechain === true;
      if (type === 'user' || type === 'assistant') {
        if (sidechain) sideRecords++;
        else mainRecords++;
        agentId ??= str(rec.agentId);
      }
      switch (type) {
        case 'user':
          userRecord(b, rec, line, sidechain);
          return;
        case 'assistant':
          assistantRecord(b, rec, line, sidechain);
          return;
        case 'system':
          systemRecord(b, rec, line, sidechain);
          return;
        case 'attachment':
          attachmentRecord(b, rec, line, sidechain);
          return;
        case 'summary':
          summaryTitle = str(rec.summary) ?? summaryTitle;
          return;
        case 'ai-title':
          aiTitle = str(rec.aiTitle) ?? aiTitle;
          return;
        case 'custom-title':
          customTitle = str(rec.customTitle) ?? customTitle;
          return;
        default:
          if (type && IGNORED.has(type)) return;
          b.report.unknownType(type ?? '(none)', line);
      }
    },
    end() {
      b.titleHints.explicit = customTitle ?? aiTitle ?? summaryTitle;
      if (sideRecords > 0 && mainRecords === 0 && sessionId && agentId) {
        // A sub-agent transcript carries its parent's session id: its own id must differ.
        b.parent = sessionId;
        b.id = `${sessionId}-agent-${agentId}`;
      } else {
        b.id = sessionId;
      }
    },
  };
};
