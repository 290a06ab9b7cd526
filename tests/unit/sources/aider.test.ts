import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Session } from '../../../curation/schema/session.ts';
import { detectFormat } from '../../../curation/sources/index.ts';
import { byKind, fixture, readAll, tempDir } from './fixtures.ts';

const HISTORY = fixture('aider/shop/.aider.chat.history.md');

function calls(session: Session, name: string) {
  return session.toolCalls.filter((t) => t.name === name);
}

describe('Aider chat history', () => {
  let sessions: Session[] = [];
  let shop: Session;
  let turkish: Session;
  let dir = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => {
    ({ dir, cleanup } = await tempDir());
    const read = await readAll(HISTORY);
    assert.deepEqual(read.diagnostics, []);
    sessions = read.sessions;
    [shop, turkish] = sessions;
  });
  after(() => cleanup());

  it('is detected from its header, and every run is a session (a run nobody typed in is none)', async () => {
    assert.equal(await detectFormat(HISTORY), 'aider');
    assert.equal(sessions.length, 2);
    assert.ok(sessions.every((s) => s.format === 'aider'));
    assert.deepEqual(
      sessions.map((s) => s.startedAt),
      ['2026-03-02T09:05:10.000Z', '2026-03-03T14:00:00.000Z'],
    );
  });

  it('gives each session an id that does not depend on where the file is, and no two the same', async () => {
    assert.equal(new Set(sessions.map((s) => s.id)).size, 2);
    assert.match(shop.id, /^[0-9a-f]{8}-20260302T090510$/);
    const copy = join(dir, 'elsewhere', '.aider.chat.history.md');
    await mkdir(join(dir, 'elsewhere'), { recursive: true });
    await copyFile(HISTORY, copy);
    // Aider appends: a later run must leave the ids of earlier ones as they were.
    await writeFile(copy, `${await readFile(copy, 'utf8')}\n# aider chat started at 2026-03-04 08:00:00\n\n> Aider v0.86.2  \n\n#### one more  \n`);
    const again = await readAll(copy);
    assert.deepEqual(
      again.sessions.slice(0, 2).map((s) => s.id),
      sessions.map((s) => s.id),
    );
    assert.equal(again.sessions.length, 3);
  });

  it('keeps what the person typed whole, and tells commands from prompts', () => {
    assert.deepEqual(byKind(shop, 'prompt'), [
      'Add a discount to the cart: 10% off orders over 100 EUR.\n\nKeep the rounding in cents, never floats for money.',
      'should the threshold be configurable?',
      'Fix the failing test in tests/test_cart.py',
    ]);
    // `/ask X` then X again (aider logs it once more when it switches mode): one prompt.
    assert.equal(shop.messages.filter((m) => m.text.endsWith('should the threshold be configurable?')).length, 1);
    assert.deepEqual(byKind(shop, 'command'), ['/add cart.py', '/run pytest -q', '/quit']);
  });

  it('reads the banner: version, model, edit format, working directory', () => {
    assert.equal(shop.agentVersion, '0.86.2');
    assert.equal(shop.model, 'claude-sonnet-4-5');
    assert.equal(shop.cwd, '/home/dev/shop');
    assert.match(byKind(shop, 'instruction')[0] ?? '', /Main model: claude-sonnet-4-5 with diff edit format/);
    assert.match(byKind(turkish, 'instruction')[0] ?? '', /whole edit format/);
  });

  it('keeps code and reasoning out of the prose; quotes and headings of the reply stay', () => {
    const reply = shop.messages.find((m) => m.kind === 'reply')!;
    assert.match(reply.text, /^I'll add the discount with `Decimal`/);
    assert.match(reply.text, /> Note: orders of exactly 100 EUR get no discount\./);
    assert.match(reply.text, /#### Why Decimal/);
    for (const m of shop.messages) {
      assert.doesNotMatch(m.text, /<<<<<<<|>>>>>>>|=======|def total|^cart\.py$|thinking-content|I should use Decimal/m, m.text);
    }
    assert.ok(reply.code?.some((c) => c.includes('<<<<<<< SEARCH')));
    assert.equal(shop.evidence.thinking, 1);
    // A reply that is only a whole file is a reply with code and no prose.
    const codeOnly = shop.messages.filter((m) => m.kind === 'reply' && !m.text);
    assert.equal(codeOnly.length, 1);
    assert.match(codeOnly[0].code?.[0] ?? '', /def test_discount/);
  });

  it('reads what aider did: files edited, commits, shell commands run and refused, files added', () => {
    assert.deepEqual(
      calls(shop, 'edit').map((t) => [t.filesWritten, t.ok]),
      [
        [['cart.py'], true],
        [['tests/test_cart.py'], true],
      ],
    );
    assert.deepEqual(
      calls(shop, 'commit').map((t) => t.commands),
      [['git commit -m "feat: Add 10% discount over 100 EUR"'], ['git commit -m "test: Expect the discount in Decimal"']],
    );
    const runs = calls(shop, 'run');
    assert.deepEqual(
      runs.map((t) => [t.commands, t.ok, t.error]),
      [
        [[], false, 'denied by the user: pytest -q'],
        [['pytest -q'], undefined, undefined],
      ],
    );
    assert.deepEqual(calls(shop, 'add').map((t) => t.filesRead), [['cart.py']]);
    assert.deepEqual(calls(turkish, 'edit').map((t) => t.filesWritten), [['coupons.py']]);
  });

  it("takes aider's errors as errors, and a multi-line message with blank lines as one", () => {
    assert.deepEqual(
      shop.errors.map((e) => e.message),
      ['litellm.RateLimitError: AnthropicException - rate_limit_error', 'The API provider has rate limited you. Try again later or check your quotas.', '# 1 SEARCH/REPLACE block failed to match!'],
    );
    // (The rest of that message, "## SearchReplaceNoExactMatch…", is aider's, not a reply.)
    assert.ok(shop.messages.every((m) => !m.text.includes('SearchReplaceNoExactMatch')));
  });

  it('times each input from .aider.input.history, and keeps file order for what has no time', () => {
    const prompt = shop.messages.find((m) => m.kind === 'prompt')!;
    assert.equal(prompt.time, '2026-03-02T09:06:01.500Z');
    assert.equal(shop.messages.find((m) => m.text === '/run pytest -q')?.time, '2026-03-02T09:08:10.000Z');
    const times = [...shop.messages].map((m) => m.time);
    assert.deepEqual(times, [...times].sort());
    const edit = calls(shop, 'edit')[0];
    assert.ok(edit.time > prompt.time && edit.time < '2026-03-02T09:07:02.000Z', edit.time);
  });

  it("takes the architect's answer, handed to the editor model as an input, for no prompt of the person's", async () => {
    const file = join(dir, 'architect', '.aider.chat.history.md');
    await mkdir(join(dir, 'architect'), { recursive: true });
    await writeFile(
      file,
      [
        '# aider chat started at 2026-01-01 10:00:00',
        '',
        '> Main model: gemini-2.5-pro with architect edit format  ',
        '',
        '#### /architect the server fails: psycopg2 is not async  ',
        '',
        '#### the server fails: psycopg2 is not async  ',
        '',
        'Use `asyncpg`:',
        '',
        '1. Add asyncpg to requirements.txt.',
        '',
        '> Tokens: 5.7k sent, 864 received.  ',
        '> Edit the files? (Y)es/(N)o [Yes]: y  ',
        '',
        '#### Use `asyncpg`:  ',
        '####   ',
        '#### 1. Add asyncpg to requirements.txt.  ',
        '',
        'requirements.txt',
        '```',
        'asyncpg',
        '```',
        '',
        '> Applied edit to requirements.txt  ',
        '',
      ].join('\n'),
    );
    const [session] = (await readAll(file)).sessions;
    assert.deepEqual(byKind(session, 'prompt'), ['the server fails: psycopg2 is not async']);
    assert.deepEqual(byKind(session, 'instruction').slice(-1), ['Use `asyncpg`:\n\n1. Add asyncpg to requirements.txt.']);
    assert.deepEqual(calls(session, 'edit').map((t) => t.filesWritten), [['requirements.txt']]);
  });

  it('reads a non-English session as written', () => {
    assert.deepEqual(byKind(turkish, 'prompt'), ['Sepete kupon kodu desteği ekle. Kuponlar büyük/küçük harfe duyarsız olmalı.']);
    assert.equal(turkish.messages.find((m) => m.kind === 'reply')?.text, 'Kupon kodlarını büyük/küçük harfe duyarsız karşılaştıracağım.');
    assert.equal(turkish.title, 'Sepete kupon kodu desteği ekle. Kuponlar büyük/küçük harfe duyarsız olmalı.');
  });

  it('reads a file with Windows line endings the same', async () => {
    const crlf = join(dir, 'crlf', '.aider.chat.history.md');
    await mkdir(join(dir, 'crlf'), { recursive: true });
    await writeFile(crlf, (await readFile(HISTORY, 'utf8')).replace(/\n/g, '\r\n'));
    const read = await readAll(crlf);
    assert.deepEqual(read.diagnostics, []);
    const strip = (s: Session) => ({ ...s, file: '' });
    // (No input history beside the copy: times then come from the headers alone.)
    assert.deepEqual(
      read.sessions.map((s) => strip(s).messages.map((m) => [m.kind, m.text])),
      sessions.map((s) => s.messages.map((m) => [m.kind, m.text])),
    );
    assert.deepEqual(
      read.sessions.map((s) => s.toolCalls.map((t) => [t.name, t.filesWritten, t.commands])),
      sessions.map((s) => s.toolCalls.map((t) => [t.name, t.filesWritten, t.commands])),
    );
  });

  it('names file and line for a line that is not UTF-8, and keeps the rest of it', async () => {
    const file = join(dir, 'bad', '.aider.chat.history.md');
    await mkdir(join(dir, 'bad'), { recursive: true });
    const head = Buffer.from('stray text\n# aider chat started at 2026-01-01 10:00:00\n\n> Aider v0.86.2  \n\n#### caf');
    await writeFile(file, Buffer.concat([head, Buffer.from([0xe9]), Buffer.from(' au lait  \n\nOui.\n')]));
    const read = await readAll(file);
    assert.deepEqual(
      read.diagnostics.map((d) => [d.file, d.line, d.message]),
      [
        [file, 1, 'text before the first "# aider chat started at" line belongs to no session; skipped'],
        [file, 6, 'bytes that are not valid UTF-8 were read as U+FFFD; the rest of the line is kept'],
      ],
    );
    assert.deepEqual(byKind(read.sessions[0], 'prompt'), ['caf\uFFFD au lait']);
    assert.deepEqual(byKind(read.sessions[0], 'reply'), ['Oui.']);
  });

  it('says so when no run of the file holds anything typed', async () => {
    const file = join(dir, 'empty', '.aider.chat.history.md');
    await mkdir(join(dir, 'empty'), { recursive: true });
    await writeFile(file, '\n# aider chat started at 2026-01-01 10:00:00\n\n> Aider v0.86.2  \n> ^C KeyboardInterrupt  \n');
    const read = await readAll(file);
    assert.deepEqual(read.sessions, []);
    assert.deepEqual(
      read.diagnostics.map((d) => d.message),
      ['no session in this history holds anything the person typed; file skipped'],
    );
  });

  it('reads a history whose trailing spaces were stripped by blank lines alone', async () => {
    const file = join(dir, 'stripped', '.aider.chat.history.md');
    await mkdir(join(dir, 'stripped'), { recursive: true });
    await writeFile(file, (await readFile(HISTORY, 'utf8')).replace(/ +$/gm, ''));
    const read = await readAll(file);
    assert.equal(read.sessions.length, 2);
    // (Without aider's line breaks a reply's `#### ` heading cannot be told from an input: it reads as one.)
    assert.equal(byKind(read.sessions[0], 'prompt')[0], byKind(shop, 'prompt')[0]);
    assert.ok(byKind(read.sessions[0], 'prompt').includes('Fix the failing test in tests/test_cart.py'));
    assert.deepEqual(calls(read.sessions[0], 'edit').map((t) => t.filesWritten), [['cart.py'], ['tests/test_cart.py']]);
    assert.deepEqual(byKind(read.sessions[1], 'prompt'), byKind(turkish, 'prompt'));
  });
});
