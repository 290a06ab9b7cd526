// A session is a series of exchanges: a person asks (one or more prompts in a row), the agent
// works (tool calls) and answers. The exchange is the unit extraction reasons about.
import type { Session, SessionError, SessionMessage, ToolCall } from '../schema/session.ts';
import { containsCjk, textKey } from '../lib/text.ts';

export interface Exchange {
  index: number;
  prompts: SessionMessage[];
  /** The agent's conversational replies, in order. */
  replies: SessionMessage[];
  tools: ToolCall[];
  errors: SessionError[];
  /** The agent's answer: what it said after its last tool call (or its last reply). */
  answer: string;
  answerTime?: string;
  /** What to quote for the answer when Lore wrote it rather than the agent (work told from the
   * files it wrote after the model API failed): words the agent did write, in that file. */
  answerQuote?: string;
  /** The model API's error that cut the reply short after the work was done ("Your credit balance
   * is too low…"): told under Outcome as what was not done, not in the summary. */
  failedAfterWork?: string;
  /** The replies the answer is made of, in order. */
  answerParts?: SessionMessage[];
  /** Sub-agent traffic, kept apart from the main conversation. */
  sidechain: boolean;
  /** When the harness cut in after the agent had answered (a stop hook's complaint, an
   * interrupted turn): what the agent said and did after it is housekeeping, not the answer. */
  harnessAt?: string;
  /** The turn was aborted or interrupted before the agent finished: what it said is interim. */
  interrupted?: boolean;
}

/** The harness cutting into a turn: a hook refusing to let the agent stop, an aborted or
 * interrupted turn. (Reminders and injected context are instructions too, but do not cut.) */
const INTERJECTION = /^\s*(?:Stop hook feedback:|<turn_aborted>|\[Request interrupted by user)/;
const ABORTED = /^\s*(?:<turn_aborted>|\[Request interrupted by user)/;

/** Only prompts and replies are conversation; instructions, injected context and commands are not. */
function isConversation(m: SessionMessage): boolean {
  return (m.kind === 'prompt' && m.role === 'user') || (m.kind === 'reply' && m.role === 'assistant');
}

/** A sub-agent's own transcript (Claude Code's subagents/agent-*.jsonl): its parent is named, or every message is on the sidechain. */
export function isSubAgentTranscript(session: Session): boolean {
  return session.parent !== undefined || (session.messages.length > 0 && session.messages.every((m) => m.sidechain));
}

export function splitExchanges(session: Session): Exchange[] {
  const exchanges: Exchange[] = [];
  let current: Exchange | undefined;
  // A sub-agent's own transcript is a conversation in its own right: the task it was given, its answer.
  const ownTranscript = isSubAgentTranscript(session);
  for (const m of session.messages) {
    if ((m.sidechain && !ownTranscript) || !m.text.trim()) continue;
    if (!isConversation(m)) {
      if (current && current.replies.length && m.role === 'user' && INTERJECTION.test(m.text)) {
        current.harnessAt ??= m.time;
        if (ABORTED.test(m.text)) current.interrupted = true;
      }
      continue;
    }
    if (m.role === 'user') {
      if (!current || current.replies.length) {
        current = { index: exchanges.length, prompts: [], replies: [], tools: [], errors: [], answer: '', sidechain: false };
        exchanges.push(current);
      }
      current.prompts.push(m);
    } else if (current) {
      current.replies.push(m);
    }
  }
  // Tool calls and errors belong to the exchange whose time window holds them.
  for (let i = 0; i < exchanges.length; i++) {
    const from = exchanges[i].prompts[0].time;
    const to = i + 1 < exchanges.length ? exchanges[i + 1].prompts[0].time : '\uffff';
    exchanges[i].tools = session.toolCalls.filter((t) => t.time >= from && t.time < to);
    exchanges[i].errors = session.errors.filter((e) => e.time >= from && e.time < to);
  }
  for (const ex of exchanges) {
    const cut = ex.harnessAt;
    const replies = cut ? ex.replies.filter((r) => r.time < cut) : ex.replies;
    const tools = cut ? ex.tools.filter((t) => t.time < cut) : ex.tools;
    const lastTool = tools.length ? tools[tools.length - 1].time : '';
    // Text in the same message as the last tool call is the agent talking to itself before it.
    const after = replies.filter((r) => r.time > lastTool);
    const chosen = after.length ? after : replies.slice(-1);
    ex.answer = chosen.map((r) => r.text).join('\n\n').trim();
    ex.answerTime = chosen.length ? chosen[chosen.length - 1].time : undefined;
    ex.answerParts = chosen;
    // A short "Done." after a long answer that preceded a final tool call: keep the long one too.
    if (ex.answer.length < 200 && replies.length > chosen.length) {
      const longest = replies.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      if (longest.text.length > ex.answer.length * 3 && !chosen.includes(longest)) {
        ex.answer = `${longest.text.trim()}\n\n${ex.answer}`.trim();
        ex.answerParts = [longest, ...chosen];
      }
    }
  }
  return exchanges;
}

export function promptText(ex: Exchange): string {
  return ex.prompts.map((p) => p.text).join('\n\n').trim();
}

const replyKeys = new WeakMap<SessionMessage, string>();

/**
 * When the agent said `text` in this exchange: the time of the answer's reply that holds its
 * opening or closing words (the latest such reply), else the answer's time. An answer spread over
 * several messages is then cited message by message.
 */
export function saidAt(ex: Exchange, text: string): string {
  const fallback = ex.answerTime ?? ex.prompts[0].time;
  // Only the replies the answer is made of can have said it; one reply said all of it.
  const parts = ex.answerParts ?? [];
  if (parts.length <= 1) return fallback;
  const key = textKey(text);
  if (key.length < 6) return fallback;
  const n = containsCjk(key) ? 10 : 24;
  const probes = [key.slice(0, n), key.slice(-n)];
  for (let i = parts.length - 1; i >= 0; i--) {
    const reply = parts[i];
    let k = replyKeys.get(reply);
    if (k === undefined) replyKeys.set(reply, (k = textKey(reply.text)));
    if (probes.some((p) => k.includes(p))) return reply.time;
  }
  return fallback;
}
