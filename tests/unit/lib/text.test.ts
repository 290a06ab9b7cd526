import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripMarkdown } from '../../../curation/lib/text.ts';

test('stripMarkdown drops a table\'s pipes but keeps a pipe inside code', () => {
  assert.equal(stripMarkdown('`processVrf` now returns `{ connectorMap: ConnectorMap } | null`'), 'processVrf now returns { connectorMap: ConnectorMap } | null');
  assert.doesNotMatch(stripMarkdown('| Phase | Focus |\n|---|---|\n| 1 | Remove handlers |'), /\|/);
});

test('a word in Latin letters inside Chinese or Japanese text stays a word', async () => {
  const { tokenize } = await import('../../../curation/lib/text.ts');
  assert.deepEqual(tokenize('先skip firstavailable的配额'), ['先', 'skip', 'firstavailable', '的配', '配额']);
  assert.ok(tokenize('volcano的podgroup有可能会比pod先创建么').includes('podgroup'));
});

test('bold with underscores loses its marks; a Python dunder keeps its name', async () => {
  const { stripMarkdown } = await import('../../../curation/lib/text.ts');
  assert.equal(stripMarkdown('Do not use __file__.resolve() and read __init__.py; this is __very important__ here.'), 'Do not use __file__.resolve() and read __init__.py; this is very important here.');
});
