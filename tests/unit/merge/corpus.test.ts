// merge/corpus.ts: what only the whole corpus tells: text repeated across sessions (or within one) is
// boilerplate; a prompt recurring across sessions is automation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS, corpusStats } from '../../../curation/merge/corpus.ts';
import { mergeDigests } from '../../../curation/merge/index.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { fingerprint } from '../../../curation/text/fingerprint.ts';
import type { Digest } from '../../../curation/schema/digest.ts';
import { digest } from './helpers.ts';

const FOOTER = 'Usage: 1234 tokens, cost $0.01';
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T10:00:00Z`;
const projectOf = (d: Digest) => d.session.project ?? '';

function withFooter(id: string, n: number, fact: string, project = 'shop'): Digest {
  return digest(id, [{ request: `question ${id}`, claims: [{ text: fact, salience: 0.7 }, { text: FOOTER.replace('1234', String(1000 + n)), entities: [] }] }], { start: day(n), project });
}

test('a statement in three sessions of a project is boilerplate; the same in another project counts apart', () => {
  const ds = [withFooter('a', 1, 'The cart total in `src/cart.ts` rounds to cents.'), withFooter('b', 2, '`src/checkout.ts` calls the payment API.'), withFooter('c', 3, 'Coupons live in `src/coupons.ts`.'), withFooter('x', 4, 'The blog builds with `hugo`.', 'blog')];
  const stats = corpusStats(ds, projectOf);
  // (Numbers do not matter: the print is of the words.)
  const fp = fingerprint(FOOTER);
  assert.equal(ds[0].claims[1].fp, fp);
  assert.equal(stats.isBoilerplate(fp, 'a', 0), true);
  assert.equal(stats.isBoilerplate(fp, 'x', 0), false, 'one session of its project');
  assert.equal(stats.isBoilerplate(ds[0].claims[0].fp, 'a', 1), false);
});

test('in a small project, half its sessions are enough; two named things make a repetition a confirmation', () => {
  const ds = [withFooter('a', 1, 'The cart total in `src/cart.ts` rounds to cents.'), withFooter('b', 2, '`src/checkout.ts` calls the payment API.')];
  const stats = corpusStats(ds, projectOf);
  assert.equal(stats.isBoilerplate(fingerprint(FOOTER), 'a', 0), true);
  assert.equal(stats.isBoilerplate(fingerprint(FOOTER), 'a', CORPUS.confirmationEntities), false);
});

test('repeated in three exchanges of one session, a statement is boilerplate there', () => {
  const greeting = 'Hello! How can I help you with the shop today?';
  const facts = ['The cart rounds totals in `src/cart.ts`.', 'Coupons expire after a week in `src/coupons.ts`.', 'Refunds go through `src/refunds.ts`.'];
  const d = digest('s', facts.map((fact, i) => ({ request: `question ${'abc'[i]}`, claims: [{ text: greeting }, { text: fact }] })), { project: 'shop' });
  const stats = corpusStats([d], projectOf);
  assert.equal(stats.isBoilerplate(fingerprint(greeting), 's', 0), true);
  assert.equal(stats.isBoilerplate(d.claims[1].fp, 's', 1), false);
});

test('a prompt of four words or more in two sessions is automation; a short "hi" recurring is not', () => {
  const cron = 'Check the queue and post the daily summary';
  const ds = [
    digest('a', [{ request: cron }, { request: 'hi' }], { start: day(1) }),
    digest('b', [{ request: cron }, { request: 'hi' }], { start: day(2) }),
    digest('c', [{ request: 'Why does the build fail on main?' }], { start: day(3) }),
  ];
  const stats = corpusStats(ds, projectOf);
  assert.equal(stats.isAutomationPrompt(ds[0].exchanges[0].promptFp, ds[0].exchanges[0].promptWords), true);
  assert.equal(stats.isAutomationPrompt(ds[0].exchanges[1].promptFp, ds[0].exchanges[1].promptWords), false);
  assert.equal(stats.isAutomationPrompt(ds[2].exchanges[0].promptFp, ds[2].exchanges[0].promptWords), false);
});

test("a heading the project's answers use in three exchanges is the agent's template; fewer, or in another project, it is not", () => {
  const ex = (request: string, headings: string[]) => ({ request, headings, claims: [{ text: `Answer to ${request}.` }] });
  const ds = [
    digest('a', [ex('fix the gates', ['Yapılan İyileştirmeler', 'IEEE gate symbols']), ex('fix the wires', ['Yapılan İyileştirmeler'])], { start: day(1), project: 'sim' }),
    digest('b', [ex('fix the clock', ['yapılan iyileştirmeler:'])], { start: day(2), project: 'sim' }),
    digest('c', [ex('fix the docs', ['Yapılan İyileştirmeler', 'IEEE gate symbols'])], { start: day(3), project: 'docs' }),
  ];
  const stats = corpusStats(ds, projectOf);
  assert.equal(stats.isTemplateHeading('sim', 'Yapılan İyileştirmeler'), true, 'case and marks aside');
  assert.equal(stats.isTemplateHeading('sim', 'IEEE gate symbols'), false);
  assert.equal(stats.isTemplateHeading('docs', 'Yapılan İyileştirmeler'), false);
});

test('through the merge: boilerplate and automation never reach an article, its evidence or its sources', () => {
  const cron = 'Check the queue and post the daily summary';
  const asked: [string, string][] = [
    ['Why is the poller slow?', '`src/poller.ts` polls `queue/jobs` every 100 ms, which is the bottleneck.'],
    ['How are refunds paid out?', 'Refunds are paid by `src/refunds.ts` through the Stripe API.'],
    ['Where do coupons expire?', 'Coupons expire in `src/coupons.ts` after seven days.'],
  ];
  const ds = asked.map(([request, answer], n) =>
    digest(`s${n}`, [
      { request: cron, claims: [{ text: `Posted the daily summary: ${n} jobs waiting in \`queue/jobs\`.`, salience: 0.8 }] },
      { request, claims: [{ text: answer, salience: 0.8 }, { text: FOOTER, entities: [] }] },
    ], { start: day(n + 1), project: 'shop' }),
  );
  const { drafts } = mergeDigests({ digests: ds, config: resolveConfig({}, '/p'), knownIds: new Map(), reservedIds: new Set(), now: new Date(day(9)) });
  assert.ok(drafts.length >= 1);
  const text = JSON.stringify(drafts);
  assert.doesNotMatch(text, /Usage: 1234 tokens/);
  assert.doesNotMatch(text, /Posted the daily summary/);
  assert.match(text, /polls `?queue\/jobs/);
});

test('a person restating a standing rule in every session is kept as the rule; the rest of that recurring exchange is not', () => {
  const rule = 'schreibe alles auf deutsch';
  const ds = [0, 1, 2].map((n) =>
    digest(`r${n}`, [
      { request: rule, claims: [{ text: rule, speaker: 'person', kind: 'preference', rule: 'language', slot: 'language', value: 'German', salience: 0.75 }, { text: `Mir fehlt noch die Beschreibung ${n}.`, salience: 0.7 }] },
      { request: `Wie startet der Dienst ${n}?`, claims: [{ text: `Der Dienst startet mit \`run-dev.ps1\` auf Port 80${n}0.`, salience: 0.8 }] },
    ], { start: day(n + 1), project: 'pv' }),
  );
  const { drafts } = mergeDigests({ digests: ds, config: resolveConfig({}, '/p'), knownIds: new Map(), reservedIds: new Set(), now: new Date(day(9)) });
  const records = drafts.filter((d) => d.type === 'preference');
  assert.deepEqual(records.map((d) => d.title), ['Language of the work: German']);
  assert.equal(new Set(records[0].sources.map((s) => s.session)).size, 3, 'every restatement is cited');
  assert.doesNotMatch(JSON.stringify(drafts), /Mir fehlt noch/);
});
