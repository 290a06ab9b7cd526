import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from '../../../curation/schema/session.ts';
import { discoverSessionFiles, hashFile, isConflictCopy, loadIssueMaps, originalName, skipReasonOf } from '../../../curation/sources/index.ts';
import { tempDir } from './fixtures.ts';

describe('skipReasonOf', () => {
  it('names editor or download leftovers; a sync conflict copy is no leftover, it names the file it copies', () => {
    for (const name of ['a.sync-conflict-20260301-101010-ABCDEFG.jsonl', "a (Ann's conflicted copy 2026-03-01).jsonl"]) {
      assert.equal(skipReasonOf(name), undefined, name);
      assert.ok(isConflictCopy(name), name);
      assert.equal(originalName(name), 'a.jsonl');
    }
    assert.ok(!isConflictCopy('a.jsonl'));
    for (const name of ['a.jsonl~', '.a.jsonl.swp', '.a.jsonl.swo', '.#a.jsonl', '#a.jsonl#', 'a.jsonl.tmp', 'a.jsonl.part']) {
      assert.equal(skipReasonOf(name), 'temporary', name);
    }
    assert.equal(skipReasonOf('rollout-2026-01-01.jsonl'), undefined);
  });
});

describe('discoverSessionFiles', () => {
  let root = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => {
    ({ dir: root, cleanup } = await tempDir());
    const files = [
      'sessions/b.jsonl',
      'sessions/a.jsonl',
      'sessions/a.sync-conflict-20260301-101010-ABCDEFG.jsonl',
      'sessions/a.jsonl~',
      'sessions/.a.jsonl.swp',
      'sessions/.#a.jsonl',
      'sessions/#a.jsonl#',
      'sessions/a.jsonl.tmp',
      'sessions/a.jsonl.part',
      'sessions/notes.md',
      'sessions/deep/er/c.jsonl',
      'sessions/node_modules/dep.jsonl',
      'other/d.jsonl',
      'other/readme.txt',
      'empty-dir/.keep',
    ];
    for (const f of files) {
      await mkdir(join(root, f, '..'), { recursive: true });
      await writeFile(join(root, f), '{}\n');
    }
    await symlink(join(root, 'other/d.jsonl'), join(root, 'sessions/linked.jsonl'));
  });
  after(() => cleanup());

  it('walks folders for *.jsonl, skips leftovers with reasons, and returns sorted absolute paths', async () => {
    const found = await discoverSessionFiles(['sessions'], root);
    assert.deepEqual(found.files, [
      join(root, 'sessions/a.jsonl'),
      // (Read: the pipeline merges it with the session it copies.)
      join(root, 'sessions/a.sync-conflict-20260301-101010-ABCDEFG.jsonl'),
      join(root, 'sessions/b.jsonl'),
      join(root, 'sessions/deep/er/c.jsonl'),
      join(root, 'sessions/linked.jsonl'),
    ]);
    assert.deepEqual(found.skipped, [
      { file: join(root, 'sessions/#a.jsonl#'), reason: 'temporary' },
      { file: join(root, 'sessions/.#a.jsonl'), reason: 'temporary' },
      { file: join(root, 'sessions/.a.jsonl.swp'), reason: 'temporary' },
      { file: join(root, 'sessions/a.jsonl.part'), reason: 'temporary' },
      { file: join(root, 'sessions/a.jsonl.tmp'), reason: 'temporary' },
      { file: join(root, 'sessions/a.jsonl~'), reason: 'temporary' },
    ]);
    assert.deepEqual(found.diagnostics, []);
  });

  it('accepts files and globs, de-duplicates, and names what could not be used', async () => {
    const found = await discoverSessionFiles(
      ['other/d.jsonl', 'other/*', 'sessions/a.jsonl', join(root, 'sessions/a.jsonl'), 'nope/x.jsonl', 'nothing/**/*.jsonl', 'empty-dir'],
      root,
    );
    assert.deepEqual(found.files, [join(root, 'other/d.jsonl'), join(root, 'sessions/a.jsonl')]);
    assert.deepEqual(found.skipped, [
      { file: join(root, 'nope/x.jsonl'), reason: 'missing' },
      { file: join(root, 'other/readme.txt'), reason: 'not-a-session' },
    ]);
    assert.deepEqual(
      found.diagnostics.map((d) => d.message),
      ['session path "nope/x.jsonl" does not exist', 'session pattern "nothing/**/*.jsonl" matched nothing', 'no session files (*.jsonl) under "empty-dir"'],
    );
  });
});

describe('loadIssueMaps', () => {
  let root = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => ({ dir: root, cleanup } = await tempDir()));
  after(() => cleanup());

  it('maps GitClaw issues beside sessions/ and reports unreadable maps', async () => {
    await mkdir(join(root, 'state/sessions'), { recursive: true });
    await mkdir(join(root, 'state/issues'), { recursive: true });
    const session = join(root, 'state/sessions/s1.jsonl');
    await writeFile(session, '{}\n');
    const map = (n: number, at: string) => JSON.stringify({ issueNumber: n, sessionPath: '.GITCLAW/state/sessions/s1.jsonl', updatedAt: at });
    await writeFile(join(root, 'state/issues/4.json'), map(4, '2026-02-02T00:00:00Z'));
    await writeFile(join(root, 'state/issues/2.json'), map(2, '2026-02-03T00:00:00Z'));
    await writeFile(join(root, 'state/issues/9.json'), '{"issueNumber": 9, "sessionPath": ');
    const diagnostics: Diagnostic[] = [];
    const sessionDirs = new Set<string>();
    const maps = await loadIssueMaps([session, join(root, 'elsewhere/x.jsonl')], diagnostics, sessionDirs);
    assert.deepEqual([...maps], [['s1.jsonl', [4, 2]]]);
    // (Where in its repository the agent keeps sessions: what advice to ignore it would lose.)
    assert.deepEqual([...sessionDirs], ['.GITCLAW/state/sessions']);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]?.file, join(root, 'state/issues/9.json'));
  });
});

describe('hashFile', () => {
  it('streams a sha256 of the file and counts its bytes', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const file = join(dir, 'x.jsonl');
      await writeFile(file, 'a'.repeat(3 * 1024 * 1024 + 5));
      const expected = createHash('sha256').update(await readFile(file)).digest('hex');
      assert.deepEqual(await hashFile(file), { hash: expected, bytes: 3 * 1024 * 1024 + 5 });
    } finally {
      await cleanup();
    }
  });
});
