import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectFormat } from '../../../curation/sources/index.ts';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { byKind, fixture, read, tempDir } from './fixtures.ts';
import { extractSession } from '../../../curation/extract/index.ts';

const NEW = fixture('copilot-cli/session-state/7a7a7a7a-0000-4000-8000-000000000001/events.jsonl');
const OLD = fixture('copilot-cli/session-state/7a7a7a7a-0000-4000-8000-000000000002.jsonl');

describe('Copilot CLI reader', () => {
  it('detects the format in both layouts', async () => {
    assert.equal(await detectFormat(NEW), 'copilot-cli');
    assert.equal(await detectFormat(OLD), 'copilot-cli');
  });

  it('reads prompts (a slash command as the prompt it expands to), corrections, replies and the closing summary', async () => {
    const { session } = await read(NEW);
    assert.equal(session.id, '7a7a7a7a-0000-4000-8000-000000000001');
    assert.equal(session.cwd, '/Users/dev/site');
    assert.equal(session.repo, 'site');
    assert.equal(session.model, 'claude-sonnet-4.6');
    assert.deepEqual(byKind(session, 'prompt'), [
      'Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot sessions work effectively in this repository.',
      "No, that's wrong: we use pnpm, not npm.",
    ]);
    // (The command the person typed stays with the prompt it became.)
    assert.deepEqual(session.messages.filter((m) => m.kind === 'prompt').map((m) => m.command), ['/init', undefined]);
    assert.deepEqual(byKind(session, 'reply'), [
      "Created `.github/copilot-instructions.md`. The README's build script does not exist, so I documented `npm start` instead.",
      'Understood: the instructions now say pnpm.',
      'Wrote .github/copilot-instructions.md (pnpm, start script).',
    ]);
    // The system prompt is sent twice and kept once; the empty-content nudge is an instruction.
    assert.deepEqual(
      session.messages.filter((m) => m.kind === 'instruction').map((m) => [m.role, m.text.slice(0, 40)]),
      [
        ['system', 'You are the GitHub Copilot CLI, a termin'],
        ['user', 'You have not yet marked the task as comp'],
      ],
    );
    assert.equal(session.title, 'Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot…');
  });

  it('reads tool executions, session errors, warnings and evidence; warns once about an unknown event type, never about a harness notification', async () => {
    const { session, diagnostics } = await read(NEW);
    assert.deepEqual(
      session.toolCalls.map((c) => [c.name, c.filesRead, c.filesWritten, c.commands, c.ok, c.error]),
      [
        ['view', ['README.md'], [], [], true, undefined],
        ['bash', [], [], ['npm run build'], false, 'Command failed: exit code 2'],
        ['create', [], ['.github/copilot-instructions.md'], [], true, undefined],
      ],
    );
    assert.deepEqual(session.errors, [
      { time: '2026-06-01T08:00:00.200Z', message: 'Failed to start MCP Servers: Error: Invalid MCP server configuration: mcpServers: Required' },
    ]);
    assert.deepEqual(session.warnings, [{ time: '2026-06-01T08:00:00.300Z', message: "MCP server 'notes' is taking longer than expected to connect." }]);
    assert.deepEqual(session.evidence, { thinking: 1, toolOutputs: 3, codeBlocks: 0 });
    assert.equal(session.startedAt, '2026-06-01T08:00:00.000Z');
    assert.equal(session.endedAt, '2026-06-01T08:02:00.000Z');
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.replace(/ \(first seen.*$/, '')]),
      [[25, 'unknown record type "session.quantum_leap"']],
    );
  });

  it('reads the older <id>.jsonl layout: no cwd in session.start, timestamps inside the prompt, Windows paths', async () => {
    const { session, diagnostics } = await read(OLD);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, '7a7a7a7a-0000-4000-8000-000000000002');
    // The folder comes from the system prompt, and tool paths are made relative to it.
    assert.equal(session.cwd, 'c:\\Users\\dev\\app');
    assert.equal(session.model, undefined);
    assert.deepEqual(byKind(session, 'prompt'), ['leia o README']);
    assert.deepEqual(byKind(session, 'reply'), ['O README descreve um app de notas.']);
    assert.deepEqual(
      session.toolCalls.map((c) => [c.name, c.filesRead, c.filesWritten, c.commands, c.ok, c.error]),
      [
        ['str_replace_editor', ['README.md'], [], [], true, undefined],
        ['powershell', [], [], ['Get-ChildItem'], true, undefined],
        ['str_replace_editor', [], ['GUIDE.md'], [], false, 'Path already exists'],
      ],
    );
  });

  it('reads a shell call that outlived its wait as failed; the guide written after it is what the turn came to', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const id = '7a7a7a7a-0000-4000-8000-0000000000aa';
      const ev = (type: string, data: object, n: number) => JSON.stringify({ type, data, id: `t${n}`, timestamp: `2026-06-01T08:00:${String(n).padStart(2, '0')}.000Z` });
      const curl = { command: 'curl -L https://www.hakko.ai/ | Select-String -Pattern "<title>"', sessionId: 'main', timeout: 60 };
      const lines = [
        ev('session.start', { sessionId: id, startTime: '2026-06-01T08:00:00.000Z', context: { cwd: '/Users/dev/game' } }, 0),
        ev('user.message', { content: 'Analyse the hakko.ai site first, then write GUIDE.md for our assistant based on it' }, 1),
        ev('assistant.message', { messageId: 'm1', content: '', toolRequests: [{ toolCallId: 'c1', name: 'powershell', arguments: curl }] }, 2),
        ev('tool.execution_start', { toolCallId: 'c1', toolName: 'powershell', arguments: curl }, 3),
        ev('tool.execution_complete', { toolCallId: 'c1', success: true, result: { content: '<waiting for command with sessionId: main to exit timed out after 60 seconds. try again with read_powershell>' } }, 4),
        ev('tool.execution_start', { toolCallId: 'c2', toolName: 'create', arguments: { path: '/Users/dev/game/GUIDE.md', file_text: '# Guide' } }, 5),
        ev('tool.execution_complete', { toolCallId: 'c2', success: true, result: { content: 'Created file' } }, 6),
        ev('assistant.message', { messageId: 'm2', content: 'Created GUIDE.md: the architecture, the AI features and a 20-week roadmap for the assistant.' }, 7),
      ];
      await mkdir(join(dir, id));
      await writeFile(join(dir, id, 'events.jsonl'), `${lines.join('\n')}\n`);
      const { session } = await read(join(dir, id, 'events.jsonl'));
      assert.deepEqual(session.toolCalls.map((c) => [c.name, c.ok, c.error]), [['powershell', false, 'timed out after 60 seconds'], ['create', true, undefined]]);
      // The guide was written (the call that timed out once on the way is no limitation of its own).
      const { digest } = extractSession(session);
      assert.deepEqual(digest.exchanges.map((e) => [e.files, e.outcome]), [[['GUIDE.md'], 'completed']]);
      assert.deepEqual(digest.claims.filter((c) => c.rule === 'failures'), []);
    } finally {
      await cleanup();
    }
  });

  it("reads the harness's notice of new tools as a warning, tools grouped by server, never as the person's words", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const id = '7a7a7a7a-0000-4000-8000-0000000000bb';
      const ev = (type: string, data: object, n: number) => JSON.stringify({ type, data, id: `t${n}`, timestamp: `2026-06-01T08:00:${String(n).padStart(2, '0')}.000Z` });
      const notice = '<tools_changed_notice>\nNew tools available: engram-set_workspace, engram-flush_state, agent-intercom-ping, agent-intercom-broadcast, context7-query\n</tools_changed_notice>\n\n';
      const ask = 'Send a broadcast message to agent-intercom for this workspace saying "Hello"';
      const lines = [
        ev('session.start', { sessionId: id, startTime: '2026-06-01T08:00:00.000Z', context: { cwd: '/Users/dev/engram' } }, 0),
        ev('user.message', { content: ask }, 1),
        ev('assistant.message', { messageId: 'm1', content: 'Unable to send broadcast via agent-intercom: its MCP tools are not surfaced to this session.' }, 2),
        ev('user.message', { content: ask, transformedContent: `${notice}${ask}` }, 3),
        ev('assistant.message', { messageId: 'm2', content: 'Broadcast message "Hello" sent successfully via agent-intercom-broadcast at info level.' }, 4),
      ];
      await mkdir(join(dir, id));
      await writeFile(join(dir, id, 'events.jsonl'), `${lines.join('\n')}\n`);
      const { session } = await read(join(dir, id, 'events.jsonl'));
      assert.deepEqual(session.warnings, [{ time: '2026-06-01T08:00:03.000Z', message: "New tools available: 'engram' (2 tools), 'agent-intercom' (2 tools), 'context7-query'" }]);
      // The notice is the harness's, not the person's words; the person asked the same thing twice.
      const { digest } = extractSession(session);
      assert.deepEqual(digest.exchanges.map((e) => [e.speaker, e.request]), [['person', ask], ['person', ask]]);
      assert.ok(!digest.claims.some((c) => /tools_changed_notice|New tools available/.test(c.text)));
    } finally {
      await cleanup();
    }
  });

  it('reads a call the person turned down as failed: it wrote nothing', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const id = '7a7a7a7a-0000-4000-8000-0000000000bb';
      const ev = (type: string, data: object, n: number) => JSON.stringify({ type, data, id: `t${n}`, timestamp: `2026-06-08T02:35:${String(n).padStart(2, '0')}.000Z` });
      const create = (text: string) => ({ path: '/Users/dev/demoapi/.github/copilot-instructions.md', file_text: text });
      const lines = [
        ev('session.start', { sessionId: id, startTime: '2026-06-08T02:35:00.000Z', context: { cwd: '/Users/dev/demoapi' } }, 0),
        ev('user.message', { content: 'Create .github/copilot-instructions.md for this codebase with the build and test commands' }, 1),
        ev('tool.execution_start', { toolCallId: 'c1', toolName: 'create', arguments: create('# First draft') }, 2),
        ev('permission.completed', { requestId: 'r1', toolCallId: 'c1', result: { kind: 'denied-interactively-by-user' } }, 3),
        ev('abort', { reason: 'user_initiated' }, 4),
        ev('user.message', { content: 'Create .github/copilot-instructions.md for this codebase, with the single-test command too' }, 5),
        ev('tool.execution_start', { toolCallId: 'c2', toolName: 'create', arguments: create('# Copilot Instructions') }, 6),
        ev('tool.execution_complete', { toolCallId: 'c2', success: true, result: { content: 'Created file' } }, 7),
        ev('assistant.message', { messageId: 'm2', content: 'Created .github/copilot-instructions.md with the build, test and single-test commands.' }, 8),
      ];
      await mkdir(join(dir, id));
      await writeFile(join(dir, id, 'events.jsonl'), `${lines.join('\n')}\n`);
      const { session } = await read(join(dir, id, 'events.jsonl'));
      assert.deepEqual(session.toolCalls.map((c) => [c.ok, c.error]), [[false, 'denied by the user: denied-interactively-by-user'], [true, undefined]]);
      // (The person let the second try through: the first refusal was an amendment, not a no.)
      const { digest } = extractSession(session);
      assert.deepEqual(digest.exchanges.map((e) => e.files), [['.github/copilot-instructions.md']]);
      assert.ok(!digest.claims.some((c) => c.relation === 'rejects'));
      // A refused call wrote nothing.
      const stood = { ...session, toolCalls: session.toolCalls.slice(0, 1) };
      assert.deepEqual(extractSession(stood).digest.exchanges.map((e) => [e.files, e.outcome]), [[[], 'answered']]);
    } finally {
      await cleanup();
    }
  });
  it('a site the request named that could not be reached is told: the answer was written without it', { todo: 'the old core said "reaching hakko.ai, which the request named, failed; the answer was written without it"; the new core keeps no claim of it (failures keeps only errors that recurred or ended the turn)' }, async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const id = '7a7a7a7a-0000-4000-8000-0000000000ab';
      const ev = (type: string, data: object, n: number) => JSON.stringify({ type, data, id: `t${n}`, timestamp: `2026-06-01T08:00:${String(n).padStart(2, '0')}.000Z` });
      const curl = { command: 'curl -L https://www.hakko.ai/', sessionId: 'main', timeout: 60 };
      const lines = [
        ev('session.start', { sessionId: id, startTime: '2026-06-01T08:00:00.000Z', context: { cwd: '/Users/dev/game' } }, 0),
        ev('user.message', { content: 'Analyse the hakko.ai site first, then write GUIDE.md for our assistant based on it' }, 1),
        ev('tool.execution_start', { toolCallId: 'c1', toolName: 'powershell', arguments: curl }, 2),
        ev('tool.execution_complete', { toolCallId: 'c1', success: true, result: { content: '<waiting for command with sessionId: main to exit timed out after 60 seconds. try again with read_powershell>' } }, 3),
        ev('assistant.message', { messageId: 'm2', content: 'Created GUIDE.md: the architecture, the AI features and a 20-week roadmap for the assistant.' }, 4),
      ];
      await mkdir(join(dir, id));
      await writeFile(join(dir, id, 'events.jsonl'), `${lines.join('\n')}\n`);
      const { session } = await read(join(dir, id, 'events.jsonl'));
      const { digest } = extractSession(session);
      assert.ok(digest.claims.some((c) => c.kind === 'limitation' && /hakko\.ai/.test(c.text)), JSON.stringify(digest.claims.map((c) => c.text)));
    } finally {
      await cleanup();
    }
  });

  it('a change the person turned down is not told as done', { todo: 'with the only write refused, the agent\'s "Created .github/copilot-instructions.md…" is still claimed as an event and nothing records the refusal' }, async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const id = '7a7a7a7a-0000-4000-8000-0000000000cd';
      const ev = (type: string, data: object, n: number) => JSON.stringify({ type, data, id: `t${n}`, timestamp: `2026-06-08T02:35:${String(n).padStart(2, '0')}.000Z` });
      const lines = [
        ev('session.start', { sessionId: id, startTime: '2026-06-08T02:35:00.000Z', context: { cwd: '/Users/dev/demoapi' } }, 0),
        ev('user.message', { content: 'Create .github/copilot-instructions.md for this codebase with the build and test commands' }, 1),
        ev('tool.execution_start', { toolCallId: 'c1', toolName: 'create', arguments: { path: '/Users/dev/demoapi/.github/copilot-instructions.md', file_text: '# First draft' } }, 2),
        ev('permission.completed', { requestId: 'r1', toolCallId: 'c1', result: { kind: 'denied-interactively-by-user' } }, 3),
        ev('assistant.message', { messageId: 'm2', content: 'Created .github/copilot-instructions.md with the build and test commands.' }, 4),
      ];
      await mkdir(join(dir, id));
      await writeFile(join(dir, id, 'events.jsonl'), `${lines.join('\n')}\n`);
      const { session } = await read(join(dir, id, 'events.jsonl'));
      const { digest } = extractSession(session);
      assert.ok(!digest.claims.some((c) => c.kind === 'event' && /Created/.test(c.text)));
    } finally {
      await cleanup();
    }
  });
});
