import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { editUrlOf } from '../../../src/lib/config.ts';

describe('edit links', () => {
  it('joins site.editUrl and the article path, and gives none without editUrl', () => {
    assert.equal(editUrlOf('https://github.com/o/r/edit/main/knowledge/', 'decisions/a b.md'), 'https://github.com/o/r/edit/main/knowledge/decisions/a%20b.md');
    assert.equal(editUrlOf('https://github.com/o/r/edit/main/knowledge', 'decisions/x.md'), 'https://github.com/o/r/edit/main/knowledge/decisions/x.md');
    assert.equal(editUrlOf(undefined, 'decisions/x.md'), undefined);
  });
});
