import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modelChanges } from '../../../curation/merge/model-changes.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

const ctx = { config: resolveConfig({}, process.cwd()), now: new Date('2026-03-01T00:00:00Z') };

function digest(id: string, day: number, model: string, project = '~/code/app', errors: string[] = []): Digest {
  const started = `2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  const session = { id, file: `${id}.jsonl`, format: 'codex' as const, title: 'x', issues: [], started, ended: started, project, model };
  return { version: DIGEST_VERSION, hash: id, session, subjects: [], run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: [], commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors } };
}

test('sessions that moved for good to another model make one event, two sessions a side at least', () => {
  const [event, ...rest] = modelChanges([digest('a', 1, 'gpt-4o', undefined, ['refused']), digest('b', 2, 'gpt-4o'), digest('c', 3, 'gpt-5'), digest('d', 4, 'gpt-5')], [], ctx);
  assert.equal(rest.length, 0);
  assert.equal(event.title, 'Model changed to gpt-5');
  assert.equal(event.summary, 'From 3 Feb 2026, the sessions in app ran on gpt-5 (2 sessions, the last on 4 Feb 2026). Before, they ran on gpt-4o (2 sessions, 1 Feb 2026 to 2 Feb 2026), 1 of which reported an error.');
  assert.equal(event.type, 'event');
  assert.equal(event.topic, 'history');
  // (Cited from the last session on the old model to the last on the new one.)
  assert.deepEqual(event.sources.map((x) => x.session), ['b', 'c', 'd']);
});

test('one session on the new model, a return to the old one, or two projects are no change', () => {
  assert.deepEqual(modelChanges([digest('a', 1, 'gpt-4o'), digest('b', 2, 'gpt-4o'), digest('c', 3, 'gpt-5')], [], ctx), []);
  assert.deepEqual(modelChanges([digest('a', 1, 'gpt-4o'), digest('b', 2, 'gpt-4o'), digest('c', 3, 'gpt-5'), digest('d', 4, 'gpt-5'), digest('e', 5, 'gpt-4o'), digest('f', 6, 'gpt-4o')], [], ctx), []);
  assert.deepEqual(modelChanges([digest('a', 1, 'gpt-4o'), digest('b', 2, 'gpt-4o'), digest('c', 3, 'gpt-5', '~/code/other'), digest('d', 4, 'gpt-5', '~/code/other')], [], ctx), []);
  // (A repository renamed in a CI runner's checkout is the same project.)
  const runner = (id: string, day: number, model: string, name: string) => digest(id, day, model, `/home/runner/work/${name}/${name}`);
  assert.equal(modelChanges([runner('a', 1, 'gpt-4o', 'app'), runner('b', 2, 'gpt-4o', 'app'), runner('c', 3, 'gpt-5', 'app'), runner('d', 4, 'gpt-5', 'app-two')], [], ctx)[0]?.title, 'Model changed to gpt-5');
});
