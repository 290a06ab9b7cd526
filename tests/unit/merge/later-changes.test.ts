import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkLaterChanges } from '../../../curation/merge/later-changes.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';

function draft(id: string, summary: string, over: Partial<ArticleDraft>): ArticleDraft {
  return { id, topic: 'project', founder: id, title: id, summary, type: 'fact', status: 'current', confidence: 0.7, sources: [], tags: [], related: [], supersedes: [], disputed_with: [], sections: [], ...over };
}

test('an article whose summary rests on a file of its project that later work deleted is outdated, though it never wrote it', () => {
  const project = '~/program/devenv';
  const serena = draft('serena', '.devenv/serena/setup.sh を新規作成し、.devenv/config.toml の [serena].enable=true のときだけ追記します。', { wrote: [{ file: '.devenv/serena/setup.sh', date: '2026-02-21T00:00:00.000Z', project }] });
  const migration = draft('migration', '.devenvrc へ完全移行しました。', { title: '.devenv シンボリックリンク運用への移行', wrote: [{ file: '.devenv/setup.sh', date: '2026-03-17T00:00:00.000Z', project }], removed: [{ file: '.devenv/config.toml', date: '2026-03-17T00:00:00.000Z', project }] });
  // The same path deleted in another project says nothing about this one.
  const elsewhere = draft('other', 'Reads .devenv/config.toml at start.', { wrote: [{ file: 'run.sh', date: '2026-02-01T00:00:00.000Z', project: '~/elsewhere' }] });
  linkLaterChanges([serena, migration, elsewhere]);
  assert.equal(serena.status, 'outdated');
  assert.deepEqual(serena.sections.find((x) => x.heading === 'Status')?.lines, ['- Outdated: `.devenv/config.toml`, which the summary rests on, was deleted on 2026-03-17, in “.devenv シンボリックリンク運用への移行”.']);
  assert.ok(serena.related.includes('migration'));
  assert.equal(elsewhere.status, 'current');
});

test('a deleted premise that the same work carried into the file the summary is about leaves the article current, saying where it went', () => {
  const project = '~/program/devenv';
  const serena = draft('serena', '.devenv/serena/setup.sh を新規作成し、.devenv/config.toml の [serena].enable=true のときだけ追記します。', { wrote: [{ file: '.devenv/serena/setup.sh', date: '2026-02-21T00:00:00.000Z', project }] });
  const migration = draft('migration', '.devenvrc へ完全移行しました。', {
    title: '.devenv シンボリックリンク運用への移行',
    wrote: [{ file: '.devenv/serena/setup.sh', date: '2026-03-17T00:00:00.000Z', project }],
    removed: [{ file: '.devenv/config.toml', date: '2026-03-17T00:00:00.000Z', project }],
  });
  linkLaterChanges([serena, migration]);
  assert.equal(serena.status, 'current');
  const later = serena.sections.find((x) => x.heading === 'Later changes to the same files')!.lines;
  assert.match(later.join('\n'), /`\.devenv\/serena\/setup\.sh` changed again on 2026-03-17/);
  assert.match(later.join('\n'), /`\.devenv\/config\.toml`, which the summary rests on, was deleted on 2026-03-17, in “\.devenv シンボリックリンク運用への移行”, which also changed `\.devenv\/serena\/setup\.sh` to match/);
  assert.equal(serena.sections.some((x) => x.heading === 'Status'), false);
  // (The summary says so itself: a reader of it alone must not go looking for the file.)
  // (And why it still holds: the file the summary is about was changed to match.)
  assert.match(serena.summary, /のときだけ追記します。 Since 17 Mar 2026: `\.devenv\/config\.toml` is gone; “\.devenv シンボリックリンク運用への移行” moved what it held, and changed `\.devenv\/serena\/setup\.sh` to match\.$/);
});

test('an article whose main file a later migration deleted, changing only files its summary does not name, is outdated and says where it went; a plain removal outdates it too', () => {
  const project = '~/program/devenv';
  const github = () => draft('github', 'config.toml のキーを GITHUB_ACCOUNT / GIT_USER_NAME に統一しました。', { wrote: [{ file: '.devenv/config.toml', date: '2026-02-20T00:00:00.000Z', project }, { file: '.devenv/setup.sh', date: '2026-02-20T00:00:00.000Z', project }] });
  const migrated = github();
  const migration = draft('migration', '.devenvrc へ完全移行しました。', { title: '.devenv シンボリックリンク運用への移行', wrote: [{ file: '.devenv/setup.sh', date: '2026-03-17T00:00:00.000Z', project }], removed: [{ file: '.devenv/config.toml', date: '2026-03-17T00:00:00.000Z', project }] });
  linkLaterChanges([migrated, migration]);
  assert.equal(migrated.status, 'outdated');
  assert.match(migrated.summary, / Since 17 Mar 2026: `\.devenv\/config\.toml` is gone; “\.devenv シンボリックリンク運用への移行” moved what it held\.$/);
  const removed = github();
  const removal = draft('removal', 'Removed the GitHub account feature.', { title: 'Remove the GitHub account feature', wrote: [{ file: '.devenv/setup.sh', date: '2026-03-17T00:00:00.000Z', project }], removed: [{ file: '.devenv/config.toml', date: '2026-03-17T00:00:00.000Z', project }] });
  linkLaterChanges([removed, removal]);
  assert.equal(removed.status, 'outdated');
});
