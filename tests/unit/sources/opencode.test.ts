// OpenCode's sessions: its JSON storage tree (a session file, its messages and parts in files
// beside it), the per-project layout before it, `opencode export` documents, and the SQLite
// database later versions keep (built by the test: a database is no text to commit). Fixtures:
// tests/fixtures/sessions/opencode (its `opencode.db` is a damaged one: a header and nothing else).
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from '../../../curation/schema/session.ts';
import { detectFormat, discoverSessionFiles, hashFile } from '../../../curation/sources/index.ts';
import { nodeSqlite, readOpenCodeDatabase } from '../../../curation/sources/read-sqlite.ts';
import { expandAgentSources, locateOpenCode } from '../../../curation/sources/locate.ts';
import { byKind, fixture, read, readAll, tempDir } from './fixtures.ts';

const ROOT = fixture('opencode');
const PROJECT = join(ROOT, 'storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750');
const MAIN = join(PROJECT, 'ses_47a1c0de1ffeAbCdEfGhIjKlMn.json');
const CHILD = join(PROJECT, 'ses_47a1c0de2ffeAbCdEfGhIjKlMn.json');
const EMPTY = join(PROJECT, 'ses_47a1c0de3ffeAbCdEfGhIjKlMn.json');
const GERMAN = join(PROJECT, 'ses_47a1c0de4ffeAbCdEfGhIjKlMn.json');
const BROKEN = join(PROJECT, 'ses_47a1c0de5ffeAbCdEfGhIjKlMn.json');
const OLDER = join(ROOT, 'project/home-u-shop/storage/session/info/ses_47a1c0de0ffeAbCdEfGhIjKlMn.json');
const EXPORT = join(ROOT, 'export/session-ses_47a1c0de6ffe.json');
const DATABASE = join(ROOT, 'opencode.db');

describe("OpenCode's JSON storage", () => {
  it('is detected from the session file, whatever its folder', async () => {
    for (const file of [MAIN, CHILD, GERMAN, OLDER, EXPORT]) assert.equal(await detectFormat(file), 'opencode', file);
    assert.equal(await detectFormat(DATABASE), undefined);
  });

  it('reads a session from the message and part files beside it: prompts, replies, calls and their outcome, times, model', async () => {
    const { session, diagnostics } = await read(MAIN);
    assert.equal(session.format, 'opencode');
    assert.equal(session.id, 'ses_47a1c0de1ffeAbCdEfGhIjKlMn');
    assert.equal(session.title, 'Add VAT to the checkout total');
    assert.equal(session.cwd, '/home/u/shop');
    assert.equal(session.repo, 'shop');
    assert.equal(session.model, 'claude-sonnet-4-5');
    assert.equal(session.agentVersion, '1.1.8');
    assert.equal(session.parent, undefined);
    assert.equal(session.startedAt, '2026-01-01T10:00:00.000Z');
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.kind, m.time, m.text]),
      [
        ['user', 'prompt', '2026-01-01T10:00:01.000Z', 'Add 20% VAT to the checkout total in cart.py, and keep prices in cents.'],
        ['assistant', 'reply', '2026-01-01T10:00:02.300Z', 'I will read cart.py and run the tests.'],
        ['assistant', 'reply', '2026-01-01T10:00:08.000Z', 'Done: the total now includes 20% VAT, rounded to whole cents. The tests could not run because pytest is not installed.'],
        ['user', 'prompt', '2026-01-01T10:00:20.000Z', 'Why did the last run fail?'],
      ],
    );
    // Messages read from files of their own cite no line of the session file.
    assert.ok(session.messages.every((m) => m.line === undefined));
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.time, t.ok, t.filesRead, t.filesWritten, t.commands, t.error]),
      [
        ['read', '2026-01-01T10:00:02.500Z', true, ['cart.py'], [], [], undefined],
        ['bash', '2026-01-01T10:00:03.500Z', false, [], [], ['pytest -q'], 'Error: pytest: command not found'],
        ['edit', '2026-01-01T10:00:04.500Z', true, [], ['cart.py'], [], undefined],
        ['task', '2026-01-01T10:00:05.500Z', true, [], [], [], undefined],
        ['bash', '2026-01-01T10:00:06.500Z', false, [], ['build'], ['rm -rf build'], 'The user rejected permission to use this specific tool call.'],
      ],
    );
    assert.deepEqual(session.errors, [{ time: '2026-01-01T10:00:30.000Z', message: 'Overloaded' }]);
    assert.deepEqual(session.evidence, {
      thinking: 1,
      toolOutputs: 5,
      codeBlocks: 0,
    });
    // The broken part file is named, with its line; nothing else is lost.
    assert.deepEqual(
      diagnostics.map((d) => [relative(ROOT, d.file), d.line]),
      [['storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100cAbCdEfGhIjKlMn.json', 4]],
    );
    assert.match(diagnostics[0].message, /not valid JSON .*skipped, the rest of the session is read/);
  });

  it('keeps what OpenCode added for the model (an attached file read in) out of the prompt, but lets privacy see it', async () => {
    const seen: string[] = [];
    const { session } = await read(MAIN, {
      observe: (text) => seen.push(text),
    });
    assert.ok(!session.messages.some((m) => m.text.includes('API_TOKEN')));
    assert.ok(seen.some((t) => t.includes('API_TOKEN=ocfixture-not-a-real-secret-41')));
  });

  it("reads a sub-agent's child session as a sidechain of the session that delegated to it", async () => {
    const { session, diagnostics } = await read(CHILD);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.parent, 'ses_47a1c0de1ffeAbCdEfGhIjKlMn');
    assert.equal(session.title, 'Find the tax rule (@general subagent)');
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.text, m.sidechain]),
      [
        ['user', 'Where is the VAT rate defined?', true],
        ['assistant', 'In settings.py.', true],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.ok]),
      [['grep', true]],
    );
  });

  it('skips a session with no turns, saying so', async () => {
    const { sessions, diagnostics } = await readAll(EMPTY);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.message]),
      [[EMPTY, 'no conversation records (no messages, tool calls or errors); file skipped']],
    );
  });

  it('reads a non-English session; a broken message file beside it is named and skipped', async () => {
    const { session, diagnostics } = await read(GERMAN);
    assert.deepEqual(byKind(session, 'prompt'), ['Rechnungsnummern müssen lückenlos fortlaufend sein – bitte mit einer Sequenz in der Datenbank lösen.']);
    assert.deepEqual(byKind(session, 'reply'), ['Erledigt: Die Nummern kommen jetzt aus der Sequenz `invoice_seq`; so entstehen keine Lücken mehr.']);
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.filesWritten, t.ok]),
      [['apply_patch', ['billing/invoice.py'], true]],
    );
    assert.deepEqual(
      diagnostics.map((d) => [relative(ROOT, d.file), d.line]),
      [['storage/message/ses_47a1c0de4ffeAbCdEfGhIjKlMn/msg_b85e3f2c2001AbCdEfGhIjKlMn.json', 4]],
    );
  });

  it('names a broken session file and its line', async () => {
    const { sessions, diagnostics } = await readAll(BROKEN);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.line]),
      [[BROKEN, 4]],
    );
    assert.match(diagnostics[0].message, /^not valid JSON/);
  });

  it('reads the per-project layout of the first versions; the directory comes from the messages', async () => {
    const { session, diagnostics } = await read(OLDER);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.cwd, '/home/u/shop');
    assert.equal(session.model, 'gpt-4.1');
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.text]),
      [
        ['user', 'Rename cart.py to basket.py.'],
        ['assistant', 'Renamed cart.py to basket.py.'],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => t.commands),
      [['git mv cart.py basket.py']],
    );
  });

  describe('titles and parts it does not know', () => {
    let dir: string;
    let cleanup: () => Promise<void>;
    before(async () => ({ dir, cleanup } = await tempDir()));
    after(() => cleanup());

    it("takes the first prompt for a title over OpenCode's placeholder, and names an unknown part type once", async () => {
      const storage = join(dir, 'storage');
      const file = join(storage, 'session/p/ses_x.json');
      await mkdir(join(storage, 'session/p'), { recursive: true });
      await writeFile(
        file,
        JSON.stringify({
          id: 'ses_x',
          title: 'New session - 2026-01-01T10:00:00.000Z',
          directory: '/w',
          time: { created: 1767261600000, updated: 1767261600000 },
        }),
      );
      await mkdir(join(storage, 'message/ses_x'), { recursive: true });
      await writeFile(
        join(storage, 'message/ses_x/msg_1.json'),
        JSON.stringify({
          id: 'msg_1',
          role: 'user',
          time: { created: 1767261601000 },
        }),
      );
      await writeFile(
        join(storage, 'message/ses_x/msg_2.json'),
        JSON.stringify({
          id: 'msg_2',
          role: 'assistant',
          time: { created: 1767261602000 },
          modelID: 'm',
        }),
      );
      await mkdir(join(storage, 'part/msg_1'), { recursive: true });
      await mkdir(join(storage, 'part/msg_2'), { recursive: true });
      await writeFile(
        join(storage, 'part/msg_1/prt_1.json'),
        JSON.stringify({
          id: 'prt_1',
          type: 'text',
          text: 'Fix the login redirect.',
        }),
      );
      await writeFile(join(storage, 'part/msg_2/prt_1.json'), JSON.stringify({ id: 'prt_1', type: 'hologram' }));
      await writeFile(join(storage, 'part/msg_2/prt_2.json'), JSON.stringify({ id: 'prt_2', type: 'hologram' }));
      await writeFile(join(storage, 'part/msg_2/prt_3.json'), JSON.stringify({ id: 'prt_3', type: 'text', text: 'Fixed.' }));
      const { session, diagnostics } = await read(file);
      assert.equal(session.title, 'Fix the login redirect.');
      assert.deepEqual(byKind(session, 'reply'), ['Fixed.']);
      assert.deepEqual(
        diagnostics.map((d) => d.message),
        ['unknown record type "part/hologram" (first seen here; further records of this type are ignored silently)'],
      );
    });
  });
});

describe('opencode export', () => {
  it('reads the document written on Windows (CRLF), in Chinese, each message at its line', async () => {
    const text = await readFile(EXPORT, 'utf8');
    assert.ok(text.includes('\r\n'));
    const { session, diagnostics } = await read(EXPORT);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, 'ses_47a1c0de6ffeAbCdEfGhIjKlMn');
    assert.equal(session.title, '购物车总价加上增值税');
    assert.equal(session.cwd, 'C:\\Users\\li\\shop');
    assert.equal(session.model, 'deepseek-chat');
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.kind, m.line, m.time, m.text]),
      [
        ['user', 'prompt', 17, '2026-01-01T13:00:01.000Z', '请在 cart.py 里给总价加上 13% 的增值税。\n金额一律用分来存。'],
        ['assistant', 'reply', 41, '2026-01-01T13:00:05.000Z', '已完成：总价现在包含 13% 的增值税，金额以分为单位。'],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.filesWritten, t.ok, t.time]),
      [['write', ['cart.py'], true, '2026-01-01T13:00:03.000Z']],
    );
  });
});

describe("OpenCode's SQLite database", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let db: string;
  before(async () => {
    ({ dir, cleanup } = await tempDir());
    db = join(dir, 'opencode.db');
    makeDatabase(db);
  });
  after(() => cleanup());

  it('reads the sessions run in the repository, a sub-agent as a sidechain; a bad row is named, the rest kept', async () => {
    // (A database is no one format: read-sqlite.ts reads it whole.)
    assert.equal(await detectFormat(db), undefined);
    const { sessions, diagnostics } = await readAll(db, { scope: '/home/u/shop' });
    assert.deepEqual(
      sessions.map((s) => [s.id, s.format, s.title, s.cwd, s.parent, s.model, s.startedAt]),
      [
        ['ses_1', 'opencode', 'Cache the price list', '/home/u/shop', undefined, 'gpt-5', '2026-02-01T09:00:00.000Z'],
        ['ses_2', 'opencode', 'Find the cache (@explore subagent)', '/home/u/shop/api', 'ses_1', 'gpt-5', '2026-02-01T09:00:05.000Z'],
      ],
    );
    const [main, child] = sessions;
    assert.deepEqual(
      main.messages.map((m) => [m.role, m.kind, m.time, m.text]),
      [
        ['user', 'prompt', '2026-02-01T09:00:01.000Z', 'Cache the price list for five minutes.'],
        ['assistant', 'reply', '2026-02-01T09:00:09.000Z', 'Cached for five minutes in prices.py.'],
      ],
    );
    assert.deepEqual(
      main.toolCalls.map((t) => [t.name, t.commands, t.ok, t.time]),
      [['bash', ['pytest tests/test_prices.py'], true, '2026-02-01T09:00:03.000Z']],
    );
    assert.ok(child.messages.every((m) => m.sidechain));
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.message]),
      [[db, 'message msg_1c of session ses_1: its data is not a JSON object; skipped, the rest of the session is read']],
    );
    // Another project's session is not read; with no repository to keep to, every one with turns is.
    assert.deepEqual(
      (await readAll(db)).sessions.map((s) => s.id),
      ['ses_1', 'ses_3', 'ses_2'],
    );
  });

  it('on a Node without SQLite, says so and how to export instead; nothing else happens', () => {
    const diagnostics: Diagnostic[] = [];
    assert.deepEqual(readOpenCodeDatabase(db, () => true, diagnostics, undefined, false), []);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].file, db);
    assert.match(diagnostics[0].message, /needs Node's node:sqlite \(Node 22\.13 or later\).*opencode export <session id>/);
  });

  it("names a database it cannot read, or one that is not OpenCode's", async () => {
    const damaged = await readAll(DATABASE);
    assert.deepEqual(damaged.sessions, []);
    assert.deepEqual(
      damaged.diagnostics.map((d) => d.file),
      [DATABASE],
    );
    const other = join(dir, 'opencode-dev.db');
    const foreign = new (nodeSqlite()!.DatabaseSync)(other);
    foreign.exec('CREATE TABLE notes (id TEXT)');
    foreign.close();
    const { sessions, diagnostics } = await readAll(other);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => d.message),
      ['not an OpenCode database Lore knows (its session table cannot be read: no such table: session); skipped'],
    );
  });

  it("is hashed with its write-ahead log, where OpenCode's latest writes wait", async () => {
    const before = await hashFile(db);
    await writeFile(`${db}-wal`, 'pending pages');
    assert.notEqual((await hashFile(db)).hash, before.hash);
  });
});

/** A database in OpenCode's schema (the columns Lore reads): sessions of two projects. */
function makeDatabase(file: string): void {
  const db = new (nodeSqlite()!.DatabaseSync)(file);
  db.exec(`
    CREATE TABLE session (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, parent_id TEXT, slug TEXT NOT NULL, directory TEXT NOT NULL, title TEXT NOT NULL, version TEXT NOT NULL, time_created INTEGER, time_updated INTEGER);
    CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, time_created INTEGER, time_updated INTEGER, data TEXT NOT NULL);
    CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT NOT NULL, time_created INTEGER, time_updated INTEGER, data TEXT NOT NULL);`);
  const T = Date.parse('2026-02-01T09:00:00Z');
  const session = db.prepare('INSERT INTO session VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  session.run('ses_1', 'p1', null, 's', '/home/u/shop', 'Cache the price list', '1.2.6', T, T + 60_000);
  session.run('ses_2', 'p1', 'ses_1', 's', '/home/u/shop/api', 'Find the cache (@explore subagent)', '1.2.6', T + 5000, T + 6000);
  session.run('ses_3', 'p2', null, 's', '/home/u/other', 'Someone else entirely', '1.2.6', T + 1, T + 1);
  session.run('ses_4', 'p1', null, 's', '/home/u/shop', 'New session - 2026-02-01T10:00:00.000Z', '1.2.6', T, T);
  const message = db.prepare('INSERT INTO message VALUES (?, ?, ?, ?, ?)');
  const part = db.prepare('INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)');
  const add = (sessionId: string, id: string, at: number, data: object | string, parts: object[] = []) => {
    message.run(id, sessionId, at, at, typeof data === 'string' ? data : JSON.stringify(data));
    parts.forEach((p, i) => part.run(`${id}_p${i}`, id, sessionId, at, at, JSON.stringify(p)));
  };
  const assistant = { role: 'assistant', modelID: 'gpt-5', providerID: 'openai', path: { cwd: '/home/u/shop', root: '/home/u/shop' } };
  add('ses_1', 'msg_1a', T + 1000, { role: 'user', time: { created: T + 1000 } }, [{ type: 'text', text: 'Cache the price list for five minutes.' }]);
  add('ses_1', 'msg_1b', T + 2000, { ...assistant, time: { created: T + 2000 } }, [
    { type: 'step-start' },
    { type: 'tool', callID: 'c1', tool: 'bash', state: { status: 'completed', input: { command: 'pytest tests/test_prices.py' }, output: '3 passed', title: '', metadata: {}, time: { start: T + 3000, end: T + 4000 } } },
    { type: 'text', text: 'Cached for five minutes in prices.py.', time: { start: T + 9000 } },
  ]);
  add('ses_1', 'msg_1c', T + 20_000, '{"role": "user", "time": ');
  add('ses_2', 'msg_2a', T + 5000, { role: 'user', time: { created: T + 5000 } }, [{ type: 'text', text: 'Where is the price list cached?' }]);
  add('ses_2', 'msg_2b', T + 5500, { ...assistant, time: { created: T + 5500 } }, [{ type: 'text', text: 'Nowhere yet.' }]);
  add('ses_3', 'msg_3a', T + 1000, { role: 'user', time: { created: T + 1000 } }, [{ type: 'text', text: 'Not this repository.' }]);
  db.close();
}

describe('finding OpenCode sessions', () => {
  it('discovers the session files, exports and the database, never the message or part files', async () => {
    const { files } = await discoverSessionFiles([ROOT], ROOT);
    assert.deepEqual(
      files.map((f) => relative(ROOT, f)),
      [
        'export/session-ses_47a1c0de6ffe.json',
        'opencode.db',
        'project/home-u-shop/storage/session/info/ses_47a1c0de0ffeAbCdEfGhIjKlMn.json',
        ...['1', '2', '3', '4', '5'].map((n) => `storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de${n}ffeAbCdEfGhIjKlMn.json`),
      ],
    );
  });

  describe('lore init', () => {
    let dir: string;
    let cleanup: () => Promise<void>;
    before(async () => ({ dir, cleanup } = await tempDir()));
    after(() => cleanup());

    it("finds the sessions run in the repository in OpenCode's data folder and its databases; on a Node without SQLite names the databases unread", async () => {
      const home = join(dir, 'opencode');
      const root = join(dir, 'src', 'shop');
      const write = async (file: string, doc: unknown) => {
        await mkdir(join(file, '..'), { recursive: true });
        await writeFile(file, JSON.stringify(doc));
      };
      await write(join(home, 'storage/session/p1/ses_a.json'), {
        id: 'ses_a',
        title: 't',
        directory: root,
        time: { created: 1 },
      });
      await write(join(home, 'storage/session/p1/ses_b.json'), {
        id: 'ses_b',
        title: 't',
        directory: join(root, 'web'),
        time: { created: 1 },
      });
      await write(join(home, 'storage/session/p2/ses_c.json'), {
        id: 'ses_c',
        title: 't',
        directory: `${root}-old`,
        time: { created: 1 },
      });
      const database = (name: string, directories: string[]) => {
        const db = new (nodeSqlite()!.DatabaseSync)(join(home, name));
        db.exec('CREATE TABLE session (id TEXT, parent_id TEXT, directory TEXT, title TEXT, version TEXT, time_created INTEGER, time_updated INTEGER)');
        directories.forEach((d, i) => db.prepare("INSERT INTO session VALUES (?, NULL, ?, 't', '1.2.6', 1, 1)").run(`ses_${i}`, d));
        db.close();
      };
      database('opencode.db', [join(root, 'app'), '/elsewhere']);
      database('opencode-local.db', ['/elsewhere']); // no session of this repository: not taken
      await writeFile(join(home, 'opencode-dev.db'), 'SQLite format 3\0'); // damaged: taken, and named when curated
      const homes = { claude: join(dir, 'claude'), codex: join(dir, 'codex'), copilot: join(dir, 'copilot'), opencode: home };
      const found = locateOpenCode(root, homes);
      assert.deepEqual(
        found.paths.map((p) => relative(home, p)),
        ['storage/session/p1/ses_a.json', 'storage/session/p1/ses_b.json', 'opencode-dev.db', 'opencode.db'],
      );
      assert.equal(found.sessions, 3);
      assert.equal(found.unread, undefined);
      assert.deepEqual(expandAgentSources(['agent:opencode'], root, homes).patterns, found.paths);
      // On a Node without SQLite every database is taken and named unread: curating it says why it is skipped.
      const old = locateOpenCode(root, homes, false);
      assert.deepEqual(old.unread?.map((p) => relative(home, p)), ['opencode-dev.db', 'opencode-local.db', 'opencode.db']);
      assert.deepEqual(old.paths, [...found.paths.slice(0, 2), ...old.unread!]);
      assert.equal(old.sessions, 2);
      assert.deepEqual(locateOpenCode(root, { ...homes, opencode: undefined }).paths, []);
    });
  });
});
