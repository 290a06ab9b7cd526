// segment/exchanges.ts: a session cut into exchanges, each a person's turn and what the agent did
// and said until the next one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchangesOf } from '../../../curation/segment/exchanges.ts';
import type { Session, SessionMessage } from '../../../curation/schema/session.ts';
import { makeSession } from '../../helpers/session.ts';

const at = (minute: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + minute * 60_000).toISOString();
const prompt = (text: string, minute: number, extra: Partial<SessionMessage> = {}): SessionMessage => ({ role: 'user', kind: 'prompt', text, time: at(minute), ...extra });
const reply = (text: string, minute: number, extra: Partial<SessionMessage> = {}): SessionMessage => ({ role: 'assistant', kind: 'reply', text, time: at(minute), ...extra });

function session(messages: SessionMessage[], extra: Partial<Session> = {}): Session {
  return { ...makeSession('x', []), messages, startedAt: at(0), endedAt: at(60), ...extra };
}

test('one exchange per turn, in order, each ending where the next begins; the last at the session end', () => {
  const views = exchangesOf(makeSession('s', [{ user: 'first question', assistant: 'first answer' }, { user: 'second question', assistant: 'second answer' }]));
  assert.equal(views.length, 2);
  assert.deepEqual(views.map((v) => v.index), [0, 1]);
  assert.equal(views[0].end, views[1].time);
  assert.equal(views[1].previous, views[0]);
  assert.equal(views[0].previous, undefined);
  assert.equal(views[0].final?.text, 'first answer');
  assert.equal(views[0].parts.own, 'first question');
});

test('prompts with no answer between them are one turn ("yes", "go"); the parts of each are joined', () => {
  const views = exchangesOf(session([prompt('Use Redis for the cache', 0), prompt('and keep the TTL at an hour', 1), reply('Done: Redis with a one-hour TTL.', 2), prompt('thanks', 3)]));
  assert.equal(views.length, 2);
  assert.equal(views[0].prompts.length, 2);
  assert.equal(views[0].parts.own, 'Use Redis for the cache\n\nand keep the TTL at an hour');
});

test('replies without substance are no replies; the final answer is the last with something to say', () => {
  const views = exchangesOf(session([prompt('Fix it', 0), reply('The fix: `src/a.ts` checks the token.', 1), reply('…', 2)]));
  assert.equal(views[0].replies.length, 1);
  assert.match(views[0].final?.text ?? '', /the token/);
  assert.ok(views[0].final!.units.length > 0);
});

test('tool calls and errors go to the exchange whose time window holds them', () => {
  const s = makeSession('s', [
    { user: 'first', tools: [{ name: 'bash', commands: ['npm test'] }], assistant: 'ran the tests' },
    { user: 'second', tools: [{ name: 'bash', commands: ['npm run build'] }], assistant: 'built' },
  ]);
  s.errors.push({ time: s.messages[3].time, message: '400 Bad Request' });
  const views = exchangesOf(s);
  assert.deepEqual(views.map((v) => v.tools.flatMap((t) => t.commands)), [['npm test'], ['npm run build']]);
  assert.deepEqual(views.map((v) => v.errors.map((e) => e.message)), [[], ['400 Bad Request']]);
});

test("a sub-agent's messages in the main session belong to the turn that delegated to it, not as replies", () => {
  const views = exchangesOf(session([prompt('Find the callers of cart.ts', 0), prompt('Search for imports of cart.ts', 1, { sidechain: true }), reply('Only src/checkout.ts imports cart.ts.', 2, { sidechain: true }), reply('Only `src/checkout.ts` imports `cart.ts`.', 3)]));
  assert.equal(views.length, 1);
  assert.equal(views[0].sidechain.length, 1);
  assert.equal(views[0].replies.length, 1);
  assert.equal(views[0].delegated, false);
});

test("a sub-agent's own transcript: every exchange is delegated (no person asked)", () => {
  const views = exchangesOf(session([prompt('Search for imports of cart.ts', 0, { sidechain: true }), reply('Only src/checkout.ts imports cart.ts.', 1, { sidechain: true })], { parent: 'main-session' }));
  assert.equal(views.length, 1);
  assert.equal(views[0].delegated, true);
  assert.equal(views[0].replies.length, 1);
});

test('messages that are no prompt or reply (instructions, summaries) open no exchange', () => {
  const views = exchangesOf(session([{ role: 'user', kind: 'instruction', text: 'AGENTS.md: always be brief', time: at(0) }, prompt('hello', 1), reply('Hi.', 2), { role: 'system', kind: 'summary', text: 'Earlier: greetings', time: at(3) }]));
  assert.equal(views.length, 1);
  assert.equal(views[0].parts.own, 'hello');
});

test('replies before any prompt belong to no exchange', () => {
  const views = exchangesOf(session([reply('Welcome back!', 0), prompt('hello', 1), reply('Hi.', 2)]));
  assert.equal(views.length, 1);
  assert.equal(views[0].replies.map((r) => r.text).join(), 'Hi.');
});

test('files written without a word end the turn: the next prompt is a turn of its own (Aider answers in whole files)', () => {
  const written = makeSession('w', [{ user: 'Fix the failing test', tools: [{ name: 'write', filesWritten: ['tests/test_cart.py'] }] }, { user: 'Now add a coupon field' }]);
  assert.equal(exchangesOf(written).length, 2);
  const failed = makeSession('f', [{ user: 'Fix the failing test', tools: [{ name: 'write', filesWritten: ['tests/test_cart.py'], ok: false }] }, { user: 'go on' }]);
  assert.equal(exchangesOf(failed).length, 1, 'a write that failed answered nothing');
});
