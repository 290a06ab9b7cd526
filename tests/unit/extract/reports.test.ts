import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reportsOf } from '../../../curation/extract/reports.ts';
import { splitExchanges } from '../../../curation/extract/exchanges.ts';
import { makeSession } from '../../helpers/session.ts';

const compare = 'Comparison of japer-technology/gitclaw with SawyerHood/gitclaw:\n\n| Metric | Value |\n|---|---|\n| Commits ahead | 285 |\n| Files changed | 85 files |';

test('a reply the person reports missing mid-thread is told with the agent’s explanation, marked unchecked', () => {
  const s = makeSession('s103', [
    { user: 'Compare my japer-technology/gitclaw to the original forked SawyerHood/gitclaw', tools: [{ name: 'bash', commands: ['git log --oneline upstream/main..HEAD | wc -l'] }], assistant: compare },
    { user: 'What happened to my Compare my japer-technology/gitclaw to the original forked SawyerHood/gitclaw', assistant: 'Could you clarify what you are asking? I just provided a detailed comparison above.' },
    { user: 'I asked the question but then added a sub-issue and it did not ever answer', tools: [{ name: 'bash', commands: ['gh issue view 103 --comments'] }], assistant: 'Now I understand what happened.\n\n1. You created issue #103.\n2. Before it was answered, you added issue #105 as a sub-issue.\n3. **Issue #103 never got its original comparison answer.** Instead the agent asked you to clarify.' },
    { user: 'Do it now', tools: [{ name: 'bash', commands: ['gh issue comment 103 --body-file /tmp/c.md'] }], assistant: 'The full comparison has been posted to issue #103.' },
  ], { issue: 103 });
  const reported = reportsOf(s, splitExchanges(s))!;
  assert.deepEqual(reported.map((r) => [r.text, r.explanation?.text]), [['I asked the question but then added a sub-issue and it did not ever answer', 'Issue #103 never got its original comparison answer.']]);
});

test('a plain follow-up, or the opening request, is no report', () => {
  const s = makeSession('s-plain', [
    { user: 'Why is the answer not posted yet? Check the workflow run', assistant: 'The workflow run failed at the checkout step.' },
    { user: 'Now add the numbers of PRs too', assistant: 'Added: 45 PRs merged.' },
  ]);
  assert.deepEqual(reportsOf(s, splitExchanges(s)), []);
});

test('a reply reported missing is an incident subject of its own; the thread keeps what else was reported', async () => {
  const { incidentSubjects } = await import('../../../curation/extract/reports.ts');
  const { withoutEvidence } = await import('../../../curation/extract/subject-parts.ts');
  const s = makeSession('s103', [{ user: 'Compare my fork to upstream', assistant: 'Done.' }], { issue: 103 });
  const at = (t: string) => ({ session: 's103', date: `2026-02-20T14:${t}:00.000Z` });
  const thread = {
    ...withoutEvidence(), key: 's103@1', title: 'japer-technology/gitclaw compared with SawyerHood/gitclaw', type: 'fact' as const, summary: '285 commits ahead.', request: 'Compare', statements: [], terms: [['fork', 1]] as [string, number][], confidence: 0.7, sources: [], project: '/home/runner/work/gitclaw/gitclaw',
    reported: [
      { text: 'I asked the question but then added a sub-issue and it did not ever answer', source: { ...at('54'), role: 'user' as const }, explanation: { text: 'Issue #103 never got its original comparison answer.', source: { ...at('55'), role: 'assistant' as const } } },
      { text: 'Why are you not using the upstream remote?', source: { ...at('58'), role: 'user' as const } },
    ],
  };
  const [incident, ...more] = incidentSubjects(s, [thread]);
  assert.equal(more.length, 0);
  assert.equal(incident.type, 'limitation');
  assert.equal(incident.incident, true);
  assert.equal(incident.title, 'Reported: “I asked the question but then added a sub-issue and it did not ever answer”');
  assert.match(incident.summary, /^The person reported in issue #103: “I asked the question[^”]*\.” The agent's explanation, which no session checks: “Issue #103 never got its original comparison answer\.”$/);
  assert.deepEqual(incident.sources.map((x) => x.role), ['user', 'assistant']);
  assert.deepEqual(thread.reported.map((r) => r.text), ['Why are you not using the upstream remote?']);
});

test('what the agent looked at before it explained, and what put it right later, are told; the incident is then resolved', () => {
  const s = makeSession('s103b', [
    { user: 'Compare my japer-technology/gitclaw to the original forked SawyerHood/gitclaw', tools: [{ name: 'bash', commands: ['git fetch upstream'] }], assistant: compare },
    { user: 'I asked the question but then added a sub-issue and it did not ever answer', tools: [{ name: 'bash', commands: ['cd /w && gh issue list --limit 30 2>/dev/null || echo none'] }, { name: 'bash', commands: ['gh issue view 103 --comments 2>&1 | head -50'] }], assistant: 'Issue #103 never got its original comparison answer.' },
    { user: 'Do it now', tools: [{ name: 'bash', commands: ['gh issue comment 103 --body-file /tmp/c.md'] }], assistant: 'Done. The full comparison has been posted to issue #103.' },
  ], { issue: 103 });
  const [r] = reportsOf(s, splitExchanges(s))!;
  assert.equal(r.explanation?.after, 'gh issue view 103 --comments');
  assert.equal(r.resolved?.text, 'The full comparison has been posted to issue #103.');
});
