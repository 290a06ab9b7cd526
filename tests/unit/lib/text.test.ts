import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripMarkdown } from '../../../curation/lib/text.ts';

test('stripMarkdown drops a table\'s pipes but keeps a pipe inside code', () => {
  assert.equal(stripMarkdown('`processVrf` now returns `{ connectorMap: ConnectorMap } | null`'), 'processVrf now returns { connectorMap: ConnectorMap } | null');
  assert.doesNotMatch(stripMarkdown('| Phase | Focus |\n|---|---|\n| 1 | Remove handlers |'), /\|/);
});
