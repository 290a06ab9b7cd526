// `lore curate` on OpenCode's sessions: its JSON storage (a session file with its messages and
// parts in files beside it), an `opencode export` and its SQLite database; a secret in them is
// redacted, a session whose message files changed is read again although its own file did not,
// and of the database (every project's sessions) only the repository's are curated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { nodeSqlite } from '../../../curation/sources/read-sqlite.ts';
import { PLANTED } from '../../fixtures/privacy/fake-secrets.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = path.join(repo, 'tests/fixtures/sessions/opencode');
const NOW = new Date('2026-08-01T00:00:00Z');
const MAIN_PROMPT = 'storage/part/msg_b85e3f2a0001AbCdEfGhIjKlMn/prt_b85e3f2a0002AbCdEfGhIjKlMn.json';
const MAIN_REPLY = 'storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100aAbCdEfGhIjKlMn.json';

test('OpenCode sessions curate, warning only of the broken files; a secret in them is redacted; new messages are read', async () => {
  const p = tempProject();
  const dir = path.join(p.sessions, 'opencode');
  cpSync(FIXTURES, dir, { recursive: true });
  const [inPrompt, inReply] = [PLANTED[0], PLANTED[3]];
  const plant = (rel: string, secret: string) => {
    const file = path.join(dir, rel);
    const part = JSON.parse(readFileSync(file, 'utf8'));
    part.text = `${part.text} ${secret}`;
    writeFileSync(file, JSON.stringify(part, null, 2));
  };
  plant(MAIN_PROMPT, inPrompt.text);
  plant(MAIN_REPLY, inReply.text);

  const report = await curate(p.config, { now: NOW });
  const rel = (f: string) => path.relative(dir, path.resolve(p.root, f)).split(path.sep).join('/');
  assert.deepEqual(report.diagnostics.map((d) => rel(d.file)).sort(), [
    'opencode.db', // said unread
    'storage/message/ses_47a1c0de4ffeAbCdEfGhIjKlMn/msg_b85e3f2c2001AbCdEfGhIjKlMn.json',
    'storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100cAbCdEfGhIjKlMn.json',
    'storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de3ffeAbCdEfGhIjKlMn.json', // no turns
    'storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de5ffeAbCdEfGhIjKlMn.json', // not JSON
  ]);
  // The main session, its sub-agent, the German one, the first versions' one and the export.
  assert.equal(report.read, 5);
  assert.equal(report.unreadable, 3); // the database, the session with no turns, the broken one
  assert.ok(report.secretsRedacted >= 2);
  const written = allText(p.knowledge);
  for (const planted of [inPrompt, inReply]) assert.ok(!written.includes(planted.secret), `${planted.kind} leaked`);
  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { format: string; session: string }[];
  assert.deepEqual([...new Set(runs.map((r) => r.format))], ['opencode']);

  // Unchanged, nothing is read again.
  assert.equal((await curate(p.config, { now: NOW })).read, 0);
  // A new turn is new message and part files: the session is read again, though its file is the same.
  const session = 'ses_47a1c0de4ffeAbCdEfGhIjKlMn';
  const message = 'msg_b85e3f2c3001AbCdEfGhIjKlMn';
  writeFileSync(
    path.join(dir, 'storage/message', session, `${message}.json`),
    JSON.stringify({
      id: message,
      sessionID: session,
      role: 'user',
      time: { created: 1767268900000 },
    }),
  );
  mkdirSync(path.join(dir, 'storage/part', message), { recursive: true });
  writeFileSync(
    path.join(dir, 'storage/part', message, 'prt_b85e3f2c3002AbCdEfGhIjKlMn.json'),
    JSON.stringify({
      id: 'prt_b85e3f2c3002AbCdEfGhIjKlMn',
      type: 'text',
      text: 'Und die Stornorechnungen bitte auch.',
    }),
  );
  assert.equal((await curate(p.config, { now: NOW })).read, 1);
});

test("OpenCode's database curates only the sessions run in the repository; a secret in them is redacted", async () => {
  const p = tempProject();
  mkdirSync(p.sessions, { recursive: true });
  const [secret] = [PLANTED[0]];
  const db = new (nodeSqlite()!.DatabaseSync)(path.join(p.sessions, 'opencode.db'));
  db.exec(`
    CREATE TABLE session (id TEXT PRIMARY KEY, parent_id TEXT, directory TEXT NOT NULL, title TEXT NOT NULL, version TEXT NOT NULL, time_created INTEGER, time_updated INTEGER);
    CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, time_created INTEGER, data TEXT NOT NULL);
    CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT NOT NULL, time_created INTEGER, data TEXT NOT NULL);`);
  const T = Date.parse('2026-03-01T09:00:00Z');
  const turn = (session: string, directory: string, prompt: string, reply: string) => {
    db.prepare('INSERT INTO session VALUES (?, NULL, ?, ?, ?, ?, ?)').run(session, directory, prompt, '1.2.6', T, T);
    db.prepare('INSERT INTO message VALUES (?, ?, ?, ?)').run(`${session}_u`, session, T + 1, JSON.stringify({ role: 'user', time: { created: T + 1 } }));
    db.prepare('INSERT INTO part VALUES (?, ?, ?, ?, ?)').run(`${session}_u1`, `${session}_u`, session, T + 1, JSON.stringify({ type: 'text', text: prompt }));
    db.prepare('INSERT INTO message VALUES (?, ?, ?, ?)').run(`${session}_a`, session, T + 2, JSON.stringify({ role: 'assistant', modelID: 'gpt-5', time: { created: T + 2 } }));
    db.prepare('INSERT INTO part VALUES (?, ?, ?, ?, ?)').run(`${session}_a1`, `${session}_a`, session, T + 2, JSON.stringify({ type: 'text', text: reply }));
  };
  turn('ses_here', path.join(p.root, 'api'), `Always store prices in cents; the staging key is ${secret.text}`, 'Done: prices are integers of cents now.');
  turn('ses_there', '/home/u/another-project', 'Rewrite the payroll exporter in Go.', 'Done: the payroll exporter is Go now.');
  db.close();

  const report = await curate(p.config, { now: NOW });
  assert.deepEqual(report.diagnostics, []);
  assert.equal(report.read, 1);
  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { format: string; session: string }[];
  assert.deepEqual(
    runs.map((r) => [r.format, r.session]),
    [['opencode', 'ses_here']],
  );
  const written = allText(p.knowledge);
  assert.ok(!written.includes(secret.secret), `${secret.kind} leaked`);
  assert.ok(!written.includes('payroll'), "another project's session was curated");
});
