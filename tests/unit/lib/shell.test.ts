import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandParts } from '../../../curation/lib/shell.ts';

test('a shell line is the simple commands it runs, without redirections or a loop keyword', () => {
  assert.deepEqual(commandParts('cd /w && gh issue view 103 --comments 2>&1 | head -50'), ['cd /w', 'gh issue view 103 --comments', 'head -50']);
  assert.deepEqual(commandParts('git add -A; git commit -m "x" || echo failed > /tmp/log'), ['git add -A', 'git commit -m "x"', 'echo failed']);
  assert.deepEqual(commandParts('for n in a b; do\n  gh search repos "$n" --limit 5 2>/dev/null\ndone'), ['for n in a b', 'gh search repos "$n" --limit 5']);
});
