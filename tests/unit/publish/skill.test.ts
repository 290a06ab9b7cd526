import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ROOT } from './helpers.ts';

const file = path.join(ROOT, 'skills', 'lore-knowledge', 'SKILL.md');
const { data, content } = matter(readFileSync(file, 'utf8'), {});

test('the skill follows the Agent Skills format', () => {
  assert.equal(data.name, 'lore-knowledge');
  assert.equal(data.name, path.basename(path.dirname(file)), 'name matches the folder');
  assert.match(data.name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  assert.equal(typeof data.description, 'string');
  assert.ok(data.description.length > 50 && data.description.length <= 1024);
});

test('the skill teaches the three ways in and how to treat statuses', () => {
  for (const needle of ['lore context', '--from', 'knowledge/', 'context.json', 'markdown_url', 'llms.txt', 'superseded_by', 'disputed_with', '## Conflict', 'lore:context:begin']) {
    assert.ok(content.includes(needle), needle);
  }
  assert.match(content, /present both sides/i);
  assert.match(content, /ask/i);
  assert.ok(content.split('\n').length < 500, 'short enough to load whole');
});
