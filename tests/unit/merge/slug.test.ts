import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugOf } from '../../../curation/merge/index.ts';

test('a title in another script is named by its ASCII words and tags, each once', () => {
  assert.equal(slugOf({ title: '前端是否可以切换到bun?', tags: ['bun', 'frontend', 'npm'], type: 'fact', founder: 'a' }), 'bun-frontend-npm');
  assert.equal(slugOf({ title: 'Port this Python project to Rust', tags: ['rust'], type: 'fact', founder: 'b' }), 'port-python-project-rust');
  assert.match(slugOf({ title: '在没有pod的时候', tags: [], type: 'fact', founder: 'c' }), /^fact-[0-9a-f]{6}$/);
});
