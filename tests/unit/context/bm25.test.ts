import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, idf, packIndex, searchIndex, unpackIndex } from '../../../curation/context/bm25.ts';

const DOCS = [
  ['Cron schedule', 'cron', '', 'Run the agent on a schedule with GitHub Actions.'],
  ['Website', 'pages', '', 'GitHub Pages can host the site; the agent pushes to gh-pages.'],
  ['Copyright', 'license', 'MIT licence notice.', 'Keep the notice in every copy.'],
  ['Empty', '', '', ''],
];

test('rarer terms weigh more', () => {
  assert.ok(idf(100, 1) > idf(100, 10));
  assert.ok(idf(100, 10) > idf(100, 90));
  assert.ok(idf(100, 100) > 0);
});

test('search finds the documents holding the terms, with the terms they hold', () => {
  const index = buildIndex(DOCS);
  const hits = searchIndex(index, ['schedul', 'agent']);
  assert.deepEqual([...hits.keys()].sort(), [0, 1]);
  assert.deepEqual(hits.get(0)!.terms.sort(), ['agent', 'schedul']);
  assert.ok(hits.get(0)!.score > hits.get(1)!.score);
  assert.equal(searchIndex(index, ['nowhere']).size, 0);
});

test('the summary field counts: a term only in a summary is found', () => {
  const hits = searchIndex(buildIndex(DOCS), ['mit']);
  assert.deepEqual([...hits.keys()], [2]);
});

test('a stored index scores exactly like the one it was built from', () => {
  const built = buildIndex(DOCS);
  const stored = unpackIndex(packIndex(built));
  for (const query of [['agent'], ['github', 'page'], ['notic', 'copi', 'licens'], ['absent']]) {
    const a = searchIndex(built, query);
    const b = searchIndex(stored, query);
    assert.deepEqual([...b.entries()].sort(), [...a.entries()].sort(), query.join(' '));
  }
});
