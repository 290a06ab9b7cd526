// merge/setup.ts: one article per project on the agents and models its sessions ran on, from what
// the session files record about themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorText, failuresOf, setupOf } from '../../../curation/merge/setup.ts';
import { renderDraft } from '../../../curation/render/article.ts';
import { setupTitle } from '../../../curation/render/titles.ts';
import { digest } from './helpers.ts';

function session(id: string, start: string, meta: { model?: string; agentVersion?: string }) {
  const d = digest(id, [{ claims: [{ text: 'Wrote `src/app.ts`.' }] }], { start });
  Object.assign(d.session, { format: 'aider' }, meta);
  return d;
}

test('the setup article groups sessions by agent, version and model, most used first, cited by the first and last of each, then the rest', () => {
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
  // The first and last of each setup first, then the others (up to a bound).
  assert.deepEqual(m.claims.map((c) => c.digest.session.id), ['a', 'c', 'd', 'b']);
  m.title = setupTitle(m);
  assert.equal(m.title, 'Sessions ran on Aider 0.86.2 with ollama_chat/qwen2.5-coder:14b (and 1 more)');
  const draft = renderDraft(m, {}, { idOf: (f) => f });
  assert.match(draft.summary, /^The sessions ran on Aider 0\.86\.2 with ollama_chat\/qwen2\.5-coder:14b, and 1 other setup/);
  assert.deepEqual(draft.sections[0].lines, ['- Aider 0.86.2 with ollama_chat/qwen2.5-coder:14b: 3 sessions, 1 Jul 2026 to 3 Jul 2026', '- Aider 0.86.2 with gpt-4o: 1 session, 4 Jul 2026']);
});

test('no setup article when no session records a model or a version', () => {
  assert.equal(setupOf('p', [session('a', '2026-07-01T10:00:00Z', {})]), undefined);
});

test('the errors sessions hit are listed once per error, request ids aside, and sessions left unanswered are counted', () => {
  const failing = (id: string, start: string, error: string, outcome: 'failed' | 'completed') => {
    const d = session(id, start, { model: 'gpt-5-mini' });
    Object.assign(d.run, { outcome, errors: [error] });
    return d;
  };
  const ds = [
    failing('a', '2026-03-20T09:00:00Z', '402 You have no quota (Request ID: C002:15EFBB:81C9F9)', 'failed'),
    failing('b', '2026-03-20T12:00:00Z', '402 You have no quota (Request ID: 9040:38CE9A:1B54E80)', 'failed'),
    failing('f', '2026-03-20T13:00:00Z', '402 You have no quota (Request ID: 7413:4DEAF:2692E8D)', 'failed'),
    failing('c', '2026-03-21T08:00:00Z', 'rate_limit: usage limit exceeded (2056)', 'completed'),
    session('d', '2026-03-22T08:00:00Z', { model: 'gpt-5-mini' }),
    failing('e', '2026-03-23T08:00:00Z', 'rate_limit: usage limit exceeded (2057)', 'completed'),
  ];
  const m = failuresOf('p', ds)!;
  assert.equal(setupOf('p', ds)!.failures, undefined);
  assert.deepEqual(m.failures?.map((r) => [r.error, r.sessions, r.unanswered]), [
    ['402 You have no quota', 3, 3],
    ['rate_limit: usage limit exceeded (2056)', 2, 0],
  ]);
  assert.equal(m.failedSessions, 3);
  // Cited by every session that hit one, once each.
  assert.deepEqual(m.claims.map((c) => c.digest.session.id), ['a', 'b', 'f', 'c', 'e']);
  const draft = renderDraft(m, {}, { idOf: (f) => f });
  assert.equal(draft.summary, 'Most often the sessions hit “402 You have no quota”: 3 sessions, all without an answer.');
  assert.equal(setupTitle(m), 'Errors the sessions hit: 402 You have no quota (and 1 more)');
  assert.equal(draft.sections.some((s) => s.heading === 'Sessions'), false);
  const errors = draft.sections.find((s) => s.heading === 'Errors')!;
  assert.deepEqual(errors.lines, ['- “402 You have no quota”: 3 sessions, 20 Mar 2026 (all without an answer)', '- “rate_limit: usage limit exceeded (2056)”: 2 sessions, 21 Mar 2026 to 23 Mar 2026']);
});

test('no errors article when no session logged one, or when no error recurs', () => {
  const once = session('b', '2026-07-02T10:00:00Z', { model: 'm' });
  Object.assign(once.run, { outcome: 'failed', errors: ['Connection error.'] });
  assert.equal(failuresOf('p', [session('a', '2026-07-01T10:00:00Z', { model: 'm' }), once]), undefined);
  const twice = session('c', '2026-07-03T10:00:00Z', { model: 'm' });
  Object.assign(twice.run, { outcome: 'completed', errors: ['Connection error.'] });
  assert.equal(renderDraft(failuresOf('p', [once, twice])!, {}, { idOf: (f) => f }).summary, 'The sessions hit “Connection error.”: 2 sessions, 1 without an answer.');
});

test('the error hit most leads the article, whatever ended a session; what left sessions unanswered is told after it', () => {
  const run = (id: string, start: string, errors: string[], counts: number[], outcome: 'failed' | 'completed') => {
    const d = session(id, start, { model: 'm' });
    Object.assign(d.run, { outcome, errors, error_counts: counts });
    return d;
  };
  const ds = [
    run('a', '2026-03-23T09:00:00Z', ['503 RPM_LIMIT', 'Failed to call a function'], [20, 1], 'failed'),
    run('b', '2026-03-24T09:00:00Z', ['503 RPM_LIMIT', 'Failed to call a function'], [19, 1], 'completed'),
    run('c', '2026-03-25T09:00:00Z', ['503 RPM_LIMIT'], [3], 'completed'),
  ];
  const m = failuresOf('p', ds)!;
  assert.deepEqual(m.failures?.map((r) => r.error), ['503 RPM_LIMIT', 'Failed to call a function']);
  assert.equal(setupTitle(m), 'Errors the sessions hit: 503 RPM_LIMIT (and 1 more)');
  assert.equal(renderDraft(m, {}, { idOf: (f) => f }).summary, 'Most often the sessions hit “503 RPM_LIMIT”: 3 sessions, 42 times, 1 without an answer.');
  const other = [run('d', '2026-03-23T09:00:00Z', ['503 RPM_LIMIT'], [9], 'completed'), run('e', '2026-03-24T09:00:00Z', ['503 RPM_LIMIT'], [9], 'completed'), run('f', '2026-03-25T09:00:00Z', ['Failed to call a function'], [3], 'failed')];
  assert.equal(renderDraft(failuresOf('p', other)!, {}, { idOf: (f) => f }).summary, 'Most often the sessions hit “503 RPM_LIMIT”: 2 sessions, 18 times; one session failed without an answer on “Failed to call a function”.');
});

test('an API error body is told as its status, type and message', () => {
  assert.equal(errorText('429 {"type":"error","error":{"type":"rate_limit_error","message":"The engine is overloaded"},"type":"error"}'), '429 rate_limit_error: The engine is overloaded');
  assert.equal(errorText('unknown: API Error: 429 {"error":{"code":"1302","message":"Rate limit reached"},"request_id":"2026040223"'), 'unknown: API Error: 429 Rate limit reached');
  // Cut short where the run summary cut it, and said so.
  assert.equal(errorText('RateLimitError: b\'{"error":{"type":"rate_limit_error","message":"This request would exceed your organization\\\'s…'), "RateLimitError: rate_limit_error: This request would exceed your organization's…");
  assert.equal(errorText('402 You have no quota (Request ID: C002:15EFBB:81C9F9)'), '402 You have no quota');
});

test('an error one session hit again and again recurs too, and is told with how many times', () => {
  const d = session('a', '2026-03-24T10:00:00Z', { model: 'm' });
  Object.assign(d.run, { outcome: 'answered', errors: ['503 All backends failed. Last: RPM_LIMIT:openrouter/gpt-oss-20b:free', 'Encountered a server error'], error_counts: [39, 1] });
  const m = failuresOf('p', [d])!;
  assert.deepEqual(m.failures?.map((r) => [r.error, r.sessions, r.times]), [['503 All backends failed. Last: RPM_LIMIT:openrouter/gpt-oss-20b:free', 1, 39]]);
  assert.deepEqual(renderDraft(m, {}, { idOf: (f) => f }).sections.find((s) => s.heading === 'Errors')?.lines, ['- “503 All backends failed. Last: RPM_LIMIT:openrouter/gpt-oss-20b:free”: 1 session, 39 times, 24 Mar 2026']);
});
