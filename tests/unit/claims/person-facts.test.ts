// claims/rules/person-facts.ts: what the person states in passing about their setup, when it names
// something; no question, no decision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byRule, digestOf } from './helpers.ts';

const ok = 'Noted.';

test('a statement naming things is a fact of the person, more salient the more it names', async () => {
  const d = await digestOf([
    { user: 'The real URL is https://staging.example.com/api and it needs the VPN.', assistant: ok },
    { user: 'I did ln -s ~/.dotfiles/copilot ~/.copilot yesterday', assistant: ok },
  ]);
  const [url, link] = byRule(d, 'person-facts');
  assert.deepEqual([url.kind, url.speaker, url.role, url.stance, url.exchange], ['fact', 'person', 'user', 'stated', 0]);
  assert.equal(link.exchange, 1);
  assert.ok(url.salience > link.salience, 'the URL and the VPN name two things');
  assert.ok(url.salience <= 0.6);
});

test('statements in other languages: zh (quantities), de', async () => {
  const zh = byRule(await digestOf([{ user: '体重88.8，身高182', assistant: '好的' }]), 'person-facts');
  assert.deepEqual(zh.map((c) => [c.kind, c.speaker]), [['fact', 'person']]);
  const de = byRule(await digestOf([{ user: 'Der Server läuft auf Port 8080 in config/server.yaml.', assistant: 'OK' }]), 'person-facts');
  assert.deepEqual(de.map((c) => [c.kind, c.speaker]), [['fact', 'person']]);
});

test('a question, a greeting or a statement that names nothing is no fact', async () => {
  const d = await digestOf([
    { user: 'Is the URL https://staging.example.com/api?', assistant: 'Yes.' },
    { user: 'hello there friend', assistant: 'Hi!' },
    { user: 'that looks much better now, thanks', assistant: 'Glad to help.' },
  ]);
  assert.deepEqual(byRule(d, 'person-facts'), []);
});

test('a statement the person made a rule or a choice of is not told again as a fact', async () => {
  const d = await digestOf([{ user: "Let's use PostgreSQL for the database.", assistant: ok }]);
  assert.deepEqual(byRule(d, 'person-facts'), []);
  assert.equal(byRule(d, 'person-decision').length, 1);
});

test("pasted text is not the person's statement", async () => {
  const pasted = '> The real URL is https://old.example.com/api\n> It needs no VPN.';
  const d = await digestOf([{ user: `Someone wrote this in the wiki:\n\n${pasted}`, assistant: 'That page is out of date.' }]);
  assert.ok(!byRule(d, 'person-facts').some((c) => /old\.example\.com/.test(c.text)));
});

test('at most four facts per turn', async () => {
  const user = Array.from({ length: 7 }, (_, i) => `Service ${i} runs on port ${8000 + i} in config/s${i}.yaml.`).join(' ');
  const d = await digestOf([{ user, assistant: ok }]);
  assert.equal(byRule(d, 'person-facts').length, 4);
});

test('a request is no statement of fact ("Fix the login crash in src/auth.ts")', { todo: 'person-facts keeps imperatives that name a file ("Fix the login crash in src/auth.ts", "See config/database.yml"), and articles then tell them as "The person said: …"' }, async () => {
  const d = await digestOf([{ user: 'Fix the login crash in src/auth.ts', assistant: 'Fixed: `src/auth.ts` checks the token first.' }]);
  assert.deepEqual(byRule(d, 'person-facts'), []);
});

test('named things alone (a list of paths) are no statement', async () => {
  const d = await digestOf([{ user: '"/Users/me/app/a-notes.txt" "/Users/me/app/PLAN/ROADMAP.md"', assistant: ok }]);
  assert.deepEqual(byRule(d, 'person-facts'), []);
});
