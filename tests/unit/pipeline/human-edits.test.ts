// What people do to the knowledge base survives curation, whatever they do: change an article's id,
// move it, delete it while sessions go on adding to its subject, edit the index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { loadState } from '../../../curation/store/state.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject, type TempProject } from '../../helpers/project.ts';
import { snapshotTree } from '../../helpers/tree.ts';

const NOW = new Date('2026-03-10T00:00:00Z');

function release(p: TempProject, name: string, id: string, day: string, extra = '') {
  writePiSession(p.sessions, name, id, [
    {
      user: `How does the release workflow publish packages${extra}?`,
      tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }],
      assistant: 'The release workflow in `.github/workflows/release.yml` publishes to npm when a `v*` tag is pushed, after `npm test` passes.\n\n- **Trigger**: tags matching `v*`\n- **Registry**: npm, with `--provenance`',
    },
  ], `${day}T10:00:00Z`);
}

async function project() {
  const p = tempProject();
  writePiSession(p.sessions, 'a-cache.jsonl', 'cache-1', [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }], '2026-03-02T10:00:00Z');
  release(p, 'b-release.jsonl', 'release-1', '2026-03-03');
  await curate(p.config, { now: NOW });
  // (Found by its source, not its title: titles are curation's to choose.)
  const article = loadKnowledge(p.knowledge).articles.find((a) => a.data.sources.some((s) => s.session === 'release-1'))!;
  assert.ok(article, 'the release question has an article');
  return { p, article, file: path.join(p.knowledge, article.path) };
}

const articleFiles = (dir: string) => [...snapshotTree(dir).keys()].filter((f) => !f.startsWith('.lore/') && !f.startsWith('_'));

test('a person who changes the id and adds a paragraph keeps both; curation proposes beside it and links follow', async () => {
  const { p, article, file } = await project();
  const edited = `${readFileSync(file, 'utf8').replace(`id: ${article.id}`, 'id: how-we-release')}\nA paragraph a person wrote: releases also need a changelog entry.\n`;
  writeFileSync(file, edited);

  await curate(p.config, { now: NOW });
  assert.equal(readFileSync(file, 'utf8'), edited, 'the file is as the person left it');
  assert.ok(existsSync(path.join(p.knowledge, '.lore/proposals/how-we-release.md')), "Lore's version is proposed beside it");
  assert.deepEqual(articleFiles(p.knowledge).filter((f) => f.includes('release')), [article.path], 'no second article for the subject');
  const state = loadState(p.knowledge, assert.fail);
  assert.equal(state.articles['how-we-release']?.path, article.path);
  assert.deepEqual(state.articles['how-we-release']?.aliases, [article.id]);
  assert.equal(state.articles[article.id], undefined);
  assert.ok(readFileSync(path.join(p.knowledge, '_index.md'), 'utf8').includes(`(${article.path})`), 'the index links the file where it is');

  // Later sessions on the subject add their sources to the person's file, and to nothing else.
  release(p, 'c-release.jsonl', 'release-2', '2026-03-08', ' to npm');
  await curate(p.config, { now: NOW });
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes('A paragraph a person wrote'));
  assert.ok(text.includes('session: release-2'), 'the new source is appended');
  assert.deepEqual(articleFiles(p.knowledge).filter((f) => f.includes('release')), [article.path]);
  // The old id is never given to another article.
  assert.ok(!loadKnowledge(p.knowledge).articles.some((a) => a.id === article.id));
});

test('an article whose id was changed and which was moved to another folder is still found, by what Lore wrote into it', async () => {
  const { p, article, file } = await project();
  const edited = `${readFileSync(file, 'utf8').replace(`id: ${article.id}`, 'id: shipping')}\nMy notes.\n`;
  mkdirSync(path.join(p.knowledge, 'guides'), { recursive: true });
  const moved = path.join(p.knowledge, 'guides', 'shipping.md');
  writeFileSync(moved, edited);
  rmSync(file);
  const report = await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(readFileSync(moved, 'utf8'), edited);
  assert.ok(!existsSync(file), 'not written again where it was');
  assert.deepEqual(report.articles!.skippedDeleted, [], 'a move is no deletion');
  assert.equal(loadState(p.knowledge, assert.fail).articles.shipping?.path, 'guides/shipping.md');
});

test('a deleted article stays deleted when new sessions add to its subject, under no other name', async () => {
  const { p, article, file } = await project();
  const deleted = readFileSync(file, 'utf8');
  rmSync(file);
  await curate(p.config, { now: NOW });
  release(p, 'c-release.jsonl', 'release-2', '2026-03-08', ' to npm');
  const report = await curate(p.config, { now: NOW });
  assert.deepEqual(articleFiles(p.knowledge).filter((f) => f.includes('release')), [], `no ${article.id}-2`);
  assert.deepEqual(report.articles!.skippedDeleted, [article.id]);
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.deepEqual(articleFiles(p.knowledge).filter((f) => f.includes('release')), [], 'nor after --bootstrap');
  assert.ok(!loadKnowledge(p.knowledge).articles.some((a) => a.data.related.some((id) => id.startsWith(article.id))), 'no link points at it');

  // Brought back (from git, say), it is Lore's again, and kept up to date.
  writeFileSync(file, deleted);
  const restored = await curate(p.config, { now: NOW });
  assert.deepEqual(restored.articles!.updated, [article.id]);
  assert.match(readFileSync(file, 'utf8'), /session: release-2/);
  assert.deepEqual(loadState(p.knowledge, assert.fail).deleted, []);
});

test('a deleted article stays deleted when an earlier session joins its subject and now founds it', async () => {
  const { p, file } = await project();
  rmSync(file);
  await curate(p.config, { now: NOW });
  // A session from before the first one, found later (copied in from another machine).
  release(p, '0-release.jsonl', 'release-0', '2026-03-01', ' to the registry');
  await curate(p.config, { now: NOW });
  assert.deepEqual(articleFiles(p.knowledge).filter((f) => f.includes('release')), []);
  // The other subject is untouched by any of this.
  assert.ok(loadKnowledge(p.knowledge).articles.some((a) => /Redis/.test(a.data.title)));
});

test('an edited _index.md is kept, Lore proposes its own beside it and says so; deleted, it is written again', async () => {
  const { p } = await project();
  const index = path.join(p.knowledge, '_index.md');
  const edited = readFileSync(index, 'utf8').replace(/^# .*$/m, '# Our knowledge base\n\nStart with the decisions.');
  writeFileSync(index, edited);
  writePiSession(p.sessions, 'c-db.jsonl', 'db-1', [{ user: "Let's use PostgreSQL for the database.", assistant: 'PostgreSQL it is for the database.' }], '2026-03-04T10:00:00Z');
  const report = await curate(p.config, { now: NOW });
  assert.equal(readFileSync(index, 'utf8'), edited);
  const proposal = readFileSync(path.join(p.knowledge, '.lore/proposals/_index.md'), 'utf8');
  assert.match(proposal, /PostgreSQL/, "Lore's index, with the new article, is beside it");
  assert.ok(report.diagnostics.some((d) => /_index\.md was edited by hand/.test(d.message)));
  rmSync(index);
  await curate(p.config, { now: NOW });
  assert.equal(readFileSync(index, 'utf8'), proposal);
});

test("a new article never takes the file of a person's article whose name differs only in case", async () => {
  const cache = (p: TempProject) => writePiSession(p.sessions, 'a-cache.jsonl', 'cache-1', [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }], '2026-03-02T10:00:00Z');
  // Where Lore files the article when nothing is in its way: the person's file is that name in other case.
  const probe = tempProject();
  cache(probe);
  await curate(probe.config, { now: NOW });
  const lores = loadKnowledge(probe.knowledge).articles.find((a) => /Redis/.test(a.data.title))!;
  const [topic, name] = lores.path.split('/');
  const p = tempProject();
  mkdirSync(path.join(p.knowledge, topic), { recursive: true });
  const theirs = path.join(p.knowledge, topic, name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase()));
  assert.notEqual(path.basename(theirs), name);
  writeFileSync(theirs, '---\ntitle: Caching\nid: caching\n---\n\nOur notes on caching.\n');
  cache(p);
  await curate(p.config, { now: NOW });
  const files = articleFiles(p.knowledge);
  assert.equal(readFileSync(theirs, 'utf8'), '---\ntitle: Caching\nid: caching\n---\n\nOur notes on caching.\n');
  const lowered = files.map((f) => f.toLowerCase());
  assert.equal(new Set(lowered).size, lowered.length, `file names unique whatever the case: ${files.join(', ')}`);
  const redis = loadKnowledge(p.knowledge).articles.find((a) => /Redis/.test(a.data.title))!;
  assert.equal(redis.id, lores.id, 'the id is as ever; only the file name steps aside');
  assert.notEqual(redis.path.toLowerCase(), path.relative(p.knowledge, theirs).toLowerCase());
});

test('a state written before tombstones (deleted ids as strings) is read, and its deletions hold', async () => {
  const p = tempProject();
  mkdirSync(path.join(p.knowledge, '.lore'), { recursive: true });
  writeFileSync(path.join(p.knowledge, '.lore/state.json'), JSON.stringify({ version: 1, digest: 0, sessions: {}, articles: {}, deleted: ['cache-layer-redis'] }));
  writePiSession(p.sessions, 'a-cache.jsonl', 'cache-1', [{ user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' }], '2026-03-02T10:00:00Z');
  const report = await curate(p.config, { now: NOW });
  assert.deepEqual(report.diagnostics, []);
  const state = loadState(p.knowledge, assert.fail);
  assert.equal(state.version, 2);
  assert.deepEqual(state.deleted.map((t) => t.ids), [['cache-layer-redis']]);
});
