import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type LineProblem, visitRecords, visitTextLines } from '../../../curation/sources/lines.ts';
import { tempDir } from './fixtures.ts';

async function collect(file: string, maxLineBytes?: number) {
  const records: { line: number; record: Record<string, unknown> }[] = [];
  const problems: LineProblem[] = [];
  const summary = await visitRecords(
    file,
    {
      record(record, line) {
        records.push({ line, record });
      },
      problem(problem) {
        problems.push(problem);
      },
    },
    maxLineBytes,
  );
  return { records, problems, summary };
}

describe('visitRecords', () => {
  let dir = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => ({ dir, cleanup } = await tempDir()));
  after(() => cleanup());

  it('reads LF and CRLF lines, skips blank lines and keeps 1-based line numbers', async () => {
    const file = join(dir, 'mixed.jsonl');
    await writeFile(file, '{"a":1}\r\n\n   \n{"b":2}\n{"c":3}');
    const { records, problems, summary } = await collect(file);
    assert.deepEqual(records, [
      { line: 1, record: { a: 1 } },
      { line: 4, record: { b: 2 } },
      { line: 5, record: { c: 3 } },
    ]);
    assert.deepEqual(problems, []);
    assert.equal(summary.nonBlankLines, 3);
  });

  it('strips a UTF-8 byte order mark', async () => {
    const file = join(dir, 'bom.jsonl');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}\n')]));
    const { records } = await collect(file);
    assert.deepEqual(records[0]?.record, { a: 1 });
  });

  it('reports a truncated last line as truncated, a bad middle line as invalid, and reads the rest', async () => {
    const file = join(dir, 'bad.jsonl');
    await writeFile(file, '{"a":1}\n{"b":\n42\n{"c":3}\n{"d":"unfinished');
    const { records, problems } = await collect(file);
    assert.deepEqual(
      records.map((r) => r.line),
      [1, 4],
    );
    assert.deepEqual(
      problems.map((p) => [p.kind, p.line, p.kind === 'invalid-json' ? p.truncated : undefined]),
      [
        ['invalid-json', 2, false],
        ['not-an-object', 3, undefined],
        ['invalid-json', 5, true],
      ],
    );
  });

  it('a byte that is not UTF-8 costs the byte, not the record: it reads as U+FFFD and is reported', async () => {
    const file = join(dir, 'latin1.jsonl');
    await writeFile(file, Buffer.concat([Buffer.from('{"t":"caf'), Buffer.from([0xe9]), Buffer.from('"}\n{"t":"café"}\n')]));
    const { records, problems } = await collect(file);
    assert.deepEqual(problems, [{ kind: 'not-utf8', line: 1 }]);
    assert.deepEqual(records, [{ line: 1, record: { t: 'caf\ufffd' } }, { line: 2, record: { t: 'café' } }]);
  });

  it('joins a line that spans several read chunks', async () => {
    const file = join(dir, 'long.jsonl');
    const big = 'x'.repeat(3 * 1024 * 1024 + 17);
    await writeFile(file, `{"a":1}\n{"big":"${big}"}\n{"c":3}\n`);
    const { records } = await collect(file);
    assert.equal(records.length, 3);
    assert.equal((records[1]?.record.big as string).length, big.length);
    assert.equal(records[2]?.line, 3);
  });

  it('skips a line over the size limit without parsing it, then goes on', async () => {
    const file = join(dir, 'huge.jsonl');
    await writeFile(file, `{"a":1}\n{"big":"${'y'.repeat(3 * 1024 * 1024)}"}\n{"c":3}\n`);
    const { records, problems } = await collect(file, 1024 * 1024);
    assert.deepEqual(
      records.map((r) => r.line),
      [1, 3],
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.kind, 'too-long');
    assert.equal(problems[0]?.line, 2);
  });

  it('stops when the visitor says so', async () => {
    const file = join(dir, 'stop.jsonl');
    await writeFile(file, '{"a":1}\n{"a":2}\n{"a":3}\n');
    const seen: number[] = [];
    const summary = await visitRecords(file, {
      record(_record, line) {
        seen.push(line);
        return line < 2;
      },
      problem() {},
    });
    assert.deepEqual(seen, [1, 2]);
    assert.equal(summary.stoppedEarly, true);
  });

  it('rejects when the file cannot be opened', async () => {
    await assert.rejects(collect(join(dir, 'missing.jsonl')), /ENOENT/);
  });
});

describe('visitTextLines', () => {
  let dir = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => ({ dir, cleanup } = await tempDir()));
  after(() => cleanup());

  async function text(file: string, maxLineBytes?: number) {
    const lines: [number, string][] = [];
    const problems: LineProblem[] = [];
    const summary = await visitTextLines(file, { line: (t, n) => void lines.push([n, t]), problem: (p) => void problems.push(p) }, maxLineBytes);
    return { lines, problems, summary };
  }

  it('hands over every line, blank ones too, without LF or CRLF, a byte order mark dropped', async () => {
    const file = join(dir, 'a.md');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# title\r\n\r\ntext\nlast')]));
    const { lines, problems, summary } = await text(file);
    assert.deepEqual(lines, [
      [1, '# title'],
      [2, ''],
      [3, 'text'],
      [4, 'last'],
    ]);
    assert.deepEqual(problems, []);
    assert.equal(summary.nonBlankLines, 3);
  });

  it('reports a line that is not UTF-8 and still hands it over, its bad bytes replaced', async () => {
    const file = join(dir, 'b.md');
    await writeFile(file, Buffer.concat([Buffer.from('ok\ncaf'), Buffer.from([0xe9]), Buffer.from(' noir\nok again\n')]));
    const { lines, problems } = await text(file);
    assert.deepEqual(problems, [{ kind: 'not-utf8', line: 2 }]);
    assert.deepEqual(lines, [
      [1, 'ok'],
      [2, 'caf\uFFFD noir'],
      [3, 'ok again'],
    ]);
  });

  it('joins lines and characters cut by read chunks, and skips a line over the limit', async () => {
    const file = join(dir, 'c.md');
    const long = 'é'.repeat(700_000); // 1.4 MB: spans two chunks, a character cut between them
    await writeFile(file, `a\n${long}\nb\n${'x'.repeat(3_000_000)}\nc`);
    const { lines, problems } = await text(file, 2_000_000);
    assert.deepEqual(
      lines.map(([n, t]) => [n, t.length]),
      [
        [1, 1],
        [2, long.length],
        [3, 1],
        [5, 1],
      ],
    );
    assert.deepEqual(problems, [{ kind: 'too-long', line: 4, bytes: 3_000_000 }]);
  });

  it('stops when the visitor says so', async () => {
    const file = join(dir, 'd.md');
    await writeFile(file, 'a\nb\nc\n');
    const seen: string[] = [];
    const summary = await visitTextLines(file, { line: (t) => (seen.push(t), t !== 'b'), problem() {} });
    assert.deepEqual(seen, ['a', 'b']);
    assert.equal(summary.stoppedEarly, true);
  });
});
