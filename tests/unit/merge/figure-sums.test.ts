import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markPartsOverTotal } from '../../../curation/merge/figure-sums.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';

const draft = (lines: string[]): ArticleDraft => ({ id: 'stats', topic: 'project', founder: 'x', title: 'Repository analysis', summary: '…', type: 'fact', status: 'current', confidence: 0.75, sources: [], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts', lines }] });

test('parts in the unit of a total that add up to more than it get a caveat; parts within it, or in another unit, do not', () => {
  const over = draft([
    '- Total PRs merged: 45 — issue #119, 20 Feb 2026',
    '- Unique issues referenced: 60 — issue #119, 20 Feb 2026',
    '- copilot-swe-agent: 37 PRs — issue #119, 20 Feb 2026',
    '- gitclaw[bot] (Pi): 14 PRs (note: Some PRs reference both copilot and codex branches) — issue #119, 20 Feb 2026',
    '- codex: 8 PRs — issue #119, 20 Feb 2026',
  ]);
  assert.equal(markPartsOverTotal([over]), 1);
  assert.deepEqual(over.sections[0], { heading: 'Caveats', lines: ['- The parts add up to more than the total: copilot-swe-agent 37 + gitclaw[bot] (Pi) 14 + codex 8 = 59 PRs, against “Total PRs merged: 45”. Some are counted twice or more: check how they were counted before relying on them.'] });
  assert.equal(over.confidence, 0.5);
  const within = draft(['- Total commits: 1,200 — s', '- alice: 700 commits — s', '- bob: 500 commits — s', '- carol: 900 lines — s']);
  assert.equal(markPartsOverTotal([within]), 0);
  const oneLine = draft(['- Total PRs: 4 — s', '- alice: 9 PRs — s']);
  assert.equal(markPartsOverTotal([oneLine]), 0, 'one part is no breakdown');
});
