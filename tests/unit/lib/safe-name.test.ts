import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlainName, safeFileName } from '../../../curation/lib/safe-name.ts';
import { HOSTILE_IDS } from '../../helpers/hostile-ids.ts';


test('every id gets a name safe on any file system and in a URL, bounded, and unique when case is ignored', () => {
  const names = new Map<string, string>();
  for (const id of HOSTILE_IDS) {
    const name = safeFileName(id);
    assert.match(name, /^[a-z0-9][a-z0-9._-]*$/, JSON.stringify(id));
    assert.ok(!name.split('.').includes('') && !name.endsWith('.'), `${JSON.stringify(id)} → ${name}: no empty or dot segment`);
    assert.ok(name.length <= 100, `${JSON.stringify(id)} → ${name.length} characters`);
    assert.ok(!/^(con|prn|aux|nul|com\d|lpt\d)$/i.test(name.split('.')[0]), `${JSON.stringify(id)} → ${name}: a Windows device name`);
    assert.equal(encodeURIComponent(name), name, 'nothing a URL escapes');
    const clash = names.get(name.toLowerCase());
    assert.equal(clash, undefined, `${JSON.stringify(id)} and ${JSON.stringify(clash)} share ${name}`);
    names.set(name.toLowerCase(), id);
    assert.equal(safeFileName(id), name, 'the same id always gets the same name');
  }
});

test('ordinary ids are their own names', () => {
  for (const id of ['0199aaaa-bbbb-7ccc-8ddd-eeeeffff0000', 'rollout-2026-01-01', 'session_1.part2', 'cache-layer-redis']) {
    assert.ok(isPlainName(id), id);
    assert.equal(safeFileName(id), id);
  }
  assert.match(safeFileName('Release/Notes'), /^release-notes--[0-9a-f]{24}$/, 'a readable slug, then a hash of the whole id');
});
