import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Session } from '../../../curation/schema/session.ts';
import { sanitizeSession } from '../../../curation/privacy/sanitize.ts';
import { PLANTED, fake } from '../../fixtures/privacy/fake-secrets.ts';

/** Every string anywhere in a value, with its path. */
function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const secret = (i: number) => PLANTED[i % PLANTED.length];
const privateNote = `my home address is ${fake(8)} Street`;

function sessionWithSecrets(): Session {
  return {
    id: 'a1b2c3',
    format: 'claude-code',
    file: 'sessions/a.jsonl',
    title: `Rotate ${secret(0).text}`,
    issues: [7],
    cwd: `/home/ada/app ${secret(1).text}`,
    model: 'claude-x',
    startedAt: '2026-02-20T10:00:00.000Z',
    endedAt: '2026-02-20T11:00:00.000Z',
    messages: PLANTED.map((p, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      kind: i % 2 ? 'reply' : 'prompt',
      // Every third message has a private span (and so loses its code); the others keep theirs.
      text: `Message ${i}: ${p.text}${i % 3 === 0 ? ` <private>${privateNote}</private>` : ''} done`,
      time: '2026-02-20T10:00:00.000Z',
      code: [`echo "${p.text}"`, 'ls -la'],
      line: i + 1,
    })),
    toolCalls: [
      {
        name: 'bash',
        time: '2026-02-20T10:05:00.000Z',
        filesRead: [`/tmp/${secret(5).secret.slice(0, 40)}.txt`],
        filesWritten: ['.env'],
        commands: PLANTED.slice(0, 10).map((p) => `run ${p.text}`),
        ok: false,
        error: `auth failed for ${secret(6).text}`,
        // What a tool's output showed of the repository is kept, so it is redacted too.
        headings: { file: 'README.md', text: [`Deploy with ${secret(10).text}`] },
        brief: { heading: 'TL;DR', text: `Rotate the key ${secret(13).text} before the release.` },
        renames: [{ from: 'a.md', to: `b-${secret(11).text}.md` }],
        description: { repo: 'acme/widgets', text: `Widgets, deployed with ${secret(12).text}` },
      },
      {
        name: 'create',
        time: '2026-02-20T10:05:30.000Z',
        filesRead: [],
        filesWritten: ['/home/alice/app/GUIDE.md'],
        commands: [],
        // A document the agent wrote is kept whole: it is redacted like every message.
        document: { file: '/home/alice/app/GUIDE.md', text: `# Guide\n\nDeploy with ${secret(8).text}. <private>${privateNote}</private> Then run the tests.` },
      },
    ],
    errors: [{ time: '2026-02-20T10:06:00.000Z', message: `401 with ${secret(7).text}` }],
    // Harness warnings are redacted like errors.
    warnings: [{ time: '2026-02-20T10:06:30.000Z', message: `MCP server 'notes' failed to connect with ${secret(9).text}` }],
    evidence: { thinking: 2, toolOutputs: 3, codeBlocks: 4 },
  } satisfies Session;
}

describe('sanitizeSession', () => {
  it('leaves no planted secret and no private span anywhere in the session', () => {
    const { session } = sanitizeSession(sessionWithSecrets());
    const all = strings(session);
    for (const p of PLANTED) {
      // The distinctive middle of each secret: no field may hold it.
      const probe = p.secret.length > 16 ? p.secret.slice(4, 16) : p.secret;
      for (const [where, value] of all) assert.ok(!value.includes(probe), `${p.kind} survived at ${where}: ${value}`);
    }
    for (const [where, value] of all) {
      assert.ok(!value.includes(privateNote), `private span survived at ${where}`);
      assert.ok(!/<private>/i.test(value), `private tag survived at ${where}`);
    }
  });

  it('keeps and redacts the code of messages without a private span', () => {
    const { session } = sanitizeSession(sessionWithSecrets());
    const m = session.messages[1];
    assert.equal(m.code?.length, 2);
    assert.match(m.code![0], /\[REDACTED:[a-z0-9-]+\]/);
    assert.equal(m.code![1], 'ls -la');
    assert.deepEqual(session.messages[0].code, []);
  });

  it('counts what it redacted, by kind', () => {
    const { findings, byKind } = sanitizeSession(sessionWithSecrets());
    assert.equal(
      findings,
      Object.values(byKind).reduce((a, b) => a + b, 0),
    );
    // Each planted secret is in its message's text, and in its code unless the message had a span.
    PLANTED.forEach((p, i) => assert.ok((byKind[p.kind] ?? 0) >= (i % 3 === 0 ? 1 : 2), `${p.kind}: ${byKind[p.kind]}`));
    assert.deepEqual(Object.keys(byKind), Object.keys(byKind).sort());
  });

  it('does not modify its input', () => {
    const input = deepFreeze(sessionWithSecrets());
    const before = JSON.stringify(input);
    sanitizeSession(input);
    assert.equal(JSON.stringify(input), before);
  });

  it('shares no arrays or objects with its input', () => {
    const input = sessionWithSecrets();
    const { session } = sanitizeSession(input);
    assert.notEqual(session.messages, input.messages);
    assert.notEqual(session.messages[0], input.messages[0]);
    assert.notEqual(session.messages[0].code, input.messages[0].code);
    assert.notEqual(session.toolCalls[0].commands, input.toolCalls[0].commands);
    assert.notEqual(session.toolCalls[1].document, input.toolCalls[1].document);
    assert.notEqual(session.issues, input.issues);
    assert.notEqual(session.evidence, input.evidence);
  });

  it('keeps identity fields and clean text as they are', () => {
    const clean: Session = {
      ...sessionWithSecrets(),
      title: 'Fix the login redirect',
      cwd: '/srv/app',
      messages: [{ role: 'user', kind: 'prompt', text: 'Why does login loop?', time: '2026-02-20T10:00:00.000Z' }],
      toolCalls: [],
      errors: [],
      warnings: [],
    };
    const { session, findings, byKind } = sanitizeSession(clean);
    assert.deepEqual(session, clean);
    assert.equal(findings, 0);
    assert.deepEqual(byKind, {});
  });

  it('drops the code of a message that had a private span (readers cut code out of it first)', () => {
    const time = '2026-02-20T10:00:00.000Z';
    const input: Session = {
      ...sessionWithSecrets(),
      messages: [
        { role: 'user', kind: 'prompt', text: 'Here is my config <private>and the rest is mine', time, code: ['cat ~/.netrc'] },
        { role: 'user', kind: 'prompt', text: 'My env: <private>\n\n</private> thanks', time, code: ['HOME_ADDRESS=12 Main St'] },
        { role: 'user', kind: 'prompt', text: 'No span here', time, code: ['ls -la'] },
      ],
    };
    const { session } = sanitizeSession(input);
    assert.equal(session.messages[0].text, 'Here is my config ');
    assert.deepEqual(session.messages[0].code, []);
    assert.equal(session.messages[1].text, 'My env:  thanks');
    assert.deepEqual(session.messages[1].code, []);
    assert.deepEqual(session.messages[2].code, ['ls -la']);
  });

  it('applies extra patterns everywhere', () => {
    const input: Session = {
      ...sessionWithSecrets(),
      title: 'Ticket ACME-123456',
      messages: [{ role: 'user', kind: 'prompt', text: 'see ACME-654321', time: '2026-02-20T10:00:00.000Z', code: ['ACME-111111'] }],
      toolCalls: [],
      errors: [],
      cwd: '/srv/ACME-222222',
    };
    const { session, byKind } = sanitizeSession(input, [/ACME-\d{6}/g]);
    assert.equal(session.title, 'Ticket [REDACTED:custom]');
    assert.equal(session.messages[0].text, 'see [REDACTED:custom]');
    assert.deepEqual(session.messages[0].code, ['[REDACTED:custom]']);
    assert.equal(session.cwd, '/srv/[REDACTED:custom]');
    assert.equal(byKind.custom, 4);
  });
});
