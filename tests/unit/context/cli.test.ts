import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContext, serializeContext } from '../../../curation/publish/context-json.ts';
import { FIXTURE, ROOT, fixtureArticles } from './helpers.ts';

// A block opens with a begin marker carrying its nonce and closes with the end marker of the same nonce.
const CONTEXT_BEGIN = '<!-- lore:context:begin nonce=';
const CONTEXT_END = /<!-- lore:context:end nonce=[0-9a-f]{32} -->$/;

const LORE = path.join(ROOT, 'bin', 'lore.mjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'lore-context-cli-'));
const cacheDir = path.join(work, 'cache');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function lore(args: string[], input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [LORE, ...args],
      { cwd: ROOT, env: { ...process.env, LORE_CACHE_DIR: cacheDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? '');
  });
}

let server: Server;
let origin = '';
let contextText = '';

before(async () => {
  contextText = serializeContext(buildContext(fixtureArticles(), { title: 'Served KB', base: '/lore/', siteUrl: 'https://example.github.io' }));
  writeFileSync(path.join(work, 'context.json'), contextText);
  server = createServer((req, res) => {
    if (req.url === '/lore/context.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(contextText);
    } else {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

test('plain output is Markdown wrapped in the marker, best match included', async () => {
  const r = await lore(['context', 'Can the agent run on a schedule?', '--knowledge', FIXTURE]);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(r.stdout.startsWith(CONTEXT_BEGIN), r.stdout.slice(0, 100));
  assert.match(r.stdout.trimEnd(), CONTEXT_END);
  assert.match(r.stdout, /### A cron pulse comes from GitHub Actions schedule triggers/);
  assert.match(r.stdout, /Read: tests\/fixtures\/knowledge-agents\/decisions\/cron-via-actions-schedule\.md/);
});

test('--json gives structured results within the budget', async () => {
  const r = await lore(['context', 'What should the repository be renamed to?', '--knowledge', FIXTURE, '--json', '--budget', '1200', '--limit', '3']);
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.budget, 1200);
  assert.equal(out.limit, 3);
  assert.ok(out.tokens <= 1200);
  const roles = new Set(out.results.map((x: { role: string }) => x.role));
  assert.ok(roles.has('preference') && (roles.has('match') || roles.has('counterpart')));
  const disputed = out.results.filter((x: { status: string }) => x.status === 'disputed');
  assert.equal(disputed.length, 2);
  for (const d of disputed) assert.ok(d.conflict && d.disputed_with.length, JSON.stringify(d));
  assert.ok(out.markdown.startsWith(CONTEXT_BEGIN));
});

test('nothing relevant: exit 0 with an explicit note', async () => {
  const r = await lore(['context', 'zebra quantum banana', '--knowledge', FIXTURE]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /No relevant articles/);
});

test('the prompt can come from standard input', async () => {
  const r = await lore(['context', '-', '--knowledge', FIXTURE, '--json'], 'How do I add a skill?');
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.prompt, 'How do I add a skill?');
  assert.equal(out.results.find((x: { role: string }) => x.role === 'match').id, 'skills-system');
});

test('--from reads a deployed site by its URL or its context.json URL', async () => {
  for (const from of [`${origin}/lore/`, `${origin}/lore`, `${origin}/lore/context.json`]) {
    const r = await lore(['context', 'How does the fork differ from SawyerHood/gitclaw?', '--from', from, '--json']);
    assert.equal(r.code, 0, `${from}: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    assert.equal(out.knowledge.title, 'Served KB');
    assert.equal(out.source, `${origin}/lore/context.json`);
    const match = out.results.find((x: { role: string }) => x.role === 'match');
    assert.equal(match.id, 'fork-comparison');
    // The file names https://example.github.io/lore/ as its site but came from here: the article
    // is read where the file was found, never at a host the file alone names.
    assert.equal(match.location, `${origin}/lore/articles/fork-comparison.md`);
  }
});

test('--from reads a file:// URL, a file path and a directory', async () => {
  for (const from of [pathToFileURL(path.join(work, 'context.json')).href, path.join(work, 'context.json'), work]) {
    const r = await lore(['context', 'What should the repository be renamed to?', '--from', from]);
    assert.equal(r.code, 0, `${from}: ${r.stderr}`);
    assert.match(r.stdout, /\*\*Disputed\*\*/);
    assert.ok(r.stdout.startsWith(CONTEXT_BEGIN));
  }
});

test('--from failures are one clear line and exit 1', async () => {
  const missing = await lore(['context', 'x', '--from', `${origin}/nowhere/`]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /Cannot fetch .*nowhere\/context\.json: HTTP 404/);
  const badFile = path.join(work, 'bad.json');
  writeFileSync(badFile, '{"version": 1, "articles": "nope"}');
  const bad = await lore(['context', 'x', '--from', badFile]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /is not a Lore context\.json/);
});

test('usage errors name the problem', async () => {
  const both = await lore(['context', 'x', '--knowledge', FIXTURE, '--from', work]);
  assert.notEqual(both.code, 0);
  assert.match(both.stderr, /--knowledge or --from, not both/);
  const budget = await lore(['context', 'x', '--budget', '10', '--knowledge', FIXTURE]);
  assert.notEqual(budget.code, 0);
  assert.match(budget.stderr, /--budget takes a whole number of at least 100/);
  const missingDir = await lore(['context', 'x', '--knowledge', path.join(work, 'none')]);
  assert.notEqual(missingDir.code, 0);
  assert.match(missingDir.stderr, /No knowledge directory/);
});

test('a second run answers from the cache with the same bytes (but its own nonce)', async () => {
  const args = ['context', 'How should the user be addressed?', '--knowledge', FIXTURE];
  const first = await lore(args);
  const second = await lore(args);
  const uncached = await lore([...args, '--no-cache']);
  assert.equal(first.code, 0, first.stderr);
  const nonce = (out: string) => /nonce=([0-9a-f]+)/.exec(out)![1];
  const sameBytes = (out: string) => out.replaceAll(nonce(out), 'NONCE');
  assert.notEqual(nonce(second.stdout), nonce(first.stdout));
  assert.equal(sameBytes(second.stdout), sameBytes(first.stdout));
  assert.equal(sameBytes(uncached.stdout), sameBytes(first.stdout));
  assert.ok(readdirSync(cacheDir).some((f) => f.startsWith('context-') && f.endsWith('.bin')));
});
