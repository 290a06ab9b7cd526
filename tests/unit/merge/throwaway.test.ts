import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markThrowawayRuns } from '../../../curation/merge/throwaway.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

function digest(id: string, project: string): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'claude-code' as const, title: 'x', issues: [], started: '2026-05-08T10:00:00.000Z', ended: '2026-05-08T10:10:00.000Z', project };
  return { version: DIGEST_VERSION, hash: id, session, subjects: [], run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] } };
}

const draft = (...sessions: string[]): ArticleDraft => ({ id: 'rust-port', topic: 'project', founder: 'x', title: 'Porting the Python project to Rust', summary: '29 unit tests pass.', type: 'fact', status: 'current', confidence: 0.75, sources: sessions.map((session) => ({ session, date: '2026-05-08T10:01:00.000Z', role: 'user' as const })), tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Key facts', lines: ['- …'] }] });

test('work done only in throwaway directories (mktemp, tempfile) says so and keeps medium confidence at most', () => {
  const digests = [digest('c7d3', '/tmp/tmpqwh7888i'), digest('c64c', '/tmp/tmpw6sk2trg'), digest('real', '~/code/app'), digest('mac', '/private/var/folders/x1/abc/T/tmp.Qx1')];
  const one = draft('c7d3');
  assert.equal(markThrowawayRuns([one], digests), 1);
  assert.deepEqual(one.sections[0], { heading: 'Caveats', lines: ["- This session ran in a throwaway directory (`/tmp/tmpqwh7888i`), as test harnesses and demos do: what they did is no lasting project's history."] });
  assert.equal(one.confidence, 0.5);
  const two = draft('c7d3', 'mac');
  markThrowawayRuns([two], digests);
  assert.match(two.sections[0].lines[0], /^- These sessions ran in a throwaway directory \(`\/tmp\/tmpqwh7888i` and 1 more\)/);
  // (One session in a real project is enough to make it a project's history.)
  const mixed = draft('c7d3', 'real');
  assert.equal(markThrowawayRuns([mixed], digests), 0);
  assert.equal(mixed.confidence, 0.75);
  for (const p of ['/tmp/build', '~/tmp/notes', '/tmp']) assert.equal(markThrowawayRuns([draft('p')], [digest('p', p)]), 0, p);
});
