import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { joinBase, normalizeBase } from '../../../src/lib/base-path.ts';

describe('base path', () => {
  it('normalises a base to one leading and one trailing slash', () => {
    assert.equal(normalizeBase(undefined), '/');
    assert.equal(normalizeBase(''), '/');
    assert.equal(normalizeBase('/lore'), '/lore/');
    assert.equal(normalizeBase('lore/'), '/lore/');
    assert.equal(normalizeBase('//lore//'), '/lore/');
  });

  it('joins paths under the base, whatever their leading slashes', () => {
    assert.equal(joinBase('/', 'articles/x/'), '/articles/x/');
    assert.equal(joinBase('/lore/', '/articles/x/'), '/lore/articles/x/');
    assert.equal(joinBase('/lore', 'pagefind/pagefind.js'), '/lore/pagefind/pagefind.js');
    assert.equal(joinBase('/lore/'), '/lore/');
  });
});
