import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tellSubAgentFindings } from '../../../curation/merge/sub-agents.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest, type Subject } from '../../../curation/schema/digest.ts';

const PARENT = '7ef4b236-d946-48a6-a856-e45b02af7be7';
const SUB = `${PARENT}-agent-a957850183dbc96f4`;

function digest(id: string, started: string, subjects: Subject[] = [], parent?: string): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'claude-code' as const, title: 'x', issues: [], started, ended: started, ...(parent ? { parent } : {}) };
  return { version: DIGEST_VERSION, hash: id, session, subjects, run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

function article(id: string, askedAt: string): ArticleDraft {
  const source = { session: PARENT, date: askedAt, role: 'user' as const };
  return { id, topic: 'decisions', founder: id, title: id, summary: '…', type: 'decision', status: 'current', confidence: 0.8, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Decision', lines: ['- …'] }, { heading: 'Context', lines: ['- …'] }] };
}

const finding = (text: string) => ({ text, type: 'fact' as const, confidence: 0.7, source: { session: SUB, date: '2026-04-08T10:05:00.000Z', role: 'assistant' as const }, negated: false, reversal: false });
const explored = {
  title: 'Thorough Analysis of Volcano DRA Support Implementation',
  sources: [{ session: SUB, date: '2026-04-08T10:01:00.000Z', role: 'user' as const }],
  statements: [finding('`checkDRAAllocatable()` (line 213): validates the DRA quota'), finding('`updateDRAAllocated()` (line 264): adds the task’s DRA requests')],
} as unknown as Subject;

test("a sub-agent's findings are told in the article of the request it worked for, cited to it", () => {
  const earlier = article('earlier-question', '2026-04-08T09:00:00.000Z');
  const worked = article('capacity-dra', '2026-04-08T10:00:00.000Z');
  const later = article('later-question', '2026-04-08T11:00:00.000Z');
  assert.equal(tellSubAgentFindings([earlier, worked, later], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [explored], PARENT)]), 1);
  assert.deepEqual(worked.sections.map((s) => s.heading), ['Decision', 'Found by a sub-agent', 'Context']);
  assert.deepEqual(worked.sections[1].lines, [
    '- “Thorough Analysis of Volcano DRA Support Implementation”: sub-agent `a9578501`, asked by the agent on 8 Apr 2026',
    '  - `checkDRAAllocatable()` (line 213): validates the DRA quota',
    '  - `updateDRAAllocated()` (line 264): adds the task’s DRA requests',
  ]);
  assert.ok(worked.sources.some((s) => s.session === SUB));
  for (const other of [earlier, later]) assert.equal(other.sections.length, 2);
  // Work after the exploration changed the code: the map is of the code before it.
  const withFile = (file: string) => ({ ...article('capacity-dra', '2026-04-08T10:00:00.000Z'), wrote: [{ file, date: '2026-04-08T11:00:00.000Z' }] });
  const changed = withFile('pkg/scheduler/plugins/capacity/capacity.go');
  const mapped = { ...explored, statements: [finding('`capacity.go` (1471 lines): main capacity plugin'), ...explored.statements] } as Subject;
  tellSubAgentFindings([changed], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [mapped], PARENT)]);
  assert.match(changed.sections[1].lines[0], /asked by the agent on 8 Apr 2026; the code as it was before the work below changed it$/);
  // (Work that changed only a design document changed none of the code mapped.)
  const documented = withFile('docs/design/capacity-dra-support.md');
  tellSubAgentFindings([documented], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [mapped], PARENT)]);
  assert.match(documented.sections[1].lines[0], /asked by the agent on 8 Apr 2026$/);
});

test('the same exploration run again is told once', () => {
  const worked = article('capacity-dra', '2026-04-08T10:00:00.000Z');
  const again = digest(`${PARENT}-agent-b957850183dbc96f4`, '2026-04-08T10:30:00.000Z', [explored], PARENT);
  assert.equal(tellSubAgentFindings([worked], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [explored], PARENT), again]), 1);
  assert.equal(worked.sections[1].lines.filter((l) => l.startsWith('- ')).length, 1);
});

test('a sub-agent whose parent session is missing is left to its own article', () => {
  const worked = article('capacity-dra', '2026-04-08T10:00:00.000Z');
  assert.equal(tellSubAgentFindings([worked], [digest(SUB, '2026-04-08T10:01:00.000Z', [explored], PARENT)]), 0);
  assert.equal(worked.sections.length, 2);
});

test('what the work then renamed or removed is marked in the findings that name it, the line’s own subject first', () => {
  const worked = { ...article('capacity-dra', '2026-04-08T10:00:00.000Z'), renamed: [{ from: 'draQuotaAttr' }, { from: 'checkDRAAllocatable' }, { from: 'DRAClaimKeys', to: 'ResourceClaimKeys' }] };
  const mapped = { ...explored, statements: [finding('`checkDRAAllocatable()` (line 213): takes a *draQuotaAttr'), finding('`updateDRAAllocated()` (line 264): adds the task’s DRA requests')] } as Subject;
  tellSubAgentFindings([worked], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [mapped], PARENT)]);
  assert.deepEqual(worked.sections[1].lines.slice(1), [
    '  - `checkDRAAllocatable()` (line 213): takes a *draQuotaAttr (later in the session: `checkDRAAllocatable` removed, `draQuotaAttr` removed; see “Renamed or removed”)',
    '  - `updateDRAAllocated()` (line 264): adds the task’s DRA requests',
  ]);
});

test('what a plan that changed no code would rename or remove is marked as planned in the findings', () => {
  const worked = { ...article('capacity-dra', '2026-04-08T10:00:00.000Z'), renamed: [{ from: 'checkDRAAllocatable', planned: true }] };
  tellSubAgentFindings([worked], [digest(PARENT, '2026-04-08T09:00:00.000Z'), digest(SUB, '2026-04-08T10:01:00.000Z', [explored], PARENT)]);
  assert.equal(worked.sections[1].lines[1], '  - `checkDRAAllocatable()` (line 213): validates the DRA quota (later in the session: `checkDRAAllocatable` to be removed; see “Renames and removals planned”)');
});
