// claims/rules/commands.ts: commands that changed something are events of the tool, as run; commands
// that only look, print usage or failed are not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changingCommand } from '../../../curation/claims/rules/commands.ts';
import { byRule, digestOf } from './helpers.ts';

const bash = (command: string, extra: { error?: boolean; output?: string } = {}) => ({ name: 'bash', arguments: { command }, ...extra });

test('installs, commits and restarts are events of the tool; looking is not', async () => {
  const d = await digestOf([{
    user: 'Install zod, commit, and restart the service',
    tools: [bash('npm install zod'), bash('git status'), bash('git commit -m "deps: zod"'), bash('ls -la'), bash('sudo systemctl restart widgets'), bash('cat package.json')],
    assistant: 'Installed zod, committed and restarted `widgets`.',
  }]);
  const claims = byRule(d, 'commands');
  assert.ok(claims.every((c) => c.kind === 'event' && c.speaker === 'tool' && c.role === 'tool'));
  assert.deepEqual(claims.map((c) => c.text), ['`npm install zod`', `\`git commit -m "deps: zod"\``, '`systemctl restart widgets`']);
});

test('a chained command is read part by part', async () => {
  const d = await digestOf([{ user: 'Swap the model', tools: [bash('ollama rm llama3:70b && ollama pull llama3:8b')], assistant: 'Swapped `llama3:70b` for `llama3:8b`.' }]);
  assert.deepEqual(byRule(d, 'commands').map((c) => c.text), ['`ollama rm llama3:70b`', '`ollama pull llama3:8b`']);
});

test('a failed command changed nothing', async () => {
  const d = await digestOf([{ user: 'Deploy', tools: [bash('npm publish', { error: true, output: 'npm ERR! 403 Forbidden' })], assistant: 'The publish was refused: 403 Forbidden.' }]);
  assert.deepEqual(byRule(d, 'commands'), []);
});

test('changingCommand: wrappers dropped, help and dry runs ignored, git reads ignored', () => {
  assert.equal(changingCommand('sudo env FOO=1 apt install ripgrep'), 'apt install ripgrep');
  assert.equal(changingCommand('npm install --help'), undefined);
  assert.equal(changingCommand('terraform apply --dry-run'), undefined);
  assert.equal(changingCommand('git log --oneline'), undefined);
  assert.equal(changingCommand('git push origin main'), 'git push origin main');
  assert.equal(changingCommand('python3 -c "print(1)"'), undefined);
});
