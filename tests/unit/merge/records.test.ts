// merge/records.ts: what the person set down for good (names and lasting rules), one record each; a
// later name or a rule said otherwise supersedes the earlier record and says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordsOf } from '../../../curation/merge/records.ts';
import { digest, refsOf, type ClaimSpec } from './helpers.ts';

const person = (text: string, extra: Partial<ClaimSpec> = {}): ClaimSpec => ({ text, speaker: 'person', kind: 'preference', rule: 'person-rules', ...extra });
const named = (text: string, slot: string, value: string) => person(text, { rule: 'identity', slot, value });

test('a name given twice the same way is one record; named otherwise later, the first is superseded by the second', () => {
  const d = digest('s', [
    { claims: [named('You are Spock.', 'agent name', 'Spock')] },
    { claims: [named('Remember, you are Spock.', 'agent name', 'Spock'), named('Call me Admiral.', 'person name', 'Admiral')] },
    { claims: [named('From now on you are Data.', 'agent name', 'Data')] },
  ]);
  const records = recordsOf('p', refsOf([d]));
  const agent = records.filter((r) => r.slot === 'agent name');
  assert.deepEqual(agent.map((r) => [r.value, r.status, r.claims.length]), [['Spock', 'superseded', 2], ['Data', 'current', 1]]);
  assert.equal(agent[0].supersededBy, agent[1].founder);
  assert.deepEqual(agent[1].supersedes, [agent[0].founder]);
  assert.equal(agent[1].history[0].claim.claim.value, 'Spock');
  assert.ok(records.every((r) => r.form === 'record' && r.type === 'preference'));
  assert.deepEqual(records.filter((r) => r.slot === 'person name').map((r) => [r.value, r.status]), [['Admiral', 'current']]);
});

test('a rule restated confirms the record; the same rule said otherwise supersedes it', () => {
  const d = digest('s', [
    { claims: [person('Always run npm test before you commit.'), person('Never push to main directly.')] },
    { claims: [person('Always run npm test before you commit!')] },
    { claims: [person('From now on, before you commit, always run npm run check instead of only the unit tests.')] },
  ]);
  const records = recordsOf('p', refsOf([d]));
  const tests = records.filter((r) => /commit/.test(r.lead.claim.text));
  assert.deepEqual(tests.map((r) => [r.status, r.claims.length]), [['superseded', 2], ['current', 1]]);
  assert.match(tests[1].lead.claim.text, /npm run check/);
  assert.equal(tests[0].supersededBy, tests[1].founder);
  assert.equal(records.find((r) => /push to main/.test(r.lead.claim.text))?.status, 'current');
});

test("only the person's preferences are records: an agent's or a person's fact is not", () => {
  const d = digest('s', [{ claims: [{ text: 'Always run npm test before you commit.', kind: 'preference' }, person('The staging URL is https://staging.example.com.', { kind: 'fact', rule: 'person-facts' })] }]);
  assert.deepEqual(recordsOf('p', refsOf([d])), []);
});

test('a rule with one thing in it changed is a new rule ("npm test" → "npm run check")', { todo: 'records.ts takes rules alike at 0.8 for the same rule restated, so "Always run npm run check before you commit." only confirms "Always run npm test before you commit." and the old command stays current' }, () => {
  const d = digest('s', [{ claims: [person('Always run npm test before you commit.')] }, { claims: [person('Always run npm run check before you commit.')] }]);
  const records = recordsOf('p', refsOf([d]));
  assert.deepEqual(records.map((r) => [r.lead.claim.text, r.status]), [
    ['Always run npm test before you commit.', 'superseded'],
    ['Always run npm run check before you commit.', 'current'],
  ]);
});
