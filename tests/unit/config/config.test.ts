import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, resolveConfig } from '../../../curation/config/load.ts';

test('every key has a default, resolved against the project root', () => {
  const config = resolveConfig({}, '/repo', 'lore.config.ts', {});
  assert.deepEqual(config.sessions, []);
  assert.equal(config.knowledgeDir, path.resolve('/repo', 'knowledge'));
  assert.equal(config.site.base, '/');
  assert.equal(config.curation.similarityThreshold, 0.8);
  assert.equal(config.topicOf.decision, 'decisions');
});

test('errors name the key and what is expected', () => {
  const bad = () => resolveConfig({ curation: { similarityThreshold: 3 }, site: { base: 'lore' }, github: { repo: 'nope' }, sesions: [] }, '/repo', 'lore.config.ts', {});
  assert.throws(bad, ConfigError);
  try {
    bad();
  } catch (error) {
    const message = (error as Error).message;
    assert.match(message, /^Invalid Lore configuration in lore\.config\.ts:/);
    assert.match(message, /curation\.similarityThreshold: .*1/);
    assert.match(message, /site\.base: site\.base starts with "\/"/);
    assert.match(message, /github\.repo: github\.repo is "owner\/name"/);
    assert.match(message, /unknown key\(s\) "sesions"/);
  }
});

test('LORE_SESSIONS (a path list) and LORE_KNOWLEDGE_DIR override the file', () => {
  const config = resolveConfig({ sessions: ['a'] }, '/repo', 'lore.config.ts', { LORE_SESSIONS: ['x/one', 'y/two'].join(path.delimiter), LORE_KNOWLEDGE_DIR: '/tmp/kb' });
  assert.deepEqual(config.sessions, ['x/one', 'y/two']);
  assert.equal(config.knowledgeDir, '/tmp/kb');
});

test('lore.config.json is read, its $schema ignored, and a syntax error named by line', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const { loadConfig } = await import('../../../curation/config/load.ts');
  const root = mkdtempSync(path.join(os.tmpdir(), 'lore-config-'));
  writeFileSync(path.join(root, 'lore.config.json'), JSON.stringify({ $schema: 'x.json', sessions: ['s'], site: { title: 'Widgets knowledge base' } }));
  const config = await loadConfig(root);
  assert.deepEqual(config.sessions, ['s']);
  assert.equal(config.site.title, 'Widgets knowledge base');
  writeFileSync(path.join(root, 'lore.config.json'), '{\n  "sessions": ["s"],\n  "site": { "title": "x", }\n}\n');
  await assert.rejects(loadConfig(root), (error: Error) => error instanceof ConfigError && /^lore\.config\.json:3:\d+: not valid JSON/.test(error.message));
});

test('two configs in one project are refused, naming both', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const { loadConfig } = await import('../../../curation/config/load.ts');
  const root = mkdtempSync(path.join(os.tmpdir(), 'lore-config-'));
  writeFileSync(path.join(root, 'lore.config.json'), '{}');
  writeFileSync(path.join(root, 'lore.config.mjs'), 'export default {};');
  await assert.rejects(loadConfig(root), /Two Lore configs .*lore\.config\.json and lore\.config\.mjs/);
});

test("a subfolder of the repository uses the repository's config; the search stops at the repository's top", async () => {
  const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const { loadConfig } = await import('../../../curation/config/load.ts');
  const outer = mkdtempSync(path.join(os.tmpdir(), 'lore-config-'));
  writeFileSync(path.join(outer, 'lore.config.json'), JSON.stringify({ site: { title: 'Outer' } }));
  const repo = path.join(outer, 'repo');
  mkdirSync(path.join(repo, '.git'), { recursive: true });
  mkdirSync(path.join(repo, 'web', 'src'), { recursive: true });
  writeFileSync(path.join(repo, 'lore.config.json'), JSON.stringify({ site: { title: 'Repo' }, knowledgeDir: 'kb' }));
  const config = await loadConfig(path.join(repo, 'web', 'src'));
  assert.equal(config.site.title, 'Repo');
  assert.equal(config.root, repo);
  assert.equal(config.knowledgeDir, path.join(repo, 'kb'));
  const bare = path.join(outer, 'other');
  mkdirSync(path.join(bare, '.git'), { recursive: true });
  assert.equal((await loadConfig(bare)).site.title, 'Lore', "another repository never takes the config above it");
});
