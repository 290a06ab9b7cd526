import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexTitle } from '../../../curation/store/index-md.ts';
import { resolveConfig } from '../../../curation/config/load.ts';

test('the index is titled by the configured title, else by the projects the sessions were in', () => {
  const unset = resolveConfig({}, process.cwd());
  assert.equal(indexTitle(resolveConfig({ site: { title: 'Team memory' } }, process.cwd()), ['~/program/devenv']), 'Team memory');
  assert.equal(indexTitle(unset, ['~/program/devenv', '~/program/devenv', 'C:\\work\\devenv']), 'devenv knowledge base');
  assert.equal(indexTitle(unset, ['~/a', '~/b', '~/b', '~/c', '~/d']), 'Knowledge base: b, a, c and 1 more');
  assert.equal(indexTitle(unset, ['', '~']), 'Lore knowledge base');
});

test('the index names the repository a session says it worked in before the folder it ran in', async () => {
  const { curate } = await import('../../../curation/pipeline/curate.ts');
  const { mkdtempSync, readFileSync, writeFileSync, cpSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const root = mkdtempSync(path.join(tmpdir(), 'lore-index-'));
  // The Copilot fixture's repository is /Users/dev/site (its gitRoot); here it ran in the web/ folder.
  const dir = path.join(root, 'sessions', '7a7a7a7a-0000-4000-8000-000000000001');
  cpSync(path.join(process.cwd(), 'tests/fixtures/sessions/copilot-cli/session-state/7a7a7a7a-0000-4000-8000-000000000001'), dir, { recursive: true });
  const file = path.join(dir, 'events.jsonl');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"cwd":"/Users/dev/site"', '"cwd":"/Users/dev/site/web"'));
  const config = resolveConfig({ sessions: [path.join(root, 'sessions')], knowledgeDir: path.join(root, 'knowledge') }, root);
  await curate(config, { now: new Date('2026-07-01T00:00:00Z') });
  assert.equal(readFileSync(path.join(root, 'knowledge', '_index.md'), 'utf8').split('\n')[0], '# site knowledge base');
});

test('a proposal is marked in the index and counted apart from what holds', async () => {
  const { renderIndex } = await import('../../../curation/store/index-md.ts');
  const row = (id: string, proposed: boolean) => ({ id, path: `architecture/${id}.md`, title: id, topic: 'architecture', type: 'architecture', status: 'current', confidence: 0.5, human: false, proposed });
  const text = renderIndex([row('ansible-plan', true), row('release-flow', false)], 2, resolveConfig({}, process.cwd()));
  assert.match(text, /2 articles: 2 current \(1 of them proposed, not built\)\._/);
  assert.match(text, /\[ansible-plan\]\(architecture\/ansible-plan\.md\) — medium confidence · \*\*proposed\*\*\n/);
  assert.match(text, /\[release-flow\]\(architecture\/release-flow\.md\) — medium confidence\n/);
});
