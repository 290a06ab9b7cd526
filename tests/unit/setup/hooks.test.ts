// Session-start hooks: merged into the agent's settings, installed once, removed exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hookCommand, installHook, uninstallHook } from '../../../curation/setup/hooks.ts';

const SPEC = 'lore-kb@1.2.3';

function dir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'lore-hooks-'));
}

test("Claude Code: the hook joins the user's settings, once, and leaves with nothing else", () => {
  const root = dir();
  const file = path.join(root, '.claude', 'settings.json');
  mkdirSync(path.dirname(file));
  const mine = { permissions: { allow: ['Bash(npm test)'] }, hooks: { SessionStart: [{ matcher: 'startup', hooks: [{ type: 'command', command: 'echo hi' }] }], Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }] } };
  writeFileSync(file, JSON.stringify(mine));
  assert.ok(installHook('claude-code', root, SPEC).changed);
  assert.equal(installHook('claude-code', root, SPEC).changed, false);
  const after = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(after.permissions, mine.permissions);
  assert.deepEqual(after.hooks.Stop, mine.hooks.Stop);
  assert.equal(after.hooks.SessionStart.length, 2);
  assert.equal(after.hooks.SessionStart[1].hooks[0].command, hookCommand(SPEC));
  // A newer Lore replaces its own command rather than adding a second.
  installHook('claude-code', root, 'lore-kb@2.0.0');
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).hooks.SessionStart.length, 2);
  assert.ok(uninstallHook('claude-code', root).changed);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), mine);
});

test('Codex: a hooks.json made by install goes with uninstall', () => {
  const root = dir();
  installHook('codex', root, SPEC);
  const file = path.join(root, '.codex', 'hooks.json');
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).hooks.SessionStart[0].hooks[0].command, hookCommand(SPEC));
  uninstallHook('codex', root);
  assert.ok(!existsSync(file));
});

test('a settings file that is not JSON is left alone, its line named', () => {
  const root = dir();
  const file = path.join(root, '.claude', 'settings.json');
  mkdirSync(path.dirname(file));
  writeFileSync(file, '{\n  "hooks": {,\n}\n');
  assert.throws(() => installHook('claude-code', root, SPEC), /settings\.json:2: .*Lore changed nothing/);
  assert.equal(readFileSync(file, 'utf8'), '{\n  "hooks": {,\n}\n');
});

test("Copilot: a marked section in copilot-instructions.md, the person's text kept around it", () => {
  const root = dir();
  const file = path.join(root, '.github', 'copilot-instructions.md');
  mkdirSync(path.dirname(file));
  writeFileSync(file, '# Our rules\n\nUse tabs.\n');
  installHook('copilot', root, SPEC);
  installHook('copilot', root, SPEC);
  const text = readFileSync(file, 'utf8');
  assert.equal(text.match(/lore:instructions:begin/g)?.length, 1);
  assert.ok(text.startsWith('# Our rules\n\nUse tabs.\n'));
  assert.match(text, /npx --yes lore-kb@1\.2\.3 context/);
  // Copilot's user ran npx, with no `lore` on PATH: the removal it names must run as printed.
  assert.match(text, /`npx lore-kb hooks uninstall copilot` removes this section/);
  uninstallHook('copilot', root);
  assert.equal(readFileSync(file, 'utf8'), '# Our rules\n\nUse tabs.\n');
});
