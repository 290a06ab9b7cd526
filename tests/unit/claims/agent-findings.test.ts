// claims/rules/agent-findings.ts: the agent's most specific statements, each with how firmly it is
// said (stated, proposed, hedged, snapshot), the slot a labelled line sets, and the earlier claim a
// self-correction takes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FINDINGS, rowText } from '../../../curation/claims/rules/agent-findings.ts';
import { unitsOf } from '../../../curation/text/units.ts';
import { byRule, digestOf, inExchange } from './helpers.ts';

test("the final answer's specific statements are the agent's claims; process talk and questions are not", async () => {
  const d = await digestOf([{
    user: 'Why does the CI job fail?',
    assistant: "Let me check the workflow first.\n\nThe CI job fails because `tests/date.test.ts` compares against a hard-coded `2026-03-02`.\n\nWould you like me to fix it?",
  }]);
  const claims = byRule(d, 'agent-findings');
  assert.ok(claims.length >= 1);
  assert.ok(claims.every((c) => c.speaker === 'agent' && c.role === 'assistant'));
  assert.ok(claims.some((c) => /tests\/date\.test\.ts/.test(c.text) && c.stance === 'stated'));
  assert.ok(!claims.some((c) => /Let me check|Would you like/.test(c.text)));
});

test('a labelled line sets a slot to its value', async () => {
  const d = await digestOf([{ user: 'What does the server use?', assistant: 'The server settings in `config/server.yaml`:\n\n- **Listen address**: `0.0.0.0:8080` behind `nginx`\n- **Database**: PostgreSQL 15 at `db.internal`' }]);
  const slots = byRule(d, 'agent-findings').filter((c) => c.slot).map((c) => [c.slot, c.value]);
  assert.deepEqual(slots, [['listen address', '0.0.0.0:8080 behind nginx'], ['database', 'PostgreSQL 15 at db.internal']]);
});

test('a short labelled value is kept with its slot ("**Port**: 8080")', { todo: 'unitSalience counts "Port: 8080" as too short (under 15 characters), so the form features.ts gives as the example of a slot ("Port: 5000") is never claimed' }, async () => {
  const d = await digestOf([{ user: 'What does the server use?', assistant: 'The server settings in `config/server.yaml`:\n\n- **Port**: 8080\n- **Database**: PostgreSQL 15 at `db.internal`' }]);
  const slots = byRule(d, 'agent-findings').filter((c) => c.slot).map((c) => [c.slot, c.value]);
  assert.deepEqual(slots, [['port', '8080'], ['database', 'PostgreSQL 15 at db.internal']]);
});

test('a change the answer reports sets the slot with the old value as previous', async () => {
  const d = await digestOf([{ user: 'Bump the retry limit', assistant: 'Raised the retry limit in `src/queue.ts` from 3 to 5 attempts.' }]);
  const [c] = byRule(d, 'agent-findings').filter((x) => x.value);
  assert.equal(c.previous, '3');
  // (The value keeps the sentence's full stop: see the todo in tests/unit/text/changes.test.ts.)
  assert.match(c.value ?? '', /^5 attempts/);
});

test('stances: a guess is hedged, a recommendation proposed, a state of the moment a snapshot, a finding stated', async () => {
  const d = await digestOf([
    {
      user: 'Why is the build slow?',
      assistant: 'The build is probably slow because `webpack.config.js` disables the cache.\n\nI recommend enabling `cache: filesystem` in `webpack.config.js`.\n\nThe **root cause** is `cache: false` in `webpack.config.js` line 12.',
    },
    { user: 'Pull the llama3:70b model and tell me the status', assistant: 'Downloading `llama3:70b`: 12 GB of 40 GB done, about 5 min remaining.' },
  ]);
  const stance = (re: RegExp) => d.claims.find((c) => c.rule === 'agent-findings' && re.test(c.text))?.stance;
  assert.equal(stance(/probably/), 'hedged');
  assert.equal(stance(/I recommend/), 'proposed');
  assert.equal(stance(/root cause/), 'stated');
  assert.equal(stance(/Downloading/), 'snapshot');
});

test('stances in Chinese: 可能 is hedged, 建议 proposed', async () => {
  const d = await digestOf([{ user: '为什么构建慢？', assistant: '可能是因为 `webpack.config.js` 关闭了缓存。\n\n建议在 `webpack.config.js` 中启用 `cache: filesystem`。\n\n根本原因是 `webpack.config.js` 第 12 行的 `cache: false`。' }]);
  const stance = (re: RegExp) => d.claims.find((c) => c.rule === 'agent-findings' && re.test(c.text))?.stance;
  assert.equal(stance(/可能/), 'hedged');
  assert.equal(stance(/建议/), 'proposed');
  assert.equal(stance(/根本原因/), 'stated');
});

test('options laid out under an options heading are proposed, not stated', async () => {
  const d = await digestOf([{ user: 'Which queue backend?', assistant: '## Options\n\n- **A. RabbitMQ**: mature, needs a broker\n- **B. Redis Streams**: light, we already run Redis' }]);
  const claims = byRule(d, 'agent-findings');
  assert.ok(claims.length >= 2);
  assert.ok(claims.every((c) => c.stance === 'proposed'), JSON.stringify(claims.map((c) => [c.text, c.stance])));
});

test('a self-correction in a later answer corrects the claim it takes back (en, de, zh)', async () => {
  const en = await digestOf([
    { user: 'What colour is the horse Half Yours in data/horses.csv?', assistant: 'Half Yours is a **bay** mare, per `data/horses.csv`.' },
    { user: 'And its sire?', assistant: "Actually, I misread `data/horses.csv`: Half Yours is a **chestnut** mare, and her sire is Kitten's Joy." },
  ]);
  const [fix] = inExchange(en, 'agent-findings', 1).filter((c) => c.relation === 'corrects');
  assert.ok(fix, 'the correction is claimed');
  assert.deepEqual(fix.targets.map((t) => en.claims[t].exchange), [0]);
  assert.match(en.claims[fix.targets[0]].text, /bay/);
  const de = await digestOf([
    { user: 'Aktualisiere MEMORY.md mit den neuen Einträgen', assistant: 'Ich habe `MEMORY.md` mit allen neuen Einträgen aktualisiert.' },
    { user: 'Prüfe nochmal', assistant: 'Nein, `MEMORY.md` ist unvollständig: 3 neue Einträge fehlen noch.' },
  ]);
  assert.equal(inExchange(de, 'agent-findings', 1)[0]?.relation, 'corrects');
  const zh = await digestOf([
    { user: '估算一下训练时间', assistant: '训练大约需要 **3 小时**，按 `train.py` 的 batch 设置。' },
    { user: '再看看', assistant: '确实比我之前估的要长：`train.py` 的训练大约需要 **5 小时**。' },
  ]);
  const [zhFix] = inExchange(zh, 'agent-findings', 1);
  assert.equal(zhFix?.relation, 'corrects');
  assert.match(zh.claims[zhFix.targets[0]].text, /3 小时/);
});

test('a plain "no" takes back only what was said to be done, not any statement', async () => {
  const d = await digestOf([
    { user: 'Is MEMORY.md complete?', assistant: '`MEMORY.md` has 12 entries, the last from `2026-03-01`.' },
    { user: 'Check again', assistant: 'No, `MEMORY.md` has 14 entries: 2 were added today.' },
  ]);
  assert.ok(!inExchange(d, 'agent-findings', 1).some((c) => c.relation === 'corrects'));
});

test('bullets of one answer do not take each other back', async () => {
  const d = await digestOf([{ user: 'How big is the repo?', assistant: '- The repo is **149 MB** in `.git/`.\n- Actually, `.git/` is 148 MB of it; the code is 1 MB.' }]);
  assert.ok(!byRule(d, 'agent-findings').some((c) => c.relation === 'corrects'));
});

test('at most so many claims per final answer', async () => {
  const items = Array.from({ length: 30 }, (_, i) => `- **Service ${i}**: \`svc-${i}.internal\` on port ${9000 + i}`).join('\n');
  const d = await digestOf([{ user: 'List the services', assistant: `The services in \`deploy/services.yaml\`:\n\n${items}` }]);
  assert.ok(byRule(d, 'agent-findings').length <= FINDINGS.perFinal);
});

test('a table row is told with its header', () => {
  const [row] = unitsOf('| Option | Engine | Notes |\n|---|---|---|\n| B | SQLite | single file |').filter((u) => u.kind === 'row');
  assert.equal(rowText(row), 'B — Engine: SQLite; Notes: single file');
});

test('a turn of the answer ("You are right:", "Continuing:") is no slot', async () => {
  const d = await digestOf([
    { user: 'What port does the API server listen on in config/server.yaml?', assistant: 'The API server listens on port **5000**, set in `config/server.yaml`.' },
    { user: 'No, the API server port is 8080 in production, check config/prod.yaml', assistant: 'You are right: in production the API server listens on 8080, from `config/prod.yaml`.' },
    { user: 'go on', assistant: 'Continuing: the worker listens on port 9000 in `config/worker.yaml`.' },
  ]);
  assert.deepEqual(byRule(d, 'agent-findings').filter((c) => c.slot).map((c) => c.slot), []);
});

test('options after a lead-in line and a blank line are proposed', { todo: 'units.ts heads a list with its lead-in line only when no blank line separates them, so "Three options…:" + blank line + a numbered list is stated, not proposed' }, async () => {
  const d = await digestOf([{ user: 'Which queue backend should the job runner use?', assistant: 'Three options for the job runner queue:\n\n1. **RabbitMQ**: mature, needs a broker\n2. **Redis Streams**: light, we already run Redis\n3. **Kafka**: heavy, for very high throughput' }]);
  const options = byRule(d, 'agent-findings').filter((c) => /RabbitMQ|Redis Streams|Kafka/.test(c.text));
  assert.ok(options.length >= 2);
  assert.ok(options.every((c) => c.stance === 'proposed'), JSON.stringify(options.map((c) => c.stance)));
});
