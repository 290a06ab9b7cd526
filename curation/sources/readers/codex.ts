// Codex CLI rollouts (`rollout-*.jsonl`, CLI 0.104 to 0.142 in the samples): `session_meta`,
// `turn_context`, `response_item` (what the model saw and said), `event_msg` (what the UI showed)
// and `compacted`. Rollouts of CLIs before `session_meta` (to September 2025) open with
// `{id, timestamp, instructions, git}` and hold the response items bare (`{type: "message", …}`,
// no payload, no times) between `{record_type: "state"}` markers.
//
// The same utterance is usually written twice: as a `response_item` message and as an `event_msg`
// user_message / agent_message. Response items are the record of truth (they carry the role and
// every turn, including final answers some CLI versions never echo as events); an event message is
// kept only when no response item of the same role holds the same text, which covers rollouts
// where the response item is missing. Events are compared after whitespace is collapsed.
import { classifyUserText } from '../text/classify.ts';
import { answeredChoices, choiceQuestions } from '../text/choices.ts';
import { joinParts, obj, str, textParts } from './json.ts';
import type { ReaderFactory } from './types.ts';

/** Response items that say nothing conversational (encrypted snapshots, compaction markers). */
const IGNORED_ITEMS = new Set(['ghost_snapshot', 'compaction', 'compaction_summary', 'image_generation_call']);

/** Current record types: never a bare response item, even without a payload. */
const IGNORED_TOP = new Set(['session_meta', 'turn_context', 'response_item', 'event_msg', 'compacted']);

/** Only a bounded head of a tool output is searched for its exit status. */
const OUTPUT_HEAD = 4096;

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Success of a function/custom tool call from its output, when the output says. */
/** A tool output's text, whichever of Codex's shapes it came in. */
function outputText(output: unknown, unwrap = false): string {
  const o = obj(output);
  const text = typeof output === 'string' ? output : typeof o?.content === 'string' ? o.content : '';
  // (Older CLIs wrap a command's output in JSON: `{"output": "…", "metadata": {"exit_code": 0}}`.)
  if (unwrap && text.startsWith('{"output"')) {
    try {
      return str(obj(JSON.parse(text))?.output) ?? text;
    } catch {
      return text;
    }
  }
  return text;
}

function outputStatus(output: unknown): { ok?: boolean; error?: string } {
  const o = obj(output);
  if (o && typeof o.success === 'boolean') return { ok: o.success, error: str(o.content) };
  const text = outputText(output);
  const head = text.slice(0, OUTPUT_HEAD);
  if (head.startsWith('{')) {
    try {
      const parsed = obj(JSON.parse(text));
      const code = obj(parsed?.metadata)?.exit_code;
      if (typeof code === 'number') return { ok: code === 0, error: code === 0 ? undefined : str(parsed?.output) };
    } catch {
      // Not JSON after all: fall through to the plain-text forms.
    }
  }
  const exited = /Process exited with code (-?\d+)/.exec(head) ?? /^Exit code: (-?\d+)/m.exec(head);
  if (exited) {
    const ok = exited[1] === '0';
    const body = /\nOutput:\n([\s\S]*)/.exec(head)?.[1];
    return { ok, error: ok ? undefined : body?.trim() || `exit code ${exited[1]}` };
  }
  if (/^apply_patch verification failed|^Failed to apply patch/m.test(head)) return { ok: false, error: head };
  return {};
}

export const readCodex: ReaderFactory = (b) => {
  const seen = { user: new Set<string>(), assistant: new Set<string>() };
  let model: string | undefined; // of the current turn: replies are counted against it
  /** The questions of `request_user_input` calls, by call id, until their answers come. */
  const choices = new Map<string, ReturnType<typeof choiceQuestions>>();
  const pendingEvents: { role: 'user' | 'assistant'; text: string; line: number; time: unknown }[] = [];

  const messageItem = (p: Record<string, unknown>, line: number, time: unknown): void => {
    const role = str(p.role);
    if (role === 'assistant') {
      const text = joinParts(textParts(p.content, ['output_text', 'text']));
      seen.assistant.add(normalise(text));
      if (text) b.countModel(model);
      b.message({ role: 'assistant', kind: 'reply', text, line, time });
    } else if (role === 'user') {
      const raw = joinParts(textParts(p.content, ['input_text', 'text']));
      seen.user.add(normalise(raw));
      const { kind, text } = classifyUserText(raw);
      // (Older rollouts have no turn_context: the working directory is in the environment block.)
      if (kind === 'instruction') b.cwd ??= /<cwd>([^<]+)<\/cwd>/.exec(text)?.[1]?.trim();
      b.message({ role: 'user', kind, text, line, time });
    } else {
      // developer and system messages: sandbox rules, collaboration modes, base instructions.
      b.message({ role: 'system', kind: 'instruction', text: joinParts(textParts(p.content, ['input_text', 'text', 'output_text'])), line, time });
    }
  };

  const responseItem = (p: Record<string, unknown>, line: number, time: unknown): void => {
    const type = str(p.type);
    switch (type) {
      case 'message':
        messageItem(p, line, time);
        return;
      case 'reasoning':
        b.thinking();
        b.time(time);
        return;
      case 'function_call':
        b.toolCall(str(p.call_id), str(p.name) ?? 'unknown', p.arguments, time);
        if (p.name === 'request_user_input' && str(p.call_id)) choices.set(str(p.call_id)!, choiceQuestions(p.arguments));
        return;
      case 'custom_tool_call':
        b.toolCall(str(p.call_id), str(p.name) ?? 'unknown', p.input, time);
        return;
      case 'local_shell_call':
        b.toolCall(str(p.call_id), 'local_shell', obj(p.action) ?? {}, time);
        return;
      case 'web_search_call':
        b.toolCall(str(p.call_id) ?? str(p.id), 'web_search', obj(p.action) ?? {}, time);
        return;
      case 'tool_search_call':
        b.toolCall(str(p.call_id), 'tool_search', p.arguments, time);
        return;
      case 'function_call_output':
      case 'custom_tool_call_output':
      case 'local_shell_call_output':
      case 'tool_search_output': {
        b.time(time);
        b.toolOutput();
        const { ok, error } = outputStatus(p.output);
        b.finishToolCall(str(p.call_id), ok, error, outputText(p.output, true));
        // The person's answers to the agent's questions are their decisions.
        const asked = choices.get(str(p.call_id) ?? '');
        const answered = asked ? answeredChoices(asked, p.output) : undefined;
        if (answered) b.message({ role: 'user', kind: 'instruction', text: answered, line, time });
        return;
      }
      default:
        if (type && IGNORED_ITEMS.has(type)) return;
        b.report.unknownType(`response_item/${type ?? '(none)'}`, line);
    }
  };

  const eventMsg = (p: Record<string, unknown>, line: number, time: unknown): void => {
    switch (p.type) {
      case 'user_message':
        pendingEvents.push({ role: 'user', text: str(p.message) ?? '', line, time });
        return;
      case 'agent_message':
        pendingEvents.push({ role: 'assistant', text: str(p.message) ?? '', line, time });
        return;
      case 'exec_command_end': {
        const code = p.exit_code;
        const failed = typeof code === 'number' && code !== 0;
        b.finishToolCall(
          str(p.call_id),
          typeof code === 'number' ? !failed : undefined,
          failed ? str(p.stderr)?.trim() || str(p.aggregated_output) || `exit code ${code}` : undefined,
        );
        b.time(time);
        return;
      }
      case 'patch_apply_end':
        b.finishToolCall(str(p.call_id), typeof p.success === 'boolean' ? p.success : undefined, str(p.stderr));
        b.time(time);
        return;
      case 'error':
        b.error(str(p.message) ?? 'error', time);
        return;
      default:
        // Token counts, turn starts/ends, reasoning echoes, UI deltas: the response items say it.
        b.time(time);
    }
  };

  return {
    record(rec, line) {
      const type = str(rec.type);
      if (!type && str(rec.id) && 'instructions' in rec) {
        // The first record of an older rollout: what `session_meta` says now. Its items carry no times.
        b.tickUntimed = true;
        b.id ??= str(rec.id);
        b.repo ??= str(obj(rec.git)?.repository_url);
        b.time(rec.timestamp);
        if (str(rec.instructions)?.trim()) b.message({ role: 'system', kind: 'instruction', text: str(rec.instructions) ?? '', line, time: rec.timestamp });
        return;
      }
      if (!type && str(rec.record_type)) return; // an older rollout's state marker
      if (type && !('payload' in rec) && !IGNORED_TOP.has(type)) {
        // An older rollout's bare response item (untimed).
        b.tickUntimed = true;
        responseItem(rec, line, rec.timestamp);
        return;
      }
      const p = obj(rec.payload) ?? {};
      const time = rec.timestamp;
      switch (type) {
        case 'session_meta':
          b.id ??= str(p.id);
          b.cwd ??= str(p.cwd);
          b.repo ??= str(obj(p.git)?.repository_url);
          b.time(p.timestamp ?? time);
          if (str(p.instructions)?.trim()) b.message({ role: 'system', kind: 'instruction', text: str(p.instructions) ?? '', line, time });
          return;
        case 'turn_context':
          b.cwd ??= str(p.cwd);
          b.declareModel(p.model);
          model = str(p.model) ?? model;
          b.time(time);
          return;
        case 'response_item':
          responseItem(p, line, time);
          return;
        case 'event_msg':
          eventMsg(p, line, time);
          return;
        case 'compacted':
          b.message({ role: 'system', kind: 'summary', text: str(p.message) ?? '', line, time });
          return;
        default:
          b.report.unknownType(type ?? '(none)', line);
      }
    },
    end() {
      for (const event of pendingEvents) {
        const key = normalise(event.text);
        if (!key || seen[event.role].has(key)) continue;
        if (event.role === 'assistant') {
          b.countModel(model);
          b.message({ role: 'assistant', kind: 'reply', text: event.text, line: event.line, time: event.time });
        } else {
          const { kind, text } = classifyUserText(event.text);
          b.message({ role: 'user', kind, text, line: event.line, time: event.time });
        }
      }
    },
  };
};
