// claims/features.ts: the plain text units are measured by.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plain } from '../../../curation/claims/features.ts';
import { cleanTitle } from '../../../curation/merge/naming.ts';

test('plain text drops Markdown: emphasis, code marks, link targets, table pipes and a task list box', () => {
  assert.equal(plain('**Port** is `8080`, see [the docs](https://x.test/docs)'), 'Port is 8080, see the docs');
  assert.equal(plain('| Port | 8080 |'), 'Port | 8080');
  assert.equal(plain('[ ] T024 Enforce no auto-hide'), 'T024 Enforce no auto-hide');
  assert.equal(plain('- [x] Remove the timers'), 'Remove the timers');
  // A bracket that is words stays.
  assert.equal(plain('[US2] Enforce no auto-hide'), '[US2] Enforce no auto-hide');
});

test('a task list item as a title keeps its words, not its box', () => {
  assert.equal(cleanTitle('- [ ] T024 [US2] Enforce no auto-hide: remove timers'), 'T024 [US2] Enforce no auto-hide: remove timers');
});
