// End-to-end curation on crafted sessions, through the real readers, privacy, extraction, merge and
// store. The machinery (incremental runs, people win, kills, secrets, privacy, CLI) is asserted by
// behaviour; what the core makes of the sessions is asserted by structure (statuses, links, topics,
// sources), never by exact titles or prose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { wrapInjectedContext } from '../../../curation/schema/marker.ts';
import type { Digest } from '../../../curation/schema/digest.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText, snapshotTree } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(repo, 'bin/lore.mjs');
const NOW = new Date('2026-03-10T00:00:00Z');

type Article = ReturnType<typeof loadKnowledge>['articles'][number];
const articlesOf = (dir: string) => loadKnowledge(dir).articles;
/** The articles that cite a session. */
const citing = (articles: Article[], session: string) => articles.filter((a) => a.data.sources.some((s) => s.session === session));
const oneCiting = (articles: Article[], session: string) => {
  const found = citing(articles, session);
  assert.equal(found.length, 1, `one article cites ${session}: ${articles.map((a) => `${a.data.title} [${a.data.sources.map((s) => s.session)}]`).join(' | ')}`);
  return found[0];
};
/** What a reader of the knowledge base sees: articles and their evidence (not the digest cache). */
function published(dir: string): string {
  return [...snapshotTree(dir)].filter(([file]) => !file.startsWith('.lore/sessions/')).map(([, text]) => text).join('\n');
}

/** Three subjects: the database, the session cache, the release workflow. */
function decisions(dir: string) {
  writePiSession(dir, 'a-db.jsonl', 'db-1', [
    { user: 'What database does the app use? See config/database.yml', tools: [{ name: 'read', arguments: { path: 'config/database.yml' } }], assistant: 'The app stores its data in **PostgreSQL 15**, configured in `config/database.yml` with a pool of 10 connections.' },
  ], '2026-03-01T10:00:00Z');
  writePiSession(dir, 'b-cache.jsonl', 'cache-1', [
    { user: 'Which cache does the session store use?', tools: [{ name: 'read', arguments: { path: 'src/session.ts' } }], assistant: 'Sessions are cached in **Redis 7** at `cache.internal:6379`, with a TTL of 3600 s set in `src/session.ts`.' },
  ], '2026-03-02T10:00:00Z');
  writePiSession(dir, 'c-release.jsonl', 'release-1', [
    {
      user: 'How does the release workflow publish packages?',
      tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }],
      assistant: 'The release workflow in `.github/workflows/release.yml` publishes to npm when a `v*` tag is pushed, after `npm test` passes.\n\n- **Trigger**: tags matching `v*`\n- **Registry**: npm, with `--provenance`',
    },
  ], '2026-03-03T10:00:00Z');
}

/** The person switches the database away from what the first session found; the cache gets a new fact. */
function contradicting(dir: string) {
  writePiSession(dir, 'd-db.jsonl', 'db-2', [
    { user: 'Switch the database from PostgreSQL to SQLite in config/database.yml, the app is single-user.', tools: [{ name: 'edit', arguments: { path: 'config/database.yml', oldText: 'a', newText: 'b' } }], assistant: 'Switched `config/database.yml` from PostgreSQL to **SQLite**: the data now lives in `data/app.sqlite`.' },
  ], '2026-03-05T10:00:00Z');
  writePiSession(dir, 'e-cache.jsonl', 'cache-2', [
    { user: 'How long do cached sessions live in src/session.ts?', assistant: 'Cached sessions in `src/session.ts` expire after **3600 s**; `SESSION_TTL` in `.env` overrides it.' },
  ], '2026-03-06T10:00:00Z');
}

test('an explicit reversal by the person supersedes: the superseded article names its successor; an unrelated article is untouched', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const release = oneCiting(articlesOf(p.knowledge), 'release-1');
  const releaseText = readFileSync(path.join(p.knowledge, release.path), 'utf8');
  assert.ok(articlesOf(p.knowledge).every((a) => a.data.status === 'current'));

  contradicting(p.sessions);
  const report = await curate(p.config, { now: NOW });
  const after = articlesOf(p.knowledge);
  const superseded = after.filter((a) => a.data.status === 'superseded');
  assert.equal(superseded.length, 1, after.map((a) => `${a.data.status} ${a.data.title}`).join(' | '));
  const [old] = superseded;
  assert.match(`${old.data.summary}\n${old.body}`, /PostgreSQL/);
  const successor = after.find((a) => a.id === old.data.superseded_by);
  assert.ok(successor, `the successor ${old.data.superseded_by} exists`);
  assert.notEqual(successor.data.status, 'superseded');
  assert.ok(successor.data.supersedes.includes(old.id));
  assert.ok(successor.data.sources.some((s) => s.session === 'db-2'), 'the successor cites the reversal');
  assert.match(`${successor.data.summary}\n${successor.body}`, /SQLite/);
  assert.ok(old.data.sources.some((s) => s.session === 'db-1') && old.data.sources.some((s) => s.session === 'db-2'), 'the superseded article cites both sides');
  assert.deepEqual(report.articles!.superseded, [old.id]);
  assert.equal(readFileSync(path.join(p.knowledge, release.path), 'utf8'), releaseText, 'the unrelated article is byte-identical');
  // (The cache article only learned something: nothing about it is retired.)
  assert.ok(citing(after, 'cache-2').every((a) => a.data.status === 'current'));
});

test('the article in force after a reversal is not titled by the state it replaced', { todo: 'merge/naming.ts scores title candidates from every exchange of the subject, retired claims included: with one more session in the corpus the successor is titled "config/database.yml: The app stores its data in PostgreSQL 15" while its summary says SQLite' }, async () => {
  const p = tempProject();
  decisions(p.sessions);
  contradicting(p.sessions);
  writePiSession(p.sessions, 'f-release.jsonl', 'release-2', [
    { user: 'How does the release workflow publish packages to npm?', tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }], assistant: 'The release workflow in `.github/workflows/release.yml` publishes to npm when a `v*` tag is pushed, after `npm test` passes, with `--provenance`.' },
  ], '2026-03-08T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = articlesOf(p.knowledge);
  const old = articles.find((a) => a.data.status === 'superseded')!;
  const successor = articles.find((a) => a.id === old.data.superseded_by)!;
  assert.match(successor.data.summary ?? '', /SQLite/);
  assert.ok(!successor.data.title.includes(old.data.title), `${successor.data.title} / ${old.data.title}`);
});

test("a person's own decision reversed by the person later is superseded, naming its successor", { todo: "merge/status.ts never retires a person's claim (changeRetirements, valueRetirements and slotRetirements skip speaker 'person'), so \"Let's use PostgreSQL\" then \"switch the database from PostgreSQL to SQLite\" leaves both current" }, async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a.jsonl', 'pick-1', [{ user: "Let's use PostgreSQL for the database. It gives us JSONB and mature tooling.", assistant: 'Understood: PostgreSQL it is for the database.' }], '2026-03-01T10:00:00Z');
  writePiSession(p.sessions, 'b.jsonl', 'pick-2', [{ user: 'Change of plan: we are switching the database from PostgreSQL to SQLite, since the app is single-user.', assistant: 'OK, switching the database to SQLite.' }], '2026-03-05T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = articlesOf(p.knowledge);
  const old = citing(articles, 'pick-1').find((a) => a.data.status === 'superseded');
  assert.ok(old, articles.map((a) => `${a.data.status} ${a.data.title}`).join(' | '));
  assert.ok(articles.some((a) => a.id === old.data.superseded_by && a.data.sources.some((s) => s.session === 'pick-2')));
});

/** Every file but the generated index (see the todo below). */
const withoutIndex = (tree: Map<string, string>) => new Map([...tree].filter(([file]) => file !== '_index.md'));

/**
 * The knowledge base with every article id replaced by the founder it was given for (ids are kept
 * forever, so a knowledge base grown run by run keeps the slugs of its first titles while a fresh
 * bootstrap slugs the final ones): what must be equal whichever way it was built.
 */
function byFounder(dir: string): Map<string, string> {
  const tree = snapshotTree(dir);
  const state = JSON.parse(tree.get('.lore/state.json')!) as { articles: Record<string, { founder: string; path: string }> };
  const ids = Object.keys(state.articles).sort((a, b) => b.length - a.length);
  const swap = (text: string) => ids.reduce((t, id) => t.replace(new RegExp(`(?<![\\w-])${id}(?![\\w-])`, 'g'), `<${state.articles[id].founder}>`), text);
  const out = new Map<string, string>();
  for (const [file, text] of tree) {
    if (file === '_index.md' || file === '.lore/state.json') continue;
    // (Lists of ids are kept in id order: with founders in their place, the order is no difference.)
    const swapped = swap(text).replace(/^lore_checksum: .*$/m, '');
    out.set(swap(file), file.endsWith('.json') ? JSON.stringify(JSON.parse(swapped, (_k, v) => (Array.isArray(v) && v.every((x) => typeof x === 'string' && x.startsWith('<')) ? [...v].sort() : v))) : swapped);
  }
  out.set('founders', Object.values(state.articles).map((a) => a.founder).sort().join('\n'));
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

test('a second run changes nothing; --bootstrap over it changes nothing; a fresh bootstrap makes the same articles (up to ids)', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  contradicting(p.sessions);
  await curate(p.config, { now: NOW });
  const first = withoutIndex(snapshotTree(p.knowledge));
  const again = await curate(p.config, { now: NOW });
  assert.equal(again.read, 0);
  assert.deepEqual(withoutIndex(snapshotTree(p.knowledge)), first);
  const reread = await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(reread.read, 5);
  assert.deepEqual(withoutIndex(snapshotTree(p.knowledge)), first);

  const fresh = tempProject();
  cpSync(p.sessions, fresh.sessions, { recursive: true });
  await curate(fresh.config, { now: NOW, bootstrap: true });
  assert.deepEqual(byFounder(fresh.knowledge), byFounder(p.knowledge));
});

test('the run that retitles an article writes the index a second run would', { todo: "store/reconcile.ts on this branch lists an updated article in _index.md under its title on disk before the write (byId.get(d.id)?.data.title), so the run that retitles an article leaves a stale index and the next run changes it; main already has the fix (sec-store: `human?.data.title ?? d.title`), so this passes once main is merged" }, async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  contradicting(p.sessions);
  await curate(p.config, { now: NOW });
  const index = readFileSync(path.join(p.knowledge, '_index.md'), 'utf8');
  await curate(p.config, { now: NOW });
  assert.equal(readFileSync(path.join(p.knowledge, '_index.md'), 'utf8'), index);
});

test('a human edit survives --bootstrap; new sources are appended without touching the text', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const release = oneCiting(articlesOf(p.knowledge), 'release-1');
  const file = path.join(p.knowledge, release.path);
  appendFileSync(file, '\nA note a person added: releases also need a changelog entry.\n');
  const edited = readFileSync(file, 'utf8');
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(readFileSync(file, 'utf8'), edited);

  writePiSession(p.sessions, 'f-release.jsonl', 'release-2', [
    { user: 'How does the release workflow publish packages to npm?', tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }], assistant: 'The release workflow in `.github/workflows/release.yml` publishes to npm when a `v*` tag is pushed, after `npm test` passes, with `--provenance`.' },
  ], '2026-03-08T10:00:00Z');
  const report = await curate(p.config, { now: NOW });
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes('A note a person added: releases also need a changelog entry.'));
  assert.ok(text.includes('session: release-2'), 'the new source is appended');
  assert.equal(text.replace(/\n {2}- session: release-2[\s\S]*?(?=\n[a-z_]+:)/, ''), edited, 'nothing else changed');
  assert.deepEqual(report.articles!.protected, [release.id]);
  assert.ok(existsSync(path.join(p.knowledge, '.lore/proposals', `${release.id}.md`)));
});

test('an article a person left unloadable (broken frontmatter, not UTF-8) is never written over', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const [cache, release] = ['cache-1', 'release-1'].map((s) => oneCiting(articlesOf(p.knowledge), s));
  const brokenFile = path.join(p.knowledge, cache.path);
  const broken = readFileSync(brokenFile, 'utf8').replace('title:', 'title: [unclosed') + '\nMy own notes.\n';
  writeFileSync(brokenFile, broken);
  const latin1File = path.join(p.knowledge, release.path);
  const latin1 = Buffer.concat([readFileSync(latin1File), Buffer.from('\nCaf\xe9 notes.\n', 'latin1')]);
  writeFileSync(latin1File, latin1);

  const report = await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(readFileSync(brokenFile, 'utf8'), broken);
  assert.deepEqual(readFileSync(latin1File), latin1);
  assert.deepEqual(report.articles!.protected.sort(), [cache.id, release.id].sort());
  assert.ok(existsSync(path.join(p.knowledge, '.lore/proposals', `${cache.id}.md`)), "Lore's version is proposed beside it");
  assert.ok(report.diagnostics.some((d) => d.file.endsWith(cache.path) && /not rewritten/.test(d.message)));

  // Once the person repairs the frontmatter, their notes make it a human article: still not rewritten.
  writeFileSync(brokenFile, broken.replace('title: [unclosed', 'title:'));
  const fixed = readFileSync(brokenFile, 'utf8');
  await curate(p.config, { now: NOW });
  assert.equal(readFileSync(brokenFile, 'utf8'), fixed);
});

test('an article a person deleted is never recreated', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const cache = oneCiting(articlesOf(p.knowledge), 'cache-1');
  rmSync(path.join(p.knowledge, cache.path));
  await curate(p.config, { now: NOW });
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.ok(!existsSync(path.join(p.knowledge, cache.path)));
  const state = JSON.parse(readFileSync(path.join(p.knowledge, '.lore/state.json'), 'utf8'));
  // The tombstone covers the subject: its id, and the key curation finds the subject by.
  assert.deepEqual(state.deleted.map((t: { ids: string[] }) => t.ids), [[cache.id]]);
  assert.equal(state.deleted[0].founders.length, 1);
  assert.ok(!articlesOf(p.knowledge).some((a) => a.data.related.includes(cache.id)), 'no link points at it');
  assert.ok(!articlesOf(p.knowledge).some((a) => a.id === cache.id), 'not recreated under another path');
});

test('articles people add by hand are kept and indexed', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  mkdirSync(path.join(p.knowledge, 'architecture'), { recursive: true });
  const file = path.join(p.knowledge, 'architecture', 'deployment-notes.md');
  writeFileSync(file, '---\ntitle: Deployment notes\n---\n\nWe deploy from the main branch.\n');
  await curate(p.config, { now: NOW });
  assert.equal(readFileSync(file, 'utf8'), '---\ntitle: Deployment notes\n---\n\nWe deploy from the main branch.\n');
  assert.match(readFileSync(path.join(p.knowledge, '_index.md'), 'utf8'), /\[Deployment notes\]\(architecture\/deployment-notes\.md\).*written by hand/);
});

test('a run killed at any point and run again ends identical to an uninterrupted run', () => {
  const reference = tempProject();
  decisions(reference.sessions);
  contradicting(reference.sessions);
  const run = (cwd: string, env: Record<string, string> = {}) => spawnSync(process.execPath, [cli, 'curate'], { cwd, env: { ...process.env, ...env, LORE_NOW: NOW.toISOString() }, encoding: 'utf8' });
  assert.equal(run(reference.root).status, 0);
  const expected = snapshotTree(reference.knowledge);
  for (const killAfter of [1, 3, 6, 9, 12]) {
    const p = tempProject();
    cpSync(reference.sessions, p.sessions, { recursive: true });
    const killed = run(p.root, { LORE_KILL_AFTER_WRITES: String(killAfter) });
    assert.equal(killed.signal, 'SIGKILL', `killed after ${killAfter} writes`);
    assert.equal(run(p.root).status, 0);
    assert.deepEqual(snapshotTree(p.knowledge), expected, `after a kill at write ${killAfter}`);
  }
});

test('planted secrets appear nowhere in the knowledge base', async () => {
  const p = tempProject();
  const secrets = {
    openai: 'sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk6lMn9o',
    anthropic: 'sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Jh1Gf0EdCbA-9z8Y7x6W5v4U3t2S1r0Q',
    github: 'ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12',
    aws: 'AKIAIOSFODNN7QX3ZK9P',
    password: 'postgres://admin:Sup3rS3cr3tPassw0rd@db.internal:5432/app',
    env: 'STRIPE_SECRET_KEY=sk_live_51Hq8TestOnlyNotRealKey0000000000aaaaBBBB',
  };
  writePiSession(p.sessions, 'secrets.jsonl', 'sec-1', [
    {
      user: `Why does the deploy fail? My key is ${secrets.openai} and the DB is ${secrets.password}`,
      tools: [{ name: 'bash', arguments: { command: `export GITHUB_TOKEN=${secrets.github} && deploy` } }],
      assistant: `The deploy fails because **the AWS key ${secrets.aws} has no permission** to write the \`releases\` bucket in \`deploy/s3.tf\`. Also rotate ${secrets.anthropic} and ${secrets.env}.\n\nWould you like me to rotate the key ${secrets.github} for you?`,
    },
  ]);
  const report = await curate(p.config, { now: NOW });
  const text = allText(p.knowledge);
  assert.ok(report.secretsRedacted >= 6, `redacted ${report.secretsRedacted}`);
  assert.ok(articlesOf(p.knowledge).length >= 1, 'an article was written');
  assert.ok(text.includes('[REDACTED'), 'the redaction shows');
  for (const [kind, secret] of Object.entries(secrets)) {
    const value = secret.includes('=') ? secret.split('=')[1] : secret.includes('@') ? 'Sup3rS3cr3tPassw0rd' : secret;
    assert.ok(!text.includes(value), `${kind} leaked`);
  }
});

test('a truncated line warns with file and line, and the rest is curated', async () => {
  const p = tempProject();
  const file = writePiSession(p.sessions, 'cut.jsonl', 'cut-1', [
    { user: 'How does the release workflow publish packages?', tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }], assistant: 'The release workflow in `.github/workflows/release.yml` publishes to npm when a `v*` tag is pushed, after `npm test` passes.' },
    { user: 'And who can push tags?', assistant: 'Only maintainers can push tags.' },
  ]);
  const text = readFileSync(file, 'utf8').trimEnd();
  writeFileSync(file, `${text.slice(0, text.length - 40)}\n`);
  const lines = text.split('\n').length;
  const report = await curate(p.config, { now: NOW });
  const warning = report.diagnostics.find((d) => d.file.endsWith('cut.jsonl'));
  assert.ok(warning, 'a warning names the file');
  assert.equal(warning!.line, lines);
  assert.ok(citing(articlesOf(p.knowledge), 'cut-1').length >= 1, 'what was read is curated');
});

test('a private source is withheld and reported, never published', async () => {
  const p = tempProject({ privacy: { rules: [{ match: '**/private/**', visibility: 'private' }] } });
  decisions(p.sessions);
  writePiSession(path.join(p.sessions, 'private'), 'salary.jsonl', 'priv-1', [
    { user: "Let's use Acme Payroll for the salary exports. Always export salaries to `exports/payroll.csv`.", assistant: 'Acme Payroll for the salary exports, written to `exports/payroll.csv`.' },
  ]);
  const report = await curate(p.config, { now: NOW });
  assert.equal(report.withheld.length, 1);
  assert.match(report.withheld[0], /^withheld sessions\/private\/salary\.jsonl \(pi, .*rule "\*\*\/private\/\*\*"\)/);
  assert.ok(!allText(p.knowledge).includes('Acme Payroll'));
  assert.equal(citing(articlesOf(p.knowledge), 'priv-1').length, 0);
});

test('context Lore injected into a session is not curated again', async () => {
  const p = tempProject();
  const injected = wrapInjectedContext('## Decisions\n\n- Database: PostgreSQL. We decided to use PostgreSQL for the database.\n- Always run `npm test` before you commit.');
  writePiSession(p.sessions, 'inj.jsonl', 'inj-1', [{ user: injected, assistant: 'Thanks, I have read the context.' }]);
  const report = await curate(p.config, { now: NOW });
  assert.equal(report.articles!.total, 0);
});

test('--auto waits for curation.curateEvery new sessions, then curates', async () => {
  const p = tempProject({ curation: { curateEvery: 3 } });
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  contradicting(p.sessions);
  const waiting = await curate(p.config, { now: NOW, auto: true });
  assert.deepEqual(waiting.waiting, { pending: 2, threshold: 3 });
  assert.equal(waiting.articles, undefined, 'nothing was written');
  writePiSession(p.sessions, 'g.jsonl', 'g-1', [{ user: 'We use pnpm for the package manager.', assistant: 'pnpm it is for the package manager.' }]);
  const ran = await curate(p.config, { now: NOW, auto: true });
  assert.equal(ran.read, 3);
});

test('the CLI exits non-zero only when nothing could be done', () => {
  const empty = tempProject();
  mkdirSync(empty.sessions, { recursive: true });
  const none = spawnSync(process.execPath, [cli, 'curate'], { cwd: empty.root, encoding: 'utf8' });
  assert.equal(none.status, 1);
  assert.match(none.stderr, /No session files found in: sessions/);
  const some = tempProject();
  decisions(some.sessions);
  writeFileSync(path.join(some.sessions, 'broken.jsonl'), '{"type":"session","version":3,"id":"x"\n');
  const ok = spawnSync(process.execPath, [cli, 'curate'], { cwd: some.root, encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /Warnings: [1-9]/);
  assert.match(ok.stdout, /sessions\/broken\.jsonl/);
});

test('--dry-run reports what a run would do and writes nothing', async () => {
  const p = tempProject();
  decisions(p.sessions);
  const report = await curate(p.config, { now: NOW, dryRun: true });
  assert.ok(!existsSync(p.knowledge), 'no knowledge directory was created');
  const real = tempProject();
  decisions(real.sessions);
  await curate(real.config, { now: NOW });
  assert.deepEqual(report.articles!.created.sort(), articlesOf(real.knowledge).map((a) => a.id).sort());
  assert.ok(report.articles!.created.length >= 3);
});

test("a person's lasting rule is a record in preferences, one per rule, cited to the person", async () => {
  const p = tempProject();
  decisions(p.sessions);
  writePiSession(p.sessions, 'r.jsonl', 'rules-1', [{ user: 'Always run npm test before you commit. Never push to main directly.', assistant: 'Understood: `npm test` before every commit, and no direct pushes to `main`.' }], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const rules = citing(articlesOf(p.knowledge), 'rules-1');
  assert.equal(rules.length, 2, rules.map((a) => a.data.title).join(' | '));
  for (const r of rules) {
    assert.equal(r.data.topic, 'preferences');
    assert.equal(r.data.type, 'preference');
    assert.equal(r.data.status, 'current');
    assert.ok(r.data.sources.some((s) => s.session === 'rules-1' && s.role === 'user'));
  }
  assert.ok(rules.some((r) => /npm test/.test(`${r.data.title} ${r.data.summary}`)) && rules.some((r) => /push/.test(`${r.data.title} ${r.data.summary}`)));
  // The other subjects are not preferences.
  assert.ok(citing(articlesOf(p.knowledge), 'release-1').every((a) => a.data.topic !== 'preferences'));
});

test('a greeting-only session makes no article', async () => {
  const p = tempProject();
  decisions(p.sessions);
  writePiSession(p.sessions, 'hello.jsonl', 'hello-1', [{ user: 'hi', assistant: 'Hello! How can I help you today?' }, { user: 'thanks, that is all', assistant: "You're welcome! Have a great day." }], '2026-03-04T10:00:00Z');
  writePiSession(p.sessions, 'hallo.jsonl', 'hallo-1', [{ user: '你好', assistant: '你好！有什么可以帮你的吗？' }], '2026-03-04T11:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = articlesOf(p.knowledge);
  assert.ok(articles.length >= 3);
  assert.deepEqual(citing(articles, 'hello-1'), []);
  assert.deepEqual(citing(articles, 'hallo-1'), []);
});

test('boilerplate the agent repeats across sessions is no fact: not in an article nor its evidence', async () => {
  const p = tempProject();
  const footer = '📊 Usage: 1234 tokens · model gpt-5 · cost $0.01';
  const asked: [string, string, string][] = [
    ['Why does the nightly export job fail in deploy/export.yaml?', 'deploy/export.yaml', 'The export job runs out of memory: its limit in `deploy/export.yaml` is **512 MiB** and the dump needs about **900 MiB**.'],
    ['How does scripts/reindex.ts rebuild the search index?', 'scripts/reindex.ts', '`scripts/reindex.ts` drops the `search` index and streams every document back in batches of **500**.'],
    ['What does src/limits.ts cap uploads at?', 'src/limits.ts', '`src/limits.ts` caps uploads at **25 MB** per file and **100 MB** per request.'],
  ];
  asked.forEach(([user, file, answer], i) => writePiSession(p.sessions, `${i}.jsonl`, `fact-${i}`, [{ user, tools: [{ name: 'read', arguments: { path: file } }], assistant: `${answer}\n\n---\n${footer}` }], `2026-03-0${i + 1}T10:00:00Z`));
  await curate(p.config, { now: NOW });
  // The footer was extracted (it is in the digests) …
  const cache = path.join(p.knowledge, '.lore/sessions');
  const digests: Digest[] = readdirSync(cache).map((f) => JSON.parse(readFileSync(path.join(cache, f), 'utf8')));
  assert.ok(digests.every((d) => d.claims.some((c) => /Usage:/.test(c.text))), 'each session claims the footer');
  // … and published nowhere, while each session's own finding is.
  assert.doesNotMatch(published(p.knowledge), /Usage:|1234 tokens/);
  for (let i = 0; i < 3; i++) assert.equal(citing(articlesOf(p.knowledge), `fact-${i}`).length, 1);
});

test("the boilerplate's named things tag no article", { todo: "exchange features (extract/features.ts) take named things from the whole answer, footer included, so the footer's \"$0.01\" tags every article its sessions feed" }, async () => {
  const p = tempProject();
  const footer = '📊 Usage: 1234 tokens · model gpt-5 · cost $0.01';
  const asked: [string, string][] = [
    ['Why does the nightly export job fail in deploy/export.yaml?', 'The export job runs out of memory: its limit in `deploy/export.yaml` is **512 MiB** and the dump needs about **900 MiB**.'],
    ['How does scripts/reindex.ts rebuild the search index?', '`scripts/reindex.ts` drops the `search` index and streams every document back in batches of **500**.'],
    ['What does src/limits.ts cap uploads at?', '`src/limits.ts` caps uploads at **25 MB** per file and **100 MB** per request.'],
  ];
  asked.forEach(([user, answer], i) => writePiSession(p.sessions, `${i}.jsonl`, `fact-${i}`, [{ user, assistant: `${answer}\n\n---\n${footer}` }], `2026-03-0${i + 1}T10:00:00Z`));
  await curate(p.config, { now: NOW });
  const tags = articlesOf(p.knowledge).flatMap((a) => a.data.tags);
  assert.ok(tags.length > 0);
  assert.ok(!tags.some((t) => /0\.01|gpt-5|usage/i.test(t)), tags.join(', '));
});

test("a sub-agent's transcript is curated when the session that delegated to it is missing, never as the person's words", async () => {
  const fixture = path.join(repo, 'tests/fixtures/sessions/claude-code/-home-dev-shop');
  const parentFile = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001.jsonl';
  const subagent = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001/subagents/agent-a1b2c3d.jsonl';
  const subagentId = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001-agent-a1b2c3d';
  const alone = tempProject();
  mkdirSync(path.join(alone.sessions, path.dirname(subagent)), { recursive: true });
  cpSync(path.join(fixture, subagent), path.join(alone.sessions, subagent));
  await curate(alone.config, { now: NOW });
  const own = citing(articlesOf(alone.knowledge), subagentId);
  assert.ok(own.length >= 1, 'its work is curated');
  assert.ok(own.every((a) => a.data.sources.every((s) => s.role !== 'user')), 'no source is the person');
  assert.ok(own.every((a) => a.data.topic !== 'preferences'));
  const digest: Digest = JSON.parse(readFileSync(path.join(alone.knowledge, '.lore/sessions', `${subagentId}.json`), 'utf8'));
  assert.ok(digest.exchanges.every((e) => e.delegated && e.speaker !== 'person'));
  assert.ok(digest.claims.every((c) => c.speaker !== 'person'));

  const both = tempProject();
  cpSync(fixture, both.sessions, { recursive: true });
  assert.ok(existsSync(path.join(both.sessions, parentFile)));
  await curate(both.config, { now: NOW });
  assert.ok(articlesOf(both.knowledge).length >= 1);
  assert.deepEqual(citing(articlesOf(both.knowledge), subagentId), [], 'the parent stands for it');
});

test('articles of two projects are never related, however alike their words', async () => {
  const init = (project: string) => [{
    user: project === 'dotfiles' ? 'Analyze this codebase and create a .github/copilot-instructions.md file' : 'Please write .github/copilot-instructions.md for this repository with build commands',
    tools: [{ name: 'write', arguments: { path: '.github/copilot-instructions.md', content: '# Copilot instructions' } }],
    assistant: `Created \`.github/copilot-instructions.md\` for the \`${project}\` codebase: it lists \`make build\`, \`make test\` and the layout of \`src/\` and \`tests/\`.`,
  }];
  // (Without a GitHub repository in the config: a knowledge base of one repository is one project.)
  const apart = tempProject({ github: {} });
  writePiSession(apart.sessions, 'a.jsonl', 'init-a', init('dotfiles'), '2026-03-01T10:00:00Z', '/home/me/dotfiles');
  writePiSession(apart.sessions, 'b.jsonl', 'init-b', init('demoapi'), '2026-03-02T10:00:00Z', '/home/me/demoapi');
  await curate(apart.config, { now: NOW });
  const articles = articlesOf(apart.knowledge);
  const [a, b] = [oneCiting(articles, 'init-a'), oneCiting(articles, 'init-b')];
  assert.notEqual(a.id, b.id);
  assert.ok(!a.data.related.includes(b.id) && !b.data.related.includes(a.id), JSON.stringify([a.data.related, b.data.related]));
  // (In one project the same two sessions are one subject: their words alone would tie them.)
  const together = tempProject({ github: {} });
  writePiSession(together.sessions, 'a.jsonl', 'init-a', init('dotfiles'), '2026-03-01T10:00:00Z', '/home/me/dotfiles');
  writePiSession(together.sessions, 'b.jsonl', 'init-b', init('demoapi'), '2026-03-02T10:00:00Z', '/home/me/dotfiles');
  await curate(together.config, { now: NOW });
  const joined = articlesOf(together.knowledge);
  const [x, y] = [oneCiting(joined, 'init-a'), oneCiting(joined, 'init-b')];
  assert.ok(x.id === y.id || x.data.related.includes(y.id), 'alike sessions of one project are tied');
});

test('evidence for each article is written to .lore/evidence.json, and lore context finds a fact only the evidence holds', async () => {
  const p = tempProject();
  decisions(p.sessions);
  writePiSession(p.sessions, 'ci.jsonl', 'ci-1', [{
    user: 'Why does the CI job in .github/workflows/ci.yml fail on Mondays?',
    tools: [{ name: 'read', arguments: { path: '.github/workflows/ci.yml' } }],
    assistant: 'The CI job in `.github/workflows/ci.yml` fails because `tests/date.test.ts` asserts a weekday computed with `Date.now()`.\n\n- **Cause**: `tests/date.test.ts` compares against a hard-coded `2026-03-02`\n- **Fix**: freeze the clock with `vi.useFakeTimers()` in `tests/setup.ts`\n\nThe Monday failures are probably also made worse by the `TZ=Pacific/Chatham` override in `ci/env.sh`.',
  }], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const ci = oneCiting(articlesOf(p.knowledge), 'ci-1');
  const evidenceFile = path.join(p.knowledge, '.lore/evidence.json');
  const evidence: Record<string, { text: string; session: string; date: string }[]> = JSON.parse(readFileSync(evidenceFile, 'utf8'));
  assert.ok(evidence[ci.id]?.some((e) => /Chatham/.test(e.text) && e.session === 'ci-1'), JSON.stringify(evidence));
  assert.doesNotMatch(readFileSync(path.join(p.knowledge, ci.path), 'utf8'), /Chatham/, 'the guess is evidence, not a fact of the article');
  // Every key is an article on disk.
  const ids = new Set(articlesOf(p.knowledge).map((a) => a.id));
  assert.ok(Object.keys(evidence).every((id) => ids.has(id)));

  const context = () => {
    const run = spawnSync(process.execPath, [cli, 'context', 'Pacific Chatham timezone', '--knowledge', p.knowledge, '--json'], { encoding: 'utf8', env: { ...process.env, LORE_CACHE_DIR: mkdtempSync(path.join(os.tmpdir(), 'lore-ctx-')) } });
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as { results: { id: string; excerpt?: string }[] };
  };
  const found = context();
  assert.equal(found.results[0]?.id, ci.id);
  assert.match(found.results[0].excerpt ?? '', /Chatham/);
  // Without the evidence file, the words are nowhere to be found.
  rmSync(evidenceFile);
  assert.ok(!context().results.some((r) => r.id === ci.id));
});

test("other sessions curated into another knowledge dir are not titled by the config's site title", () => {
  const p = tempProject({ site: { title: 'Acme handbook' } });
  decisions(p.sessions);
  const own = spawnSync(process.execPath, [cli, 'curate'], { cwd: p.root, encoding: 'utf8', env: { ...process.env, LORE_NOW: NOW.toISOString() } });
  assert.equal(own.status, 0, own.stderr);
  assert.match(readFileSync(path.join(p.knowledge, '_index.md'), 'utf8'), /^# Acme handbook/m);
  const other = path.join(p.root, 'other-kb');
  const run = spawnSync(process.execPath, [cli, 'curate', '--sessions', p.sessions, '--knowledge', other], { cwd: p.root, encoding: 'utf8', env: { ...process.env, LORE_NOW: NOW.toISOString() } });
  assert.equal(run.status, 0, run.stderr);
  const index = readFileSync(path.join(other, '_index.md'), 'utf8');
  assert.doesNotMatch(index, /Acme handbook/);
  assert.match(index, /^# .*knowledge base/m);
});
