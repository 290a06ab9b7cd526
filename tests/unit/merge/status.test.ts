// merge/status.ts: what no longer holds, each retirement with what replaced it, its cause and whether
// the change is shown on both sides (explicit: the retired state stands as an article of its own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  changeRetirements,
  diagnosisRetirements,
  fixRetirements,
  relationRetirements,
  relocationRetirements,
  removalRetirements,
  restatementRetirements,
  slotRetirements,
  switchRetirements,
  valueRetirements,
} from '../../../curation/merge/status.ts';
import { retiredArticles, subjectArticle } from '../../../curation/merge/articles.ts';
import type { Retirement } from '../../../curation/merge/model.ts';
import { digest, refsOf, subjectOf, threadOf, told } from './helpers.ts';

const PORT_5000 = 'The API server listens on port 5000 in `config/server.yaml`.';

test('relations: a rejection by the person retires its target as rejected, a correction by the agent as corrected', () => {
  const d = digest('s', [
    { claims: [{ text: PORT_5000 }] },
    {
      request: 'No, the port is 8080 in config/prod.yaml',
      claims: [
        { text: 'No, the port is 8080 in config/prod.yaml', speaker: 'person', kind: 'decision', rule: 'person-correction', relation: 'rejects', targets: [0] },
        { text: 'You are right: the port is 8080 in `config/prod.yaml`.', relation: 'corrects', targets: [0] },
      ],
    },
  ]);
  const refs = refsOf([d]);
  const byId = new Map(refs.map((r) => [r.id, r]));
  assert.deepEqual(told(relationRetirements(refs, byId)), [
    [PORT_5000, 'No, the port is 8080 in config/prod.yaml', 'rejected', true],
    [PORT_5000, 'You are right: the port is 8080 in `config/prod.yaml`.', 'corrected', true],
  ]);
});

test('slots: a later value of the same slot retires the earlier (History only); same value, same exchange, the person\'s or a long value retire nothing', () => {
  const d = digest('s', [
    { claims: [{ text: 'Port: 8080', slot: 'port', value: '8080' }, { text: 'Mode: fast', slot: 'mode', value: 'fast' }] },
    { claims: [{ text: 'Port: 9090', slot: 'port', value: '9090' }, { text: 'Mode: Fast!', slot: 'mode', value: 'Fast!' }, { text: 'Owner: me', slot: 'owner', value: 'me', speaker: 'person' }] },
    { claims: [{ text: 'Owner: you', slot: 'owner', value: 'you', speaker: 'person' }, { text: 'Port: 7070', slot: 'port', value: '7070', salience: 0.2 }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(slotRetirements(subjectOf([threadOf(d, refs)]))), [['Port: 8080', 'Port: 9090', 'changed', false]]);
});

test('a named change ("from 8080 to 9090") retires earlier claims of the project that state the old value, not the new', () => {
  const before = digest('a', [{ claims: [{ text: 'The API server listens on port 8080 in `config/server.yaml`.' }, { text: 'Ports 8080 and 9090 are both open on the firewall.' }] }]);
  const other = digest('o', [{ claims: [{ text: 'The worker listens on port 8080 in `config/worker.yaml`.' }] }], { start: '2026-03-01T11:00:00Z' });
  const change = digest('b', [{ request: 'Change the port from 8080 to 9090', claims: [{ text: 'Change the port from 8080 to 9090', speaker: 'person', kind: 'decision', rule: 'person-change', slot: 'port', previous: '8080', value: '9090' }] }], { start: '2026-03-02T10:00:00Z' });
  const refs = [...refsOf([before, change]), ...refsOf([other], 'elsewhere')];
  assert.deepEqual(told(changeRetirements(refs)), [['The API server listens on port 8080 in `config/server.yaml`.', 'Change the port from 8080 to 9090', 'changed', true]]);
});

test("a change the agent made on its own to a number is History; a proposed change retires nothing", () => {
  const d = digest('s', [
    { claims: [{ text: 'Training uses a learning rate of 0.001 in `train.py`.' }] },
    { request: 'train for longer', claims: [{ text: 'Raised the learning rate in `train.py` from 0.001 to 0.003.', previous: '0.001', value: '0.003' }] },
    { claims: [{ text: 'Uploads go to the `system` bucket.' }] },
    { request: 'any ideas?', claims: [{ text: "You could rename 'system' → 'stock' in the bucket config.", previous: 'system', value: 'stock', stance: 'proposed' }] },
  ]);
  assert.deepEqual(told(changeRetirements(refsOf([d]))), [['Training uses a learning rate of 0.001 in `train.py`.', 'Raised the learning rate in `train.py` from 0.001 to 0.003.', 'changed', false]]);
});

test('the person asks for a new value without the old ("change the port to 9090"): the latest value of that kind retires', () => {
  const d = digest('s', [
    { claims: [{ text: 'Model: gpt-4o', slot: 'model', value: 'gpt-4o' }, { text: 'Port: 8080', slot: 'port', value: '8080' }] },
    { request: 'change the port to 9090', claims: [{ text: 'change the port to 9090', speaker: 'person', kind: 'decision', rule: 'person-change', slot: 'port', value: '9090' }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(valueRetirements([threadOf(d, refs)])), [['Port: 8080', 'change the port to 9090', 'changed', true]]);
});

test('a named thing said to be removed ("Removed `llama3:70b`") retires the claims that state it; a plain name or a removal not done retires nothing', () => {
  const d = digest('s', [
    { claims: [{ text: 'Pulled `llama3:70b`; it is ready to run.' }, { text: 'Ollama serves the models on port 11434.' }, { text: 'The Mistral model answers in French.' }] },
    { request: 'switch to the small model and drop the 70b one', claims: [{ text: 'Removed `llama3:70b` and the Mistral model.', kind: 'event' }] },
    { claims: [{ text: 'You may remove `llama3:8b` later if disk runs low.' }] },
    { claims: [{ text: 'Pulled `qwen3:32b` for the long-context tests.' }] },
    { request: 'tidy up the disk', claims: [{ text: 'Removed `qwen3:32b` to free 20 GB.', kind: 'event' }] },
  ]);
  const got = removalRetirements(refsOf([d]));
  // (Shown on both sides, an article of its own, only when the person asked for it.)
  assert.deepEqual(got.map((r) => [r.claim.claim.text, r.cause, r.explicit]), [
    ['Pulled `llama3:70b`; it is ready to run.', 'removed', true],
    ['Pulled `qwen3:32b` for the long-context tests.', 'removed', false],
  ]);
});

test('a disproval by the person retires the claim of success as History (not a superseded article of its own)', () => {
  const d = digest('s', [
    { claims: [{ text: 'Fixed the login crash in `src/auth.ts`.', kind: 'event' }] },
    { request: 'it still crashes', claims: [{ text: 'it still crashes', speaker: 'person', kind: 'event', rule: 'person-correction', relation: 'disproves', targets: [0] }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(relationRetirements(refs, new Map(refs.map((r) => [r.id, r])))), [['Fixed the login crash in `src/auth.ts`.', 'it still crashes', 'disproved', false]]);
});

test('a file the removing exchange wrote is where things were removed, not what was: its earlier claims still hold', () => {
  const d = digest('s', [
    { claims: [{ text: '`src/client.py` wraps the account and rank endpoints.' }, { text: '`get_rank_v1` reads the rank by summoner id.' }] },
    { request: 'use the new endpoint', files: ['/home/me/app/src/client.py'], claims: [{ text: 'Removed `get_rank_v1` from `src/client.py`.', kind: 'event' }] },
  ]);
  assert.deepEqual(removalRetirements(refsOf([d])).map((r) => r.claim.claim.text), ['`get_rank_v1` reads the rank by summoner id.']);
  // (A file the exchange deleted is what was removed.)
  const gone = digest('s', [
    { claims: [{ text: '`src/client.py` wraps the account and rank endpoints.' }] },
    { request: 'drop the old client', files: [], deleted: ['/home/me/app/src/client.py'], claims: [{ text: 'Removed `src/client.py`.', kind: 'event' }] },
  ]);
  assert.deepEqual(removalRetirements(refsOf([gone])).map((r) => r.claim.claim.text), ['`src/client.py` wraps the account and rank endpoints.']);
});

test('a removal by command ("ollama rm llama3:70b") retires the claims that state the thing removed', { todo: 'a commands claim is the whole command in backticks, so entitiesOf sees one code entity "ollama rm llama3:70b" and no earlier claim contains it: removals by command (the example in status.ts) never retire anything' }, () => {
  const d = digest('s', [
    { claims: [{ text: 'Pulled `llama3:70b`; it is ready to run.' }] },
    { request: 'we only need the small one', claims: [{ text: '`ollama rm llama3:70b`', speaker: 'tool', role: 'tool', kind: 'event', rule: 'commands' }] },
  ]);
  assert.deepEqual(removalRetirements(refsOf([d])).map((r) => [r.claim.claim.text, r.cause]), [['Pulled `llama3:70b`; it is ready to run.', 'removed']]);
});

test('a file put elsewhere retires what was said of the old place', () => {
  const d = digest('s', [
    { claims: [{ text: 'The settings live in `config/app.toml`.' }] },
    { request: 'Move it to settings/app.toml', claims: [{ text: 'Move it to `settings/app.toml`', speaker: 'person', kind: 'decision', rule: 'person-facts' }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(relocationRetirements([threadOf(d, refs)])), [['The settings live in `config/app.toml`.', 'Move it to `settings/app.toml`', 'changed', true]]);
});

test('a problem fixed later in the thread is History (fixed), never a current limitation; a fact is not "fixed"', () => {
  const d = digest('s', [
    { claims: [{ text: 'The export job crashes: `deploy/export.yaml` caps memory at 512 MiB.', kind: 'limitation' }, { text: 'The export job runs nightly from `deploy/export.yaml`.' }] },
    { claims: [{ text: 'Fixed: `deploy/export.yaml` now allows 1 GiB and the export job passes.' }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(fixRetirements([threadOf(d, refs)])), [['The export job crashes: `deploy/export.yaml` caps memory at 512 MiB.', 'Fixed: `deploy/export.yaml` now allows 1 GiB and the export job passes.', 'fixed', false]]);
});

test('a fix is reported in so many words: not a word that holds one ("ausgelöst"), a question or a denial', () => {
  const limit = { text: 'The export job crashes: `deploy/export.yaml` caps memory at 512 MiB.', kind: 'limitation' as const };
  for (const later of [
    'Der Export-Job wird vom Cron-Event in `deploy/export.yaml` ausgelöst.',
    'Is the export job in `deploy/export.yaml` fixed now?',
    'The export job in `deploy/export.yaml` is not fixed yet: it still caps memory.',
  ]) {
    const d = digest('s', [{ claims: [limit] }, { claims: [{ text: later }] }]);
    assert.deepEqual(fixRetirements([threadOf(d, refsOf([d]))]), [], later);
  }
  const zh = digest('s', [{ claims: [{ text: '`/report` 腳本讀取倉位有 bug，顯示錯誤。', kind: 'limitation' }] }, { claims: [{ text: '`/report` 倉位顯示 bug 已修正。' }] }]);
  assert.equal(fixRetirements([threadOf(zh, refsOf([zh]))]).length, 1);
});

test('one value swapped for another of its kind ("Ctrl+M" … "Updated to Alt+M") retires the old; a shape of letters and digits alone does not', () => {
  const d = digest('s', [
    { claims: [{ text: 'The overlay toggles with `Ctrl+M`.' }, { text: 'The board is an `M7` core.' }] },
    { claims: [{ text: 'Updated the overlay shortcut to `Alt+M`.' }, { text: 'Changed the build target to `X11`.' }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(switchRetirements([threadOf(d, refs)])), [['The overlay toggles with `Ctrl+M`.', 'Updated the overlay shortcut to `Alt+M`.', 'changed', false]]);
});

test('explicit retirements become superseded articles naming their successor; a removal makes an outdated one; implicit ones stay History', () => {
  const d = digest('s', [
    { request: 'What port does the API use?', claims: [{ text: PORT_5000, salience: 0.7 }, { text: 'Pulled `llama3:70b`; it is ready to run.', salience: 0.7 }, { text: 'Port: 8080 for the worker', slot: 'worker port', value: '8080', salience: 0.7 }] },
    { request: 'No, 8080', claims: [{ text: 'You are right: the API listens on 8080 in `config/prod.yaml`.', salience: 0.8 }, { text: '`ollama rm llama3:70b`', speaker: 'tool', role: 'tool', kind: 'event', rule: 'commands' }, { text: 'Port: 9090 for the worker', slot: 'worker port', value: '9090', salience: 0.7 }] },
  ]);
  const refs = refsOf([d]);
  const subject = subjectOf([threadOf(d, refs)]);
  const byText = (t: string) => refs.find((r) => r.claim.text === t)!;
  const retired = new Map<string, Retirement>([
    [byText(PORT_5000).id, { claim: byText(PORT_5000), by: byText('You are right: the API listens on 8080 in `config/prod.yaml`.'), cause: 'corrected', explicit: true }],
    [byText('Pulled `llama3:70b`; it is ready to run.').id, { claim: byText('Pulled `llama3:70b`; it is ready to run.'), by: byText('`ollama rm llama3:70b`'), cause: 'removed', explicit: true }],
    [byText('Port: 8080 for the worker').id, { claim: byText('Port: 8080 for the worker'), by: byText('Port: 9090 for the worker'), cause: 'changed', explicit: false }],
  ]);
  const article = subjectArticle(subject, retired, () => 1)!;
  assert.equal(article.history.length, 3);
  assert.ok(!article.facts.some((c) => retired.has(c.id)) && !retired.has(article.lead.id), 'what no longer holds is not told as current');
  const old = retiredArticles(article);
  assert.deepEqual(old.map((m) => [m.lead.claim.text, m.status, m.supersededBy]).sort(), [
    [PORT_5000, 'superseded', article.founder],
    ['Pulled `llama3:70b`; it is ready to run.', 'outdated', undefined],
  ].sort());
  assert.ok(old.every((m) => m.form === 'retired'));
});

test("the person's own decision is retired when the person later changes it away ('from PostgreSQL to SQLite')", () => {
  const first = digest('a', [{ request: "Let's use PostgreSQL for the database.", claims: [{ text: "Let's use PostgreSQL for the database.", speaker: 'person', kind: 'decision', rule: 'person-decision', slot: 'database', value: 'PostgreSQL' }] }]);
  const later = digest('b', [{ request: 'Switch the database from PostgreSQL to SQLite.', claims: [{ text: 'Switch the database from PostgreSQL to SQLite.', speaker: 'person', kind: 'decision', rule: 'person-change', slot: 'database', previous: 'PostgreSQL', value: 'SQLite' }] }], { start: '2026-03-05T10:00:00Z' });
  const refs = refsOf([first, later]);
  const found = [...changeRetirements(refs), ...slotRetirements(subjectOf([threadOf(first, refs), threadOf(later, refs)]))];
  assert.deepEqual(told(found).map(([a, b, , explicit]) => [a, b, explicit]), [["Let's use PostgreSQL for the database.", 'Switch the database from PostgreSQL to SQLite.', true]]);
});

test("a later diagnosis that denies what the earlier blamed retires it; the same diagnosis said again, or one that is no diagnosis, retires nothing", () => {
  const d = digest('s', [
    { claims: [{ text: 'The problem is the Feishu credentials: the app secret is misconfigured.' }] },
    { claims: [{ text: 'The problem is not the credentials but the wiki: the app must be added as a collaborator.' }, { text: 'The app secret was rotated last week.' }] },
    { claims: [{ text: 'The problem is not the credentials but the wiki: the app must be added as a wiki collaborator.' }] },
    { claims: [{ text: '问题在于 Wiki 知识库的协作者设置。' }] },
  ]);
  const refs = refsOf([d]);
  const found = told(diagnosisRetirements(subjectOf([threadOf(d, refs)])));
  assert.deepEqual(found, [
    ['The problem is the Feishu credentials: the app secret is misconfigured.', 'The problem is not the credentials but the wiki: the app must be added as a collaborator.', 'corrected', false],
  ]);
});

test('diagnoses of problems one after another stand each for its own, unless the person said the fix did not work', () => {
  const steps = [
    { claims: [{ text: 'The problem is that the code calls the full URL `https://api.example.test` instead of `/api`.' }] },
    { claims: [{ text: 'The problem is that `useEffect` calls `loadProducts` on every render.' }] },
  ];
  const d = digest('s', steps);
  assert.deepEqual(diagnosisRetirements(subjectOf([threadOf(d, refsOf([d]))])), []);
  const pushed = digest('s', [steps[0], { request: 'still not working', speaker: 'person', ...steps[1] }]);
  assert.deepEqual(told(diagnosisRetirements(subjectOf([threadOf(pushed, refsOf([pushed]))]))).map(([a, , cause]) => [a, cause]), [[steps[0].claims[0].text, 'corrected']]);
});

test("an answer the agent revised by itself is History, not a superseded article; one the person pushed for stands as one", () => {
  const d = digest('s', [
    { request: 'Which port?', claims: [{ text: PORT_5000, salience: 0.7 }] },
    { request: 'Go on with the deploy', claims: [{ text: 'Correction: the API listens on 8080 in `config/prod.yaml`.', salience: 0.8 }] },
  ]);
  const refs = refsOf([d]);
  const subject = subjectOf([threadOf(d, refs)]);
  const [old, fix] = refs;
  const alone = subjectArticle(subject, new Map([[old.id, { claim: old, by: fix, cause: 'corrected', explicit: true } satisfies Retirement]]), () => 1)!;
  assert.equal(alone.history.length, 1);
  assert.deepEqual(retiredArticles(alone), []);
  const granted = digest('t', [
    { request: 'Which port?', claims: [{ text: PORT_5000, salience: 0.7 }] },
    { request: 'That is wrong, it is 8080', claims: [{ text: "You're right: the API listens on 8080 in `config/prod.yaml`.", salience: 0.8 }] },
  ]);
  const refs2 = refsOf([granted]);
  const pushed = subjectArticle(subjectOf([threadOf(granted, refs2)]), new Map([[refs2[0].id, { claim: refs2[0], by: refs2[1], cause: 'corrected', explicit: true } satisfies Retirement]]), () => 1)!;
  assert.equal(retiredArticles(pushed).length, 1);
});

test('the same statement said again with other figures retires the earlier; two items of a list, or an id\'s digits, do not', () => {
  const d = digest('s', [
    { claims: [{ text: 'Total sales team: **18 people** in the Enterprise segment.' }, { text: 'User story US1 is done.' }, { text: 'Move mail from `alice@example.com` to the Keep folder.' }] },
    { claims: [{ text: 'Total sales team: **22 people** in the Enterprise segment.' }, { text: 'User story US2 is done.' }, { text: 'Move mail from `bob@example.com` to the Keep folder.' }] },
  ]);
  const refs = refsOf([d]);
  assert.deepEqual(told(restatementRetirements(subjectOf([threadOf(d, refs)]))), [
    ['Total sales team: **18 people** in the Enterprise segment.', 'Total sales team: **22 people** in the Enterprise segment.', 'changed', false],
  ]);
});

test('a change the person asked for by naming what it brings stands as an article of its own; one whose request names nothing of it stays History', () => {
  const HARD = 'The database name is hardcoded to `ProductDB` in `Program.cs`.';
  const ENV = 'The database name is now read from `MONGODB_DATABASE_NAME` in `Program.cs`, falling back to `ProductDB`.';
  const make = (request: string) => {
    const d = digest('s', [{ claims: [{ text: HARD, salience: 0.7 }] }, { request, claims: [{ text: ENV, salience: 0.7 }] }]);
    const refs = refsOf([d]);
    const subject = subjectOf([threadOf(d, refs)]);
    const retired = new Map([[refs[0].id, { claim: refs[0], by: refs[1], cause: 'changed', explicit: true } satisfies Retirement]]);
    return retiredArticles(subjectArticle(subject, retired, () => 1)!);
  };
  assert.deepEqual(make('check first for the env MONGODB_DATABASE_NAME').map((m) => [m.lead.claim.text, m.status]), [[HARD, 'superseded']]);
  assert.deepEqual(make('make it configurable please'), []);
});
