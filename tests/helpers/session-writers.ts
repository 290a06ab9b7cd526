// Writes crafted sessions in the Claude Code, Codex CLI and Copilot CLI formats (pi has its own
// writer, ./pi-writer.ts), so tests go through the real readers. Each takes plain turns: what the
// person asked, what the agent answered. Only the records a reader needs are written.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Turn {
  user?: string;
  assistant?: string;
}

export interface SessionMeta {
  id: string;
  /** A title the harness recorded (Claude Code's custom-title). */
  title?: string;
  start?: string;
  cwd?: string;
}

function clock(start = '2026-03-01T10:00:00.000Z'): () => string {
  const t0 = new Date(start).getTime();
  let n = 0;
  return () => new Date(t0 + n++ * 60_000).toISOString();
}

function write(file: string, records: unknown[]): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return file;
}

/** `<dir>/<file>`: a Claude Code transcript. */
export function writeClaudeSession(dir: string, file: string, meta: SessionMeta, turns: Turn[]): string {
  const at = clock(meta.start);
  const cwd = meta.cwd ?? '/work/project';
  const records: unknown[] = [];
  let parent: string | null = null;
  const push = (type: 'user' | 'assistant', content: unknown) => {
    const uuid = `${type[0]}-${records.length + 1}`;
    records.push({ parentUuid: parent, isSidechain: false, type, message: { role: type, content }, uuid, timestamp: at(), cwd, sessionId: meta.id, version: '2.1.96' });
    parent = uuid;
  };
  for (const turn of turns) {
    if (turn.user) push('user', turn.user);
    if (turn.assistant) push('assistant', [{ type: 'text', text: turn.assistant }]);
  }
  if (meta.title) records.push({ type: 'custom-title', customTitle: meta.title, sessionId: meta.id });
  return write(path.join(dir, file), records);
}

/** `<dir>/<file>`: a Codex CLI rollout. */
export function writeCodexSession(dir: string, file: string, meta: SessionMeta, turns: Turn[]): string {
  const at = clock(meta.start);
  const cwd = meta.cwd ?? '/work/project';
  const records: unknown[] = [
    { timestamp: at(), type: 'session_meta', payload: { id: meta.id, timestamp: at(), cwd, originator: 'codex-tui', cli_version: '0.118.0', source: 'cli', model_provider: 'openai' } },
    { timestamp: at(), type: 'turn_context', payload: { turn_id: 't1', cwd, model: 'gpt-5.4' } },
  ];
  for (const turn of turns) {
    if (turn.user) records.push({ timestamp: at(), type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.user }] } });
    if (turn.assistant) records.push({ timestamp: at(), type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: turn.assistant }] } });
  }
  return write(path.join(dir, file), records);
}

/** `<dir>/<session id>/events.jsonl`: a Copilot CLI session. */
export function writeCopilotSession(dir: string, meta: SessionMeta, turns: Turn[]): string {
  const at = clock(meta.start);
  const cwd = meta.cwd ?? '/work/project';
  const start = at();
  const records: unknown[] = [
    { type: 'session.start', data: { sessionId: meta.id, version: 1, producer: 'copilot-agent', copilotVersion: '1.0.60', startTime: start, context: { cwd } }, id: 'e0', timestamp: start, parentId: null },
  ];
  let n = 0;
  for (const turn of turns) {
    if (turn.user) records.push({ type: 'user.message', data: { content: turn.user, attachments: [], interactionId: `i${n}` }, id: `e${++n}`, timestamp: at(), parentId: `e${n - 1}` });
    if (turn.assistant) records.push({ type: 'assistant.message', data: { messageId: `m${n}`, content: turn.assistant, toolRequests: [], interactionId: `i${n}`, model: 'claude-sonnet-4.6' }, id: `e${++n}`, timestamp: at(), parentId: `e${n - 1}` });
  }
  return write(path.join(dir, meta.id, 'events.jsonl'), records);
}
