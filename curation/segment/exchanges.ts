// A session cut into exchanges: a person's turn and everything the agent did and said until the
// next one. Prompts with no answer between them ("yes", "go", "continue") are one turn. Tool calls
// and errors belong to the exchange whose time window holds them; a sub-agent's messages belong
// to the exchange that delegated to it.
import type { Session, SessionMessage, ToolCall, SessionError } from '../schema/session.ts';
import { unitsOf, type Unit } from '../text/units.ts';
import { turnParts, type PromptParts } from './speakers.ts';

export interface Reply {
  text: string;
  time: string;
  line?: number;
  units: Unit[];
}

export interface ExchangeView {
  index: number;
  time: string;
  /** Time of the next exchange's prompt, or the session's end. */
  end: string;
  /** The prompt messages of the turn, as typed. */
  prompts: SessionMessage[];
  /** The person's own words, pasted blocks, and whether the turn is automation by its form. */
  parts: PromptParts;
  /** The agent's replies in order (main line only). */
  replies: Reply[];
  /** The last reply with something to say: what the turn came to. */
  final?: Reply;
  /** What sub-agents said during the turn. */
  sidechain: SessionMessage[];
  tools: ToolCall[];
  errors: SessionError[];
  /** The exchange before, for choices and corrections that answer it. */
  previous?: ExchangeView;
  /** The turn was a sub-agent's (the whole session is a sub-agent's task), or another agent's
   * session sent its prompt. */
  delegated: boolean;
}

const SUBSTANCE = /[\p{L}\p{N}]{2}/u;

function lineOf(m: SessionMessage): number | undefined {
  return m.line && m.line > 0 ? m.line : undefined;
}

/** The exchanges of a session, in order. */
export function exchangesOf(session: Session): ExchangeView[] {
  const delegatedSession = Boolean(session.parent);
  const out: ExchangeView[] = [];
  let current: ExchangeView | undefined;
  const open = (m: SessionMessage) => {
    const ex: ExchangeView = {
      index: out.length,
      time: m.time,
      end: session.endedAt,
      prompts: [m],
      parts: { own: '', pasted: [], automation: false },
      replies: [],
      sidechain: [],
      tools: [],
      errors: [],
      previous: out[out.length - 1],
      delegated: delegatedSession || Boolean(m.sidechain) || Boolean(m.fromAgent),
    };
    if (current) current.end = m.time;
    out.push(ex);
    current = ex;
  };
  // Times of the files the agent wrote: work that answered a turn even with no words (Aider
  // replies with whole files and nothing else), so the next prompt starts a turn of its own.
  const writes = session.toolCalls
    .filter((t) => t.ok !== false && t.filesWritten.length)
    .map((t) => t.time)
    .sort();
  let w = 0;
  const wroteBefore = (time: string): boolean => {
    let wrote = false;
    while (w < writes.length && writes[w] < time) {
      if (current && writes[w] >= current.prompts[current.prompts.length - 1].time) wrote = true;
      w++;
    }
    return wrote;
  };
  for (const m of session.messages) {
    const mainLine = !m.sidechain || delegatedSession;
    if (m.kind === 'prompt' && mainLine) {
      // A prompt after a prompt with no answer between them is the same turn.
      const wrote = wroteBefore(m.time);
      if (current && current.replies.length === 0 && !wrote && current.prompts.length < 8) current.prompts.push(m);
      else open(m);
      continue;
    }
    if (!current) continue;
    if (m.kind === 'reply') {
      if (!mainLine) current.sidechain.push(m);
      else if (SUBSTANCE.test(m.text)) current.replies.push({ text: m.text, time: m.time, line: lineOf(m), units: [] });
    }
  }
  for (const ex of out) {
    ex.parts = turnParts(ex.prompts.map((p) => p.text));
    for (const r of ex.replies) r.units = unitsOf(r.text);
    ex.final = [...ex.replies].reverse().find((r) => r.units.length > 0);
  }
  // Tool calls and errors by time window (sessions are in time order; ties go to the later turn).
  let k = 0;
  const sortedTools = [...session.toolCalls].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  for (const t of sortedTools) {
    while (k + 1 < out.length && out[k + 1].time <= t.time) k++;
    if (out[k] && out[k].time <= t.time) out[k].tools.push(t);
  }
  k = 0;
  for (const e of session.errors) {
    while (k + 1 < out.length && out[k + 1].time <= e.time) k++;
    if (out[k]) out[k].errors.push(e);
  }
  return out;
}
