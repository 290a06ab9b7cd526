// pi session files, version 3 (GitClaw runs pi in GitHub Actions): a `session` header, then
// entries — `message` (role user | assistant | toolResult, and pi's own bashExecution, custom,
// branchSummary, compactionSummary), `model_change`, `thinking_level_change`, `compaction`,
// `branch_summary`, `custom`, `custom_message`, `label`, `session_info`.
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText } from '../text/classify.ts';
import { arr, joinParts, obj, resultText, str, textParts } from './json.ts';
import type { ReaderFactory } from './types.ts';

/** "gpt-4o (github-copilot)": pi runs one model through several providers, and which one served it
 * matters (a provider's token can be refused where another's is not). */
function withProvider(model: unknown, provider: unknown): unknown {
  return typeof model === 'string' && typeof provider === 'string' && provider.trim() && !model.startsWith('<') ? `${model} (${provider.trim()})` : model;
}

/** Entries that carry nothing for the session model (settings, extension state, bookmarks). */
const IGNORED = new Set(['thinking_level_change', 'custom', 'label']);

/** A message that cost no tokens was relayed by the harness (a channel's mirror), not written by a model. */
function relayed(m: Record<string, unknown>): boolean {
  const usage = obj(m.usage);
  return !!usage && ['input', 'output', 'totalTokens', 'total'].every((k) => usage[k] === undefined || usage[k] === 0) && Object.keys(usage).length > 0;
}

function assistant(b: SessionBuilder, m: Record<string, unknown>, time: unknown, line: number): void {
  if (!relayed(m)) b.countModel(withProvider(m.model, m.provider));
  const texts: string[] = [];
  for (const part of arr(m.content)) {
    const p = obj(part);
    if (!p) continue;
    if (p.type === 'text' && typeof p.text === 'string') texts.push(p.text);
    else if (p.type === 'thinking') b.thinking();
    else if (p.type === 'toolCall') b.toolCall(str(p.id), str(p.name) ?? 'unknown', p.arguments, time);
  }
  b.message({ role: 'assistant', kind: 'reply', text: joinParts(texts), line, time });
  if (m.stopReason === 'error') b.error(str(m.errorMessage) ?? 'the model call failed (no message)', time);
}

function message(b: SessionBuilder, rec: Record<string, unknown>, line: number): void {
  const m = obj(rec.message);
  const time = rec.timestamp ?? m?.timestamp;
  if (!m) {
    b.report.warn('message entry without a message object; skipped', line);
    return;
  }
  switch (m.role) {
    case 'user': {
      const { kind, text } = classifyUserText(joinParts(textParts(m.content, ['text'])));
      // (OpenClaw marks what another agent's session sent with `sessions_send`: no person typed it.)
      const fromAgent = obj(m.provenance)?.kind === 'inter_session';
      b.message({ role: 'user', kind, text, line, time, ...(fromAgent ? { fromAgent } : {}) });
      return;
    }
    case 'assistant':
      assistant(b, m, time, line);
      return;
    case 'toolResult':
      b.time(time);
      b.toolOutput();
      const output = resultText(m.content);
      b.finishToolCall(str(m.toolCallId), m.isError !== true, m.isError === true ? output : undefined, output);
      return;
    case 'bashExecution':
      // The user ran `!cmd` themselves; its output is evidence, the command is what happened.
      b.toolOutput();
      b.message({ role: 'user', kind: 'command', text: str(m.command) ?? '', line, time });
      return;
    case 'custom':
    case 'hookMessage':
      b.message({ role: 'user', kind: 'instruction', text: joinParts(textParts(m.content, ['text'])), line, time });
      return;
    case 'branchSummary':
    case 'compactionSummary':
      b.message({ role: 'system', kind: 'summary', text: str(m.summary) ?? '', line, time });
      return;
    default:
      b.report.unknownType(`message/${String(m.role)}`, line);
  }
}

export const readPi: ReaderFactory = (b) => ({
  record(rec, line) {
    const type = str(rec.type);
    switch (type) {
      case 'session':
        b.id ??= str(rec.id);
        b.cwd ??= str(rec.cwd);
        b.time(rec.timestamp);
        return;
      case 'model_change':
        b.time(rec.timestamp);
        b.declareModel(withProvider(rec.modelId, rec.provider));
        return;
      case 'session_info':
        if (str(rec.name)?.trim()) b.titleHints.explicit = str(rec.name);
        return;
      case 'compaction':
      case 'branch_summary':
        b.message({ role: 'system', kind: 'summary', text: str(rec.summary) ?? '', line, time: rec.timestamp });
        return;
      case 'custom_message':
        // Extension-injected context: given to the agent, not said by anyone.
        b.message({ role: 'user', kind: 'instruction', text: joinParts(textParts(rec.content, ['text'])), line, time: rec.timestamp });
        return;
      case 'message':
        message(b, rec, line);
        return;
      default:
        if (type && IGNORED.has(type)) {
          b.time(rec.timestamp);
          return;
        }
        b.report.unknownType(type ?? '(none)', line);
    }
  },
  end() {},
});
