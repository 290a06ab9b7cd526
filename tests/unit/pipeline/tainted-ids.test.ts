// pipeline/tainted-ids.ts: ids (title slugs) made before a value in them was known secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { idsHoldingSecrets } from '../../../curation/pipeline/tainted-ids.ts';

const none = (text: string) => text;

test('an id holding a value learnt secret, whole or cut off where the slug ends, is found; others are not', () => {
  const ids = ['readme-now-says-release-tagged-velvet-maple', 'release-tag-velvet-maple-pickle-zephyr-notes', 'tagged-velvet-maple-2', 'velvet-curtains-maple-syrup', 'cache-layer-use-redis'];
  assert.deepEqual([...idsHoldingSecrets(ids, ['Velvet-Maple-Pickle-Zephyr'], none)], ids.slice(0, 3));
  assert.deepEqual([...idsHoldingSecrets(ids, [], none)], []);
  // (Shorter than a cut-off start can be told from a word: no value.)
  assert.deepEqual([...idsHoldingSecrets(['use-redis-cache'], ['redis'], none)], []);
});

test('an id the last filter changes is found', () => {
  const guard = (text: string) => text.replace('hunter2-opal', '[REDACTED]');
  assert.deepEqual([...idsHoldingSecrets(['login-hunter2-opal', 'login-flow'], [], guard)], ['login-hunter2-opal']);
});
