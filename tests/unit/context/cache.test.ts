import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listArticleFiles } from '../../../curation/store/load.ts';
import { cacheFileFor, knowledgeSignature, articleFilesOf } from '../../../curation/context/cache.ts';
import { bodyOfFile, loadLocalKnowledge } from '../../../curation/context/local.ts';
import { contextForPrompt } from '../../../curation/context/context-for-prompt.ts';
import { FIXTURE } from './helpers.ts';

const NONCE = '0123456789abcdef0123456789abcdef';

function copyFixture(): { dir: string; cacheDir: string; done: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lore-context-cache-'));
  const dir = path.join(root, 'knowledge');
  cpSync(FIXTURE, dir, { recursive: true });
  return { dir, cacheDir: path.join(root, 'cache'), done: () => rmSync(root, { recursive: true, force: true }) };
}

const locate = (p: string) => `knowledge/${p}`;
const PROMPTS = ['What should the repository be renamed to?', 'Can the agent run on a schedule?', 'How do I add a skill?'];

test('the cache walks exactly the files the knowledge loader reads', () => {
  const { dir, done } = copyFixture();
  try {
    writeFileSync(path.join(dir, '_index.md'), '# index');
    cpSync(path.join(dir, 'decisions'), path.join(dir, '.lore', 'decisions'), { recursive: true });
    writeFileSync(path.join(dir, 'project', 'notes.txt'), 'not an article');
    assert.deepEqual(articleFilesOf(dir), listArticleFiles(dir));
  } finally {
    done();
  }
});

test('a second load answers from the cache with the same entries and the same output', async () => {
  const { dir, cacheDir, done } = copyFixture();
  try {
    const first = await loadLocalKnowledge(dir, { cacheDir, locate });
    const second = await loadLocalKnowledge(dir, { cacheDir, locate });
    assert.equal(first.cached, false);
    assert.equal(second.cached, true);
    // Through JSON: a key holding `undefined` and a missing key mean the same here.
    const plain = (list: unknown) => JSON.parse(JSON.stringify(list));
    assert.deepEqual(plain(second.entries), plain(first.entries));
    for (const prompt of PROMPTS) {
      const a = contextForPrompt(first.entries, { prompt, title: 'T', budget: 3000, nonce: NONCE });
      const b = contextForPrompt(second.entries, { prompt, title: 'T', budget: 3000, nonce: NONCE });
      assert.equal(b.markdown, a.markdown, prompt);
    }
  } finally {
    done();
  }
});

test('changing, adding or removing an article invalidates the cache', async () => {
  const { dir, cacheDir, done } = copyFixture();
  try {
    await loadLocalKnowledge(dir, { cacheDir, locate });
    const file = path.join(dir, 'decisions', 'identity-spock.md');
    appendFileSync(file, '\nThe agent also answers to Mr Spock.\n');
    const changed = await loadLocalKnowledge(dir, { cacheDir, locate });
    assert.equal(changed.cached, false);
    assert.match(changed.entries.find((e) => e.id === 'identity-spock')!.body, /Mr Spock/);

    const again = await loadLocalKnowledge(dir, { cacheDir, locate });
    assert.equal(again.cached, true);
    const before = knowledgeSignature(dir);
    utimesSync(file, new Date('2030-01-01'), new Date('2030-01-01'));
    assert.notEqual(knowledgeSignature(dir), before, 'a touched file changes the signature');

    writeFileSync(path.join(dir, 'project', 'new.md'), '---\ntitle: New\n---\nBrand new.\n');
    const added = await loadLocalKnowledge(dir, { cacheDir, locate });
    assert.equal(added.cached, false);
    assert.ok(added.entries.some((e) => e.id === 'new'));
    rmSync(path.join(dir, 'project', 'new.md'));
    const removed = await loadLocalKnowledge(dir, { cacheDir, locate });
    assert.equal(removed.cached, false);
    assert.ok(!removed.entries.some((e) => e.id === 'new'));
  } finally {
    done();
  }
});

test('a corrupt or truncated cache is rebuilt, never an error', async () => {
  const { dir, cacheDir, done } = copyFixture();
  try {
    await loadLocalKnowledge(dir, { cacheDir, locate });
    const file = cacheFileFor(dir, cacheDir);
    for (const junk of ['garbage', Buffer.alloc(3), Buffer.from('LORE')]) {
      writeFileSync(file, junk);
      const loaded = await loadLocalKnowledge(dir, { cacheDir, locate });
      assert.equal(loaded.cached, false);
      assert.equal(loaded.entries.length, 20);
    }
    assert.equal(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp')).length, 0);
  } finally {
    done();
  }
});

test('without a cache dir nothing is written', async () => {
  const { dir, cacheDir, done } = copyFixture();
  try {
    const loaded = await loadLocalKnowledge(dir, { locate });
    assert.equal(loaded.cached, false);
    assert.throws(() => readdirSync(cacheDir));
  } finally {
    done();
  }
});

test('bodyOfFile drops the frontmatter like the loader does', () => {
  assert.equal(bodyOfFile('---\ntitle: x\n---\n# Body\n'), '# Body\n');
  assert.equal(bodyOfFile('---\n---\nBody'), 'Body');
  assert.equal(bodyOfFile('No frontmatter'), 'No frontmatter');
  assert.equal(bodyOfFile('\uFEFF---\r\ntitle: x\r\n---\r\nBody'), 'Body');
});
