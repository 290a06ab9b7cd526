// Writes crafted sessions in pi's v3 JSONL format, so pipeline tests go through the real reader.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PiTurn {
  user?: string;
  assistant?: string;
  /** Tool calls the assistant makes before its answer. */
  tools?: { name: string; arguments: Record<string, unknown>; output?: string; /** The call failed (pi's `isError`). */ error?: boolean }[];
  /** The model call failed instead of answering: pi records `stopReason: 'error'` with this message. */
  apiError?: string;
}

export function piLines(id: string, turns: PiTurn[], start = '2026-03-01T10:00:00.000Z', cwd = '/work/project'): string[] {
  const t0 = new Date(start).getTime();
  let n = 0;
  const at = () => new Date(t0 + n++ * 60_000).toISOString();
  const lines = [JSON.stringify({ type: 'session', version: 3, id, timestamp: new Date(t0).toISOString(), cwd })];
  let parent: string | null = null;
  const push = (message: Record<string, unknown>) => {
    const rid = `r${lines.length}`;
    lines.push(JSON.stringify({ type: 'message', id: rid, parentId: parent, timestamp: at(), message }));
    parent = rid;
  };
  for (const turn of turns) {
    if (turn.user) push({ role: 'user', content: [{ type: 'text', text: turn.user }] });
    turn.tools?.forEach((tool, i) => {
      push({ role: 'assistant', content: [{ type: 'toolCall', id: `t${lines.length}${i}`, name: tool.name, arguments: tool.arguments }], stopReason: 'toolUse' });
      push({ role: 'toolResult', toolCallId: `t${lines.length - 1}${i}`, toolName: tool.name, content: [{ type: 'text', text: tool.output ?? 'ok' }], ...(tool.error ? { isError: true } : {}) });
    });
    if (turn.assistant) push({ role: 'assistant', content: [{ type: 'text', text: turn.assistant }], stopReason: 'stop' });
    if (turn.apiError) push({ role: 'assistant', content: [], stopReason: 'error', errorMessage: turn.apiError });
  }
  return lines;
}

export function writePiSession(dir: string, name: string, id: string, turns: PiTurn[], start?: string, cwd?: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, `${piLines(id, turns, start, cwd).join('\n')}\n`);
  return file;
}
