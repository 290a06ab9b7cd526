// Nothing a session holds is lost without a word: diverged copies of a session, a bad byte, a
// symbolic link, a second run at once, a run stopped by a signal or orphaned by its parent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { piLines, writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { snapshotTree } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NOW = new Date('2026-03-10T00:00:00Z');
// (What the articles say, titles and bodies: how curation groups the decisions is not at issue here.)
const articleText = (dir: string) => loadKnowledge(dir).articles.map((a) => `${a.data.title}\n${a.body}`);

/** The session as a second machine went on with it: the first `shared` records, then its own turns, an hour later. */
function divergedCopy(id: string, shared: number, turns: Parameters<typeof piLines>[1]): string {
  const lines = piLines(id, turns, '2026-03-01T10:00:00.000Z');
  return `${lines
    .map((line, i) => {
      if (i < shared) return line;
      const r = JSON.parse(line);
      r.timestamp = new Date(Date.parse(r.timestamp) + 3_600_000).toISOString();
      r.id = `other-${r.id}`;
      return JSON.stringify(r);
    })
    .join('\n')}\n`;
}

test('diverged conflict copies of a session are merged by turn, with a warning; nothing either added is lost', async () => {
  const p = tempProject();
  const cache = { user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' };
  writePiSession(p.sessions, 'a.jsonl', 'sess-1', [cache, { user: 'For the database we use PostgreSQL.', assistant: 'Noted: PostgreSQL for the database.' }], '2026-03-01T10:00:00.000Z');
  writeFileSync(path.join(p.sessions, 'a.sync-conflict-20260301-120000-ABCDEFG.jsonl'), divergedCopy('sess-1', 3, [cache, { user: 'For the message queue we use RabbitMQ.', assistant: 'Noted: RabbitMQ for the message queue.' }]));
  const report = await curate(p.config, { now: NOW });
  const found = articleText(p.knowledge).join(' | ');
  for (const name of ['Redis', 'PostgreSQL', 'RabbitMQ']) assert.match(found, new RegExp(name), `${name} is in ${found}`);
  assert.equal(report.read, 1, 'one session');
  assert.equal(report.merged, 1);
  const warning = report.diagnostics.find((d) => /diverged/.test(d.message));
  assert.ok(warning, JSON.stringify(report.diagnostics));
  assert.match(warning.message, /a\.jsonl \(2 of its own\), a\.sync-conflict-20260301-120000-ABCDEFG\.jsonl \(2 of its own\); merged by turn/);
  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8'));
  assert.equal(runs.length, 1);
  assert.equal(runs[0].file, 'a.jsonl', 'named after the file it copies');

  // Nothing changed: nothing read again. A copy that changes is merged again with the other.
  const again = await curate(p.config, { now: NOW });
  assert.deepEqual([again.read, again.unchanged, again.merged], [0, 2, 0]);
  const copy = path.join(p.sessions, 'a.sync-conflict-20260301-120000-ABCDEFG.jsonl');
  writeFileSync(copy, divergedCopy('sess-1', 3, [cache, { user: 'For the message queue we use RabbitMQ.', assistant: 'Noted: RabbitMQ for the message queue.' }, { user: 'For the search index we use Meilisearch.', assistant: 'Noted: Meilisearch for the search index.' }]));
  const third = await curate(p.config, { now: NOW });
  assert.deepEqual([third.read, third.unchanged, third.merged], [1, 0, 1]);
  for (const name of ['PostgreSQL', 'RabbitMQ', 'Meilisearch']) assert.match(articleText(p.knowledge).join(' | '), new RegExp(name));
});

test('two files of one session under any names (a copy taken to another machine) are merged the same way', async () => {
  const p = tempProject();
  const cache = { user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' };
  writePiSession(p.sessions, 'a.jsonl', 'sess-1', [cache, { user: 'For the database we use PostgreSQL.', assistant: 'Noted: PostgreSQL for the database.' }], '2026-03-01T10:00:00.000Z');
  mkdirSync(path.join(p.sessions, 'laptop'), { recursive: true });
  // (The larger file: the one that used to win alone.)
  writeFileSync(path.join(p.sessions, 'laptop', 'a.jsonl'), divergedCopy('sess-1', 3, [cache, { user: 'For the message queue we use RabbitMQ, since the team knows it well and it is already deployed.', assistant: 'Noted: RabbitMQ for the message queue.' }]));
  const report = await curate(p.config, { now: NOW });
  for (const name of ['PostgreSQL', 'RabbitMQ']) assert.match(articleText(p.knowledge).join(' | '), new RegExp(name));
  assert.ok(report.diagnostics.some((d) => /diverged/.test(d.message)));
});

test('a copy that holds nothing new (identical, or a transcript the other continues) is merged without a warning', async () => {
  const p = tempProject();
  const turns = [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }, { user: 'For the database we use PostgreSQL.', assistant: 'Noted: PostgreSQL for the database.' }];
  writePiSession(p.sessions, 'a.jsonl', 'sess-1', turns);
  writePiSession(p.sessions, "a (Ann's conflicted copy 2026-03-01).jsonl", 'sess-1', turns.slice(0, 1));
  writePiSession(p.sessions, 'b.jsonl', 'sess-1', turns);
  const report = await curate(p.config, { now: NOW });
  assert.equal(report.read, 1);
  assert.equal(report.duplicates, 1, 'the identical file');
  assert.equal(report.merged, 1, 'the shorter copy');
  assert.deepEqual(report.diagnostics, []);
  assert.match(articleText(p.knowledge).join(' | '), /PostgreSQL/);
});

test('a byte that is not UTF-8 costs the byte, not the record: what the line said is curated, with a warning', async () => {
  const p = tempProject();
  const lines = piLines('sess-1', [{ user: 'For the database we use PostgreSQL (the CAFE cluster).', assistant: 'Noted: PostgreSQL for the database.' }]);
  const bad = Buffer.from(`${lines.join('\n')}\n`).toString('latin1').replace('CAFE', 'CAF\xc9');
  mkdirSync(p.sessions, { recursive: true });
  writeFileSync(path.join(p.sessions, 'a.jsonl'), Buffer.from(bad, 'latin1'));
  const report = await curate(p.config, { now: NOW });
  assert.match(articleText(p.knowledge).join(' | '), /PostgreSQL/);
  assert.deepEqual(
    report.diagnostics.map((d) => [d.line, d.message]),
    [[2, 'bytes that are not valid UTF-8 were read as U+FFFD; the rest of the line is kept']],
  );
});

test('symbolic links: a linked folder is read, and each link not followed (dangling, a loop) is said once', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a.jsonl', 'sess-1', [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }]);
  const elsewhere = path.join(p.root, 'elsewhere');
  writePiSession(elsewhere, 'b.jsonl', 'sess-2', [{ user: 'For the database we use PostgreSQL.', assistant: 'Noted: PostgreSQL for the database.' }]);
  symlinkSync(elsewhere, path.join(p.sessions, 'linked'));
  symlinkSync(path.join(p.root, 'missing.jsonl'), path.join(p.sessions, 'dangling.jsonl'));
  symlinkSync(p.sessions, path.join(p.sessions, 'loop'));
  symlinkSync(path.join(p.sessions, 'self'), path.join(p.sessions, 'self'));
  symlinkSync(elsewhere, path.join(elsewhere, 'back'));
  const report = await curate(p.config, { now: NOW });
  assert.match(articleText(p.knowledge).join(' | '), /PostgreSQL/, 'the linked folder was read');
  const said = report.diagnostics.map((d) => `${path.relative(p.root, d.file)}: ${d.message.replace(p.root, '<root>')}`).sort();
  assert.deepEqual(said, [
    'sessions/dangling.jsonl: dangling symbolic link (its target <root>/missing.jsonl does not exist); skipped',
    'sessions/linked/back: symbolic link to a folder already read (<root>/elsewhere): a loop or a second path to it; not followed again',
    'sessions/linked: symbolic link to the folder <root>/elsewhere: followed, its sessions are read too',
    'sessions/loop: symbolic link to a folder already read (<root>/sessions): a loop or a second path to it; not followed again',
    'sessions/self: symbolic link loop (<root>/sessions/self leads back to itself); skipped',
  ]);
});

/** Holds a pid that runs (a sleeping child) or ran (one that has exited) on this machine. */
function pidOf(running: boolean): { pid: number; stop: () => void } {
  if (running) {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    return { pid: child.pid!, stop: () => child.kill() };
  }
  return { pid: spawnSync(process.execPath, ['-e', '0']).pid!, stop: () => {} };
}

function lockBy(knowledge: string, pid: number): string {
  const file = path.join(knowledge, '.lore/curate.lock');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ pid, host: os.hostname(), started: '2026-03-10T00:00:00.000Z' }));
  return file;
}

test('a second run on a knowledge dir waits for the first, then stops with a message naming it; a dead run\'s lock is taken over', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a.jsonl', 'sess-1', [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }]);
  const other = pidOf(true);
  try {
    const lock = lockBy(p.knowledge, other.pid);
    const waited: string[] = [];
    await assert.rejects(curate(p.config, { now: NOW, lockWaitMs: 300, onWait: (m) => waited.push(m) }), (error: Error) => {
      assert.equal(error.name, 'LockedError');
      assert.ok(error.message.includes(`another lore curate (pid ${other.pid}, since 2026-03-10T00:00:00.000Z) is curating`), error.message);
      assert.ok(error.message.includes(lock), 'it says which file to delete if no run is going on');
      return true;
    });
    assert.equal(waited.length, 1);
    assert.ok(!existsSync(path.join(p.knowledge, '_index.md')), 'it wrote nothing');
    // From the command line: the same message, exit status 75 (try again later).
    const cli = spawnSync(process.execPath, [path.join(repo, 'bin/lore.mjs'), 'curate'], { cwd: p.root, env: { ...process.env, LORE_LOCK_WAIT: '0.2' }, encoding: 'utf8' });
    assert.equal(cli.status, 75, cli.stderr);
    assert.match(cli.stderr, /is curating .*; waited 0 s\. Run again when it has finished, or delete .*curate\.lock if no run is going on\./);
    assert.ok(!/\n\s+at /.test(cli.stderr), 'no stack trace');
    // Once the other run is done, the lock is free.
  } finally {
    other.stop();
  }
  const dead = pidOf(false);
  const stale = lockBy(p.knowledge, dead.pid);
  await curate(p.config, { now: NOW, lockWaitMs: 0 });
  assert.match(articleText(p.knowledge).join(' | '), /Redis/);
  assert.ok(!existsSync(stale), 'released at the end');
  assert.equal(readFileSync(path.join(p.knowledge, '.lore/.gitignore'), 'utf8'), 'curate.lock\n', 'never committed');
});

// Signals reach the run through bin/lore.mjs when an older system Node starts it and it hands over
// to the pinned Node 24: only testable where such a Node is installed.
const oldNode = [process.env.LORE_OLD_NODE, '/usr/bin/node', '/usr/local/bin/node'].find((n) => {
  if (!n || !existsSync(n)) return false;
  const [major, minor] = spawnSync(n, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim().split('.').map(Number);
  return major < 22 || (major === 22 && minor < 18);
});
const noOldNode = oldNode ? false : 'no Node older than 22.18 installed (set LORE_OLD_NODE): bin/lore.mjs runs Lore in its own process there';

/** Whether a process runs (a zombie nobody reaped has ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(what: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (what()) return true;
  return what();
}

function bigCorpus(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 150; i++) {
    const lines = piLines(`sess-${i}`, [{ user: `For component ${i} we use library ${i}, since it is small.`, assistant: `Noted: library ${i} for component ${i}. ${'It is documented and maintained. '.repeat(40)}` }], `2026-03-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`);
    writeFileSync(path.join(dir, `s${i}.jsonl`), `${lines.join('\n')}\n`);
  }
}

for (const [signal, how] of [['SIGTERM', 'passed on: the run stops cleanly'], ['SIGKILL', 'cannot be passed on: the run sees its parent gone and stops writing']] as const) {
  test(`${signal} to bin/lore.mjs on an older Node: ${how}; the next run ends as an uninterrupted one`, { skip: noOldNode || process.platform !== 'linux' }, async () => {
    const reference = tempProject();
    bigCorpus(reference.sessions);
    const cli = path.join(repo, 'bin/lore.mjs');
    const env = { ...process.env, LORE_NOW: NOW.toISOString(), LORE_WORKERS: '1' };
    assert.equal(spawnSync(process.execPath, [cli, 'curate'], { cwd: reference.root, env }).status, 0);
    const p = tempProject();
    cpSync(reference.sessions, p.sessions, { recursive: true });

    const parent = spawn(oldNode as string, [cli, 'curate'], { cwd: p.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    parent.stderr.on('data', (d) => (stderr += d));
    const closed = new Promise<void>((resolve) => parent.stderr.on('close', resolve));
    const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
    const lock = path.join(p.knowledge, '.lore/curate.lock');
    assert.ok(await until(() => existsSync(lock), 20_000), 'the run started');
    const child = JSON.parse(readFileSync(lock, 'utf8')).pid as number;
    assert.notEqual(child, parent.pid, 'the run is in a child process');
    parent.kill(signal);
    const code = await exited;
    if (signal === 'SIGTERM') assert.equal(code, 143, 'the status a shell gives a process SIGTERM ended');
    assert.ok(await until(() => !running(child), 5_000), 'the child ends');
    await closed;
    assert.match(stderr, signal === 'SIGTERM' ? /lore: stopped by SIGTERM; stopping/ : /lore: the process that started this run has ended; stopping/);
    assert.ok(!existsSync(path.join(p.knowledge, '.lore/state.json')), 'stopped before the end (no state saved)');
    assert.ok(!existsSync(lock), 'the lock is released');

    assert.equal(spawnSync(process.execPath, [cli, 'curate'], { cwd: p.root, env }).status, 0);
    assert.deepEqual(snapshotTree(p.knowledge), snapshotTree(reference.knowledge));
  });
}
