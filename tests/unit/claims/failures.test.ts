// claims/rules/failures.ts: errors that recurred or that the turn gave up on are limitations; a call
// that failed once on the way to an answer that worked is not knowledge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byRule, digestOf } from './helpers.ts';

const failing = (command: string, output: string) => ({ name: 'bash', arguments: { command }, error: true, output });

test('an error that recurred is a limitation of the tool', async () => {
  const refused = 'Error: connect ECONNREFUSED 127.0.0.1:5432';
  const d = await digestOf([{ user: 'Run the tests', tools: [failing('npm test', refused), failing('npm test -- --runInBand', refused)], assistant: 'The tests cannot run: the database at 127.0.0.1:5432 refuses connections.' }]);
  const [c, ...more] = byRule(d, 'failures');
  assert.equal(more.length, 0);
  assert.deepEqual([c.kind, c.speaker, c.role, c.text], ['limitation', 'tool', 'tool', refused]);
});

test('an error once is a limitation when the answer speaks of it; met once on the way to a working answer it is not', async () => {
  const spoken = await digestOf([{ user: 'Install the CLI globally', tools: [failing('npm install -g widgets', 'Error: EACCES: permission denied, mkdir /usr/lib/node_modules/widgets')], assistant: 'I cannot install it globally: `/usr/lib/node_modules/widgets` is not writable for this user.' }]);
  assert.deepEqual(byRule(spoken, 'failures').map((c) => [c.kind, c.speaker]), [['limitation', 'tool']]);
  const worked = await digestOf([{ user: 'Read the config', tools: [failing('cat conf/app.toml', 'cat: conf/app.toml: No such file or directory'), { name: 'bash', arguments: { command: 'cat config/app.toml' } }], assistant: '`config/app.toml` sets the port to 8080.' }]);
  assert.deepEqual(byRule(worked, 'failures'), []);
});

test("the model API's error is a limitation of the system, whatever the language of the turn", async () => {
  const d = await digestOf([{ user: '你好', apiError: '400 Bad Request: GitHub App Server-To-Server Tokens are not supported for this endpoint' }]);
  const [c] = byRule(d, 'failures');
  assert.deepEqual([c?.kind, c?.speaker, c?.role], ['limitation', 'tool', 'system']);
  assert.match(c.text, /^400 Bad Request/);
});
