// Value propagation: a value one session shows to be secret is removed from every other session
// that says it bare, in the same run or another, before or after, cached digests and store included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText, snapshotTree } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NOW = new Date('2026-03-10T00:00:00Z');
const PASSPHRASE = 'velvet-maple-pickle-zephyr';

/** A session that says the value bare, with nothing around it naming it a secret. */
function bare(dir: string, name: string, id: string, start: string) {
  writePiSession(
    dir,
    name,
    id,
    [
      {
        user: `We decided to tag the release as ${PASSPHRASE} so the deploy job can find it. Please note that in the README.`,
        assistant: `Done: the README now says the release is tagged ${PASSPHRASE}, and the deploy job looks for that tag.`,
      },
    ],
    start,
  );
}

/** A session that names the value a password. */
function assigned(dir: string, name: string, id: string, start: string) {
  writePiSession(
    dir,
    name,
    id,
    [
      {
        user: `The staging database will not start. Here is the env file:\n\n\`\`\`\nexport FOO_PASSWORD=${PASSPHRASE}\nexport FOO_USER=app\n\`\`\`\n\nWhy does it fail?`,
        assistant: 'The user app lacks the CONNECT grant on the staging database; grant it and restart.',
      },
    ],
    start,
  );
}

test('a value assigned to a password in one session is removed where another session of the run says it bare, before and after', async () => {
  const p = tempProject();
  bare(p.sessions, 'a.jsonl', 'sess-a', '2026-03-01T10:00:00.000Z');
  assigned(p.sessions, 'b.jsonl', 'sess-b', '2026-03-02T10:00:00.000Z');
  bare(p.sessions, 'c.jsonl', 'sess-c', '2026-03-03T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  const text = allText(p.knowledge);
  assert.ok(text.includes('[REDACTED:secret-assignment]'), 'the bare mentions are redacted as what they are');
  assert.ok(!text.includes(PASSPHRASE), 'the value is nowhere: articles, _runs.json, _index.md, .lore/');
  assert.ok(!text.includes('velvet-maple'), 'not even cut off');
});

test('a value learnt in a later run is removed from earlier cached digests and articles; the store keeps no clear value', async () => {
  const p = tempProject();
  bare(p.sessions, 'a.jsonl', 'sess-a', '2026-03-01T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  assert.ok(allText(p.knowledge).includes(PASSPHRASE), 'nothing says it is secret yet');

  assigned(p.sessions, 'b.jsonl', 'sess-b', '2026-03-02T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  const text = allText(p.knowledge);
  assert.ok(!text.includes(PASSPHRASE) && !text.includes('velvet-maple'));
  const store = readFileSync(path.join(p.knowledge, '.lore/secrets.json'), 'utf8');
  assert.ok(JSON.parse(store).secrets.length >= 1, 'the value is remembered');

  // A third run: a new session says it bare; the session that named it is not read again.
  bare(p.sessions, 'c.jsonl', 'sess-c', '2026-03-03T10:00:00.000Z');
  const third = await curate(p.config, { now: NOW });
  assert.equal(third.read, 1);
  assert.ok(!allText(p.knowledge).includes(PASSPHRASE), 'remembered across runs, by its hash');
});

test('with secrets, an incremental run still equals a bootstrap', async () => {
  const p = tempProject();
  bare(p.sessions, 'a.jsonl', 'sess-a', '2026-03-01T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  assigned(p.sessions, 'b.jsonl', 'sess-b', '2026-03-02T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  const incremental = snapshotTree(p.knowledge);
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.deepEqual(snapshotTree(p.knowledge), incremental);
});

test('a password given as the answer to a question that asked for it is redacted, there and wherever it appears again', async () => {
  const p = tempProject();
  const answer = 'Tr0ub4dor-quartz';
  writePiSession(p.sessions, 'qa.jsonl', 'sess-qa', [
    {
      user: 'Set up the admin account for the new Grafana instance.',
      assistant: 'Before I create it:\n\n1. Which email should the admin account use?\n2. What should the admin password be?\n3. Should sign-up stay open?',
    },
    { user: `1. ops@example.com\n2. ${answer}\n3. no`, assistant: 'Created the admin account with that password; sign-up is closed.' },
    { user: `Log in with ${answer} and check the dashboards load.`, assistant: 'Logged in; the dashboards load.' },
  ]);
  await curate(p.config, { now: NOW });
  const text = allText(p.knowledge);
  assert.ok(!text.includes(answer), 'the answer and its later mention are gone');
  assert.ok(!text.includes('Tr0ub4dor'));
});

test('a quoted password without digits in code, then typed as a numbered answer, leaks nowhere', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'code.jsonl', 'sess-code', [
    {
      user: 'Add a seed script for the admin user.\n\n```python\ninitial_password = "opensesame"\ncreate_admin("admin", initial_password)\n```',
      assistant: 'Added scripts/seed.py; it creates the admin user. Two questions:\n\n1. Which region should production run in?\n2. What password should production use?',
    },
    { user: '1. eu-west-1\n2. opensesame', assistant: 'Production runs in eu-west-1 with that password; rotate it after the first login.' },
    { user: 'We decided that staging also logs in with opensesame until the vault is ready.', assistant: 'Noted: staging uses the same password until the vault is ready.' },
  ]);
  await curate(p.config, { now: NOW });
  assert.ok(!allText(p.knowledge).includes('opensesame'));
});

test('a secret seen only in tool output (which no digest keeps) is learnt, and found where the conversation repeats it', async () => {
  const p = tempProject();
  const value = 'quartz-lantern-meadow-cobalt';
  writePiSession(p.sessions, 'tool.jsonl', 'sess-tool', [
    {
      user: 'Why can the worker not reach the database?',
      tools: [{ name: 'bash', arguments: { command: 'cat .env' }, output: `DB_HOST=db.internal\nDB_PASSWORD=${value}\n` }],
      assistant: `The worker reads DB_PASSWORD from .env, but the database was reset: its password is no longer ${value}. We decided to rotate it.`,
    },
  ]);
  await curate(p.config, { now: NOW });
  assert.ok(!allText(p.knowledge).includes(value));
});

// One session kept in two files (a sync tool's conflict copy holds a turn the other lacks): the
// two are read together, also when propagation reads the session again.
const COPY = 'a.sync-conflict-20260301-120000-ABCDEFG.jsonl';
const redis = { user: 'For the cache layer we decided to use Redis.', assistant: 'Noted: Redis for the cache layer.' };

test('a session in two files that says a value bare is read again from both when a later run learns the value', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a.jsonl', 'sess-a', [redis], '2026-03-01T10:00:00.000Z');
  writePiSession(
    p.sessions,
    COPY,
    'sess-a',
    [redis, { user: `We decided to tag the Orion release as ${PASSPHRASE} so the deploy job can find it.`, assistant: `Done: the Orion release is tagged ${PASSPHRASE}.` }],
    '2026-03-01T10:00:00.000Z',
  );
  await curate(p.config, { now: NOW });
  assert.ok(allText(p.knowledge).includes(PASSPHRASE), 'nothing says it is secret yet');

  assigned(p.sessions, 'b.jsonl', 'sess-b', '2026-03-02T10:00:00.000Z');
  const second = await curate(p.config, { now: NOW });
  assert.equal(second.read, 1, 'only the new session is counted as read');
  const text = allText(p.knowledge);
  assert.ok(!text.includes(PASSPHRASE) && !text.includes('velvet-maple'));
  assert.match(text, /Orion release/, "the copy's turn is still there: the session was read from both its files");

  // Read again with the hash it had: the next run reads nothing, and equals a bootstrap.
  const third = await curate(p.config, { now: NOW });
  assert.deepEqual([third.read, third.unchanged], [0, 3]);
  const incremental = snapshotTree(p.knowledge);
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.deepEqual(snapshotTree(p.knowledge), incremental);
});

test('a secret only in the tool output of a conflict copy is learnt when the copies are read together', async () => {
  const p = tempProject();
  const value = 'quartz-lantern-meadow-cobalt';
  const ask = { user: 'Why can the worker not reach the database?' };
  writePiSession(p.sessions, 'a.jsonl', 'sess-a', [ask, { user: `We decided to rotate the database password; it is no longer ${value}.`, assistant: 'Noted: the password is to be rotated.' }]);
  writePiSession(p.sessions, COPY, 'sess-a', [{ ...ask, tools: [{ name: 'bash', arguments: { command: 'cat .env' }, output: `DB_HOST=db.internal\nDB_PASSWORD=${value}\n` }], assistant: 'The worker reads DB_PASSWORD from .env.' }]);
  const report = await curate(p.config, { now: NOW });
  assert.equal(report.merged, 1, 'the two files are one session');
  assert.ok(!allText(p.knowledge).includes(value));
});

test('a run killed at any write leaves no learnt value in clear, and the next run ends as an uninterrupted one', () => {
  const cli = path.join(repo, 'bin/lore.mjs');
  const run = (cwd: string, env: Record<string, string> = {}) => spawnSync(process.execPath, [cli, 'curate'], { cwd, env: { ...process.env, ...env, LORE_NOW: NOW.toISOString() }, encoding: 'utf8' });
  // (The store's salt is random: compared apart from the store.)
  const withoutStore = (dir: string) => {
    const tree = snapshotTree(dir);
    tree.delete('.lore/secrets.json');
    return tree;
  };
  const reference = tempProject();
  bare(reference.sessions, 'a.jsonl', 'sess-a', '2026-03-01T10:00:00.000Z');
  assigned(reference.sessions, 'b.jsonl', 'sess-b', '2026-03-02T10:00:00.000Z');
  bare(reference.sessions, 'c.jsonl', 'sess-c', '2026-03-03T10:00:00.000Z');
  assert.equal(run(reference.root).status, 0);
  const expected = withoutStore(reference.knowledge);
  for (const killAfter of [1, 2, 3, 4, 6]) {
    const p = tempProject();
    cpSync(reference.sessions, p.sessions, { recursive: true });
    const killed = run(p.root, { LORE_KILL_AFTER_WRITES: String(killAfter) });
    assert.equal(killed.signal, 'SIGKILL', `killed after ${killAfter} writes`);
    assert.ok(!allText(p.knowledge).includes(PASSPHRASE), `no value in clear after a kill at write ${killAfter}`);
    const digests = path.join(p.knowledge, '.lore/sessions');
    if (existsSync(digests) && readdirSync(digests).some((f) => f.endsWith('.json'))) {
      assert.ok(existsSync(path.join(p.knowledge, '.lore/secrets.json')), `digests written after a kill at write ${killAfter}: the store was written first`);
    }
    assert.equal(run(p.root).status, 0);
    assert.deepEqual(withoutStore(p.knowledge), expected, `after a kill at write ${killAfter}`);
  }
});

test("a digest that only seems to hold a value's cut-off start ('…rotate the password' before a value 'password4staging') is not read again when its session never says the value", async () => {
  const p = tempProject();
  const value = 'password4staging-Qx7';
  writePiSession(p.sessions, 'a.jsonl', 'sess-a', [
    { user: 'How do I rotate the admin password', assistant: '## Rotating the admin password\n\nRun `make rotate` on the bastion; it writes the new value to the vault.' },
  ], '2026-03-01T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  const cache = path.join(p.knowledge, '.lore/sessions/sess-a.json');
  assert.ok(readFileSync(cache, 'utf8').includes('admin password"'), 'the digest holds a text ending with the start of the value to come');
  const old = new Date('2020-01-01T00:00:00Z');
  utimesSync(cache, old, old);

  writePiSession(p.sessions, 'b.jsonl', 'sess-b', [{ user: `Here is the env file:\n\n\`\`\`\nexport DB_PASSWORD=${value}\n\`\`\`\n\nWhy does staging fail?`, assistant: 'The staging user lacks the CONNECT grant.' }], '2026-03-02T10:00:00.000Z');
  await curate(p.config, { now: NOW });
  assert.equal(statSync(cache).mtimeMs, old.getTime(), 'the first session was not read again');
  assert.ok(!allText(p.knowledge).includes(value), 'the value itself is nowhere');
  // And a session that does say it bare is still read again and cleaned.
  writePiSession(p.sessions, 'c.jsonl', 'sess-c', [{ user: `Log in to staging with ${value} and check the grants.`, assistant: 'Logged in; the grants are fixed.' }], '2026-03-03T10:00:00.000Z');
  writePiSession(p.sessions, 'd.jsonl', 'sess-d', [{ user: `Here is the env file:\n\n\`\`\`\nexport DB_PASSWORD=${value}\n\`\`\`\n\nIs it still wrong?`, assistant: 'It is right now.' }], '2026-03-04T10:00:00.000Z');
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.ok(!allText(p.knowledge).includes(value));
});
