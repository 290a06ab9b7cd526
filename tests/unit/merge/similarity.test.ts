import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contradicts, figures, isNearDuplicate } from '../../../curation/merge/similarity.ts';
import { mergeStatements } from '../../../curation/merge/compose.ts';
import type { Statement } from '../../../curation/schema/digest.ts';

test('near-duplicates merge above the threshold', () => {
  assert.ok(isNearDuplicate('The fork is 285 commits ahead of upstream.', 'The fork is 285 commits ahead of the upstream.', 0.8));
  assert.ok(!isNearDuplicate('The fork is ahead of upstream.', 'Releases are published to npm.', 0.8));
});

test('never when numbers, versions, dates or negation differ', () => {
  assert.ok(!isNearDuplicate('The fork is 285 commits ahead of upstream.', 'The fork is 349 commits ahead of upstream.', 0.8));
  assert.ok(!isNearDuplicate('Requires Node 22.12 or newer.', 'Requires Node 20.19 or newer.', 0.8));
  assert.ok(!isNearDuplicate('Released on 2026-02-20.', 'Released on 2026-02-22.', 0.8));
  assert.ok(!isNearDuplicate('Pi supports cron schedules.', 'Pi does not support cron schedules.', 0.8));
  assert.deepEqual(figures('8,372 lines in v1.2.3'), ['1.2.3', '8372']);
});

test('a negated restatement is a contradiction candidate', () => {
  assert.ok(contradicts('GitHub supports excluding files from template copies.', 'GitHub does not support excluding files from template copies.'));
  assert.ok(!contradicts('GitHub supports excluding files.', 'Pi does not have a cron scheduler.'));
});

test('merged statements keep the earliest wording and count the confirmations', () => {
  const source = (session: string) => ({ session, date: '2026-03-01T00:00:00.000Z' });
  const s = (text: string, session: string): Statement => ({ text, type: 'fact', confidence: 0.7, source: source(session), negated: false, reversal: false });
  const merged = mergeStatements([s('The release runs on tags.', 'a'), s('The release runs on tags!', 'b'), s('The release runs on 3 tags.', 'c')], 0.8);
  assert.equal(merged.length, 2);
  assert.equal(merged[0].statement.source.session, 'a');
  assert.deepEqual(merged[0].also.map((x) => x.session), ['b']);
});

test('subjects of different projects never share an article; a package inside its repository does', async () => {
  const { sameProject } = await import('../../../curation/merge/cluster.ts');
  assert.equal(sameProject('~/work/demoapi', '~/.dotfiles'), false);
  assert.equal(sameProject('~/work/app', '~/work/app/frontend'), true);
  assert.equal(sameProject('D:\\Source\\app', 'D:\\Source\\app\\web'), true);
  assert.equal(sameProject(undefined, '~/work/app'), true);
});
