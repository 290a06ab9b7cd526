// merge/subjects.ts: what is too thin to stand as an article.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isThin } from '../../../curation/merge/subjects.ts';
import { digest, refsOf, subjectOf, threadOf } from './helpers.ts';

const SPEC = { text: 'Sgr A* measured rotation measure: RM = -5e5 rad/m^2.', speaker: 'person' as const, kind: 'fact' as const, salience: 0.6 };

test('the person\'s own statements alone are thin, unless the agent built files from them (a spec carried out)', () => {
  const said = digest('s', [{ request: 'Sgr A* rotation measure is RM = -5e5', claims: [SPEC] }]);
  assert.equal(isThin(subjectOf([threadOf(said, refsOf([said]))])), true);
  const built = digest('s', [{ request: 'Create real_units.py with RM = -5e5', files: ['real_units.py'], claims: [SPEC] }]);
  assert.equal(isThin(subjectOf([threadOf(built, refsOf([built]))])), false);
});

test('an agent statement of weight, or the person\'s preference, stands', () => {
  const agent = digest('s', [{ claims: [{ text: 'The ray tracer integrates with RK4 at a fixed step of 0.01.', salience: 0.7 }] }]);
  assert.equal(isThin(subjectOf([threadOf(agent, refsOf([agent]))])), false);
  const weak = digest('s', [{ claims: [{ text: 'Done.', salience: 0.3 }] }]);
  assert.equal(isThin(subjectOf([threadOf(weak, refsOf([weak]))])), true);
  const rule = digest('s', [{ claims: [{ text: 'Always answer in German.', speaker: 'person', kind: 'preference', salience: 0.4 }] }]);
  assert.equal(isThin(subjectOf([threadOf(rule, refsOf([rule]))])), false);
});
