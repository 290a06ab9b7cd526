import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { articleLinksInBody, buildLinkLookup, resolveArticleHref } from '../../../src/lib/links/resolve.ts';

const lookup = buildLinkLookup([
  { id: 'identity-spock', path: 'decisions/identity-spock.md' },
  { id: 'the-admiral', path: 'preferences/user-the-admiral.md' },
  { id: 'notes-a', path: 'project/notes.md' },
  { id: 'notes-b', path: 'history/notes.md' },
]);

describe('article links', () => {
  it('resolves relative links between article files to ids, keeping the fragment', () => {
    assert.deepEqual(resolveArticleHref('decisions/identity-spock.md', '../preferences/user-the-admiral.md', lookup), { kind: 'article', id: 'the-admiral', hash: '' });
    assert.deepEqual(resolveArticleHref('decisions/x.md', 'identity-spock.md#rationale', lookup), { kind: 'article', id: 'identity-spock', hash: '#rationale' });
    assert.deepEqual(resolveArticleHref('decisions/x.md', '/preferences/user-the-admiral.md', lookup), { kind: 'article', id: 'the-admiral', hash: '' });
  });

  it('falls back to a unique file name, never to an ambiguous one', () => {
    assert.deepEqual(resolveArticleHref('tasks/t.md', 'identity-spock.md', lookup), { kind: 'article', id: 'identity-spock', hash: '' });
    assert.equal(resolveArticleHref('tasks/t.md', 'notes.md', lookup).kind, 'broken');
  });

  it('reports a link to a missing article file as broken and leaves other links alone', () => {
    assert.deepEqual(resolveArticleHref('project/a.md', '../drafts/gone.md', lookup), { kind: 'broken', target: '../drafts/gone.md' });
    for (const href of ['https://example.com/a.md', '#conflict', 'mailto:x@y.z', '../images/a.png', '']) {
      assert.equal(resolveArticleHref('project/a.md', href, lookup).kind, 'other', href);
    }
  });

  it('finds the article links of a body, outside code', () => {
    const body = [
      'See [Spock](../decisions/identity-spock.md) and [the Admiral](../preferences/user-the-admiral.md "title").',
      '`[not a link](../decisions/identity-spock.md)` and',
      '```md',
      '[also not](../project/notes.md)',
      '```',
      '[ref]: ../decisions/identity-spock.md',
      '[gone](../x/missing.md) [web](https://example.com)',
    ].join('\n');
    assert.deepEqual(articleLinksInBody('history/notes.md', body, lookup), ['identity-spock', 'the-admiral']);
  });
});
