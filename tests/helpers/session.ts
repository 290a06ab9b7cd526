// Builds normalised sessions for tests without going through a reader.
import type { Session, SessionMessage, ToolCall } from '../../curation/schema/session.ts';

export interface Turn {
  user?: string;
  assistant?: string;
  tools?: Partial<ToolCall>[];
}

/** A session from turns; each turn is a minute after the previous one, starting at `start`. */
export function makeSession(id: string, turns: Turn[], options: { start?: string; issue?: number; title?: string; cwd?: string } = {}): Session {
  const t0 = new Date(options.start ?? '2026-03-01T10:00:00Z').getTime();
  let minute = 0;
  const at = () => new Date(t0 + minute++ * 60_000).toISOString();
  const messages: SessionMessage[] = [];
  const toolCalls: ToolCall[] = [];
  for (const turn of turns) {
    if (turn.user) messages.push({ role: 'user', kind: 'prompt', text: turn.user, time: at() });
    for (const tool of turn.tools ?? []) toolCalls.push({ name: 'bash', time: at(), filesRead: [], filesWritten: [], commands: [], ok: true, ...tool });
    if (turn.assistant) messages.push({ role: 'assistant', kind: 'reply', text: turn.assistant, time: at() });
  }
  return {
    id,
    format: 'pi',
    file: `/sessions/${id}.jsonl`,
    title: options.title ?? turns.find((t) => t.user)?.user?.split('\n')[0] ?? id,
    ...(options.issue ? { issue: options.issue } : {}),
    issues: options.issue ? [options.issue] : [],
    cwd: options.cwd ?? '/work/project',
    startedAt: new Date(t0).toISOString(),
    endedAt: new Date(t0 + minute * 60_000).toISOString(),
    messages,
    toolCalls,
    errors: [],
    evidence: { thinking: 0, toolOutputs: 0, codeBlocks: 0 },
  };
}
