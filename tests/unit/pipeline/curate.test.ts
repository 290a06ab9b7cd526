// End-to-end curation on crafted sessions, through the real readers, privacy, merge and store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { wrapInjectedContext } from '../../../curation/schema/marker.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText, snapshotTree } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NOW = new Date('2026-03-10T00:00:00Z');

function decisions(dir: string) {
  writePiSession(dir, 'a-db.jsonl', 'db-1', [
    { user: "Let's use PostgreSQL for the database. It gives us JSONB and mature tooling.", assistant: 'Understood: PostgreSQL it is for the database.' },
  ], '2026-03-01T10:00:00Z');
  writePiSession(dir, 'b-cache.jsonl', 'cache-1', [
    { user: 'For the cache layer we use Redis.', assistant: 'Noted: Redis for the cache layer.' },
  ], '2026-03-02T10:00:00Z');
  writePiSession(dir, 'c-release.jsonl', 'release-1', [
    {
      user: 'How does the release workflow publish packages?',
      tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }],
      assistant: 'The release workflow publishes to npm when a **version tag** is pushed. It runs the tests first and aborts the release when they fail.\n\n- **Trigger**: tags matching v*\n- **Registry**: npm, with provenance',
    },
  ], '2026-03-03T10:00:00Z');
}

function contradicting(dir: string) {
  writePiSession(dir, 'd-db.jsonl', 'db-2', [
    { user: 'Change of plan: we are switching the database from PostgreSQL to SQLite, since the app is single-user.', assistant: 'OK, switching the database to SQLite.' },
  ], '2026-03-05T10:00:00Z');
  writePiSession(dir, 'e-cache.jsonl', 'cache-2', [{ user: 'We use Memcached for the cache layer.', assistant: 'Memcached for the cache layer, noted.' }], '2026-03-06T10:00:00Z');
}

test('an explicit reversal supersedes, an unclear conflict disputes, an unrelated article is untouched', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const before = loadKnowledge(p.knowledge).articles;
  const release = before.find((a) => /release workflow/i.test(a.data.title))!;
  assert.ok(release, 'the release analysis has an article');
  const releaseText = readFileSync(path.join(p.knowledge, release.path), 'utf8');

  contradicting(p.sessions);
  const report = await curate(p.config, { now: NOW });
  const after = loadKnowledge(p.knowledge).articles;
  const byTitle = (re: RegExp) => after.filter((a) => re.test(a.data.title));

  const [postgres] = byTitle(/PostgreSQL/);
  const [sqlite] = byTitle(/SQLite/);
  assert.equal(postgres.data.status, 'superseded');
  assert.equal(postgres.data.superseded_by, sqlite.id);
  assert.deepEqual(sqlite.data.supersedes, [postgres.id]);
  assert.equal(sqlite.data.status, 'current');
  assert.match(sqlite.body, /## History[\s\S]*PostgreSQL/);

  const [redis] = byTitle(/Redis/);
  const [memcached] = byTitle(/Memcached/);
  for (const [a, b] of [[redis, memcached], [memcached, redis]]) {
    assert.equal(a.data.status, 'disputed');
    assert.deepEqual(a.data.disputed_with, [b.id]);
    assert.match(a.body, /## Conflict[\s\S]*Redis[\s\S]*Memcached|## Conflict[\s\S]*Memcached[\s\S]*Redis/);
  }
  assert.equal(readFileSync(path.join(p.knowledge, release.path), 'utf8'), releaseText, 'the unrelated article is byte-identical');
  assert.deepEqual(report.articles!.superseded, [postgres.id]);
});

test('a second run changes nothing, and an incremental run equals a bootstrap', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  contradicting(p.sessions);
  await curate(p.config, { now: NOW });
  const first = snapshotTree(p.knowledge);
  const again = await curate(p.config, { now: NOW });
  assert.equal(again.read, 0);
  assert.deepEqual(snapshotTree(p.knowledge), first);

  const fresh = tempProject();
  cpSync(p.sessions, fresh.sessions, { recursive: true });
  await curate(fresh.config, { now: NOW, bootstrap: true });
  assert.deepEqual(snapshotTree(fresh.knowledge), first);
});

test('a human edit survives --bootstrap; new sources are appended without touching the text', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const release = loadKnowledge(p.knowledge).articles.find((a) => /release workflow/i.test(a.data.title))!;
  const file = path.join(p.knowledge, release.path);
  appendFileSync(file, '\nA note a person added: releases also need a changelog entry.\n');
  const edited = readFileSync(file, 'utf8');
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(readFileSync(file, 'utf8'), edited);

  writePiSession(p.sessions, 'f-release.jsonl', 'release-2', [
    {
      user: 'How does the release workflow publish packages to npm?',
      tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }],
      assistant: 'The release workflow publishes to npm when a **version tag** is pushed, after the tests pass.',
    },
  ], '2026-03-08T10:00:00Z');
  const report = await curate(p.config, { now: NOW });
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes('A note a person added: releases also need a changelog entry.'));
  assert.ok(text.includes('session: release-2'), 'the new source is appended');
  assert.equal(text.replace(/\n {2}- session: release-2[\s\S]*?(?=\ntags:)/, ''), edited, 'nothing else changed');
  assert.deepEqual(report.articles!.protected, [release.id]);
  assert.ok(existsSync(path.join(p.knowledge, '.lore/proposals', `${release.id}.md`)));
});

test('an article a person left unloadable (broken frontmatter, not UTF-8) is never written over', async () => {
  const p = tempProject();
  decisions(p.sessions);
  await curate(p.config, { now: NOW });
  const [redis, release] = ['Redis', 'release workflow'].map((t) => loadKnowledge(p.knowledge).articles.find((a) => new RegExp(t, 'i').test(a.data.title))!);
  const brokenFile = path.join(p.knowledge, redis.path);
  const broken = readFileSync(brokenFile, 'utf8').replace('title:', 'title: [unclosed') + '\nMy own notes.\n';
  writeFileSync(brokenFile, broken);
  const latin1File = path.join(p.knowledge, release.path);
  const latin1 = Buffer.concat([readFileSync(latin1File), Buffer.from('\nCaf\xe9 notes.\n', 'latin1')]);
  writeFileSync(latin1File, latin1);

  const report = await curate(p.config, { now: NOW, bootstrap: true });
  assert.equal(readFileSync(brokenFile, 'utf8'), broken);
  assert.deepEqual(readFileSync(latin1File), latin1);
  assert.deepEqual(report.articles!.protected.sort(), [redis.id, release.id].sort());
  assert.ok(existsSync(path.join(p.knowledge, '.lore/proposals', `${redis.id}.md`)), "Lore's version is proposed beside it");
  assert.ok(report.diagnostics.some((d) => d.file.endsWith(redis.path) && /not rewritten/.test(d.message)));

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
  const redis = loadKnowledge(p.knowledge).articles.find((a) => /Redis/.test(a.data.title))!;
  rmSync(path.join(p.knowledge, redis.path));
  await curate(p.config, { now: NOW });
  await curate(p.config, { now: NOW, bootstrap: true });
  assert.ok(!existsSync(path.join(p.knowledge, redis.path)));
  const state = JSON.parse(readFileSync(path.join(p.knowledge, '.lore/state.json'), 'utf8'));
  // The tombstone covers the subject: its id, and the key curation finds the subject by.
  assert.deepEqual(state.deleted.map((t: { ids: string[] }) => t.ids), [[redis.id]]);
  assert.equal(state.deleted[0].founders.length, 1);
  assert.ok(!loadKnowledge(p.knowledge).articles.some((a) => a.data.related.includes(redis.id)), 'no link points at it');
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
  const cli = path.join(repo, 'bin/lore.mjs');
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
      assistant: `The deploy fails because **the AWS key ${secrets.aws} has no permission** to write the bucket. Also rotate ${secrets.anthropic} and ${secrets.env}.\n\nWould you like me to rotate the key ${secrets.github} for you?`,
    },
  ]);
  const report = await curate(p.config, { now: NOW });
  const text = allText(p.knowledge);
  assert.ok(report.secretsRedacted >= 6, `redacted ${report.secretsRedacted}`);
  assert.ok(text.includes('[REDACTED'), 'the article exists and shows the redaction');
  for (const [kind, secret] of Object.entries(secrets)) {
    const value = secret.includes('=') ? secret.split('=')[1] : secret.includes('@') ? 'Sup3rS3cr3tPassw0rd' : secret;
    assert.ok(!text.includes(value), `${kind} leaked`);
  }
});

test('a truncated line warns with file and line, and the rest is curated', async () => {
  const p = tempProject();
  const file = writePiSession(p.sessions, 'cut.jsonl', 'cut-1', [
    { user: 'How does the release workflow publish packages?', tools: [{ name: 'read', arguments: { path: 'release.yml' } }], assistant: 'The release workflow publishes to npm when a **version tag** is pushed.' },
    { user: 'And who can push tags?', assistant: 'Only maintainers can push tags.' },
  ]);
  const text = readFileSync(file, 'utf8').trimEnd();
  writeFileSync(file, `${text.slice(0, text.length - 40)}\n`);
  const lines = text.split('\n').length;
  const report = await curate(p.config, { now: NOW });
  const warning = report.diagnostics.find((d) => d.file.endsWith('cut.jsonl'));
  assert.ok(warning, 'a warning names the file');
  assert.equal(warning!.line, lines);
  assert.ok(loadKnowledge(p.knowledge).articles.some((a) => /release workflow/i.test(a.data.title)));
});

test('a private source is withheld and reported, never published', async () => {
  const p = tempProject({ privacy: { rules: [{ match: '**/private/**', visibility: 'private' }] } });
  decisions(p.sessions);
  writePiSession(path.join(p.sessions, 'private'), 'salary.jsonl', 'priv-1', [
    { user: "Let's use Acme Payroll for the salary exports.", assistant: 'Acme Payroll for the salary exports, noted.' },
  ]);
  const report = await curate(p.config, { now: NOW });
  assert.equal(report.withheld.length, 1);
  assert.match(report.withheld[0], /^withheld sessions\/private\/salary\.jsonl \(pi, .*rule "\*\*\/private\/\*\*"\)/);
  assert.ok(!allText(p.knowledge).includes('Acme Payroll'));
});

test('context Lore injected into a session is not curated again', async () => {
  const p = tempProject();
  const injected = wrapInjectedContext('## Decisions\n\n- Database: PostgreSQL. We decided to use PostgreSQL for the database.');
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

test('a snapshot fact expires and is then outdated', async () => {
  const p = tempProject({ curation: { snapshotDays: 7 } });
  writePiSession(p.sessions, 'size.jsonl', 'size-1', [
    { user: 'What is the total size of the build folder?', tools: [{ name: 'bash', arguments: { command: 'du -sh build' } }], assistant: 'The total size of the `build` folder is **42 MB**, mostly source maps.' },
  ]);
  await curate(p.config, { now: new Date('2026-03-03T00:00:00Z') });
  const [fresh] = loadKnowledge(p.knowledge).articles;
  assert.equal(fresh.data.expires, '2026-03-08');
  assert.equal(fresh.data.status, 'current');
  assert.doesNotMatch(fresh.body, /## Status/);
  await curate(p.config, { now: new Date('2026-03-20T00:00:00Z'), bootstrap: true });
  const [stale] = loadKnowledge(p.knowledge).articles;
  assert.equal(stale.data.status, 'outdated');
  // It says why, so a reader measures again rather than trusting it.
  assert.match(stale.body, /## Status\n\n- Outdated: a snapshot of 1 Mar 2026 [^\n]*7 days, so this one lapsed on 8 Mar 2026/);
});

test('the CLI exits non-zero only when nothing could be done', () => {
  const cli = path.join(repo, 'bin/lore.mjs');
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
  assert.equal(report.articles!.created.length, 3);
  assert.ok(!existsSync(p.knowledge), 'no knowledge directory was created');
});

test('an article whose files a later session wrote again says so and links to it, without changing status', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'f-setup.jsonl', 'setup-1', [
    {
      user: 'Fix the ".envrc is blocked" error that setup.sh leaves behind',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'a', newText: 'b' } }],
      assistant: 'Fixed: scripts/setup.sh now runs `direnv allow` automatically after writing .envrc, so the blocked error no longer appears.',
    },
  ], '2026-02-20T10:00:00Z');
  writePiSession(p.sessions, 'g-setup.jsonl', 'setup-2', [
    {
      user: 'Move the project settings from config.toml to a .devenvrc file read by every script',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'b', newText: 'c' } }],
      assistant: 'Moved the settings to .devenvrc: scripts/setup.sh reads only .devenvrc now and config.toml is gone; approval with `direnv allow` is manual again.',
    },
  ], '2026-03-17T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const older = articles.find((a) => /envrc is blocked|blocked error/i.test(`${a.data.title} ${a.data.summary}`))!;
  const newer = articles.find((a) => /devenvrc/i.test(a.data.title))!;
  assert.ok(older && newer && older.id !== newer.id, articles.map((a) => a.data.title).join(' | '));
  assert.match(older.body, /## Later changes to the same files[\s\S]*scripts\/setup\.sh[\s\S]*changed again on 2026-03-17/);
  assert.ok(older.data.related.includes(newer.id));
  assert.equal(older.data.status, 'current');
  assert.doesNotMatch(newer.body, /Later changes to the same files/);
});

test('a later session that rewrites the same file and says the opposite supersedes the earlier article', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'f-setup.jsonl', 'setup-1', [
    {
      user: 'Fix the ".envrc is blocked" error that setup.sh leaves behind',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'a', newText: 'b' } }],
      assistant: 'Fixed the blocked error. To keep it from coming back, scripts/setup.sh now runs direnv allow automatically.',
    },
  ], '2026-02-20T10:00:00Z');
  writePiSession(p.sessions, 'g-setup.jsonl', 'setup-2', [
    {
      user: 'Move the project settings from config.toml to a .devenvrc file read by every script',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'b', newText: 'c' } }],
      assistant: 'Moved the settings to .devenvrc. From now on scripts/setup.sh does not run direnv allow; approval stays manual.',
    },
  ], '2026-03-17T10:00:00Z');
  // A third session says the opposite without touching the file: not a reversal of the work.
  writePiSession(p.sessions, 'h-setup.jsonl', 'setup-3', [
    { user: 'Does the bootstrap script run direnv allow?', assistant: 'The bootstrap script does not run direnv allow; you approve .envrc yourself.' },
  ], '2026-03-18T10:00:00Z');
  const report = await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const older = articles.find((a) => /blocked error/i.test(`${a.data.title} ${a.data.summary}`))!;
  const newer = articles.find((a) => /devenvrc/i.test(a.data.title))!;
  assert.ok(older && newer && older.id !== newer.id, articles.map((a) => a.data.title).join(' | '));
  assert.equal(older.data.status, 'superseded');
  assert.equal(older.data.superseded_by, newer.id);
  assert.deepEqual(newer.data.supersedes, [older.id]);
  assert.notEqual(newer.data.status, 'superseded');
  assert.match(older.body, /## Reversed\n\n- On 17 Mar 2026, `scripts\/setup\.sh` was changed the other way: “[^”]*does not run direnv allow/);
  assert.match(newer.body, /## History\n\n- Until 17 Mar 2026: “[^”]*runs direnv allow automatically\.” — session setup-1, 20 Feb 2026[^\n]*\(no longer holds\)/);
  // The successor is named once, under Reversed, not again as a later change.
  assert.doesNotMatch(older.body, /Later changes to the same files/);
  assert.ok(report.articles!.superseded.includes(older.id));
});

test('a reversal said in one clause of what later work came to still supersedes', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'f-setup.jsonl', 'setup-1', [
    {
      user: 'Fix the ".envrc is blocked" error that setup.sh leaves behind',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'a', newText: 'b' } }],
      assistant: 'Fixed the blocked error. To keep it from coming back, scripts/setup.sh now runs direnv allow automatically.',
    },
  ], '2026-02-20T10:00:00Z');
  writePiSession(p.sessions, 'g-setup.jsonl', 'setup-2', [
    { user: 'Plan moving the project settings from config.toml to a .devenvrc file read by every script', assistant: 'Plan: every script reads .devenvrc, config.toml goes, and a template for .devenvrc is added under templates/.' },
    {
      user: 'Implement the plan.',
      tools: [{ name: 'edit', arguments: { path: 'scripts/setup.sh', oldText: 'b', newText: 'c' } }],
      assistant: 'Implemented the move to .devenvrc; scripts/setup.sh stops with an error when .devenvrc is missing, shows how to copy the template, and does not run direnv allow.',
    },
  ], '2026-03-17T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const older = articles.find((a) => /blocked error/i.test(`${a.data.title} ${a.data.summary}`))!;
  assert.equal(older.data.status, 'superseded', older.body);
  // The whole sentence is quoted, not the clause compared.
  assert.match(older.body, /## Reversed\n\n- On 17 Mar 2026, `scripts\/setup\.sh` was changed the other way: “[^”]*stops with an error[^”]*does not run direnv allow/);
});

test('under Decision only what was decided; the options weighed are listed apart', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'h-claims.jsonl', 'claims-1', [
    {
      user: 'How should quota count a ResourceClaim shared by several pods in src/quota.ts?',
      tools: [{ name: 'read', arguments: { path: 'src/quota.ts' } }],
      assistant: 'Two ways to count a shared claim:\n\n| Option | Pros | Cons |\n|---|---|---|\n| Per claim | matches physical use | needs a claim cache |\n| Per pod | simple | over-counts quota |\n',
    },
    { user: "Let's go with per-claim counting, with a cache of claims in src/quota.ts.", assistant: 'Agreed: quota counts each claim once; the scheduler keeps a cache of claims and the tasks using them.' },
  ], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const article = loadKnowledge(p.knowledge).articles.find((a) => /claim/i.test(a.data.title) && a.data.type === 'decision')!;
  assert.ok(article, loadKnowledge(p.knowledge).articles.map((a) => `${a.data.type} ${a.data.title}`).join(' | '));
  const decision = /## Decision\n\n([\s\S]*?)(?:\n## |$)/.exec(article.body)![1];
  assert.match(decision, /per-claim counting/);
  assert.doesNotMatch(decision, /Per pod/);
  assert.match(article.body, /## Key facts[\s\S]*Per pod/);
});

test('files a session deleted are listed as deleted, not as written', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'i-docs.jsonl', 'docs-1', [
    {
      user: 'Merge the two setup guides into docs/setup.md and remove the old one',
      tools: [
        { name: 'edit', arguments: { path: 'docs/setup.md', oldText: 'a', newText: 'b' } },
        { name: 'bash', arguments: { command: 'git rm docs/old-setup.md' } },
      ],
      assistant: 'Merged both guides into docs/setup.md, which now covers the install and the first run; docs/old-setup.md is gone.',
    },
  ], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const [article] = loadKnowledge(p.knowledge).articles.filter((a) => /setup/i.test(a.data.title));
  assert.match(article.body, /- Files written: `docs\/setup\.md`\n- Files deleted: `docs\/old-setup\.md`/);
});

test('an investigation the session left open says so, with the instruction that was cut short', async () => {
  const p = tempProject();
  const file = writePiSession(p.sessions, 'j-job.jsonl', 'job-1', [
    { user: 'The nightly eval job failed, can you see why in scripts/run_one.sh?', tools: [{ name: 'read', arguments: { path: 'scripts/run_one.sh' } }], assistant: 'Found the failure point: the evaluation finished and saved its results, then scripts/run_one.sh failed in its cleanup with "line 121: unexpected EOF while looking for matching quote".' },
    { user: 'ssh into the GPU box and look at that file there', assistant: 'Connecting to the GPU box to read scripts/run_one.sh there.' },
  ], '2026-07-03T07:12:00Z');
  // The harness marks the turn aborted: the person stopped it.
  appendFileSync(file, `${JSON.stringify({ type: 'message', id: 'abort', parentId: null, timestamp: '2026-07-03T07:20:00.000Z', message: { role: 'user', content: [{ type: 'text', text: '<turn_aborted>' }], timestamp: Date.parse('2026-07-03T07:20:00Z') } })}\n`);
  await curate(p.config, { now: NOW });
  const [article] = loadKnowledge(p.knowledge).articles.filter((a) => a.data.type !== 'action');
  assert.match(article.body, /## Status\n\n- Unresolved: the session ended on 3 Jul 2026 with its last turn interrupted, before anything was changed\. The person's last instruction: “ssh into the GPU box and look at that file there”/);
});

test('work whose main file a later session of the same project deleted is outdated; another project is another file', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'k-conf.jsonl', 'conf-1', [
    {
      user: 'Read the GitHub account for pushes from config/app.toml',
      tools: [{ name: 'edit', arguments: { path: 'config/app.toml', oldText: 'a', newText: 'b' } }, { name: 'edit', arguments: { path: 'scripts/push.sh', oldText: 'a', newText: 'b' } }],
      assistant: 'scripts/push.sh now takes the GitHub account from github.account in config/app.toml, and falls back to the gh login.',
    },
  ], '2026-02-20T10:00:00Z', '/work/devenv');
  writePiSession(p.sessions, 'l-conf.jsonl', 'conf-2', [
    {
      user: 'Move every setting into the .devenvrc file and drop the old config',
      tools: [{ name: 'bash', arguments: { command: 'git rm config/app.toml' } }, { name: 'edit', arguments: { path: '.devenvrc', oldText: 'a', newText: 'b' } }],
      assistant: 'All settings live in .devenvrc now, including the GitHub account under [git]; config/app.toml is gone.',
    },
  ], '2026-03-17T10:00:00Z', '/work/devenv');
  // Another project's file of the same name says nothing about this one.
  writePiSession(p.sessions, 'm-other.jsonl', 'other-1', [
    { user: 'Add a timeout setting to config/app.toml for the HTTP client', tools: [{ name: 'edit', arguments: { path: 'config/app.toml', oldText: 'a', newText: 'b' } }], assistant: 'Added http.timeout = 30 to config/app.toml; the HTTP client reads it at start-up.' },
  ], '2026-03-18T10:00:00Z', '/work/shop');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const older = articles.find((a) => /github\.account/.test(a.data.summary ?? ''))!;
  const newer = articles.find((a) => /devenvrc/i.test(a.data.summary ?? ''))!;
  const other = articles.find((a) => /http\.timeout/.test(a.data.summary ?? ''))!;
  assert.ok(older && newer && other, articles.map((a) => a.data.summary).join(' | '));
  assert.equal(older.data.status, 'outdated');
  assert.match(older.body, /## Later changes to the same files\n\n- `config\/app\.toml` deleted on 2026-03-17, in “/);
  const laterChanges = /## Later changes to the same files\n\n([\s\S]*?)\n\n##/.exec(older.body)![1];
  assert.ok(!laterChanges.includes(other.data.title), laterChanges);
  assert.equal(other.data.status, 'current');
});

test('a fact said again in another session is confirmed; repeated in the same one it is not', async () => {
  const p = tempProject();
  const answer = 'The release workflow publishes to npm when a version tag is pushed.\n\n- **Trigger**: tags matching v*, pushed by the release script\n- **Registry**: npm, with provenance';
  writePiSession(p.sessions, 'n-rel.jsonl', 'rel-1', [
    { user: 'How does the release workflow in .github/workflows/release.yml publish packages?', tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }], assistant: answer },
    { user: 'And how does the release workflow in .github/workflows/release.yml decide the registry?', assistant: answer },
  ], '2026-03-03T10:00:00Z');
  writePiSession(p.sessions, 'o-rel.jsonl', 'rel-2', [
    { user: 'How does the release workflow in .github/workflows/release.yml publish packages?', tools: [{ name: 'read', arguments: { path: '.github/workflows/release.yml' } }], assistant: answer },
  ], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const [article] = loadKnowledge(p.knowledge).articles.filter((a) => /release workflow/i.test(a.data.title));
  assert.match(article.body, /- Trigger: tags matching v\*, pushed by the release script — session rel-1, 3 Mar 2026 \(confirmed in another session\)/);
  assert.doesNotMatch(article.body, /confirmed once more|more times/);
});

test("a sub-agent's transcript is curated when the session that delegated to it is missing, never as the person's words", async () => {
  const fixture = path.join(repo, 'tests/fixtures/sessions/claude-code/-home-dev-shop');
  const parentFile = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001.jsonl';
  const subagent = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001/subagents/agent-a1b2c3d.jsonl';
  const alone = tempProject();
  mkdirSync(path.join(alone.sessions, path.dirname(subagent)), { recursive: true });
  cpSync(path.join(fixture, subagent), path.join(alone.sessions, subagent));
  await curate(alone.config, { now: NOW });
  const own = loadKnowledge(alone.knowledge).articles;
  assert.ok(own.some((a) => /checkout\.ts/.test(a.body) && a.data.sources.some((s) => s.session.endsWith('-agent-a1b2c3d'))), own.map((a) => a.data.title).join(' | '));
  assert.ok(!own.some((a) => /Stated by the user/.test(a.body)));
  // Asked by the agent it worked for, not by a person.
  assert.ok(own.some((a) => /## Context\n\n- Delegated to a sub-agent in session/.test(a.body)), own.map((a) => a.body).join('\n---\n'));

  const both = tempProject();
  cpSync(fixture, both.sessions, { recursive: true });
  assert.ok(existsSync(path.join(both.sessions, parentFile)));
  await curate(both.config, { now: NOW });
  assert.ok(!loadKnowledge(both.knowledge).articles.some((a) => a.data.sources.some((s) => s.session.endsWith('-agent-a1b2c3d'))));
});

test('a claim said in passing disputes nothing: the two articles speak of different scopes', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'p-mem.jsonl', 'mem-1', [
    { user: 'Do you remember what we discussed in the last issue about the release workflow?', assistant: "The agent doesn't have memory across conversations. Each session starts fresh." },
  ], '2026-03-02T10:00:00Z');
  writePiSession(p.sessions, 'q-site.jsonl', 'site-1', [
    {
      user: 'Can the agent build and maintain a website for this repo in docs/site/?',
      tools: [{ name: 'read', arguments: { path: 'docs/site/index.md' } }],
      assistant: 'Yes: the agent can generate the site from the README and keep it current on every push.\n\n- **Generation**: pages built from README.md and docs/\n- **Persistent memory**: the agent remembers across conversations what the site structure is',
    },
  ], '2026-03-03T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const memory = articles.find((a) => /memory across conversations/.test(a.data.title))!;
  const site = articles.find((a) => /website/i.test(a.data.title))!;
  assert.ok(memory && site, 'both articles exist');
  for (const a of [memory, site]) {
    assert.equal(a.data.status, 'current', a.data.title);
    assert.deepEqual(a.data.disputed_with, []);
    assert.doesNotMatch(a.body, /## (?:Conflict|Disputed elsewhere)/);
  }
  // The article whose point it is quotes the aside, so its reader knows another article says otherwise.
  assert.match(memory.body, /## Said otherwise elsewhere\n\n- “Persistent memory: the agent remembers across conversations[^”]*” — session site-1[^\n]*in “[^”]*”/);
  assert.ok(memory.data.related.includes(site.id));
  // And the aside's article hears of the other's point, without a caveat: it said it in passing.
  assert.match(site.body, /## Said otherwise elsewhere\n\n- “The agent doesn't have memory across conversations\.[^”]*” — session mem-1/);
  assert.ok(site.data.related.includes(memory.id));
  assert.doesNotMatch(site.body, /## Caveats/);
  // (Contradicted, if only in passing: a caveat first, and medium confidence at most.)
  assert.match(memory.body, /## Caveats\n\n- Another article says otherwise/);
  assert.ok(memory.data.confidence <= 0.5);
});

test('a decision gives its reasons in other languages too', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'r-db.jsonl', 'db-zh', [
    { user: '数据库就用 PostgreSQL 吧，因为我们需要 JSONB 和成熟的运维工具。', assistant: '好的，数据库确定用 PostgreSQL，因为需要 JSONB 和成熟的运维工具。' },
  ], '2026-03-05T10:00:00Z');
  await curate(p.config, { now: NOW });
  const [decision] = loadKnowledge(p.knowledge).articles.filter((a) => a.data.type === 'decision');
  assert.ok(decision, 'a decision article');
  assert.match(decision.body, /## Rationale\n\n- [^\n]*因为[^\n]*JSONB/);
});

test('a list told whole beside its own items is said once', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 's-cost.jsonl', 'cost-1', [
    { user: 'What will hosting the game assistant on Google Cloud cost? See docs/COST.md', tools: [{ name: 'read', arguments: { path: 'docs/COST.md' } }], assistant: 'Hosting on Google Cloud costs about $250 a month for the MVP.' },
    { user: 'And the costs to get started with the game assistant?', assistant: 'Costs to get started:\n\n- **MVP**: $200-300/month of Google Cloud infrastructure\n- **Development**: $0 if you build it yourself\n- **Break-even**: 500 paying users' },
  ], '2026-03-06T10:00:00Z');
  await curate(p.config, { now: NOW });
  const [article] = loadKnowledge(p.knowledge).articles;
  assert.equal((article.body.match(/\$200-300\/month/g) ?? []).length, 1, article.body);
});

test("deferring is deciding ('let's skip X for now'), and its reason is the clause that gives it", async () => {
  const p = tempProject();
  writePiSession(p.sessions, 't-skip.jsonl', 'skip-1', [
    { user: 'How should the quota plugin handle FirstAvailable device requests in pkg/quota/dra.go?', tools: [{ name: 'read', arguments: { path: 'pkg/quota/dra.go' } }], assistant: 'FirstAvailable picks a device only at scheduling time, so the quota check cannot know which device class to charge up front.' },
    { user: "Let's skip the quota check for FirstAvailable for now, because it is a dynamic request.", assistant: 'Agreed: FirstAvailable requests skip the quota check and log a warning.' },
  ], '2026-03-07T10:00:00Z');
  await curate(p.config, { now: NOW });
  const [decision] = loadKnowledge(p.knowledge).articles.filter((a) => a.data.type === 'decision');
  assert.ok(decision, 'a decision article');
  assert.match(decision.body, /## Decision\n\n- Let's skip the quota check for FirstAvailable for now/);
  assert.match(decision.body, /## Rationale\n\n- Let's skip the quota check for FirstAvailable for now — because it is a dynamic request\.\n/);
  // The agent's "Agreed:" is the conversation's, not part of the fact.
  assert.match(decision.body, /\n- FirstAvailable requests skip the quota check and log a warning\. —/);
});

test('tags are subjects, not the function words of the language the session was in', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'pt-guide.jsonl', 'pt-1', [
    {
      user: 'crie um GUIDE.md para o assistente de jogos com backend FastAPI e frontend Electron',
      tools: [{ name: 'write', arguments: { path: 'GUIDE.md', content: '# Guide' } }],
      assistant: 'Criei um guia completo para o assistente de jogos: backend FastAPI com análise de tela em tempo real, frontend Electron com overlay, e um roadmap de 20 semanas para o projeto.',
    },
  ], '2026-03-02T10:00:00Z');
  writePiSession(p.sessions, 'en-cron.jsonl', 'en-1', [
    { user: 'How can the agent run on a schedule with cron in GitHub Actions?', assistant: 'A workflow with an on.schedule cron trigger runs the agent every hour; GitHub Actions may delay scheduled runs under load.' },
  ], '2026-03-03T10:00:00Z');
  writePiSession(p.sessions, 'en-copy.jsonl', 'en-2', [
    { user: 'What does the MIT licence require when the code is copied into another repository?', assistant: 'The MIT licence requires that the copyright notice and the licence text travel with every copy of the code.' },
  ], '2026-03-04T10:00:00Z');
  await curate(p.config, { now: NOW });
  const article = loadKnowledge(p.knowledge).articles.find((a) => /GUIDE/.test(a.data.title))!;
  assert.ok(article.data.tags.length > 0);
  for (const stop of ['com', 'para', 'tempo', 'uma']) assert.ok(!article.data.tags.includes(stop), article.data.tags.join(', '));
});

test('what a document the agent wrote says is never set against another session as a dispute', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-mem.jsonl', 'mem-a', [
    { user: 'Do you remember what we discussed in the last issue about the release workflow?', assistant: "The agent doesn't have memory across conversations. Each session starts fresh." },
  ], '2026-03-02T10:00:00Z');
  writePiSession(p.sessions, 'b-pitch.jsonl', 'pitch-b', [
    {
      user: 'Write docs/PITCH.md, a one-page pitch for the agent',
      tools: [{ name: 'write', arguments: { path: 'docs/PITCH.md', content: `# Pitch\n\n## Why\n\n- **Persistent memory**: the agent remembers across conversations what your project decided, so nothing is asked twice.\n- **One folder**: the whole agent lives in .agent/ and installs with one command from the repository.\n` } }],
      assistant: 'Wrote docs/PITCH.md: a one-page pitch with the problem, the agent and how to install it.',
    },
  ], '2026-03-03T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  assert.ok(articles.some((a) => /In PITCH\.md: Persistent memory: the agent remembers across conversations/.test(a.body)), articles.map((a) => a.data.title + '\n' + a.body).join('\n---\n'));
  assert.ok(articles.every((a) => a.data.status === 'current'), articles.map((a) => `${a.data.title}: ${a.data.status}`).join(' | '));
});

test('sessions of several projects say which project each article comes from; one project says nothing', async () => {
  const p = tempProject({ github: {} });
  writePiSession(p.sessions, 'a.jsonl', 'proj-a', [{ user: 'Why does the nightly export job fail in deploy/export.yaml?', tools: [{ name: 'read', arguments: { path: 'deploy/export.yaml' } }], assistant: 'The export job runs out of memory: its limit in deploy/export.yaml is 512 MiB and the dump needs about 900 MiB.' }], '2026-03-01T10:00:00Z', '/home/dev/src/billing-api');
  writePiSession(p.sessions, 'b.jsonl', 'proj-b', [{ user: 'Always run npm test before you commit. Never push to main directly.', assistant: 'Understood: npm test before every commit, and no direct pushes to main.' }, { user: 'How does the search index get rebuilt in scripts/reindex.ts?', tools: [{ name: 'read', arguments: { path: 'scripts/reindex.ts' } }], assistant: 'scripts/reindex.ts drops the index and streams every document back in batches of 500.' }], '2026-03-02T10:00:00Z', '/home/dev/src/search-service');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const exportJob = articles.find((a) => /export/i.test(a.data.title))!;
  const reindex = articles.find((a) => /index/i.test(a.data.title))!;
  assert.match(exportJob.body, /## Context\n\n- Asked in session `proj-a` of billing-api on/);
  assert.ok(exportJob.data.tags.includes('billing-api'), exportJob.data.tags.join());
  assert.match(reindex.body, /of search-service on/);
  const rules = articles.find((a) => a.data.type === 'preference');
  assert.equal(rules?.data.title, 'Working rules and preferences in search-service');

  const one = tempProject({ github: {} });
  writePiSession(one.sessions, 'a.jsonl', 'proj-a', [{ user: 'Why does the nightly export job fail in deploy/export.yaml?', tools: [{ name: 'read', arguments: { path: 'deploy/export.yaml' } }], assistant: 'The export job runs out of memory: its limit in deploy/export.yaml is 512 MiB and the dump needs about 900 MiB.' }], '2026-03-01T10:00:00Z', '/home/dev/src/billing-api');
  await curate(one.config, { now: NOW });
  for (const a of loadKnowledge(one.knowledge).articles) assert.doesNotMatch(a.body, /of billing-api/);
});

test('later reads show what became of earlier work: a proposed name adopted as a heading, a written file renamed', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-name.jsonl', 'name-1', [
    {
      user: 'Can we really call this project "An AI Agent As An Add-On"? Is that the right GitHub terminology?',
      tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### An AI Agent As An Add-On\n\nText.' }],
      assistant: '"Add-On" is not GitHub terminology. My pick is "A Drop-In AI Agent": it says what it is, a folder you drop into a repo.\n\nWant me to update the heading?',
    },
  ], '2026-03-01T10:00:00Z');
  writePiSession(p.sessions, 'a-idea.jsonl', 'idea-1', [
    {
      user: 'Create a file called THE-IDEA.md with a short description of the widgets agent',
      tools: [{ name: 'write', arguments: { path: 'THE-IDEA.md', content: '# The Idea\n\nAn agent that lives in your repo.' } }],
      assistant: 'Created THE-IDEA.md with a description of the widgets agent: it lives in your repo.',
    },
  ], '2026-03-01T12:00:00Z');
  writePiSession(p.sessions, 'b-later.jsonl', 'later-1', [
    {
      user: 'Give me a status report of the repository: recent commits and what the README says',
      tools: [
        { name: 'bash', arguments: { command: 'git log --oneline -5' }, output: 'a480fa7 Update and rename THE-IDEA.md to docs/the-idea.md\nb12c9d0 Merge pull request #9 from acme/change-heading' },
        { name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### A Drop-In AI Agent\n\nText.' },
      ],
      assistant: 'The repository has 2 recent commits; the README heading is now the drop-in wording.',
    },
  ], '2026-03-02T10:00:00Z');
  await curate(p.config, { now: NOW });
  const articles = loadKnowledge(p.knowledge).articles;
  const naming = articles.find((a) => /Add-On/.test(a.data.title) && a.data.type !== 'action')!;
  // (The question about one name is filed under both once the other won.)
  assert.equal(naming?.data.title, '“An AI Agent As An Add-On” vs “A Drop-In AI Agent”');
  assert.ok(naming, articles.map((a) => a.data.title).join(' | '));
  assert.match(naming.body, /## Outcome\n\n(?:- .*\n)*- Adopted: “A Drop-In AI Agent” is a heading of `README\.md` when it was read on 2 Mar 2026/);
  assert.match(naming.data.summary ?? '', /Adopted: “A Drop-In AI Agent” became a heading of README\.md \(2 Mar 2026\)\.$/);
  // (The offer to update the heading, which nobody answered, is no task; seen done, it is no longer
  // listed as offered either.)
  assert.ok(!articles.some((a) => a.data.type === 'action' && /heading/i.test(a.data.title)));
  assert.doesNotMatch(naming.body, /Offered, with no answer: Update the heading/);
  const idea = articles.find((a) => /^the-idea\.md: /.test(a.data.title))!;
  assert.match(idea.body, /`THE-IDEA\.md` was later renamed to `docs\/the-idea\.md` \(seen in the git history, session later-1/);
});

test('a heading the file already had before the proposal is no adoption', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-name.jsonl', 'name-2', [
    {
      user: 'Is "A Drop-In AI Agent" the right tagline for this project, compared with the alternatives?',
      tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### A Drop-In AI Agent\n' }],
      assistant: 'Keep "A Drop-In AI Agent": it is accurate and short, and the alternatives borrow other ecosystems\' terms.',
    },
  ], '2026-03-01T10:00:00Z');
  writePiSession(p.sessions, 'b-later.jsonl', 'later-2', [
    { user: 'Show me what the README says now about the widgets project', tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### A Drop-In AI Agent\n' }], assistant: 'The README is headed "A Drop-In AI Agent" and describes the widgets project.' },
  ], '2026-03-02T10:00:00Z');
  await curate(p.config, { now: NOW });
  for (const a of loadKnowledge(p.knowledge).articles) assert.doesNotMatch(a.body, /Adopted:/, a.data.title);
});

test('an About text the agent wrote that a later session saw as the repository description, edited, is adopted', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-about.jsonl', 'about-1', [
    {
      user: 'Write a great GitHub About text describing the widgets repo',
      tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\nAn agent in a folder.' }],
      assistant: "Here's a GitHub About text for the widgets repo:\n\n> A drop-in AI agent that runs entirely through GitHub Issues and Actions. One folder, zero infrastructure: just open an issue and start chatting.",
    },
  ], '2026-03-01T10:00:00Z', '/home/dev/widgets');
  writePiSession(p.sessions, 'b-view.jsonl', 'about-2', [
    {
      user: 'How many stars and forks does the widgets repository have now?',
      tools: [
        // (Another repository's description, however alike, is not this one's.)
        { name: 'bash', arguments: { command: "gh api repos/other/gadgets --jq '{description: .description}'" }, output: '{"description":"A drop-in AI agent that runs entirely through GitHub Issues and Actions. One folder, zero infrastructure"}' },
        { name: 'bash', arguments: { command: "gh api repos/acme/widgets --jq '{stars: .stargazers_count, description: .description}'" }, output: '{"description":"🦞 A drop-in AI agent that runs entirely through GitHub 🦞 One folder, zero infrastructure: just open an issue and start chatting","stars":1}' },
      ],
      assistant: 'The widgets repository has 1 star and 0 forks.',
    },
  ], '2026-03-02T10:00:00Z', '/home/dev/widgets');
  await curate(p.config, { now: NOW });
  const about = loadKnowledge(p.knowledge).articles.find((a) => /About text/.test(a.data.title))!;
  assert.ok(about);
  assert.match(about.body, /## Outcome\n\n(?:- .*\n)*- Adopted, edited: the repository's description read “🦞 A drop-in AI agent that runs entirely through GitHub 🦞 One folder[^”]*” on 2 Mar 2026, in session `about-2`/);
  assert.match(about.data.summary ?? '', /Adopted, edited, as the repository's description \(2 Mar 2026\)\.$/);
});

test('two snapshots of one measure asked in other words are one article; a narrower measure adds to it, superseding nothing', async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-size.jsonl', 'size-1', [
    { user: 'What is the total size of the .widgets folder?', tools: [{ name: 'bash', arguments: { command: 'du -sh .widgets' } }], assistant: 'The total size of the .widgets folder is 149 MB.\n\n- node_modules: 148 MB\n- openai: 13 MB\n- mistral: 12 MB\n- src: 1 MB' },
  ], '2026-03-01T10:00:00Z');
  writePiSession(p.sessions, 'b-size.jsonl', 'size-2', [
    { user: 'How big is .widgets, just the code?', tools: [{ name: 'bash', arguments: { command: 'wc -l .widgets/src/*.ts' } }], assistant: 'Just the code is small: 667 lines of TypeScript, 48 KB.\n\n- TypeScript: 48 KB, 667 lines\n- Markdown: 640 KB\n- Total: ~2.4 MB' },
  ], '2026-03-02T10:00:00Z');
  await curate(p.config, { now: new Date('2026-03-05T00:00:00Z') });
  const sizes = loadKnowledge(p.knowledge).articles.filter((a) => /\.widgets/.test(a.data.title));
  assert.equal(sizes.length, 1, sizes.map((a) => a.data.title).join(' | '));
  const [size] = sizes;
  assert.equal(size.data.status, 'current');
  assert.deepEqual(size.data.supersedes, []);
  assert.match(size.body, /149 MB[\s\S]*667 lines/);
  assert.match(size.body, /Also asked in session `size-2`[^\n]*“How big is \.widgets, just the code\?”/);
});

/** A name proposed for the widgets project (10:00, 1 Mar), then read as the README's heading a day later. */
function proposeThenRead(p: ReturnType<typeof tempProject>, id: string): void {
  writePiSession(p.sessions, 'b-name.jsonl', `${id}-1`, [
    { user: 'Can we really call this project "An AI Agent As An Add-On"? Is that the right GitHub terminology?', tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### An AI Agent As An Add-On\n' }], assistant: '"Add-On" is not GitHub terminology. My pick is "A Drop-In AI Agent": it says what it is.' },
  ], '2026-03-01T10:00:00Z', '/home/dev/widgets');
  writePiSession(p.sessions, 'c-read.jsonl', `${id}-2`, [
    { user: 'Show me what the README of the widgets project says now', tools: [{ name: 'read', arguments: { path: 'README.md' }, output: '# widgets\n\n### A Drop-In AI Agent\n' }], assistant: 'The README of the widgets project is headed "A Drop-In AI Agent".' },
  ], '2026-03-02T10:00:00Z', '/home/dev/widgets');
}

test("a name already in the repository's description before the agent proposed it is no adoption", async () => {
  const p = tempProject();
  writePiSession(p.sessions, 'a-desc.jsonl', 'desc-0', [
    { user: 'How many stars does the widgets repository have?', tools: [{ name: 'bash', arguments: { command: 'gh repo view --json description,stargazerCount' }, output: '{"description":"A Drop-In 🦞 AI Agent for every repository","stargazerCount":3}' }], assistant: 'The widgets repository has 3 stars.' },
  ], '2026-03-01T09:00:00Z', '/home/dev/widgets');
  proposeThenRead(p, 'desc');
  await curate(p.config, { now: NOW });
  for (const a of loadKnowledge(p.knowledge).articles) assert.doesNotMatch(a.body, /Adopted: “A Drop-In AI Agent”/, a.data.title);
});

test('an adoption is seen after the answer that proposed the name, even when the later read joined the same article', async () => {
  const p = tempProject();
  proposeThenRead(p, 'join');
  await curate(p.config, { now: NOW });
  const [naming] = loadKnowledge(p.knowledge).articles.filter((a) => /Add-On/.test(a.data.title));
  assert.match(naming.body, /Adopted: “A Drop-In AI Agent” is a heading of `README\.md` when it was read on 2 Mar 2026/);
});

test('articles of two projects are not related by their words alone', async () => {
  const p = tempProject();
  const dir = p.sessions;
  const init = (repoName: string) => [{
    user: 'Analyze this codebase and create a .github/copilot-instructions.md file with the build commands and the architecture',
    tools: [{ name: 'write', arguments: { path: '.github/copilot-instructions.md', content: '# Copilot instructions' } }],
    assistant: `Created \`.github/copilot-instructions.md\` for the ${repoName} codebase. It covers the build and test commands, the architecture overview and the conventions of the ${repoName} codebase.`,
  }];
  writePiSession(dir, 'a.jsonl', 'init-a', init('dotfiles'), '2026-03-01T10:00:00Z', '/home/me/dotfiles');
  writePiSession(dir, 'b.jsonl', 'init-b', init('demoapi'), '2026-03-02T10:00:00Z', '/home/me/demoapi');
  await curate(p.config, { now: NOW });
  const { articles } = loadKnowledge(p.knowledge);
  const bySession = (id: string) => articles.find((a) => a.data.sources.some((s) => s.session === id))!;
  const [a, b] = [bySession('init-a'), bySession('init-b')];
  assert.notEqual(a.id, b.id);
  assert.ok(!a.data.related.includes(b.id) && !b.data.related.includes(a.id), JSON.stringify([a.data.related, b.data.related]));
});
