import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markRunnerLimits } from '../../../curation/merge/runner-limits.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

function digest(id: string, project: string): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'pi' as const, title: 'x', issues: [], started: '2026-02-20T13:00:00.000Z', ended: '2026-02-20T13:05:00.000Z', project };
  return { version: DIGEST_VERSION, hash: id, session, subjects: [], run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

function draft(session: string, summary: string): ArticleDraft {
  return { id: session, topic: 'project', founder: session, title: 'Cron-like Functionality for the AI Agent', summary, type: 'fact', status: 'current', confidence: 0.75, sources: [{ session, date: '2026-02-20T13:00:00.000Z', role: 'assistant' }], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts', lines: ['- Approaches: In-Session Timer Extension'] }] };
}

test('a timer advised where the sessions ran in GitHub Actions jobs gets a caveat; on a workstation, or without a timer, it does not', () => {
  const advice = 'Pi has no cron, but extensions give you everything you need via setInterval + pi.sendMessage().';
  const ci = draft('ci', advice);
  const local = draft('local', advice);
  const other = draft('ci2', 'Pi handles rate limits with 3 retries and exponential backoff.');
  const digests = [digest('ci', '/home/runner/work/gitclaw/gitclaw'), digest('local', '~/code/gitclaw'), digest('ci2', '/home/runner/work/gitclaw/gitclaw')];
  assert.equal(markRunnerLimits([ci, local, other], digests), 1);
  assert.equal(ci.sections[0].heading, 'Caveats');
  assert.match(ci.sections[0].lines[0], /^- These sessions ran on a GitHub Actions runner \(`\/home\/runner\/work\/gitclaw\/gitclaw`\): a job ends with its run, so an in-process timer/);
  assert.equal(ci.summary, `${advice} But these sessions ran in GitHub Actions jobs, which such a timer does not outlive (see Caveats).`);
  assert.equal(local.summary, advice);
  assert.equal(ci.confidence, 0.5);
  assert.equal(local.confidence, 0.75);
  for (const d of [local, other]) assert.deepEqual(d.sections.map((s) => s.heading), ['Key facts']);
});
