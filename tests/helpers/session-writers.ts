// Writes crafted sessions in the four JSONL formats of pi, Claude Code, Codex CLI and Copilot CLI (pi, Claude Code, Codex CLI,
// Copilot CLI), so tests go through the real readers. Two ways in, one set of record builders:
// - writeSession(format, dir, id, turns): the same turns in any format, laid out as that agent lays
//   its files out (for suites that put one content through every reader);
// - writeClaudeSession / writeCodexSession / writeCopilotSession: one format, with the file name,
//   title, start and working directory chosen by the test (pi's own writer is ./pi-writer.ts).
// Only the records the readers need: a header, user and assistant messages, tool calls and their output.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionFormat } from '../../curation/schema/session.ts';
import { piLines, type PiTurn } from './pi-writer.ts';

/** The formats `writeSession` writes: the agents' own JSONL logs. (The Markdown histories and
 *  JSON documents Lore also reads are crafted files under tests/fixtures/sessions.) */
export const WRITTEN_FORMATS = ['pi', 'claude-code', 'codex', 'copilot-cli'] as const satisfies readonly SessionFormat[];
export type WrittenFormat = (typeof WRITTEN_FORMATS)[number];
/** What the person asked, the tools the agent called, what it answered. */
export type Turn = PiTurn;

export interface SessionMeta {
  id: string;
  /** A title the harness recorded (Claude Code's custom-title). */
  title?: string;
  start?: string;
  cwd?: string;
}

const START = '2026-03-01T10:00:00.000Z';
const CWD = '/work/project';

function clock(start: string) {
  const t0 = new Date(start).getTime();
  let n = 0;
  return () => new Date(t0 + n++ * 60_000).toISOString();
}

function claudeLines(meta: SessionMeta, turns: Turn[]): string[] {
  const at = clock(meta.start ?? START);
  const cwd = meta.cwd ?? CWD;
  const lines: string[] = [];
  let parent: string | null = null;
  const push = (type: 'user' | 'assistant', message: Record<string, unknown>) => {
    const uuid = `u${lines.length}`;
    lines.push(JSON.stringify({ parentUuid: parent, isSidechain: false, type, message, uuid, timestamp: at(), cwd, sessionId: meta.id, version: '2.1.96', userType: 'external' }));
    parent = uuid;
  };
  for (const turn of turns) {
    if (turn.user) push('user', { role: 'user', content: turn.user });
    turn.tools?.forEach((tool, i) => {
      const tid = `toolu_${lines.length}${i}`;
      push('assistant', { model: 'claude-opus-4-6', id: `msg_${lines.length}`, type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: tid, name: tool.name, input: tool.arguments }], stop_reason: 'tool_use' });
      push('user', { role: 'user', content: [{ tool_use_id: tid, type: 'tool_result', content: tool.output ?? 'ok' }] });
    });
    if (turn.assistant) push('assistant', { model: 'claude-opus-4-6', id: `msg_${lines.length}`, type: 'message', role: 'assistant', content: [{ type: 'text', text: turn.assistant }], stop_reason: 'end_turn' });
  }
  if (meta.title) lines.push(JSON.stringify({ type: 'custom-title', customTitle: meta.title, sessionId: meta.id }));
  return lines;
}

function codexLines(meta: SessionMeta, turns: Turn[]): string[] {
  const start = meta.start ?? START;
  const at = clock(start);
  const cwd = meta.cwd ?? CWD;
  const lines = [
    JSON.stringify({ timestamp: at(), type: 'session_meta', payload: { id: meta.id, timestamp: start, cwd, originator: 'codex-tui', cli_version: '0.118.0', source: 'cli', model_provider: 'openai' } }),
    JSON.stringify({ timestamp: at(), type: 'turn_context', payload: { turn_id: 't1', cwd, model: 'gpt-5.4' } }),
  ];
  const item = (payload: Record<string, unknown>) => lines.push(JSON.stringify({ timestamp: at(), type: 'response_item', payload }));
  const event = (payload: Record<string, unknown>) => lines.push(JSON.stringify({ timestamp: at(), type: 'event_msg', payload }));
  for (const turn of turns) {
    if (turn.user) {
      item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.user }] });
      event({ type: 'user_message', message: turn.user, images: [] });
    }
    turn.tools?.forEach((tool, i) => {
      const call = `call_${lines.length}${i}`;
      const args = tool.name === 'bash' ? { cmd: String(tool.arguments.command ?? ''), workdir: cwd } : tool.arguments;
      item({ type: 'function_call', name: tool.name === 'bash' ? 'exec_command' : tool.name, arguments: JSON.stringify(args), call_id: call });
      item({ type: 'function_call_output', call_id: call, output: `Process exited with code 0\nOutput:\n${tool.output ?? 'ok'}\n` });
    });
    if (turn.assistant) {
      event({ type: 'agent_message', message: turn.assistant });
      item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: turn.assistant }] });
    }
  }
  return lines;
}

function copilotLines(meta: SessionMeta, turns: Turn[]): string[] {
  const start = meta.start ?? START;
  const at = clock(start);
  const lines: string[] = [];
  let parent: string | null = null;
  const push = (type: string, data: Record<string, unknown>) => {
    const eid = `e${lines.length}`;
    lines.push(JSON.stringify({ type, data, id: eid, timestamp: at(), parentId: parent }));
    parent = eid;
  };
  push('session.start', { sessionId: meta.id, version: 1, producer: 'copilot-agent', copilotVersion: '1.0.60', startTime: start, context: { cwd: meta.cwd ?? CWD } });
  turns.forEach((turn, n) => {
    const interactionId = `i${n}`;
    if (turn.user) push('user.message', { content: turn.user, attachments: [], interactionId });
    turn.tools?.forEach((tool, i) => {
      const toolCallId = `tc${n}_${i}`;
      push('assistant.message', { messageId: `m${lines.length}`, content: '', toolRequests: [{ toolCallId, name: tool.name, arguments: tool.arguments }], interactionId });
      push('tool.execution_start', { toolCallId, toolName: tool.name, arguments: tool.arguments });
      push('tool.execution_complete', { toolCallId, success: true, result: { content: tool.output ?? 'ok' }, interactionId });
    });
    if (turn.assistant) push('assistant.message', { messageId: `m${lines.length}`, content: turn.assistant, toolRequests: [], interactionId, model: 'claude-sonnet-4.6' });
  });
  return lines;
}

function write(file: string, lines: string[]): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `<dir>/<file>`: a Claude Code transcript. */
export function writeClaudeSession(dir: string, file: string, meta: SessionMeta, turns: Turn[]): string {
  return write(path.join(dir, file), claudeLines(meta, turns));
}

/** `<dir>/<file>`: a Codex CLI rollout. */
export function writeCodexSession(dir: string, file: string, meta: SessionMeta, turns: Turn[]): string {
  return write(path.join(dir, file), codexLines(meta, turns));
}

/** `<dir>/<session id>/events.jsonl`: a Copilot CLI session. */
export function writeCopilotSession(dir: string, meta: SessionMeta, turns: Turn[]): string {
  return write(path.join(dir, meta.id, 'events.jsonl'), copilotLines(meta, turns));
}

/** Writes one session in `format` under `dir`, laid out as that agent lays its files out; returns the file. */
export function writeSession(format: WrittenFormat, dir: string, id: string, turns: Turn[], start = START): string {
  const meta: SessionMeta = { id, start };
  switch (format) {
    case 'pi':
      return write(path.join(dir, 'pi', `${start.replace(/[:.]/g, '-')}_${id}.jsonl`), piLines(id, turns, start, CWD));
    case 'claude-code':
      return writeClaudeSession(path.join(dir, 'claude', '-work-project'), `${id}.jsonl`, meta, turns);
    case 'codex':
      return writeCodexSession(path.join(dir, 'codex'), `rollout-${start.slice(0, 19).replace(/:/g, '-')}-${id}.jsonl`, meta, turns);
    case 'copilot-cli':
      return writeCopilotSession(path.join(dir, 'copilot', 'session-state'), meta, turns);
  }
}
