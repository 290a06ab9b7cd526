import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyObservations } from '../../../curation/merge/observed.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

function digest(id: string, started: string, project: string, issue: number): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'pi' as const, title: 'x', issue, issues: [issue], started, ended: started, project };
  return { version: DIGEST_VERSION, hash: id, session, subjects: [], run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

function naming(): ArticleDraft {
  const source = { session: 's1', date: '2026-02-22T03:00:32.859Z', role: 'assistant' as const, issue: 142 };
  return {
    id: 'name', topic: 'project', founder: 's1#1', title: "A new name for the repo (suggested: GitLodger)", summary: 'GitLodger is the cleanest pick.',
    type: 'fact', status: 'current', confidence: 0.6, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [],
    sections: [{ heading: 'Key facts', lines: ['- GitLodger: It lodges inside your repo.', '- GitGraft: a close second.'] }, { heading: 'Context', lines: ['- Asked in issue #142'] }],
  };
}

const OLD = '/home/runner/work/gitclaw/gitclaw';
const asked = digest('s1', '2026-02-22T03:00:32.859Z', OLD, 142);

test('a repository later run under a name the answer did not suggest: the pick was not adopted', () => {
  const d = naming();
  applyObservations([d], [asked, digest('s2', '2026-02-23T01:33:35.997Z', '/home/runner/work/github-claw/github-claw', 150)]);
  assert.equal(d.title, "A new name for the repo (suggested: GitLodger)");
  assert.match(d.summary, /Not adopted: the repo became `github-claw` by 23 Feb 2026\.$/);
  assert.deepEqual(d.sections.find((s) => s.heading === 'Outcome')?.lines, ['- Not adopted: the repo was renamed otherwise, to `github-claw`: the sessions ran in `/home/runner/work/github-claw/github-claw` from 23 Feb 2026 (in issue #150). It is not among the names suggested here.']);
  // (Before Context: what came of it is looked for first.)
  assert.deepEqual(d.sections.map((s) => s.heading), ['Key facts', 'Outcome', 'Context']);
});

test('a name suggested and then seen as the folder is adopted, and titled so', () => {
  const d = naming();
  applyObservations([d], [asked, digest('s2', '2026-02-23T01:33:35.997Z', '/home/runner/work/gitgraft/gitgraft', 150)]);
  assert.equal(d.title, 'A new name for the repo: gitgraft');
  assert.match(d.sections.find((s) => s.heading === 'Outcome')!.lines[0], /^- Adopted: `gitgraft`: the sessions ran in/);
});

test('another project, or the old folder used again later, is no rename', () => {
  for (const later of [[digest('s2', '2026-02-23T01:00:00.000Z', '~/code/other', 150)], [digest('s2', '2026-02-23T01:00:00.000Z', '/home/runner/work/github-claw/github-claw', 150), digest('s3', '2026-02-24T01:00:00.000Z', OLD, 151)]]) {
    const d = naming();
    applyObservations([d], [asked, ...later]);
    assert.equal(d.summary, 'GitLodger is the cleanest pick.');
    assert.equal(d.sections.some((s) => s.heading === 'Outcome'), false);
  }
});
