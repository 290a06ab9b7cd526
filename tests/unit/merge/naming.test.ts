// merge/naming.ts: titles name the subject in the sessions' own terms. Headings and document titles
// win; a question, a progress count, a path or process talk loses; never the person's message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTitle, cutTitle, subjectTitle, titleScore } from '../../../curation/merge/naming.ts';
import { digest, refsOf, subjectOf, threadOf } from './helpers.ts';

const idf = () => 2;
const score = (t: string) => titleScore(t, idf);

test('a name beats a question, a progress count, a bare path, process talk and a generic heading', () => {
  const name = score('Deployment Guide');
  for (const worse of ['How do we deploy the widgets service?', '2/7 — deploying widgets service', 'src/services/widgets/deploy/index.ts', 'Let me check the deploy script', 'Summary', '1. First step', 'Step 3: upload dist', '| Option | Engine |']) {
    assert.ok(score(worse) < name, `${worse}: ${score(worse)} ≥ ${name}`);
  }
});

test('a statement naming things scores above one naming nothing', () => {
  assert.ok(score('The widgets service deploys from main via GitHub Actions') > score('It works now and everything is fine'));
});

test('cleanTitle: markup, emoji and lead-ins dropped, first clause kept, shouting lowered', () => {
  assert.equal(cleanTitle('# 📜 Barrow Wight'), 'Barrow Wight');
  assert.equal(cleanTitle('✅ Done — the widgets service deploys from `main` via GitHub Actions.'), 'The widgets service deploys from main via GitHub Actions');
  assert.equal(cleanTitle('Sure, here is the plan. Then more.'), 'Here is the plan');
  assert.equal(cleanTitle('THE WIDGETS SERVICE IS DEPLOYED'), 'The widgets service is deployed');
});

test('cutTitle: long titles cut at a clause or a word, never mid-word', () => {
  const long = 'The export job runs out of memory because its limit in deploy/export.yaml is 512 MiB, and the dump needs about 900 MiB';
  const cut = cutTitle(long);
  assert.ok([...cut].length <= 90);
  assert.ok(long.startsWith(cut.replace(/…$/, '')));
  assert.match(cut, /(?:MiB|…)$/);
});

test("a subject is titled by the document it wrote, not by the person's request", () => {
  const request = 'can you please write up how we deploy this thing?';
  const d = digest('s', [{ request, document: { file: 'docs/DEPLOY.md', title: 'Deployment Guide' }, headline: 'Wrote docs/DEPLOY.md with the steps.', claims: [{ text: 'Wrote `docs/DEPLOY.md` with the steps.', salience: 0.7 }, { text: request, speaker: 'person' }] }]);
  const refs = refsOf([d]);
  assert.equal(subjectTitle(subjectOf([threadOf(d, refs)]), idf), 'Deployment Guide');
});

test("a heading of the agent's template names no subject; one that names a file still does", () => {
  const d = digest('s', [{ request: 'fix the gate drawing', headings: ['Yapılan İyileştirmeler', 'IEEE Sembolleri Kaldırıldı'], claims: [{ text: 'IEEE Sembolleri Kaldırıldı: yazılı isimler kullanılıyor.', salience: 0.7 }] }]);
  const refs = refsOf([d]);
  const subject = subjectOf([threadOf(d, refs)]);
  assert.equal(subjectTitle(subject, idf), 'Yapılan İyileştirmeler');
  assert.equal(subjectTitle(subject, idf, (h) => h === 'Yapılan İyileştirmeler'), 'IEEE Sembolleri Kaldırıldı');
  const named = digest('t', [{ request: 'fix the entry point', headings: ['src/main.py'], claims: [{ text: 'The entry point now parses flags first.', salience: 0.7 }] }]);
  assert.equal(subjectTitle(subjectOf([threadOf(named, refsOf([named]))]), idf, () => true), 'src/main.py');
});

test('a table row as the answers tell it ("10 — Name: …; Territory: …") is no title', () => {
  assert.ok(score('10 — Nama: Revita Mustika Chandra; Territory: Telco, Media') <= score('10 Nama Revita Mustika Chandra Territory Telco, Media') - 0.4);
});

test("an answer's first heading that names things names the subject before a sentence of it does", () => {
  const d = digest('s', [{ request: 'why is the export failing?', headings: ['ExportJob memory limit on Kubernetes', 'Fix'], headline: 'The export job runs out of memory at 512 MiB.', claims: [{ text: 'The export job runs out of memory: its limit in `deploy/export.yaml` is 512 MiB.', salience: 0.7 }] }]);
  const refs = refsOf([d]);
  assert.equal(subjectTitle(subjectOf([threadOf(d, refs)]), idf), 'ExportJob memory limit on Kubernetes');
});

test('a plain heading still beats a sentence that only adds a number', { todo: 'a quantity counts as much as a named thing in titleScore (+0.3), more than the prior a heading has over a headline (+0.1): "Export job memory limit" loses to "The export job runs out of memory at 512 MiB"' }, () => {
  const d = digest('s', [{ request: 'why is the export failing?', headings: ['Export job memory limit', 'Fix'], headline: 'The export job runs out of memory at 512 MiB.', claims: [{ text: 'The export job runs out of memory: its limit in `deploy/export.yaml` is 512 MiB.', salience: 0.7 }] }]);
  const refs = refsOf([d]);
  assert.equal(subjectTitle(subjectOf([threadOf(d, refs)]), idf), 'Export job memory limit');
});

test('a question stays a losing candidate after it is cleaned', () => {
  assert.ok(score(cleanTitle('How do we deploy the widgets service?')) < score(cleanTitle('Widgets service deployment')) - 0.3);
});

test('a title that opens with a path keeps the path as written', () => {
  assert.match(cleanTitle('`src/limits.ts` caps uploads at 25 MB per file.'), /^src\/limits\.ts/);
});

test('a sentence where the agent speaks of itself loses to one that names the subject, in any language', () => {
  assert.ok(score(cleanTitle("I'd love to help you set up the Binance skills hub")) < score(cleanTitle('Binance skills hub setup')));
  assert.ok(score(cleanTitle('我为你写了一份 10700 字的完整实操文档')) < score(cleanTitle('飞书卡片回传交互的实操文档')));
  assert.ok(score(cleanTitle('Voilà le plan pour le heartbeat')) < score(cleanTitle('Plan du heartbeat de JulesMomentumBot')));
});

test('a URL or a name in code opening a title keeps its case', () => {
  assert.match(cleanTitle('https://example.org/pr-21 is the preview'), /^https:\/\//);
  assert.match(cleanTitle('npm run build fails on Node 20'), /^Npm run/);
  assert.match(cleanTitle('useEffect runs twice in dev'), /^useEffect/);
});

test('a phrase cut before its object, or a measurement with no words, loses to the same subject named whole', () => {
  assert.ok(score('All guild_id parameters removed from') < score('Registrations and linked_accounts no longer have guild_id'));
  assert.ok(score('Alle Parameter entfernt aus der') < score('Alle Parameter aus der Registrierung entfernt'));
  assert.ok(score('643.36 kB (gzip: 199.61 kB)') < score('Production bundle is 643.36 kB (199.61 kB gzip)'));
  // (A cut the title marks as one, "…", is told as such already.)
  assert.ok(score('Registrations keep their guild_id for…') > score('Registrations keep their guild_id for'));
});

test('a bracket that closes nothing is dropped, not doubled ("option)", "result.md】【"); a list marker\'s stays', () => {
  assert.equal(cleanTitle('Options for the build step)'), 'Options for the build step');
  assert.equal(cleanTitle('B) Structured web project'), 'B) Structured web project');
  assert.equal(cleanTitle('已完成，說明寫入 artifacts/41/result.md】【'), '已完成，說明寫入 artifacts/41/result.md');
  assert.equal(cleanTitle('Use the «new» API» here'), 'Use the «new» API here');
});
