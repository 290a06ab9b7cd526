// Finding the sessions each agent keeps for one repository, in crafted agent folders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claudeProjectName, expandAgentSources, isInside, locateClaudeCode, locateCodex, locateCopilot, locateInTree, type AgentHomes } from '../../../curation/sources/locate.ts';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function fixture() {
  const base = mkdtempSync(path.join(os.tmpdir(), 'lore-locate-'));
  const root = path.join(base, 'src', 'my.app');
  mkdirSync(root, { recursive: true });
  const homes: AgentHomes = { claude: path.join(base, 'claude'), codex: path.join(base, 'codex'), copilot: path.join(base, 'copilot') };
  const claude = (dir: string, cwd: string, name: string) =>
    write(path.join(homes.claude, 'projects', claudeProjectName(dir), `${name}.jsonl`), `${JSON.stringify({ type: 'user', sessionId: name, cwd })}\n`);
  claude(root, root, 'here');
  claude(path.join(root, 'web'), path.join(root, 'web'), 'sub');
  // A sibling whose folder name starts like ours: "my.app-old" → "-…-my-app-old".
  claude(`${root}-old`, `${root}-old`, 'sibling');
  const codex = (name: string, cwd: string) =>
    write(path.join(homes.codex, 'sessions', '2026', '03', '01', `rollout-${name}.jsonl`), `${JSON.stringify({ type: 'session_meta', payload: { id: name, cwd, base_instructions: { text: 'x'.repeat(200_000) } } })}\n{}\n`);
  codex('mine', path.join(root, 'api'));
  codex('theirs', path.join(base, 'elsewhere'));
  write(path.join(homes.copilot, 'session-state', 'a', 'workspace.yaml'), `id: a\ncwd: ${path.join(root, 'docs')}\ngit_root: ${root}\n`);
  write(path.join(homes.copilot, 'session-state', 'a', 'events.jsonl'), '{}\n');
  write(path.join(homes.copilot, 'session-state', 'b', 'events.jsonl'), `${JSON.stringify({ type: 'session.start', data: { context: { cwd: root } } })}\n`);
  write(path.join(homes.copilot, 'session-state', 'c', 'events.jsonl'), `${JSON.stringify({ type: 'session.start', data: { context: { cwd: '/other' } } })}\n`);
  return { base, root, homes };
}

test("Claude Code's folder for the repository and its subfolders, not a sibling's", () => {
  const { root, homes } = fixture();
  const found = locateClaudeCode(root, homes);
  assert.deepEqual(found.paths.map((p) => path.basename(p)).sort(), [claudeProjectName(root), claudeProjectName(path.join(root, 'web'))].sort());
  assert.equal(found.sessions, 2);
  assert.equal(claudeProjectName('C:\\Users\\me\\dev\\my_app'), 'C--Users-me-dev-my-app');
});

test('Codex sessions whose first record names a cwd inside the repository', () => {
  const { root, homes } = fixture();
  assert.deepEqual(locateCodex(root, homes).paths.map((p) => path.basename(p)), ['rollout-mine.jsonl']);
});

test('Copilot sessions by workspace.yaml (cwd or git root), else by their session.start record', () => {
  const { root, homes } = fixture();
  assert.deepEqual(locateCopilot(root, homes).paths.map((p) => path.basename(p)), ['a', 'b']);
});

test('agent:<name> entries expand to what the agent keeps now; other entries stay; unknown ones are named', () => {
  const { root, homes } = fixture();
  const { patterns, unknown } = expandAgentSources(['agent:codex', 'notes/sessions', 'agent:gemini'], root, homes);
  assert.equal(patterns.length, 2);
  assert.match(patterns[0], /rollout-mine\.jsonl$/);
  assert.equal(patterns[1], 'notes/sessions');
  assert.deepEqual(unknown, ['agent:gemini']);
});

test('sessions committed in the tree: pi/GitClaw folders, Aider histories, SpecStory; never the knowledge dir or node_modules', () => {
  const { root } = fixture();
  write(path.join(root, '.GITCLAW/state/sessions/s.jsonl'), `${JSON.stringify({ type: 'session', version: 3, id: 's', cwd: '/x' })}\n`);
  write(path.join(root, 'backend/.aider.chat.history.md'), '# aider chat started at 2026-01-01 10:00:00\n\n#### hi\n\n# aider chat started at 2026-01-02 10:00:00\n');
  write(path.join(root, '.specstory/history/2026-01-01_10-00Z-a.md'), '# a\n');
  write(path.join(root, 'knowledge/.lore/x.jsonl'), `${JSON.stringify({ type: 'session', version: 3, id: 'k' })}\n`);
  write(path.join(root, 'node_modules/pkg/s.jsonl'), `${JSON.stringify({ type: 'session', version: 3, id: 'n' })}\n`);
  write(path.join(root, 'data/rows.jsonl'), '{"a":1}\n');
  const found = locateInTree(root, [path.join(root, 'knowledge')]);
  assert.deepEqual(
    found.map((f) => `${f.kind} ${f.path} ${f.sessions}`).sort(),
    ['aider backend/.aider.chat.history.md 2', 'pi .GITCLAW/state/sessions 1', 'specstory .specstory/history 1'],
  );
});

test('inside: the folder itself or below it, never a prefix of a name', () => {
  assert.ok(isInside('/a/app', '/a/app'));
  assert.ok(isInside('/a/app', '/a/app/web'));
  assert.ok(!isInside('/a/app', '/a/app-old'));
  assert.ok(!isInside('/a/app', undefined));
});
