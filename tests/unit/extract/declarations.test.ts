import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDeclarations, parseDecision } from '../../../curation/extract/declarations.ts';

test('identity declarations: the agent, the user and their attributes', () => {
  const agent = findDeclarations('You are "Spock" with emoji "Vulcan Hand Symbol"');
  assert.deepEqual(agent.map((d) => [d.kind, d.key, d.value]), [
    ['agent-identity', 'Name', 'Spock'],
    ['attribute', 'Emoji', 'Vulcan Hand Symbol'],
  ]);
  const user = findDeclarations('I am "Admiral" or "The Admiral" as wording dictates.');
  assert.deepEqual(user.map((d) => [d.kind, d.value]), [['user-identity', 'Admiral / The Admiral']]);
  const attrs = findDeclarations('Please adhere to this:\n\nNature: A rational digital entity.\n\nVibe: Disciplined and precise.');
  assert.deepEqual(attrs.filter((d) => d.kind === 'attribute').map((d) => d.key), ['Nature', 'Vibe']);
});

test('ordinary sentences are not identities', () => {
  assert.deepEqual(findDeclarations("I am trying to fix the build. You are right that it fails."), []);
});

test('decisions have a subject and a choice; reversals are flagged', () => {
  assert.deepEqual(parseDecision("Let's use PostgreSQL for the database."), { key: 'database', value: 'PostgreSQL', old: undefined });
  const reversal = findDeclarations('Change of plan: we are switching the database from PostgreSQL to SQLite, since the app is single-user.');
  assert.equal(reversal[0].kind, 'decision');
  assert.equal(reversal[0].key, 'database');
  assert.equal(reversal[0].value, 'SQLite');
  assert.equal(reversal[0].reversal, true);
});

test('rules become preferences', () => {
  const d = findDeclarations('Always run the tests before committing.');
  assert.equal(d[0].kind, 'rule');
});

test('a standing instruction after a connective, or saying what to use, is a rule', () => {
  assert.deepEqual(findDeclarations('Also, make sure to notify me of your progress via agent-intercom.').map((d) => d.kind), ['rule']);
  assert.deepEqual(findDeclarations('You should be using the broadcast command to share status.').map((d) => d.kind), ['rule']);
  assert.deepEqual(findDeclarations('Should we use the broadcast command?').map((d) => d.kind), []);
});

test('a rule is told without the word that added it to the conversation, and "you should call…" is a rule', () => {
  assert.deepEqual(
    findDeclarations('Also, make sure to notify me of your progress via agent-intercom.').map((d) => [d.kind, d.text]),
    [['rule', 'Make sure to notify me of your progress via agent-intercom.']],
  );
  assert.deepEqual(
    findDeclarations('You should NEVER use the agent-intercom-ctl tool; that is for local operator use only.  You should call the broadcast command that is part of the agent-intercom MCP tool.').map((d) => d.text),
    ['You should NEVER use the agent-intercom-ctl tool; that is for local operator use only.', 'You should call the broadcast command that is part of the agent-intercom MCP tool.'],
  );
});
