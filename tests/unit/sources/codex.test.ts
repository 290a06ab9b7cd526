import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectFormat } from '../../../curation/sources/index.ts';
import { join } from 'node:path';
import { sanitizeSession } from '../../../curation/privacy/sanitize.ts';
import { byKind, fixture, read, tempDir, writeLines } from './fixtures.ts';
import { fake } from '../../fixtures/privacy/fake-secrets.ts';

const NEW = fixture('codex/2026/04/01/rollout-2026-04-01T09-00-00-019d0000-1111-7222-8333-444455556666.jsonl');
const OLD = fixture('codex/2026/04/01/rollout-2025-09-01T10-00-00-0199aaaa-bbbb-7ccc-8ddd-eeeeffff0000.jsonl');

describe('Codex reader', () => {
  it('detects the format', async () => {
    assert.equal(await detectFormat(NEW), 'codex');
    assert.equal(await detectFormat(OLD), 'codex');
  });

  it('emits each utterance once although response items and events both carry it', async () => {
    const { session } = await read(NEW);
    assert.equal(session.id, '019d0000-1111-7222-8333-444455556666');
    assert.equal(session.cwd, '/home/dev/api');
    assert.equal(session.repo, 'api-server');
    assert.equal(session.model, 'gpt-5.4');
    assert.deepEqual(byKind(session, 'prompt'), ['Why does the /users endpoint return 500 after the migration?', 'Also note it in the changelog.']);
    assert.deepEqual(byKind(session, 'reply'), [
      "I'll check the handler and the migration.",
      // The final answer exists only as a response item (no agent_message event): kept, whole.
      'The migration dropped `email`, which the handler still selects. I renamed the column instead of dropping it:\n\nTests pass now.',
      // This reply exists only as an event (its response item is missing): kept from the event.
      'Noted in CHANGELOG.md under Unreleased.',
    ]);
    assert.deepEqual(
      session.messages.map((m) => m.line),
      [...session.messages.map((m) => m.line)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it('keeps AGENTS.md, environment context, developer messages and aborts as instructions', async () => {
    const { session } = await read(NEW);
    const instructions = byKind(session, 'instruction');
    assert.equal(instructions.length, 3);
    assert.match(instructions[0] ?? '', /^<permissions instructions>/);
    assert.match(instructions[1] ?? '', /^# AGENTS\.md instructions/);
    assert.match(instructions[2] ?? '', /^<turn_aborted>/);
    assert.ok(session.messages.filter((m) => m.role === 'system').every((m) => m.kind === 'instruction'));
  });

  it('reads tool calls with outcomes from exec_command_end and patch output, and errors from events', async () => {
    const { session, diagnostics } = await read(NEW);
    assert.deepEqual(session.toolCalls, [
      {
        name: 'exec_command',
        time: '2026-04-01T09:00:05.000Z',
        filesRead: [],
        filesWritten: [],
        commands: ['go test ./...'],
        ok: false,
        error: 'users_test.go:12: column "email" does not exist',
      },
      {
        name: 'apply_patch',
        time: '2026-04-01T09:00:09.000Z',
        filesRead: [],
        filesWritten: ['migrations/0002_users.sql', 'docs/migrations.md'],
        commands: [],
        ok: true,
      },
    ]);
    assert.deepEqual(session.errors, [{ time: '2026-04-01T09:01:06.000Z', message: 'stream disconnected before completion: Transport error: timeout' }]);
    assert.deepEqual(session.evidence, { thinking: 1, toolOutputs: 2, codeBlocks: 1 });
    // Unknown response item and record types: one warning each, naming the line.
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.replace(/ \(first seen.*$/, '')]),
      [
        [26, 'unknown record type "response_item/hologram_call"'],
        [27, 'unknown record type "mystery_record"'],
      ],
    );
  });

  it('reads older rollouts: shell calls with argument arrays, apply_patch through the shell, event-only messages', async () => {
    const { session, diagnostics } = await read(OLD);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.model, 'gpt-5-codex');
    assert.equal(session.title, 'Rename the config flag --verbose to --debug');
    assert.deepEqual(
      session.messages.map((m) => [m.kind, m.text.slice(0, 30)]),
      [
        ['instruction', 'Prefer small commits.'],
        ['instruction', '<user_instructions>\n\nPrefer sm'],
        ['prompt', 'Rename the config flag --verbo'],
        ['reply', 'Renamed --verbose to --debug i'],
        ['summary', 'Renamed the verbose flag to de'],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((c) => [c.name, c.commands, c.filesWritten, c.ok]),
      [
        ['shell', ['grep -rn verbose src'], [], true],
        ['shell', [`apply_patch *** Begin Patch\n*** Update File: src/cli.rs\n@@\n-verbose\n+debug\n*** End Patch\n`], ['src/cli.rs'], true],
        ['local_shell', ['cargo test'], [], undefined],
      ],
    );
  });

  it('keeps the result block a command printed, redacted like everything else, and no other output', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const token = `ghp_${fake(36)}`;
      const output = ['Chunk ID: b35f8f', 'Process exited with code 0', 'Output:', 'step 9/9 done', '=== RESULT ===', '  token-PPL : 31.11', `  pushed with : ${token}`, '==============', 'run_one.sh: line 121: unexpected EOF'].join('\n');
      const file = join(dir, 'rollout-2026-07-03T15-12-18-019f26d2-0000-7000-8000-000000000001.jsonl');
      await writeLines(file, [
        { timestamp: '2026-07-03T07:00:00.000Z', type: 'session_meta', payload: { id: '019f26d2-0000-7000-8000-000000000001', timestamp: '2026-07-03T07:00:00.000Z', cwd: '/home/dev/eval' } },
        { timestamp: '2026-07-03T07:00:01.000Z', type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Did the eval job finish?' }] } },
        { timestamp: '2026-07-03T07:00:02.000Z', type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd: 'qzcli logs --tail 80 job-1' }), call_id: 'c1' } },
        { timestamp: '2026-07-03T07:00:03.000Z', type: 'response_item', payload: { type: 'function_call_output', call_id: 'c1', output } },
        // Older CLIs wrap the output in JSON.
        { timestamp: '2026-07-03T07:00:04.000Z', type: 'response_item', payload: { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['bash', '-lc', 'cat eval.log'] }), call_id: 'c2' } },
        { timestamp: '2026-07-03T07:00:05.000Z', type: 'response_item', payload: { type: 'function_call_output', call_id: 'c2', output: JSON.stringify({ output: '--- Results ---\naccuracy = 0.913\n', metadata: { exit_code: 0 } }) } },
        { timestamp: '2026-07-03T07:00:06.000Z', type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The main evaluation finished and saved its results; only the wrap-up script failed.' }] } },
      ]);
      const { session } = await read(file);
      assert.deepEqual(session.toolCalls.map((t) => t.result), [['token-PPL: 31.11', `pushed with: ${token}`], ['accuracy: 0.913']]);
      const clean = sanitizeSession(session).session;
      assert.equal(clean.toolCalls[0].result![0], 'token-PPL: 31.11');
      assert.ok(!JSON.stringify(clean).includes(token), 'the token in the result block is redacted');
      assert.ok(!JSON.stringify(clean).includes('step 9/9'), 'the rest of the output is not kept');
    } finally {
      await cleanup();
    }
  });

  it('records an error said again once, with how many times it was said', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const file = join(dir, 'rollout-2026-07-03T15-12-18-019f26d2-0000-7000-8000-000000000002.jsonl');
      const error = (t: string) => ({ timestamp: t, type: 'event_msg', payload: { type: 'error', message: 'Failed to read configuration from ~/.codex/config.toml: invalid type' } });
      await writeLines(file, [
        { timestamp: '2026-07-03T07:00:00.000Z', type: 'session_meta', payload: { id: '019f26d2-0000-7000-8000-000000000002', timestamp: '2026-07-03T07:00:00.000Z', cwd: '/home/dev/eval' } },
        error('2026-07-03T07:00:01.000Z'),
        { timestamp: '2026-07-03T07:00:02.000Z', type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] } },
        error('2026-07-03T07:00:03.000Z'),
        error('2026-07-03T07:00:04.000Z'),
      ]);
      const { session } = await read(file);
      assert.deepEqual(session.errors, [{ time: '2026-07-03T07:00:01.000Z', message: 'Failed to read configuration from ~/.codex/config.toml: invalid type', count: 3 }]);
    } finally {
      await cleanup();
    }
  });
});
