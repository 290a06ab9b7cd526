// claims/rules/identity.ts: the names the person gives (the agent's, their own), as records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameAfter } from '../../../curation/claims/rules/identity.ts';
import { byRule, digestOf } from './helpers.ts';

const ack = 'Understood.';

test("the person names the agent and themselves: two preference claims, slot and value, the person's own", async () => {
  const d = await digestOf([{ user: 'You are Spock. Call me Admiral.', assistant: ack }]);
  const claims = byRule(d, 'identity');
  assert.deepEqual(
    claims.map((c) => [c.kind, c.speaker, c.role, c.slot, c.value]),
    [
      ['preference', 'person', 'user', 'agent name', 'Spock'],
      ['preference', 'person', 'user', 'person name', 'Admiral'],
    ],
  );
  assert.ok(claims.every((c) => c.stance === 'stated' && c.exchange === 0 && c.line !== undefined));
});

test('a quoted name is the name, whatever follows it', async () => {
  const d = await digestOf([{ user: 'You are "Spock" with emoji "Vulcan Hand Symbol"', assistant: ack }]);
  assert.deepEqual(byRule(d, 'identity').map((c) => [c.slot, c.value]), [['agent name', 'Spock']]);
});

test('names in other languages: zh, ja, de, ru, es', async () => {
  const cases: [string, [string, string][]][] = [
    ['你叫小虾', [['agent name', '小虾']]],
    ['あなたの名前はハル', [['agent name', 'ハル']]],
    ['Du heißt Hans. Nenn mich Kapitän.', [['agent name', 'Hans'], ['person name', 'Kapitän']]],
    ['Ты Марвин', [['agent name', 'Марвин']]],
    ['Te llamas Pablo. Llámame Jefe.', [['agent name', 'Pablo'], ['person name', 'Jefe']]],
  ];
  for (const [user, expected] of cases) {
    const d = await digestOf([{ user, assistant: ack }]);
    assert.deepEqual(byRule(d, 'identity').map((c) => [c.slot, c.value]), expected, user);
  }
});

test('statements that name nobody make no claim: "you are right", "you are helpful", "you are the one to fix it"', async () => {
  for (const user of ['You are right, thanks', 'you are helpful', 'You are the one to fix it', 'You are not able to push to main']) {
    const d = await digestOf([{ user, assistant: ack }]);
    assert.deepEqual(byRule(d, 'identity'), [], user);
  }
  assert.equal(nameAfter(' right'), undefined);
  assert.equal(nameAfter(' a helpful assistant'), undefined);
  assert.equal(nameAfter(' Spock, the science officer'), 'Spock');
});

test('after a bare "is" a CJK run is the agent\'s name only when it ends the sentence, never the person\'s; a question names no one', async () => {
  for (const [user, expected] of [
    ['你是小虾。', [['agent name', '小虾']]],
    ['我是自重做的，也很累，维持平衡已经很难了', []],
    ['你是两个月前 19 元明显不对', []],
    ['你是如何追踪的？', []],
    ['我是废物', []],
    ['我叫小明', [['person name', '小明']]],
    ['Are you Claude?', []],
  ] as [string, [string, string][]][]) {
    const d = await digestOf([{ user, assistant: ack }]);
    assert.deepEqual(byRule(d, 'identity').map((c) => [c.slot, c.value]), expected, user);
  }
});

test('a name the agent says is no claim of the person: only the person names', async () => {
  const d = await digestOf([{ user: 'What should I call you?', assistant: 'You are Admiral and I am Spock, as recorded.' }]);
  assert.deepEqual(byRule(d, 'identity'), []);
});

test('a harness notice in the person\'s turn names nobody ("You are running as a subagent")', async () => {
  const d = await digestOf([{ user: 'You are running as a subagent. You are Worker Seven. Reply to the user with the result.', assistant: 'Done.' }]);
  assert.deepEqual(byRule(d, 'identity'), []);
  assert.equal(d.exchanges[0].speaker, 'automation');
});

test('a question names nobody ("You are Spock?")', { todo: 'identity.ts does not skip questions: "You are Spock?" records the agent name Spock' }, async () => {
  const d = await digestOf([{ user: 'You are Spock?', assistant: 'No, I have no name yet.' }]);
  assert.deepEqual(byRule(d, 'identity'), []);
});

test('the person names themselves with "I am" and a quoted name ("I am "Admiral"")', async () => {
  const d = await digestOf([{ user: 'I am "Admiral" or "The Admiral" as wording dictates.', assistant: ack }]);
  assert.deepEqual(byRule(d, 'identity').map((c) => [c.slot, c.value]), [['person name', 'Admiral']]);
});

test('a name starts with a capital and a small letter: acronyms and capitalised words after "I\'m" are no names', () => {
  assert.equal(nameAfter(' AI-possessed.'), undefined);
  assert.equal(nameAfter(' API ready'), undefined);
  assert.equal(nameAfter(' Henri'), 'Henri');
  assert.equal(nameAfter(' Jean-Luc Picard'), 'Jean-Luc Picard');
});

test("an assistant's greeting pasted in the person's turn names no one: \"I'm Sara with simple chat\", \"I'm Sara, your AI assistant\"", async () => {
  const d = await digestOf([
    { user: "I'm Sara with simple, reliable chat.", assistant: 'Noted.' },
    { user: "I'm Sara, your AI assistant with theme switching!", assistant: 'Noted.' },
    { user: "Hi, I'm Henri. Let's start.", assistant: 'Hello Henri.' },
  ]);
  assert.deepEqual(byRule(d, 'identity').map((c) => [c.slot, c.value]), [['person name', 'Henri']]);
});
