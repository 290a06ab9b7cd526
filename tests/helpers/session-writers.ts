// Writes crafted sessions in each of the four formats Lore reads (pi, Claude Code, Codex CLI,
// Copilot CLI), from one list of turns, so a test can put the same content through every reader.
// Only the records the readers need: a header, user and assistant messages, tool calls and their output.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_FORMATS, type SessionFormat } from '../../curation/schema/session.ts';
import { piLines, type PiTurn } from './pi-writer.ts';

export { SESSION_FORMATS };
export type Turn = PiTurn;

const CWD = '/work/project';

function clock(start: string) {
  const t0 = new Date(start).getTime();
  let n = 0;
  return () => new Date(t0 + n++ * 60_000).toISOString();
}

function claudeLines(id: string, turns: Turn[], start: string): string[] {
  const at = clock(start);
  const lines: string[] = [];
  let parent: string | null = null;
  const push = (type: 'user' | 'assistant', message: Record<string, unknown>) => {
    const uuid = `u${lines.length}`;
    lines.push(JSON.stringify({ parentUuid: parent, isSidechain: false, type, message, uuid, timestamp: at(), cwd: CWD, sessionId: id, version: '2.1.96', userType: 'external' }));
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
  return lines;
}

function codexLines(id: string, turns: Turn[], start: string): string[] {
  const at = clock(start);
  const lines = [JSON.stringify({ timestamp: at(), type: 'session_meta', payload: { id, timestamp: start, cwd: CWD, originator: 'codex-tui', cli_version: '0.118.0', source: 'cli', model_provider: 'openai' } })];
  const item = (payload: Record<string, unknown>) => lines.push(JSON.stringify({ timestamp: at(), type: 'response_item', payload }));
  const event = (payload: Record<string, unknown>) => lines.push(JSON.stringify({ timestamp: at(), type: 'event_msg', payload }));
  for (const turn of turns) {
    if (turn.user) {
      item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.user }] });
      event({ type: 'user_message', message: turn.user, images: [] });
    }
    turn.tools?.forEach((tool, i) => {
      const call = `call_${lines.length}${i}`;
      const args = tool.name === 'bash' ? { cmd: String(tool.arguments.command ?? ''), workdir: CWD } : tool.arguments;
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

function copilotLines(id: string, turns: Turn[], start: string): string[] {
  const at = clock(start);
  const lines: string[] = [];
  let parent: string | null = null;
  const push = (type: string, data: Record<string, unknown>) => {
    const eid = `e${lines.length}`;
    lines.push(JSON.stringify({ type, data, id: eid, timestamp: at(), parentId: parent }));
    parent = eid;
  };
  push('session.start', { sessionId: id, version: 1, producer: 'copilot-agent', copilotVersion: '1.0.60', startTime: start, context: { cwd: CWD } });
  turns.forEach((turn, n) => {
    const interactionId = `i${n}`;
    if (turn.user) push('user.message', { content: turn.user, attachments: [], interactionId });
    turn.tools?.forEach((tool, i) => {
      const toolCallId = `tc${n}_${i}`;
      push('assistant.message', { messageId: `m${lines.length}`, content: '', toolRequests: [{ toolCallId, name: tool.name, arguments: tool.arguments }], interactionId });
      push('tool.execution_start', { toolCallId, toolName: tool.name, arguments: tool.arguments });
      push('tool.execution_complete', { toolCallId, success: true, result: { content: tool.output ?? 'ok' }, interactionId });
    });
    if (turn.assistant) push('assistant.message', { messageId: `m${lines.length}`, content: turn.assistant, toolRequests: [], interactionId });
  });
  return lines;
}

/** Writes one session in `format` under `dir`, laid out as that agent lays its files out; returns the file. */
export function writeSession(format: SessionFormat, dir: string, id: string, turns: Turn[], start = '2026-03-01T10:00:00.000Z'): string {
  const layouts: Record<SessionFormat, { file: string; lines: () => string[] }> = {
    pi: { file: path.join(dir, 'pi', `${start.replace(/[:.]/g, '-')}_${id}.jsonl`), lines: () => piLines(id, turns, start, CWD) },
    'claude-code': { file: path.join(dir, 'claude', '-work-project', `${id}.jsonl`), lines: () => claudeLines(id, turns, start) },
    codex: { file: path.join(dir, 'codex', `rollout-${start.slice(0, 19).replace(/:/g, '-')}-${id}.jsonl`), lines: () => codexLines(id, turns, start) },
    'copilot-cli': { file: path.join(dir, 'copilot', 'session-state', id, 'events.jsonl'), lines: () => copilotLines(id, turns, start) },
  };
  const { file, lines } = layouts[format];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines().join('\n')}\n`);
  return file;
}
