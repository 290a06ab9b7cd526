// claims/rules/person-correction.ts: the person rejects, cancels or disproves what the answer
// before said or did, and the agent takes it up. The claim names what it retires (targets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { overruling } from '../../../curation/claims/rules/person-correction.ts';
import { byRule, digestOf } from './helpers.ts';

const PORT_Q = { user: 'What port does the API server listen on in config/server.yaml?', assistant: 'The API server listens on port **5000**, set in `config/server.yaml`.' };

test('a rejection the agent grants: a decision of the person that rejects the claim it speaks of', async () => {
  const d = await digestOf([PORT_Q, { user: 'No, the API server port is 8080 in production, check config/prod.yaml', assistant: 'You are right: in production the API server listens on 8080, from `config/prod.yaml`.' }]);
  const [rejection, ...more] = byRule(d, 'person-correction');
  assert.equal(more.length, 0);
  assert.deepEqual([rejection.kind, rejection.speaker, rejection.relation, rejection.exchange], ['decision', 'person', 'rejects', 1]);
  assert.equal(rejection.targets.length, 1);
  const target = d.claims[rejection.targets[0]];
  assert.equal(target.speaker, 'agent');
  assert.equal(target.exchange, 0);
  assert.match(target.text, /5000/);
});

test('"no, continue" rejects nothing; nor does a question', async () => {
  const cont = await digestOf([PORT_Q, { user: 'no, continue', assistant: 'Continuing: the API server listens on port 5000 in `config/server.yaml`.' }]);
  assert.deepEqual(byRule(cont, 'person-correction'), []);
  const asked = await digestOf([PORT_Q, { user: 'No, is it not 8080 in config/prod.yaml?', assistant: 'You are right: 8080 in production, from `config/prod.yaml`.' }]);
  assert.deepEqual(byRule(asked, 'person-correction'), []);
});

test('a cue inside a question does not overrule; the same cue stated does', async () => {
  assert.equal(overruling("What's wrong? Fix the error that you see in the terminal"), undefined);
  assert.equal(overruling("No, that's wrong. Use port 8080"), 'reject');
  const asked = await digestOf([PORT_Q, { user: "What's wrong with config/server.yaml? Fix the error that you see in the terminal", assistant: 'You are right: `config/server.yaml` had a typo in the port key; fixed it.' }]);
  assert.deepEqual(byRule(asked, 'person-correction'), []);
});

test('a new request that shares a word with the answer before ("instead of the block …") turns nothing down', async () => {
  const d = await digestOf([
    { user: 'Add an install banner to the home page', assistant: 'Replaced the welcome block on `HomePage.tsx` with an install banner.' },
    { user: 'On the login page, instead of the social buttons block, show the store badges', tools: [{ name: 'bash', arguments: { command: 'sed -i s/social/badges/ src/LoginPage.tsx' } }], assistant: '`LoginPage.tsx` shows the store badges where the social buttons were.' },
  ]);
  assert.deepEqual(byRule(d, 'person-correction'), []);
});

test('a rejection the agent does not take up retires nothing', async () => {
  const d = await digestOf([PORT_Q, { user: 'No, the API server port is 8080, check config/prod.yaml', assistant: '`config/prod.yaml` does not set a port; the server reads 5000 from `config/server.yaml` everywhere.' }]);
  assert.deepEqual(byRule(d, 'person-correction'), []);
});

test('a cancellation retires what was just done: the events of the answer before', async () => {
  const d = await digestOf([
    { user: 'Install the llama3 model', tools: [{ name: 'bash', arguments: { command: 'ollama pull llama3:70b' } }], assistant: 'Pulled and installed `llama3:70b`; it is ready to run.' },
    { user: 'cancel that and use the 8b one instead', tools: [{ name: 'bash', arguments: { command: 'ollama rm llama3:70b && ollama pull llama3:8b' } }], assistant: 'Removed `llama3:70b` and pulled `llama3:8b`.' },
  ]);
  const [cancel] = byRule(d, 'person-correction');
  assert.equal(cancel.relation, 'rejects');
  assert.ok(cancel.targets.length >= 1);
  for (const t of cancel.targets) {
    assert.equal(d.claims[t].exchange, 0);
    assert.equal(d.claims[t].kind, 'event');
    assert.equal(d.claims[t].speaker, 'agent');
  }
});

test('a disproval retires what was said to be fixed (en, zh)', async () => {
  const en = await digestOf([
    { user: 'Fix the login crash in src/auth.ts', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'a', newText: 'b' } }], assistant: 'Fixed the login crash: `src/auth.ts` now checks for a missing token before decoding it.' },
    { user: 'still fails, the login crash in src/auth.ts is still there', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'b', newText: 'c' } }], assistant: 'The token check ran after decoding; it now runs first in `src/auth.ts`.' },
  ]);
  const [disproval] = byRule(en, 'person-correction');
  // (A report of how the work fared, not a decision: History of the subject, not a reversal.)
  assert.deepEqual([disproval?.relation, disproval?.kind], ['disproves', 'event']);
  assert.match(en.claims[disproval.targets[0]].text, /Fixed the login crash/);
  const zh = await digestOf([
    { user: '修复 src/auth.ts 的登录崩溃', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'a', newText: 'b' } }], assistant: '修复了登录崩溃：`src/auth.ts` 现在在解码前检查令牌。' },
    { user: '还是不行，src/auth.ts 第42行还是报错', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'b', newText: 'c' } }], assistant: '明白，我重新修改了 `src/auth.ts`。' },
  ]);
  const [zhDisproval] = byRule(zh, 'person-correction');
  assert.equal(zhDisproval?.relation, 'disproves');
  assert.match(zh.claims[zhDisproval.targets[0]].text, /修复了登录崩溃/);
});

test('a rejection in German the agent grants', async () => {
  const d = await digestOf([
    { user: 'Auf welchem Port läuft der API-Server laut config/server.yaml?', assistant: 'Der API-Server läuft auf Port **5000**, gesetzt in `config/server.yaml`.' },
    { user: 'Nein, das ist falsch: der API-Server läuft in Produktion auf 8080, siehe config/prod.yaml', assistant: 'Du hast recht: in Produktion läuft der API-Server auf 8080, laut `config/prod.yaml`.' },
  ]);
  const [rejection] = byRule(d, 'person-correction');
  assert.equal(rejection?.relation, 'rejects');
  assert.match(d.claims[rejection.targets[0]].text, /5000/);
});

test('overruling: cancel, disprove and reject told apart; "no" counts only at the start', () => {
  assert.equal(overruling('cancel that'), 'cancel');
  assert.equal(overruling('还是不行'), 'disprove');
  assert.equal(overruling("that's wrong, use 8080"), 'reject');
  assert.equal(overruling('No, 170'), 'reject');
  assert.equal(overruling('Add a test that there is no crash'), undefined);
  assert.equal(overruling('continue with the plan'), undefined);
  // "You did nothing", "it is still there": what was said to be done is disproved, not turned down.
  assert.equal(overruling('No hiciste nada, quiero que iteres y lo soluciones'), 'disprove');
  assert.equal(overruling('Ya probé el PR, sin embargo todavía lo tengo en pro'), 'disprove');
  assert.equal(overruling("You didn't do anything, the page is the same"), 'disprove');
  assert.equal(overruling('no, la idea es que uses el otro correo'), 'reject');
});

test('a disproval that shares no word with what it disproves ("still error on line 305") still retires the fix', async () => {
  const d = await digestOf([
    { user: 'Fix the login crash in src/auth.ts', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'a', newText: 'b' } }], assistant: 'Fixed the login crash: `src/auth.ts` now checks for a missing token before decoding it.' },
    { user: 'still fails with the same error on line 42', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'b', newText: 'c' } }], assistant: 'The token check ran after decoding; it now runs first in `src/auth.ts`.' },
  ]);
  assert.equal(byRule(d, 'person-correction')[0]?.relation, 'disproves');
  // A disproval that goes on to ask for a change is the person's reversal.
  const asked = await digestOf([
    { user: 'Add a login screen in src/auth.ts', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'a', newText: 'b' } }], assistant: 'Added the login screen: `src/auth.ts` now asks for a password first.' },
    { user: 'not working, so remove the login screen for now', tools: [{ name: 'edit', arguments: { path: 'src/auth.ts', oldText: 'b', newText: 'c' } }], assistant: 'Removed the login screen from `src/auth.ts`.' },
  ]);
  assert.deepEqual([byRule(asked, 'person-correction')[0]?.relation, byRule(asked, 'person-correction')[0]?.kind], ['rejects', 'decision']);
});
