// claims/rules/person-rules.ts: rules the person sets. A lasting rule ("always", "from now on") is a
// preference; a constraint on the work at hand is a decision; a question sets nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byRule, digestOf, personClaims } from './helpers.ts';

const ok = 'Understood.';

test('a lasting rule is a preference of the person; a constraint on the task a decision, less salient', async () => {
  const d = await digestOf([
    { user: 'Always run npm test before you commit.', assistant: ok },
    { user: 'Do not use classes in this script.', assistant: ok },
  ]);
  const [always, constraint] = byRule(d, 'person-rules');
  assert.deepEqual([always.kind, always.speaker, always.role, always.exchange], ['preference', 'person', 'user', 0]);
  assert.deepEqual([constraint.kind, constraint.speaker, constraint.exchange], ['decision', 'person', 1]);
  assert.ok(always.salience > constraint.salience);
});

test('lasting rules in other languages: zh, ja, de, ru, es', async () => {
  for (const user of ['以后所有提交信息都用英文写。', '今後、コミットメッセージは必ず英語で書いてください。', 'Ab sofort immer TypeScript strict verwenden.', 'Всегда пиши тесты на pytest.', 'Siempre usa comillas simples en JavaScript.']) {
    const d = await digestOf([{ user, assistant: 'OK' }]);
    assert.deepEqual(byRule(d, 'person-rules').map((c) => [c.kind, c.speaker]), [['preference', 'person']], user);
  }
});

test('a question sets no rule', async () => {
  const d = await digestOf([{ user: 'Should we always run the tests before a commit?', assistant: 'Yes, it catches most breakage.' }]);
  assert.deepEqual(byRule(d, 'person-rules'), []);
});

test("the agent's rules are not the person's: only the person sets rules", async () => {
  const d = await digestOf([{ user: 'How should I commit?', assistant: 'Always run `npm test` before you commit, and never push to `main` directly.' }]);
  assert.deepEqual(byRule(d, 'person-rules'), []);
});

test('a pasted template or quoted review sets no rule of the person', async () => {
  const review = '> Reviewer bot: you must always add a changelog entry.\n> Reviewer bot: never merge without two approvals.';
  const quoted = await digestOf([{ user: `What do you make of this review?\n\n${review}`, assistant: 'The bot asks for a changelog entry and two approvals.' }]);
  assert.deepEqual(byRule(quoted, 'person-rules'), []);
  const template = await digestOf([{ user: 'Review $ARGUMENTS carefully. Always check the tests first. Never approve without running them.', assistant: 'Reviewed.' }]);
  assert.deepEqual(personClaims(template), []);
  assert.equal(template.exchanges[0].speaker, 'automation');
});

test("a cron prompt sets no rule: the scheduler's words are automation", async () => {
  const d = await digestOf([{ user: '[cron] Always post the daily summary to #general before 9am.', assistant: 'Posted.' }]);
  assert.deepEqual(personClaims(d), []);
  assert.equal(d.exchanges[0].speaker, 'automation');
});

test("a sub-agent's task sets no rule: no person typed it", async () => {
  const d = await digestOf([{ user: 'You are running as a subagent. Never modify files outside src/. Always report back in JSON.', assistant: '{"ok": true}' }]);
  assert.deepEqual(personClaims(d), []);
});

test('directives typed casually ("dont …", "stop trying to …") are the person\'s constraints too', async () => {
  for (const user of ['dont run the migrations yourself', 'stop trying to run powershell stuff']) {
    const d = await digestOf([{ user, assistant: 'Understood.' }]);
    assert.deepEqual(byRule(d, 'person-rules').map((c) => [c.kind, c.speaker]), [['decision', 'person']], user);
  }
});

test('a question in Chinese asked by "A-not-A" sets no rule; a rule with a question on its tail is the rule', async () => {
  const asked = await digestOf([{ user: '合并完release之后我的分支被删除,以后还有这条分支的记录吗,不删除会不会比较好', assistant: '会保留记录。' }]);
  assert.deepEqual(byRule(asked, 'person-rules'), []);
  const ruled = await digestOf([{ user: '我希望以后所有改代码的操作都先列出步骤,还是有其他更好的方式?', assistant: '可以写进 CLAUDE.md。' }]);
  assert.deepEqual(byRule(ruled, 'person-rules').map((c) => [c.kind, c.text]), [['preference', '我希望以后所有改代码的操作都先列出步骤']]);
});

test('"以后" as "from now on" sets a lasting rule; as "after" ("我弄清楚以后", "状态好了以后") it does not', async () => {
  const rule = await digestOf([{ user: '你以后查股票的时候，不要打开浏览器，用你的 skill 从后台查', assistant: '好的。' }]);
  assert.deepEqual(byRule(rule, 'person-rules').map((c) => c.kind), ['preference']);
  for (const user of ['我弄清楚以后一并告诉你这些信息', '身体状态好了以后，也不太想特别肌肥大']) {
    const d = await digestOf([{ user, assistant: '好的。' }]);
    assert.ok(byRule(d, 'person-rules').every((c) => c.kind !== 'preference'), user);
  }
});
