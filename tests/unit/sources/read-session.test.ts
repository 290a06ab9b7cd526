import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from '../../../curation/schema/session.ts';
import { detectFormat, readSessions } from '../../../curation/sources/index.ts';
import { MAX_MESSAGE_CHARS } from '../../../curation/sources/builder.ts';
import { fixture, read, tempDir, writeLines } from './fixtures.ts';

async function readNone(file: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const sessions = await readSessions(file, {}, diagnostics);
  assert.deepEqual(sessions, []);
  return diagnostics;
}

describe('readSessions on bad input', () => {
  let dir = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => ({ dir, cleanup } = await tempDir()));
  after(() => cleanup());

  it('skips an empty file and a whitespace-only file with one warning each', async () => {
    for (const name of ['empty.jsonl', 'blank.jsonl']) {
      const file = fixture('edge', name);
      assert.deepEqual(await readNone(file), [{ file, message: 'empty file; skipped', level: 'warning' }]);
      assert.equal(await detectFormat(file), undefined);
    }
  });

  it('skips a JSONL file of another kind with one warning, not one per line', async () => {
    const file = fixture('edge/not-a-session.jsonl');
    const diagnostics = await readNone(file);
    assert.equal(diagnostics.length, 1);
    assert.match(diagnostics[0]?.message ?? '', /not a recognised session format/);
    assert.equal(await detectFormat(file), undefined);
  });

  it('skips a file of garbage with one warning that says how many lines were bad', async () => {
    const file = join(dir, 'garbage.jsonl');
    await writeFile(file, Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 7 === 0 ? 10 : 0xff))));
    const diagnostics = await readNone(file);
    assert.equal(diagnostics.length, 1);
    assert.match(diagnostics[0]?.message ?? '', /not valid JSON objects/);
  });

  it('warns about a non-UTF-8 line with its number and keeps its record, bad bytes read as U+FFFD', async () => {
    const file = fixture('edge/non-utf8.jsonl');
    const { session, diagnostics } = await read(file);
    assert.deepEqual(diagnostics, [{ file, line: 2, message: 'bytes that are not valid UTF-8 were read as U+FFFD; the rest of the line is kept', level: 'warning' }]);
    assert.deepEqual(
      session.messages.map((m) => m.text),
      ['caf\ufffd au lait \ufffd\ufffd', 'Is the cache warm? ✓', 'Yes, it was warmed at startup.'],
    );
  });

  it('reads CRLF files with a byte order mark; a non-object line and an invalid line are named', async () => {
    const file = fixture('edge/crlf.jsonl');
    const { session, diagnostics } = await read(file);
    assert.equal(session.cwd, 'C:\\work\\x');
    assert.deepEqual(
      session.messages.map((m) => [m.kind, m.text]),
      [
        ['prompt', 'Windows line endings?'],
        ['reply', 'Handled.'],
      ],
    );
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.split(' (')[0]]),
      [
        [3, 'line is JSON but not an object; skipped'],
        [4, 'invalid JSON'],
      ],
    );
  });

  it('reports a missing file as an error diagnostic instead of throwing', async () => {
    const file = join(dir, 'missing.jsonl');
    const diagnostics = await readNone(file);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.level, 'error');
    assert.equal(diagnostics[0]?.file, file);
  });

  it('skips a session that has a header but no conversation', async () => {
    const file = join(dir, 'header-only.jsonl');
    await writeLines(file, [{ type: 'session', version: 3, id: 'h1', timestamp: '2026-01-01T00:00:00Z', cwd: '/x' }]);
    const diagnostics = await readNone(file);
    assert.match(diagnostics[0]?.message ?? '', /no conversation records/);
  });

  it('caps a single huge message, with a warning naming its line', async () => {
    const file = join(dir, 'huge-message.jsonl');
    const text = 'word '.repeat(60_000); // 300,000 characters
    await writeLines(file, [
      { type: 'session', version: 3, id: 'big', timestamp: '2026-01-01T00:00:00Z', cwd: '/x' },
      { type: 'message', id: 'm1', parentId: null, timestamp: '2026-01-01T00:00:01Z', message: { role: 'user', content: 'Summarise this' } },
      { type: 'message', id: 'm2', parentId: 'm1', timestamp: '2026-01-01T00:00:02Z', message: { role: 'assistant', content: [{ type: 'text', text }], stopReason: 'stop' } },
    ]);
    const { session, diagnostics } = await read(file);
    const reply = session.messages[1]?.text ?? '';
    assert.ok(reply.length < MAX_MESSAGE_CHARS + 100 && reply.length >= MAX_MESSAGE_CHARS - 10, String(reply.length));
    assert.match(reply, /\[cut: \d+ more characters\]$/);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.line, 3);
  });

  it('keeps a bounded amount of records met before the format is known', async () => {
    const file = join(dir, 'late-header.jsonl');
    const blob = 'z'.repeat(5 * 1024 * 1024);
    await writeLines(file, [
      { type: 'blob', payload: blob },
      { type: 'blob', payload: blob },
      { type: 'session', version: 3, id: 'late', timestamp: '2026-01-01T00:00:00Z', cwd: '/x' },
      { type: 'message', id: 'm1', parentId: null, timestamp: '2026-01-01T00:00:01Z', message: { role: 'user', content: 'Still read?' } },
    ]);
    const { session, diagnostics } = await read(file);
    assert.deepEqual(session.messages.map((m) => m.text), ['Still read?']);
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.split(' (')[0]]),
      [
        [1, 'unknown record type "blob"'],
        [2, 'record read before the format was known, too large to keep; skipped'],
      ],
    );
  });

  it('gives the same output for the same input, byte for byte', async () => {
    for (const file of [
      fixture('pi/state/sessions/2026-03-01T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000001.jsonl'),
      fixture('codex/2026/04/01/rollout-2026-04-01T09-00-00-019d0000-1111-7222-8333-444455556666.jsonl'),
    ]) {
      const a = await read(file);
      const b = await read(file);
      assert.equal(JSON.stringify(a), JSON.stringify(b));
    }
  });
});
