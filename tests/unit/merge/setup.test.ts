// merge/setup.ts: one article per project on the agents and models its sessions ran on, from what
// the session files record about themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupOf } from '../../../curation/merge/setup.ts';
import { renderDraft } from '../../../curation/render/article.ts';
import { setupTitle } from '../../../curation/render/titles.ts';
import { digest } from './helpers.ts';

function session(id: string, start: string, meta: { model?: string; agentVersion?: string }) {
  const d = digest(id, [{ claims: [{ text: 'Wrote `src/app.ts`.' }] }], { start });
  Object.assign(d.session, { format: 'aider' }, meta);
  return d;
}

test('the setup article groups sessions by agent, version and model, most used first, cited by the first and last of each', () => {
  const ds = [
    session('a', '2026-07-01T10:00:00Z', { model: 'ollama_chat/qwen2.5-coder:14b', agentVersion: '0.86.2' }),
    session('b', '2026-07-02T10:00:00Z', { model: 'ollama_chat/qwen2.5-coder:14b', agentVersion: '0.86.2' }),
    session('c', '2026-07-03T10:00:00Z', { model: 'ollama_chat/qwen2.5-coder:14b', agentVersion: '0.86.2' }),
    session('d', '2026-07-04T10:00:00Z', { model: 'gpt-4o', agentVersion: '0.86.2' }),
  ];
  const m = setupOf('p', ds)!;
  assert.deepEqual(m.setup?.map((r) => [r.agent, r.version, r.model, r.sessions]), [
    ['Aider', '0.86.2', 'ollama_chat/qwen2.5-coder:14b', 3],
    ['Aider', '0.86.2', 'gpt-4o', 1],
  ]);
  assert.deepEqual(m.claims.map((c) => c.digest.session.id), ['a', 'c', 'd']);
  m.title = setupTitle(m);
  assert.equal(m.title, 'Sessions ran on Aider 0.86.2 with ollama_chat/qwen2.5-coder:14b (and 1 more)');
  const draft = renderDraft(m, {}, { idOf: (f) => f });
  assert.match(draft.summary, /^The sessions ran on Aider 0\.86\.2 with ollama_chat\/qwen2\.5-coder:14b, and 1 other setup/);
  assert.deepEqual(draft.sections[0].lines, ['- Aider 0.86.2 with ollama_chat/qwen2.5-coder:14b: 3 sessions, 1 Jul 2026 to 3 Jul 2026', '- Aider 0.86.2 with gpt-4o: 1 session, 4 Jul 2026']);
});

test('no setup article when no session records a model or a version', () => {
  assert.equal(setupOf('p', [session('a', '2026-07-01T10:00:00Z', {})]), undefined);
});
