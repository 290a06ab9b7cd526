import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Diagnostic } from '../../../curation/schema/session.ts';
import { detectFormat, loadIssueMaps } from '../../../curation/sources/index.ts';
import { exchangesOf } from '../../../curation/segment/exchanges.ts';
import { EXAMPLE_GITCLAW, byKind, fixture, read, tempDir, writeLines } from './fixtures.ts';

const MAIN = fixture('pi/state/sessions/2026-03-01T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000001.jsonl');
const MARKED = fixture('pi/state/sessions/2026-03-02T09-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000002.jsonl');

describe('pi reader', () => {
  it('detects the format from the records', async () => {
    assert.equal(await detectFormat(MAIN), 'pi');
  });

  it('reads header, messages, kinds, evidence and errors', async () => {
    const { session, diagnostics } = await read(MAIN);
    assert.equal(session.id, '5f1c2d3e-0000-4000-8000-000000000001');
    assert.equal(session.format, 'pi');
    assert.equal(session.file, MAIN);
    assert.equal(session.cwd, '/home/runner/work/demo/demo');
    assert.equal(session.model, 'claude-opus-4-6 (anthropic)');
    assert.equal(session.startedAt, '2026-03-01T10:00:00.000Z');
    assert.equal(session.endedAt, '2026-03-01T11:05:01.000Z');
    assert.deepEqual(
      session.messages.map((m) => [m.line, m.role, m.kind]),
      [
        [4, 'user', 'prompt'],
        [5, 'assistant', 'reply'],
        [11, 'assistant', 'reply'],
        [12, 'system', 'summary'],
        [16, 'user', 'prompt'],
      ],
    );
    // The final answer keeps its prose whole; its fenced code is evidence.
    const answer = session.messages[2];
    assert.equal(answer?.text, 'Added `/healthz`. It answers 200 with no dependencies:\n\nThe load balancer can probe it now.');
    assert.deepEqual(answer?.code, ['export function handler() {}']);
    assert.equal(answer?.time, '2026-03-01T10:00:12.000Z');
    assert.deepEqual(byKind(session, 'summary'), ['The user asked for a health check; /healthz was added in src/health.ts.']);
    assert.deepEqual(session.evidence, { thinking: 1, toolOutputs: 4, codeBlocks: 1 });
    assert.deepEqual(session.errors, [{ time: '2026-03-01T11:05:01.000Z', message: '429 rate limit exceeded' }]);
    // No issue map given: the title is the first request's first line, shortened.
    assert.equal(session.title, 'Add a health check endpoint');
    assert.deepEqual(session.issues, []);
    assert.equal(session.issue, undefined);
    // The unknown `hologram` type appears twice and is reported once.
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.slice(0, 30)]),
      [[14, 'unknown record type "hologram"']],
    );
  });

  it('derives files and commands from tool arguments and outcomes from tool results', async () => {
    const { session } = await read(MAIN);
    assert.deepEqual(session.toolCalls, [
      { name: 'read', time: '2026-03-01T10:00:05.000Z', filesRead: ['src/server.ts'], filesWritten: [], commands: [], ok: true },
      {
        name: 'bash',
        time: '2026-03-01T10:00:05.000Z',
        filesRead: [],
        filesWritten: [],
        commands: ['ls src && cat package.json'],
        ok: false,
        error: 'cat: package.json: No such file or directory',
      },
      { name: 'edit', time: '2026-03-01T10:00:09.000Z', filesRead: [], filesWritten: ['src/server.ts'], commands: [], ok: true },
      { name: 'write', time: '2026-03-01T10:00:09.000Z', filesRead: [], filesWritten: ['src/health.ts'], commands: [], ok: true },
    ]);
  });

  it('gives sessions their GitClaw issues: the first-mapped issue, all of them, and the issue title', async () => {
    const diagnostics: Diagnostic[] = [];
    const issueMaps = await loadIssueMaps([MAIN, MARKED], diagnostics);
    // 7 was mapped before 3, so 7 is the session's issue; 12.json is malformed and reported.
    assert.deepEqual([...issueMaps], [['2026-03-01T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000001.jsonl', [7, 3]]]);
    assert.equal(diagnostics.length, 1);
    assert.match(diagnostics[0]?.file ?? '', /issues\/12\.json$/);
    const { session } = await read(MAIN, { issueMaps });
    assert.equal(session.issue, 7);
    assert.deepEqual(session.issues, [3, 7]);
    assert.equal(session.title, 'Add a health check endpoint');
  });

  it("strips Lore's injected context: a wholly injected message is kind injected, a mixed one keeps the rest", async () => {
    const { session, diagnostics } = await read(MARKED);
    assert.deepEqual(
      session.messages.map((m) => [m.kind, m.text]),
      [
        ['injected', ''],
        ['prompt', 'Should the health check also ping the database?'],
        ['reply', 'No: a liveness probe that depends on the database restarts healthy pods during a database outage.'],
      ],
    );
    assert.equal(session.title, 'Should the health check also ping the database?');
    // The last line was cut off mid-record: one warning naming the line, the rest was read.
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.file, MARKED);
    assert.equal(diagnostics[0]?.line, 5);
    assert.match(diagnostics[0]?.message ?? '', /truncated/);
  });
});

describe('pi reader on the shipped GitClaw example', () => {
  it('reads every session with its issues; issues 6 and 46 share one session', async () => {
    const dir = join(EXAMPLE_GITCLAW, 'sessions');
    const files = (await readdir(dir)).sort().map((n) => join(dir, n));
    const diagnostics: Diagnostic[] = [];
    const issueMaps = await loadIssueMaps(files, diagnostics);
    assert.equal(diagnostics.length, 0);
    const sessions = [];
    for (const file of files) sessions.push((await read(file, { issueMaps })).session);
    assert.equal(sessions.length, 21);
    const shared = sessions.find((s) => s.id === '64ddb985-5b6b-4d0c-854b-e8300d86dee4');
    assert.equal(shared?.issue, 6);
    assert.deepEqual(shared?.issues, [6, 46]);
    assert.deepEqual(shared?.errors.map((e) => e.message), ['400 bad request: GitHub App Server-To-Server Tokens are not supported for this endpoint']);
    const sky = sessions.find((s) => s.id === 'b1f6c294-cc66-402c-bcb0-3e76f2777ce8');
    assert.equal(sky?.issue, 63);
    assert.equal(sky?.title, 'Why is the sky blue?');
    // The session without an issue map still gets a title from its request.
    const unmapped = sessions.find((s) => s.id === 'ac8c717e-0824-4232-8182-17cbdc9376a4');
    assert.deepEqual(unmapped?.issues, []);
    assert.equal(unmapped?.title, 'Hello');
    for (const s of sessions) assert.ok(s.messages.some((m) => m.kind === 'prompt'), s.id);
  });
  it('a message that cost no tokens was relayed by the harness: its "model" is not the session\'s model', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const file = join(dir, '2026-03-05T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000099.jsonl');
      const msg = (id: string, role: string, text: string, extra: object = {}) => ({ type: 'message', id, parentId: null, timestamp: '2026-03-05T10:00:01.000Z', message: { role, content: [{ type: 'text', text }], ...extra } });
      const relayed = { provider: 'openclaw', model: 'delivery-mirror', usage: { input: 0, output: 0, totalTokens: 0 } };
      await writeLines(file, [
        { type: 'session', version: 3, id: '5f1c2d3e-0000-4000-8000-000000000099', timestamp: '2026-03-05T10:00:00.000Z', cwd: '/w' },
        msg('m1', 'user', 'What is the weather?'),
        msg('m2', 'assistant', 'Sunny.', { provider: 'openai', model: 'gpt-5.4', usage: { input: 10, output: 3, totalTokens: 13 } }),
        msg('m3', 'assistant', 'Relayed one.', relayed),
        msg('m4', 'assistant', 'Relayed two.', relayed),
      ]);
      const { session } = await read(file);
      assert.equal(session.model, 'gpt-5.4 (openai)');
    } finally {
      await cleanup();
    }
  });
  it("a prompt another agent's session sent (OpenClaw's sessions_send) is marked as such, and its turn is delegated, not the person's", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const file = join(dir, '2026-03-05T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000098.jsonl');
      const msg = (id: string, role: string, text: string, extra: object = {}) => ({ type: 'message', id, parentId: null, timestamp: '2026-03-05T10:00:01.000Z', message: { role, content: [{ type: 'text', text }], ...extra } });
      await writeLines(file, [
        { type: 'session', version: 3, id: '5f1c2d3e-0000-4000-8000-000000000098', timestamp: '2026-03-05T10:00:00.000Z', cwd: '/w' },
        msg('m1', 'user', 'Atlas here: move the chest workout to 5AM and never publish without approval.', { provenance: { kind: 'inter_session', sourceTool: 'sessions_send' } }),
        msg('m2', 'assistant', 'Moved the chest workout to 5AM.'),
        msg('m3', 'user', 'Always answer me in Spanish.'),
        msg('m4', 'assistant', 'De acuerdo.'),
      ]);
      const { session } = await read(file);
      assert.deepEqual(session.messages.filter((m) => m.role === 'user').map((m) => Boolean(m.fromAgent)), [true, false]);
      assert.deepEqual(exchangesOf(session).map((ex) => ex.delegated), [true, false]);
    } finally {
      await cleanup();
    }
  });
});
