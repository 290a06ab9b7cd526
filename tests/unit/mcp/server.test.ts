// `lore mcp` through a real client: the SDK's Client spawns the server over stdio and goes through
// initialize → tools/list → tool calls, on a knowledge directory and on a served context.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildContext, serializeContext } from '../../../curation/publish/context-json.ts';
import { assertContextBlock } from '../../helpers/context-block.ts';
import { FIXTURE, ROOT, fixtureArticles } from '../context/helpers.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'lore-mcp-'));
let server: Server;
let origin = '';

before(async () => {
  const articles = fixtureArticles();
  const context = serializeContext(buildContext(articles, { title: 'Served KB', base: '/kb/', siteUrl: 'http://127.0.0.1' }));
  server = createServer((req, res) => {
    if (req.url === '/kb/context.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(context.replaceAll('http://127.0.0.1/kb/', `${origin}/kb/`));
      return;
    }
    const m = /^\/kb\/articles\/([\w-]+)\.md$/.exec(req.url ?? '');
    const article = m && articles.find((a) => a.id === m[1]);
    if (article) {
      res.writeHead(200, { 'content-type': 'text/markdown' });
      res.end(`# ${article.data.title}\n\n${article.body}`);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

async function connect(args: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ROOT, 'bin', 'lore.mjs'), 'mcp', ...args],
    cwd: work,
    env: { ...process.env, LORE_CACHE_DIR: path.join(work, 'cache') } as Record<string, string>,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'lore-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

function textOf(result: unknown): string {
  return ((result as { content: Array<{ text: string }> }).content ?? []).map((c) => c.text).join('\n');
}

test('initialize, tools/list and every tool on a knowledge directory', async () => {
  const client = await connect(['--knowledge', FIXTURE]);
  try {
    assert.equal(client.getServerVersion()?.name, 'lore');
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    assert.deepEqual(tools, ['get_context', 'list_disputes', 'list_open_tasks', 'list_preferences', 'read_article']);

    const context = textOf(await client.callTool({ name: 'get_context', arguments: { task: 'Can the agent run on a schedule?' } }));
    assertContextBlock(context);
    assert.match(context, /### A cron pulse comes from GitHub Actions schedule triggers/);

    const article = textOf(await client.callTool({ name: 'read_article', arguments: { id: 'add-web-search-skill' } }));
    assert.match(article, /^id: add-web-search-skill$/m);
    const missing = await client.callTool({ name: 'read_article', arguments: { id: 'no-such-article' } });
    assert.equal(missing.isError, true);

    assert.match(textOf(await client.callTool({ name: 'list_preferences', arguments: {} })), /`user-the-admiral`/);
    const disputes = textOf(await client.callTool({ name: 'list_disputes', arguments: {} }));
    assert.match(disputes, /`rename-gitgraft`/);
    assert.match(disputes, /`rename-gitlodger`/);
    const tasks = textOf(await client.callTool({ name: 'list_open_tasks', arguments: {} }));
    assert.match(tasks, /`add-web-search-skill`/);
    assert.match(tasks, /`cleanup-bootstrap-prs`/);
    assert.doesNotMatch(tasks, /`post-fork-comparison`/, 'a done task is not open');
  } finally {
    await client.close();
  }
});

test("--from a served site: context from its context.json, articles from their markdown_url", async () => {
  const client = await connect(['--from', `${origin}/kb/`]);
  try {
    const context = textOf(await client.callTool({ name: 'get_context', arguments: { task: 'Can the agent run on a schedule?', budget: 800 } }));
    assert.match(context, /Served KB/);
    assert.match(context, /A cron pulse comes from GitHub Actions schedule triggers/);
    const article = textOf(await client.callTool({ name: 'read_article', arguments: { id: 'add-web-search-skill' } }));
    assert.match(article, /^# /m);
  } finally {
    await client.close();
  }
});

test('--from a local context.json: articles read beside it', async () => {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const site = path.join(work, 'site');
  mkdirSync(path.join(site, 'articles'), { recursive: true });
  const articles = fixtureArticles();
  writeFileSync(path.join(site, 'context.json'), serializeContext(buildContext(articles, { title: 'Local copy', base: '/' })));
  for (const a of articles) writeFileSync(path.join(site, 'articles', `${a.id}.md`), `# ${a.data.title}\n`);
  const client = await connect(['--from', site]);
  try {
    const article = textOf(await client.callTool({ name: 'read_article', arguments: { id: 'add-web-search-skill' } }));
    assert.match(article, /^# /m);
  } finally {
    await client.close();
  }
});
