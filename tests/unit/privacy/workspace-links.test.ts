import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redactWorkspaceLinks } from '../../../curation/privacy/index.ts';

test('links into a private workspace keep only their host', () => {
  assert.equal(
    redactWorkspaceLinks('按照 https://www.notion.so/xuwt/Volcano-Queue-DRA-31bca50a6ba48109a210e9e2461648d3 的方案 B 重写'),
    '按照 [notion.so link] 的方案 B 重写',
  );
  assert.equal(redactWorkspaceLinks('see (https://acme.atlassian.net/browse/OPS-12) and https://docs.google.com/document/d/1x/edit#h'), 'see ([acme.atlassian.net link]) and [docs.google.com link]');
  // Public hosts stay as written.
  assert.equal(redactWorkspaceLinks('https://github.com/japer-technology/gitclaw/issues/103'), 'https://github.com/japer-technology/gitclaw/issues/103');
  assert.equal(redactWorkspaceLinks('https://notionapi.example.com/x'), 'https://notionapi.example.com/x');
});
