import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markFixedErrors } from '../../../curation/merge/fixed-errors.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

function digest(id: string, started: string, errors: string[], repo = 'dotfiles'): Digest {
  return {
    version: DIGEST_VERSION,
    hash: id,
    session: { id, file: `${id}.jsonl`, format: 'copilot-cli', title: 'hi', issues: [], started, ended: started, repo },
    subjects: [],
    run: { session: id, file: `${id}.jsonl`, format: 'copilot-cli', title: 'hi', issues: [], started, ended: started, asked: 'hi', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors },
  };
}

function limitation(session: string): ArticleDraft {
  const source = { session, date: '2026-06-08T02:20:00.000Z', role: 'system' as const, quote: 'Failed to start MCP Servers: Failed to read configuration from ~/.copilot/mcp-config.json' };
  return { id: 'mcp', topic: 'limitations', founder: `${session}#error:abcd`, title: 'Failed to start MCP Servers', summary: '…', type: 'limitation', status: 'current', confidence: 0.8, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [], sections: [] };
}

test('a configuration error later sessions in the same repository no longer report is outdated, and says why', () => {
  const raw = 'Failed to start MCP Servers: Error: Failed to read configuration from ~/.copilot/mcp-config.json';
  const first = digest('s1', '2026-06-08T02:20:00.000Z', [raw]);
  const fixed = limitation('s1');
  assert.equal(markFixedErrors([fixed], [first, digest('s2', '2026-06-08T02:32:00.000Z', []), digest('s3', '2026-06-08T02:44:00.000Z', [])]), 1);
  assert.equal(fixed.status, 'outdated');
  assert.deepEqual(fixed.sections.at(-1)?.lines, ['- Not reported again: the 2 later sessions in dotfiles (the last on 8 Jun 2026) ran without it.']);
  // Still reported later, in another repository only, or after one clean session: it stands.
  for (const later of [[digest('s2', '2026-06-08T02:32:00.000Z', []), digest('s3', '2026-06-08T02:44:00.000Z', [raw])], [digest('s2', '2026-06-08T02:32:00.000Z', [], 'other'), digest('s3', '2026-06-08T02:44:00.000Z', [], 'other')], [digest('s2', '2026-06-08T02:32:00.000Z', [])]]) {
    const standing = limitation('s1');
    assert.equal(markFixedErrors([standing], [first, ...later]), 0);
    assert.equal(standing.status, 'current');
  }
});

test('without a repository name the working directory says where; a change of model is told', () => {
  const at = (id: string, started: string, errors: string[], model: string, project = '/home/runner/work/gitclaw/gitclaw'): Digest => {
    const d = digest(id, started, errors);
    delete d.session.repo;
    return { ...d, session: { ...d.session, format: 'pi', project, model } };
  };
  const refused = '400 bad request: GitHub App Server-To-Server Tokens are not supported for this endpoint';
  const draft = { ...limitation('s1'), sources: [{ session: 's1', date: '2026-02-19T13:30:00.000Z', role: 'system' as const, quote: 'GitHub App Server-To-Server Tokens are not supported for this endpoint' }] };
  markFixedErrors([draft], [at('s1', '2026-02-19T13:30:00.000Z', [refused], 'gpt-4o'), at('s2', '2026-02-20T11:44:00.000Z', [], 'claude-opus-4-6'), at('s3', '2026-02-21T07:42:00.000Z', [], 'claude-opus-4-6')]);
  assert.equal(draft.status, 'outdated');
  assert.match(draft.sections.at(-1)!.lines[0], /the 2 later sessions in gitclaw \(the last on 21 Feb 2026\) ran without it; they used claude-opus-4-6, not gpt-4o\.$/);
  // A session after the repository was renamed ("…/github-claw/github-claw") is a later session of the same one.
  const renamed = { ...limitation('s1'), sources: draft.sources };
  markFixedErrors([renamed], [at('s1', '2026-02-19T13:30:00.000Z', [refused], 'gpt-4o'), at('s2', '2026-02-20T11:44:00.000Z', [], 'claude-opus-4-6'), at('s3', '2026-02-23T01:33:00.000Z', [], 'claude-opus-4-6', '/home/runner/work/github-claw/github-claw')]);
  assert.match(renamed.sections.at(-1)!.lines[0], /the 2 later sessions in gitclaw \(the last on 23 Feb 2026\)/);
});
