// render/article.ts: an article's key facts say each thing once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeDigests } from '../../../curation/merge/index.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { digest } from '../merge/helpers.ts';
import type { Digest } from '../../../curation/schema/digest.ts';

/** The articles one session's digest makes, with the default configuration. */
function draftsOf(d: Digest) {
  return mergeDigests({ digests: [d], config: resolveConfig({}, '/p'), knownIds: new Map(), reservedIds: new Set(), now: new Date('2026-03-09T00:00:00Z') }).drafts;
}

test('a key fact another line of the article (a fact, the summary) says in full is not listed again', () => {
  const d = digest('s1', [
    {
      request: 'How does setup_github.sh resolve the GitHub account from config.toml?',
      claims: [
        { text: 'setup_github.sh reads `github.account` from `config.toml`, then falls back to `gh auth status`.', salience: 0.8 },
        { text: 'github.account', salience: 0.7 },
        { text: 'Without an account, GITHUB_ACCOUNT stays empty and the push asks for credentials.', salience: 0.7 },
      ],
    },
  ], { project: 'dotfiles' });
  const drafts = draftsOf(d);
  const lines = drafts.flatMap((x) => x.sections.filter((s) => s.heading === 'Key facts').flatMap((s) => s.lines));
  assert.ok([...drafts.map((x) => x.summary), ...lines].some((l) => /falls back to/.test(l)), JSON.stringify(drafts.map((x) => [x.summary, x.sections])));
  assert.ok([...drafts.map((x) => x.summary), ...lines].some((l) => /GITHUB_ACCOUNT stays empty/.test(l)), 'the other facts stay');
  assert.ok(!lines.some((l) => /^- github\.account$/.test(l)), lines.join('\n'));
});

test("a directive for the work at hand is told as asked; a choice as a decision", () => {
  const d = digest('s1', [
    {
      request: 'Use PostgreSQL for the catalog database. Put the seed script in scripts/seed.sql.',
      claims: [
        { text: 'Use PostgreSQL for the catalog database.', speaker: 'person', role: 'user', rule: 'person-decision', kind: 'decision', salience: 0.7 },
        { text: 'Put the seed script in scripts/seed.sql.', speaker: 'person', role: 'user', rule: 'person-rules', kind: 'decision', salience: 0.5 },
        { text: 'The catalog database runs on PostgreSQL 16 with the seed from `scripts/seed.sql`.', salience: 0.8 },
      ],
    },
  ], { project: 'catalog' });
  const drafts = draftsOf(d);
  const sections = new Map(drafts.flatMap((x) => x.sections).map((s) => [s.heading, s.lines.join('\n')]));
  assert.match(sections.get('Decisions') ?? '', /Use PostgreSQL/);
  assert.doesNotMatch(sections.get('Decisions') ?? '', /seed script/);
  assert.match(sections.get('Asked by the person') ?? '', /Put the seed script in scripts\/seed\.sql/);
});

test("an answer that only points at the file it wrote does not lead: what the file's work found does", () => {
  const d = digest('s1', [
    {
      request: 'Why does the subtitle upload fail in Substital?',
      claims: [
        { text: 'The SRT cue numbers 1, 2, 3 are normal and do not break the upload in Substital.', salience: 0.6 },
        { text: 'Done: wrote the answer to `artifacts/41/result.md`.', salience: 0.8 },
      ],
    },
  ], { project: 'subs' });
  const drafts = draftsOf(d);
  const article = drafts.find((x) => x.type !== 'fact' || !x.title.startsWith('Sessions ran'))!;
  assert.match(article.summary, /cue numbers/);
  // Also when nothing the answer says is that solid: the statement leads, not the pointer.
  // (The pointer is the last answer; what the work found was written before it.)
  const weak = digest('s2', [
    { request: 'Can you reach the repository miniaspsali/v4?', claims: [{ text: 'The repository miniaspsali/v4 cannot be reached from here: GitHub answers 404.', salience: 0.45, rule: 'document-facts' }] },
    { request: 'Write the answer about the repository miniaspsali/v4 to a file', claims: [{ text: 'Done: wrote the answer to `artifacts/42/result.md`.', salience: 0.48 }] },
  ], { project: 'subs' });
  assert.match(draftsOf(weak).find((x) => !x.title.startsWith('Sessions ran'))!.summary, /cannot be reached/);
});

test("a written document's outline (its headings joined) is kept for search, not told as a key fact", () => {
  const d = digest('s1', [
    {
      request: 'Write docs/DEPLOY.md describing the deployment',
      claims: [
        { text: 'The service deploys from `dist/` to the widgets-prod bucket with `npm run deploy`.', rule: 'document-facts', salience: 0.7 },
        { text: 'Requirements; Steps; Rollback; Monitoring', rule: 'document-facts', heading: 'outline', salience: 0.5 },
        { text: 'Rollback restores the previous `dist/` from the widgets-prod bucket history.', rule: 'document-facts', salience: 0.6 },
      ],
    },
  ], { project: 'deploy' });
  const drafts = draftsOf(d);
  const article = drafts.find((x) => /deploys|Rollback/.test(x.summary))!;
  const told = [article.summary, ...article.sections.flatMap((s) => s.lines)].join('\n');
  assert.doesNotMatch(told, /Requirements; Steps/);
  assert.ok(article.evidence?.some((e) => /Requirements; Steps/.test(e.text)), 'kept as evidence for search');
});

test('a statement that introduces what followed it in the answer ("…to appsettings.json:") does not lead', () => {
  const d = digest('s1', [
    {
      request: 'Where does the catalog service read its MongoDB connection string?',
      claims: [
        { text: 'Add the MongoDB connection string to `appsettings.json`:', salience: 0.8 },
        { text: 'The catalog service reads `ConnectionStrings:MongoDB` from `appsettings.json`, and falls back to `mongodb://localhost:27017`.', salience: 0.7 },
      ],
    },
  ], { project: 'catalog' });
  const drafts = draftsOf(d);
  assert.ok(drafts.some((x) => /falls back to/.test(x.summary)), drafts.map((x) => x.summary).join('\n'));
  assert.ok(!drafts.some((x) => /[:：]$/.test(x.summary)));
});
