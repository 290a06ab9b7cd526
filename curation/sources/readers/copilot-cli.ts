// GitHub Copilot CLI event logs: `~/.copilot/session-state/<id>/events.jsonl`, and the older layout
// `~/.copilot/session-state/<id>.jsonl` (same events, fewer fields). Every record is
// `{type, data, id, timestamp, parentId}`.
//
// A user message's `content` is what the person typed; `transformedContent` is what the model got
// (timestamps, reminders, and for a slash command such as `/init` the prompt it expands to). A
// slash command that expands to a prompt is kept as that prompt: it is the request the agent
// worked on. A message with no typed content is a harness nudge (an instruction).
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText, stripHarnessWrappers } from '../text/classify.ts';
import { obj, str } from './json.ts';
import { USER_DENIED } from '../../schema/session.ts';
import type { ReaderFactory } from './types.ts';

const IGNORED = new Set([
  'abort',
  'assistant.turn_start',
  'assistant.turn_end',
  'assistant.usage',
  'assistant.intent',
  'assistant.message_delta',
  'assistant.reasoning_delta',
  'tool.execution_partial_result',
  'tool.execution_progress',
  'tool.user_requested',
  'session.resume',
  'session.info',
  'session.shutdown',
  'session.truncation',
  'session.mode_changed',
  'session.usage_info',
  'session.idle',
  'session.handoff',
  'session.compaction_start',
  'session.context_changed',
  'session.snapshot_rewind',
  'session.plan_changed',
  'session.workspace_file_changed',
  'skill.invoked',
  // The harness telling the agent a background shell ended ("use read_bash to retrieve the
  // output"): the call and what it printed are read from the tool events.
  'system.notification',
]);
/** Namespaces of bookkeeping events (hooks, permission prompts, sub-agent lifecycle). */
const IGNORED_PREFIXES = ['hook.', 'permission.', 'subagent.', 'elicitation.'];

/**
 * "New tools available: agent-intercom-broadcast, …" in the harness's notice: why a call that failed
 * a moment ago works now. Told as a warning, with the tools grouped by their server
 * ("'agent-intercom' (9 tools)"), so a retry that worked says what changed before it.
 */
function toolsChanged(transformed: string): string | undefined {
  const listed = /<tools_changed_notice>[\s\S]*?New tools available:\s*([^<]+)<\/tools_changed_notice>/.exec(transformed)?.[1];
  if (!listed) return undefined;
  const groups = new Map<string, string[]>();
  for (const tool of listed.split(',').map((t) => t.trim()).filter(Boolean)) {
    const parts = tool.split('-');
    const group = parts.length > 1 ? parts.slice(0, -1).join('-') : tool;
    groups.set(group, [...(groups.get(group) ?? []), tool]);
  }
  // (Names quoted, as the harness quotes its servers: "'agent-intercom' (9 tools)".)
  return `New tools available: ${[...groups].map(([g, tools]) => (tools.length > 1 ? `'${g}' (${tools.length} tools)` : `'${tools[0]}'`)).join(', ')}`;
}

function userMessage(b: SessionBuilder, d: Record<string, unknown>, line: number, time: unknown): void {
  const content = (str(d.content) ?? '').trim();
  const transformed = str(d.transformedContent);
  const changed = transformed ? toolsChanged(transformed) : undefined;
  if (changed) b.warning(changed, time);
  if (!content) {
    if (transformed) b.message({ role: 'user', kind: 'instruction', text: stripHarnessWrappers(transformed), line, time });
    return;
  }
  if (/^\/[\w-]+(?:\s|$)/.test(content) && transformed) {
    const expanded = stripHarnessWrappers(transformed);
    if (expanded && expanded !== content) {
      // (Cited as the command the person typed, with what it expands to.)
      b.message({ role: 'user', kind: 'prompt', text: expanded, line, time, command: content.split(/\s/)[0] });
      return;
    }
  }
  const { kind, text } = classifyUserText(content);
  b.message({ role: 'user', kind, text, line, time });
}

export const readCopilotCli: ReaderFactory = (b) => {
  let lastReply = '';
  // Early CLIs (0.0.365's `<id>.jsonl`) recorded what the person typed and nothing of the agent.
  let userMessages = 0;
  let agentEvents = 0;
  return {
    record(rec, line) {
      const type = str(rec.type) ?? '(none)';
      const d = obj(rec.data) ?? {};
      const time = rec.timestamp;
      if (type === 'user.message') userMessages++;
      else if (type.startsWith('assistant.') || type.startsWith('tool.') || type.startsWith('subagent.')) agentEvents++;
      switch (type) {
        case 'session.start':
          b.id ??= str(d.sessionId);
          b.agentVersion ??= str(d.copilotVersion);
          b.cwd ??= str(obj(d.context)?.cwd) ?? str(d.cwd);
          b.repo ??= str(obj(d.context)?.gitRoot);
          b.time(d.startTime ?? time);
          b.time(time);
          return;
        case 'session.model_change':
          b.declareModel(d.newModel);
          b.time(time);
          return;
        case 'session.warning':
          b.warning(str(d.message) ?? `warning (${String(d.warningType)})`, time);
          return;
        case 'session.error':
          b.error(str(d.message) ?? `session error (${String(d.errorType)})`, time);
          return;
        case 'system.message':
          // The older layout's session.start names no folder; the system prompt does.
          b.cwd ??= /^\* Current working directory: (.+)$/m.exec(str(d.content) ?? '')?.[1].trim();
          b.message({ role: 'system', kind: 'instruction', text: str(d.content) ?? '', line, time });
          return;
        case 'user.message':
          userMessage(b, d, line, time);
          return;
        case 'assistant.message': {
          const text = (str(d.content) ?? '').trim();
          if (str(d.reasoningText)?.trim()) b.thinking();
          if (text) {
            b.countModel(d.model);
            lastReply = text;
          }
          b.message({ role: 'assistant', kind: 'reply', text, line, time, sidechain: Boolean(str(d.parentToolCallId)) });
          return;
        }
        case 'assistant.reasoning':
          b.thinking();
          b.time(time);
          return;
        case 'session.task_complete': {
          // The agent's closing summary (autopilot's task_complete tool): its final answer.
          const summary = (str(d.summary) ?? '').trim();
          if (summary && summary !== lastReply) b.message({ role: 'assistant', kind: 'reply', text: summary, line, time });
          lastReply = summary || lastReply;
          return;
        }
        case 'session.compaction_complete':
          b.message({ role: 'system', kind: 'summary', text: str(d.summaryContent) ?? str(d.summary) ?? '', line, time });
          return;
        case 'tool.execution_start':
          b.toolCall(str(d.toolCallId), str(d.toolName) ?? 'unknown', d.arguments, time);
          return;
        case 'tool.execution_complete': {
          b.time(time);
          b.toolOutput();
          // A shell call that outlived its wait is reported as a success whose output says it timed
          // out: it did not do what it was for.
          const output = str(obj(d.result)?.content) ?? '';
          const timedOut = /^<?waiting for command[^>]*timed out after \d+ seconds/i.exec(output);
          const ok = timedOut ? false : typeof d.success === 'boolean' ? d.success : undefined;
          const error = obj(d.error);
          b.finishToolCall(str(d.toolCallId), ok, timedOut ? `timed out after ${/(\d+) seconds/.exec(timedOut[0])![1]} seconds` : (str(error?.message) ?? str(d.error)), output);
          return;
        }
        case 'permission.completed': {
          b.time(time);
          // The person turning the call down ("denied-interactively-by-user"): it never ran.
          const kind = str(obj(d.result)?.kind) ?? '';
          if (/denied|rejected/i.test(kind)) b.finishToolCall(str(d.toolCallId), false, `${USER_DENIED}: ${kind}`);
          return;
        }
        default:
          if (IGNORED.has(type) || IGNORED_PREFIXES.some((p) => type.startsWith(p))) {
            b.time(time);
            return;
          }
          b.report.unknownType(type, line);
      }
    },
    end() {
      if (userMessages > 0 && agentEvents === 0) b.repliesRecorded = false;
    },
  };
};
