import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContextJson, parseContextJson, resolveContextLocation } from '../../../curation/context/remote.ts';
import { entriesFromContext } from '../../../curation/context/entry.ts';
import { buildContext, serializeContext } from '../../../curation/publish/context-json.ts';
import { fixtureArticles } from './helpers.ts';

test('a site URL, with or without a trailing slash, means its context.json', async () => {
  assert.deepEqual(await resolveContextLocation('https://o.github.io/repo/'), { kind: 'url', where: 'https://o.github.io/repo/context.json' });
  assert.deepEqual(await resolveContextLocation('https://o.github.io/repo'), { kind: 'url', where: 'https://o.github.io/repo/context.json' });
  assert.deepEqual(await resolveContextLocation('https://o.github.io'), { kind: 'url', where: 'https://o.github.io/context.json' });
  assert.deepEqual(await resolveContextLocation('http://h/x/context.json'), { kind: 'url', where: 'http://h/x/context.json' });
});

test('local paths and file URLs: a directory means its context.json', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-remote-'));
  try {
    assert.deepEqual(await resolveContextLocation(dir), { kind: 'file', where: path.join(dir, 'context.json') });
    assert.deepEqual(await resolveContextLocation(pathToFileURL(dir).href), { kind: 'file', where: path.join(dir, 'context.json') });
    assert.deepEqual(await resolveContextLocation('ctx.json', dir), { kind: 'file', where: path.join(dir, 'ctx.json') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a published context.json round-trips into entries without bodies', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-remote-'));
  try {
    writeFileSync(path.join(dir, 'context.json'), serializeContext(buildContext(fixtureArticles(), { title: 'KB', base: '/' })));
    const { context, where } = await loadContextJson(dir);
    assert.equal(where, path.join(dir, 'context.json'));
    const entries = entriesFromContext(context);
    assert.equal(entries.length, 20);
    const disputed = entries.find((e) => e.id === 'rename-gitgraft')!;
    assert.match(disputed.conflict ?? '', /GitLodger/);
    assert.equal(disputed.body, '');
    assert.equal(entries.find((e) => e.id === 'naming-add-on')!.supersededBy, 'naming-drop-in');
    assert.equal(entries.find((e) => e.id === 'user-the-admiral')!.preference, true);
    assert.equal(entries.find((e) => e.id === 'identity-spock')!.location, '/articles/identity-spock.md');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bad input is a clear error naming the source', () => {
  assert.throws(() => parseContextJson('{nope', 'x.json'), /x\.json is not JSON/);
  assert.throws(() => parseContextJson('{"version": 2}', 'x.json'), /version 2; this Lore reads version 1/);
  assert.throws(() => parseContextJson('{"version": 1, "title": "t"}', 'x.json'), /x\.json is not a Lore context\.json:\n {2}counts: /);
});

test('a missing file is a clear error', async () => {
  await assert.rejects(loadContextJson('/nonexistent/dir/context.json'), /Cannot read \/nonexistent\/dir\/context\.json: ENOENT/);
});
