import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markWebClaims } from '../../../curation/merge/capability-claims.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest, type Subject } from '../../../curation/schema/digest.ts';

function digest(id: string, issue: number, project: string, lookedUp: boolean, lookedUpWith?: string): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'pi' as const, title: 'x', issue, issues: [issue], started: `2026-02-2${issue % 10}T10:00:00.000Z`, ended: `2026-02-2${issue % 10}T10:10:00.000Z`, project };
  const subject = { sources: [{ session: id, date: session.started, role: 'user' }], lookedUp, ...(lookedUpWith ? { lookedUpWith } : {}) } as unknown as Subject;
  return { version: DIGEST_VERSION, hash: id, session, subjects: [subject], run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

const skills = (session: string): ArticleDraft => ({ id: 'skills', topic: 'project', founder: 'x', title: 'Skills that could be added', summary: 'Web search first.', type: 'fact', status: 'current', confidence: 0.7, sources: [{ session, date: '2026-02-22T10:05:00.000Z', role: 'assistant' }], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts', lines: ["- Right now, Spock is blind to the internet. It can't look up docs, check APIs, or research anything."] }] });

test("the agent saying it cannot reach the web, where a session of the same project did, gets a caveat", () => {
  const here = '/home/runner/work/gitclaw/gitclaw';
  const d = skills('s121');
  // (The plainest evidence is cited: a search over an earlier call to GitHub's API.)
  assert.equal(markWebClaims([d], [digest('s121', 121, here, false), digest('s103', 103, here, true, 'gh api repos/japer-technology/gitclaw/issues/103/timeline'), digest('s142', 142, here, true, 'gh search repos "gitclaw" --limit 5'), digest('other', 7, '/home/me/other', true)]), 1);
  assert.deepEqual(d.sections[0], { heading: 'Caveats', lines: ['- It says the agent cannot reach the internet, but a session of this repository reached GitHub\'s API over the network (issue #142, 22 Feb 2026, running `gh search repos "gitclaw" --limit 5`); none fetched other web pages. Check which holds before relying on it.'] });
  // (A web fetch is the web itself.)
  const fetched = skills('s121');
  markWebClaims([fetched], [digest('s121', 121, here, false), digest('s150', 150, here, true, 'web_fetch')]);
  assert.match(fetched.sections[0].lines[0], /^- It says the agent cannot reach the web, but a session of this repository did \(issue #150, 20 Feb 2026, running `web_fetch`\)/);
  // (Only another project reached the web: nothing to say.)
  const alone = skills('s121');
  assert.equal(markWebClaims([alone], [digest('s121', 121, here, false), digest('other', 7, '/home/me/other', true)]), 0);
});
