// The package as users install it: `npm pack`'s tarball, installed by npm into an empty project
// and run through its bin by the machine's own Node (20 on this project's machines), outside any
// Lore checkout: --help, init in a fresh git repository, curate, context from a served site and
// from a directory, the site, hooks, Aider and SpecStory histories found and curated, and an MCP
// client's initialize → tools/list → tool call.
// `npm run test:package` (CI runs it); needs the npm registry for the dependencies.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildContext, serializeContext } from '../../curation/publish/context-json.ts';
import { assertContextBlock } from '../helpers/context-block.ts';
import { fixtureArticles, FIXTURE } from '../helpers/fixture-knowledge.ts';
import { installTarball, packTarball, stockNode, stockPath, tempDir } from '../helpers/package.ts';
import { writePiSession } from '../helpers/pi-writer.ts';

const SESSION_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/sessions');
const work = tempDir('lore-package-');
const project = path.join(work, 'project');
const home = path.join(work, 'home');
const bin = path.join(project, 'node_modules', '.bin', process.platform === 'win32' ? 'lore.cmd' : 'lore');
// The user's shell: their Node, their home (no agent sessions of this machine's user), no CI flags.
const env: NodeJS.ProcessEnv = { ...process.env, PATH: stockPath(), HOME: home, USERPROFILE: home, LORE_CACHE_DIR: path.join(work, 'cache') };
const node = stockNode();
let server: Server;
let origin = '';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function lore(args: string[], cwd = project): Promise<Run> {
  return new Promise((resolve) => {
    execFile(bin, args, { cwd, env, maxBuffer: 16 << 20, shell: process.platform === 'win32' }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

before(async () => {
  mkdirSync(home, { recursive: true });
  const started = performance.now();
  const tarball = packTarball(path.join(work, 'pack'));
  installTarball(tarball, project);
  console.log(`# packed and installed ${path.basename(tarball)} in ${((performance.now() - started) / 1000).toFixed(1)} s; running it on ${node.version} (${node.path})`);
  const context = serializeContext(buildContext(fixtureArticles(), { title: 'Served KB', base: '/kb/', siteUrl: 'http://127.0.0.1' }));
  server = createServer((req, res) => {
    if (req.url === '/kb/context.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(context);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the installed package is compiled JavaScript and declares what it runs on', () => {
  const pkg = JSON.parse(readFileSync(path.join(project, 'node_modules/lore-kb/package.json'), 'utf8'));
  assert.equal(pkg.name, 'lore-kb');
  assert.ok(pkg.dependencies.zod && pkg.dependencies['@modelcontextprotocol/sdk'], 'runtime packages are dependencies');
  assert.ok(existsSync(path.join(project, 'node_modules/lore-kb/build/curation/cli/main.js')));
  assert.ok(!existsSync(path.join(project, 'node_modules/lore-kb/knowledge')), "the example's knowledge is not shipped");
  assert.ok(!existsSync(path.join(project, 'node_modules/lore-kb/lore.config.ts')), "the example's config is not shipped");
});

test('--help and --version on the stock Node', async () => {
  const help = await lore(['--help']);
  assert.equal(help.code, 0, help.stderr);
  for (const command of ['init', 'curate', 'context', 'mcp', 'hooks', 'build']) assert.match(help.stdout, new RegExp(`^  ${command} `, 'm'));
  const version = await lore(['--version']);
  assert.match(version.stdout, /^lore \d+\.\d+\.\d+/);
});

test('init --yes in a fresh git repository, then curate its sessions and ask for context', async () => {
  const repo = path.join(work, 'widgets');
  mkdirSync(repo);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  spawnSync('git', ['remote', 'add', 'origin', 'https://github.com/acme/widgets.git'], { cwd: repo });
  writePiSession(path.join(repo, '.agent', 'sessions'), 'a.jsonl', 'widgets-1', [
    { user: "Let's use PostgreSQL for the database. It gives us JSONB and mature tooling.", assistant: 'Understood: PostgreSQL it is for the database.' },
  ]);
  const init = await lore(['init', '--yes'], repo);
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /pi: 1 session in \.agent\/sessions/);
  const config = JSON.parse(readFileSync(path.join(repo, 'lore.config.json'), 'utf8'));
  assert.deepEqual(config.sessions, ['.agent/sessions']);
  assert.equal(config.site.title, 'widgets knowledge base');
  assert.equal(config.site.base, '/widgets/');
  assert.ok(existsSync(path.join(repo, 'knowledge', '.gitkeep')));
  assert.match(readFileSync(path.join(repo, '.github/workflows/lore.yml'), 'utf8'), /npx --yes lore-kb@\d/);

  const curate = await lore(['curate'], repo);
  assert.equal(curate.code, 0, curate.stderr + curate.stdout);
  assert.match(curate.stdout, /Articles: [1-9]\d* created/);
  assert.ok(readdirSync(env.LORE_CACHE_DIR!).some((f) => /^context-.*\.bin$/.test(f)), 'curate leaves the context index for the next session start');
  const context = await lore(['context', 'which database do we use?'], repo);
  assert.equal(context.code, 0, context.stderr);
  assert.match(context.stdout, /the knowledge base "widgets knowledge base"/);
  assert.match(context.stdout, /PostgreSQL/);

  // The site needs Node 22.18 or newer: built here with the Node running the tests (the workflow
  // init wrote uses Node 24), from the installed package, whose workers must run compiled.
  const build = spawnSync(process.execPath, [path.join(project, 'node_modules/lore-kb/bin/lore.mjs'), 'build'], { cwd: repo, env: { ...env, PATH: process.env.PATH }, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stdout + build.stderr);
  assert.match(readFileSync(path.join(repo, 'lore-site/index.html'), 'utf8'), /<title>widgets knowledge base/);
  assert.equal(JSON.parse(readFileSync(path.join(repo, 'lore-site/context.json'), 'utf8')).title, 'widgets knowledge base');
  assert.ok(existsSync(path.join(repo, 'lore-site/pagefind')), 'the search index is built');

  const hooks = await lore(['hooks', 'install', 'claude-code'], repo);
  assert.equal(hooks.code, 0, hooks.stderr);
  assert.match(readFileSync(path.join(repo, '.claude/settings.json'), 'utf8'), /lore-kb@\d[^"]* context/);
});

test('init finds an Aider history and SpecStory files in the tree, and curate reads them', async () => {
  const repo = path.join(work, 'shop');
  mkdirSync(repo);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  cpSync(path.join(SESSION_FIXTURES, 'aider/shop'), repo, { recursive: true });
  cpSync(path.join(SESSION_FIXTURES, 'specstory/.specstory'), path.join(repo, '.specstory'), { recursive: true });
  const init = await lore(['init', '--yes'], repo);
  assert.equal(init.code, 0, init.stderr);
  assert.deepEqual(JSON.parse(readFileSync(path.join(repo, 'lore.config.json'), 'utf8')).sessions, ['.aider.chat.history.md', '.specstory/history']);

  const curate = await lore(['curate'], repo);
  assert.equal(curate.code, 0, curate.stderr + curate.stdout);
  // (Two of the history's three runs hold something the person typed; five SpecStory files.)
  assert.match(curate.stdout, /Sessions: 7 read/);
  assert.match(curate.stdout, /Warnings: 0\./);
  const runs = JSON.parse(readFileSync(path.join(repo, 'knowledge/_runs.json'), 'utf8')) as { format: string }[];
  assert.ok(runs.some((r) => r.format === 'aider') && runs.some((r) => r.format === 'cursor'), runs.map((r) => r.format).join(', '));
});

test('context --from a served site', async () => {
  const r = await lore(['context', 'Can the agent run on a schedule?', '--from', `${origin}/kb/`]);
  assert.equal(r.code, 0, r.stderr);
  assertContextBlock(r.stdout);
  assert.match(r.stdout, /Served KB/);
  assert.match(r.stdout, /A cron pulse comes from GitHub Actions schedule triggers/);
});

test('context --knowledge DIR', async () => {
  const dir = path.join(work, 'kb');
  cpSync(FIXTURE, dir, { recursive: true });
  const r = await lore(['context', 'Can the agent run on a schedule?', '--knowledge', dir, '--json']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).results.some((x: { title: string }) => /cron pulse/.test(x.title)), true);
});

test('an MCP client: initialize → tools/list → get_context', async () => {
  const transport = new StdioClientTransport({ command: bin, args: ['mcp', '--knowledge', FIXTURE], cwd: project, env: env as Record<string, string>, stderr: 'ignore' });
  const client = new Client({ name: 'package-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    assert.equal(client.getServerVersion()?.name, 'lore');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    assert.ok(tools.includes('get_context') && tools.includes('read_article'), tools.join(', '));
    const result = (await client.callTool({ name: 'get_context', arguments: { task: 'Can the agent run on a schedule?' } })) as { content: Array<{ text: string }> };
    assert.match(result.content[0].text, /cron pulse/);
  } finally {
    await client.close();
  }
});
