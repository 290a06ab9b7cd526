// `lore init` in a fresh repository: the config names this repository, the knowledge dir is new
// and empty, and nothing that exists is overwritten or mixed into.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyInit, planInit } from '../../../curation/setup/init.ts';
import { pagesSite, parseGitHubRemote } from '../../../curation/setup/git.ts';
import { ACTIONS } from '../../../curation/setup/workflow.ts';
import { loadConfig } from '../../../curation/config/load.ts';
import { claudeProjectName } from '../../../curation/sources/locate.ts';

function repo(remote?: string) {
  const base = mkdtempSync(path.join(os.tmpdir(), 'lore-init-'));
  const root = path.join(base, 'widgets');
  mkdirSync(root);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
  if (remote) spawnSync('git', ['remote', 'add', 'origin', remote], { cwd: root });
  const homes = { claude: path.join(base, 'claude'), codex: path.join(base, 'codex'), copilot: path.join(base, 'copilot') };
  return { base, root, homes };
}

test('GitHub remotes in every form git accepts; a user site is served at /', () => {
  for (const url of ['https://github.com/acme/widgets.git', 'git@github.com:acme/widgets.git', 'ssh://git@github.com/acme/widgets', 'https://token@github.com/acme/widgets/']) {
    assert.deepEqual(parseGitHubRemote(url), { owner: 'acme', name: 'widgets' }, url);
  }
  assert.equal(parseGitHubRemote('https://gitlab.com/acme/widgets.git'), undefined);
  assert.deepEqual(pagesSite({ owner: 'Acme', name: 'widgets' }), { url: 'https://acme.github.io', base: '/widgets/' });
  assert.deepEqual(pagesSite({ owner: 'acme', name: 'acme.github.io' }), { url: 'https://acme.github.io', base: '/' });
});

test('init --yes writes a config naming this repository, an empty knowledge dir and the workflow', async () => {
  const { root, homes } = repo('git@github.com:acme/widgets.git');
  mkdirSync(path.join(homes.claude, 'projects', claudeProjectName(root)), { recursive: true });
  writeFileSync(path.join(homes.claude, 'projects', claudeProjectName(root), 's.jsonl'), `${JSON.stringify({ type: 'user', sessionId: 's', cwd: root })}\n`);
  const plan = planInit({ cwd: path.join(root), packageSpec: 'lore-kb@9.9.9', homes });
  assert.equal(plan.refusal, undefined);
  const written = applyInit(plan);
  assert.deepEqual(written, ['lore.config.json', 'knowledge/.gitkeep', '.github/workflows/lore.yml', '.gitignore']);
  const config = await loadConfig(root);
  assert.deepEqual(config.sessions, ['agent:claude-code']);
  assert.equal(config.site.title, 'widgets knowledge base');
  assert.equal(config.site.url, 'https://acme.github.io');
  assert.equal(config.site.base, '/widgets/');
  assert.equal(config.site.editUrl, 'https://github.com/acme/widgets/edit/main/knowledge/');
  assert.equal(config.github.repo, 'acme/widgets');
  assert.equal(config.knowledgeDir, path.join(root, 'knowledge'));

  const workflow = readFileSync(path.join(root, '.github/workflows/lore.yml'), 'utf8');
  for (const action of Object.values(ACTIONS)) assert.ok(workflow.includes(`uses: ${action}`), action);
  assert.match(workflow, /node-version: 24/);
  // Deploy only after a curation that succeeded: build needs curate, deploy needs build.
  assert.match(workflow, /build:\n\s+needs: curate/);
  assert.match(workflow, /deploy:\n\s+needs: build/);
  assert.match(workflow, /npx --yes lore-kb@9\.9\.9 build --out lore-site/);
  assert.match(readFileSync(path.join(root, '.gitignore'), 'utf8'), /^lore-site\/$/m);
});

test('an existing config, or a knowledge dir that holds files, is refused; an existing workflow is kept', () => {
  const { root, homes } = repo();
  writeFileSync(path.join(root, 'lore.config.ts'), 'export default {};\n');
  assert.match(planInit({ cwd: root, packageSpec: 'lore-kb@1', homes }).refusal ?? '', /lore\.config\.ts already exists/);

  const other = repo();
  mkdirSync(path.join(other.root, 'knowledge', 'decisions'), { recursive: true });
  writeFileSync(path.join(other.root, 'knowledge', 'decisions', 'x.md'), '---\ntitle: X\n---\n');
  const refused = planInit({ cwd: other.root, packageSpec: 'lore-kb@1', homes: other.homes });
  assert.match(refused.refusal ?? '', /knowledge\/ already holds files.*never mixes/);
  assert.throws(() => applyInit(refused), /already holds files/);
  assert.ok(!existsSync(path.join(other.root, 'lore.config.json')));

  const kept = repo();
  mkdirSync(path.join(kept.root, '.github', 'workflows'), { recursive: true });
  writeFileSync(path.join(kept.root, '.github/workflows/lore.yml'), 'mine\n');
  const plan = planInit({ cwd: kept.root, packageSpec: 'lore-kb@1', homes: kept.homes, knowledgeDir: 'docs/kb' });
  applyInit(plan);
  assert.equal(readFileSync(path.join(kept.root, '.github/workflows/lore.yml'), 'utf8'), 'mine\n');
  assert.ok(existsSync(path.join(kept.root, 'docs/kb/.gitkeep')));
});

test('without a GitHub remote the title is the folder name and the site stays local', async () => {
  const { root, homes } = repo();
  applyInit(planInit({ cwd: root, packageSpec: 'lore-kb@1', homes, workflow: false }));
  const config = await loadConfig(root);
  assert.equal(config.site.title, 'widgets knowledge base');
  assert.equal(config.github.repo, undefined);
  assert.ok(!existsSync(path.join(root, '.github')));
});

test("an agent installed here with no session for this repository yet is named, so later sessions are read", () => {
  const { root, homes } = repo();
  mkdirSync(path.join(homes.codex, 'sessions'), { recursive: true });
  const plan = planInit({ cwd: root, packageSpec: 'lore-kb@1', homes });
  assert.deepEqual((plan.config as { sessions: string[] }).sessions, ['agent:codex']);
});
