import assert from 'node:assert/strict';
import { test } from 'node:test';
import { subjectArticle } from '../../../curation/merge/articles.ts';
import { digest, refsOf, subjectOf, threadOf } from './helpers.ts';

test('the summary is about what the title names: of the outcome exchange, a statement naming the title leads, not a more salient one about another thing nor the one the title was cut from', () => {
  const d = digest('s', [
    {
      request: 'Set up the nightly backup',
      headings: ['Nightly backup with `restic`'],
      claims: [
        { text: 'The staging server feels slow today.', salience: 0.9 },
        { text: 'Nightly backup with `restic`', salience: 0.7 },
        { text: 'The nightly backup now runs at 02:00 and keeps 14 copies in `s3://backups`.', salience: 0.6 },
      ],
    },
  ]);
  const refs = refsOf([d]);
  const article = subjectArticle(subjectOf([threadOf(d, refs)]), new Map(), () => 1)!;
  assert.equal(article.title, 'Nightly backup with restic');
  assert.equal(article.lead.claim.text, 'The nightly backup now runs at 02:00 and keeps 14 copies in `s3://backups`.');
  // With nothing about the title, the most salient statement leads, as before.
  const other = digest('t', [{ request: 'Set up the nightly backup', headings: ['Nightly backup with `restic`'], claims: [{ text: 'The staging server feels slow today.', salience: 0.9 }, { text: 'Disk usage on staging is at 40%.', salience: 0.6 }] }]);
  const refs2 = refsOf([other]);
  assert.equal(subjectArticle(subjectOf([threadOf(other, refs2)]), new Map(), () => 1)!.lead.claim.text, 'The staging server feels slow today.');
});
