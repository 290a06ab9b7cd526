import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Session } from '../../../curation/schema/session.ts';
import { describeWithheld, shorten } from '../../../curation/privacy/withheld.ts';
import { fake } from '../../fixtures/privacy/fake-secrets.ts';

function session(over: Partial<Session> = {}): Session {
  return {
    id: 's1',
    format: 'claude-code',
    file: '/home/ada/project/examples/private/x.jsonl',
    title: 'Fix the login',
    issues: [],
    startedAt: '2026-02-20T09:15:00.000Z',
    endedAt: '2026-02-20T10:00:00.000Z',
    messages: [
      { role: 'system', kind: 'instruction', text: 'You are a helpful agent.', time: '2026-02-20T09:15:00.000Z' },
      { role: 'user', kind: 'prompt', text: 'Fix the login redirect loop that happens after the OAuth callback returns to /dashboard', time: '2026-02-20T09:15:01.000Z' },
      ...Array.from({ length: 12 }, (_, i) => ({ role: 'assistant' as const, kind: 'reply' as const, text: `step ${i}`, time: '2026-02-20T09:16:00.000Z' })),
    ],
    toolCalls: [],
    errors: [],
    evidence: { thinking: 0, toolOutputs: 0, codeBlocks: 0 },
    ...over,
  };
}

describe('describeWithheld', () => {
  it('gives file, agent, day, size, rule and the start of the first request', () => {
    assert.equal(
      describeWithheld(session(), '**/private/**', { root: '/home/ada/project' }),
      'withheld examples/private/x.jsonl (claude-code, 2026-02-20, 14 messages, rule "**/private/**"): "Fix the login redirect loop that happens after the OAuth …"',
    );
  });

  it('says when the default withheld it, and keeps a path outside the root as given', () => {
    const line = describeWithheld(session({ file: '/elsewhere/s.jsonl', messages: [session().messages[1]] }), undefined, { root: '/home/ada/project' });
    assert.match(line, /^withheld \/elsewhere\/s\.jsonl \(claude-code, 2026-02-20, 1 message, private by default\): "Fix the login/);
  });

  it('redacts the request before shortening it, and drops private spans', () => {
    const key = `ghp_${fake(36)}`;
    const line = describeWithheld(
      session({ messages: [{ role: 'user', kind: 'prompt', text: `<private>about my divorce</private>use ${key} to push`, time: '2026-02-20T09:15:01.000Z' }] }),
      '**/private/**',
    );
    assert.ok(!line.includes(key.slice(4, 20)), line);
    assert.ok(!line.includes('divorce'), line);
    assert.match(line, /: "use \[REDACTED:github-token\] to push"$/);
  });

  it('falls back to the title when there is no prompt, and to no quote when both are empty', () => {
    assert.match(describeWithheld(session({ messages: [] }), 'x'), /0 messages, rule "x"\): "Fix the login"$/);
    assert.match(describeWithheld(session({ messages: [], title: '' }), 'x'), /rule "x"\)$/);
  });

  it('says undated when the start is unknown', () => {
    assert.match(describeWithheld(session({ startedAt: '' }), 'x'), /\(claude-code, undated, /);
  });
});

describe('shorten', () => {
  it('collapses whitespace and cuts at a word near the limit', () => {
    assert.equal(shorten('  a\n\nb   c ', 60), 'a b c');
    assert.equal(shorten('one two three four five six', 14), 'one two three …');
    assert.equal(shorten('x'.repeat(30), 10), `${'x'.repeat(10)} …`);
  });
});
