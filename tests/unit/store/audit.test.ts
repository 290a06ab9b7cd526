import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditKnowledge } from '../../../curation/store/audit.ts';

test('lore audit reports duplicates, unsourced, expired and unlinked articles, and secrets', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-audit-'));
  mkdirSync(path.join(dir, 'project'));
  const source = 'sources:\n  - session: s1\n    date: "2026-03-01T00:00:00Z"\n';
  writeFileSync(path.join(dir, 'project/a.md'), `---\ntitle: Release workflow\nrelated: [b]\n${source}---\nReleases publish to npm when a version tag is pushed.\n`);
  writeFileSync(path.join(dir, 'project/b.md'), `---\ntitle: Release workflow\n${source}---\nReleases publish to npm when a version tag is pushed.\n`);
  writeFileSync(path.join(dir, 'project/c.md'), `---\ntitle: Old status\nexpires: 2026-01-01\n---\nThe token is ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12 for now.\n`);
  const r = auditKnowledge(dir, { threshold: 0.8, today: '2026-03-10' });
  assert.deepEqual(r.duplicates.map((d) => [d.a, d.b, d.exact]), [['project/a.md', 'project/b.md', true]]);
  assert.deepEqual(r.withoutSources, ['project/c.md']);
  assert.deepEqual(r.expired, [{ path: 'project/c.md', expires: '2026-01-01', status: 'current' }]);
  assert.deepEqual(r.unlinked, ['project/c.md']);
  assert.deepEqual(r.secrets.map((s) => [s.path, s.line]), [['project/c.md', 5]]);
});

test('lore audit reports a value the knowledge base learnt is secret, pasted back bare by a person', async () => {
  const { loadSecretStore, rememberSecrets, saveSecretStore } = await import('../../../curation/privacy/store.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-audit-'));
  mkdirSync(path.join(dir, 'project'));
  const store = loadSecretStore(dir, () => {});
  rememberSecrets(store, [['velvet-maple-pickle-zephyr', 'secret-assignment']]);
  saveSecretStore(dir, store);
  writeFileSync(path.join(dir, 'project/d.md'), `---\ntitle: Release tags\n---\nWe tag releases velvet-maple-pickle-zephyr now.\n`);
  const r = auditKnowledge(dir, { threshold: 0.8, today: '2026-03-10' });
  assert.deepEqual(r.secrets, [{ path: 'project/d.md', line: 4, kind: 'secret-assignment' }]);
});
