import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markMemoryRisks } from '../../../curation/merge/memory-paths.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';

function draft(title: string, lines: string[], summary = '…'): ArticleDraft {
  return { id: 'x', topic: 'project', founder: 'x', title, summary, type: 'fact', status: 'current', confidence: 0.75, sources: [], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts', lines }] };
}

const DIRS = ['.GITCLAW/state/sessions'];

test('advice to ignore the folder the agent keeps its sessions in is warned against, first', () => {
  // Named in the title, advised as "it" (the GitClaw template question, issue #110).
  const template = draft('Keeping .GITCLAW/state/** files from being copied when a template is created from the repo', ['- Add it to `.gitignore` (recommended): If these state files shouldn\'t be tracked…'], 'GitHub copies every file. Option 1 (Add it to .gitignore) is the cleanest.');
  // Named in the advice itself (the offer that followed).
  const task = draft('Add .GITCLAW/state/ to the .gitignore', []);
  assert.equal(markMemoryRisks([template, task], DIRS), 2);
  assert.equal(template.sections[0].heading, 'Caveats');
  assert.deepEqual(template.sections[0].lines, ["- Ignoring `.GITCLAW/state/` in `.gitignore` would stop git tracking this repository's own agent sessions: its issue maps keep them in `.GITCLAW/state/sessions/`. Where the agent's memory lives in git, that loses it."]);
  assert.match(task.sections[0].lines[0], /^- Ignoring `\.GITCLAW\/state\/` in `\.gitignore`/);
  // The summary that recommends it says so too; one that does not recommend it is left as it is.
  assert.equal(template.summary, "GitHub copies every file. Option 1 (Add it to .gitignore) is the cleanest. But ignoring `.GITCLAW/state/` would stop git tracking the agent's own sessions (see Caveats).");
  assert.equal(task.summary, '…');
  // Twice over, one caveat.
  markMemoryRisks([task], DIRS);
  assert.equal(task.sections[0].lines.length, 1);
});

test('other folders, file lists naming a .gitignore, and corpora without issue maps are left alone', () => {
  const other = draft('Add dist/ to the .gitignore', []);
  const listing = draft('japer-technology/gitclaw compared with SawyerHood/gitclaw', ['- `.GITCLAW/install/`: New installer: `GITCLAW-INSTALLER.ts`, `.gitattributes`, `.gitignore`']);
  const deleting = draft('Keeping .GITCLAW/state/** files from being copied', ['- Use a GitHub Actions workflow that deletes the state files in the new repository.']);
  assert.equal(markMemoryRisks([other, listing, deleting], DIRS), 0);
  assert.equal(markMemoryRisks([draft('Add .GITCLAW/state/ to the .gitignore', [])], []), 0);
  for (const d of [other, listing, deleting]) assert.deepEqual(d.sections.map((s) => s.heading), ['Key facts']);
});
