import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, describe, it } from 'node:test';
import { createLlmClient, parseJsonAnswer, type LlmClientOptions } from '../../../curation/llm/client.ts';
import type { RefineInput } from '../../../curation/llm/refine-schema.ts';
import { completion, startFakeServer, type FakeServer, type Reply, type RecordedRequest } from './fake-server.ts';
import { fake } from '../../fixtures/privacy/fake-secrets.ts';

const INPUT: RefineInput = {
  title: 'use pnpm not npm',
  type: 'decision',
  summary: 'We decided to use pnpm.',
  statements: ['We will use pnpm for installs.', 'npm lockfiles are removed.'],
  request: 'which package manager?',
  excerpt: 'Decision\nConsequences',
};

const GOOD = { title: 'Use pnpm instead of npm', summary: 'The project installs with pnpm; npm lockfiles are gone.', type: 'decision', keyPoints: ['pnpm for installs', 'no package-lock.json'] };

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lore-llm-'));
  dirs.push(dir);
  return dir;
}
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// Every server a test starts is closed after it, or the test process never ends.
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(handler: (req: RecordedRequest, i: number) => Reply, over: Partial<LlmClientOptions> = {}) {
  const server = await startFakeServer(handler);
  servers.push(server);
  const cacheDir = path.join(tempDir(), 'llm');
  const options: LlmClientOptions = { baseUrl: server.baseUrl, apiKey: 'test-key-123', model: 'tiny-model', timeoutMs: 5000, cacheDir, ...over };
  return { server, cacheDir, options, client: createLlmClient(options) };
}

describe('createLlmClient', () => {
  it('refines an article with structured output at temperature 0', async () => {
    const { server, client, cacheDir } = await setup(() => ({ body: completion(GOOD) }));
    const result = await client.refineArticle(INPUT);
    assert.deepEqual(result, { ok: true, ...GOOD });
    assert.equal(server.requests.length, 1);
    const [req] = server.requests;
    assert.equal(req.method, 'POST');
    assert.equal(req.url, '/v1/chat/completions');
    assert.equal(req.headers.authorization, 'Bearer test-key-123');
    assert.equal(req.body.model, 'tiny-model');
    assert.equal(req.body.temperature, 0);
    assert.equal(req.body.response_format.type, 'json_schema');
    assert.deepEqual(req.body.response_format.json_schema.schema.required, ['title', 'summary', 'type', 'keyPoints']);
    assert.equal(req.body.messages[0].role, 'system');
    assert.deepEqual(JSON.parse(req.body.messages[1].content).statements, INPUT.statements);
    // One cache entry, written whole (no temporary file left behind).
    const files = readdirSync(cacheDir);
    assert.equal(files.length, 1);
    assert.match(files[0], /^[0-9a-f]{64}\.json$/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(cacheDir, files[0]), 'utf8')).result, { ok: true, ...GOOD });
    assert.deepEqual(client.stats(), { requests: 1, cacheHits: 0, refined: 1, failures: 0, warnings: [] });
  });

  it('answers the same question from the cache, also in a new client', async () => {
    const { server, client, options } = await setup(() => ({ body: completion(GOOD) }));
    const first = await client.refineArticle(INPUT);
    const second = await client.refineArticle({ ...INPUT, statements: [...INPUT.statements] });
    const third = await createLlmClient(options).refineArticle(INPUT);
    assert.equal(server.requests.length, 1);
    assert.deepEqual(second, first);
    assert.deepEqual(third, first);
    assert.equal(client.stats().cacheHits, 1);
  });

  it('reads but never writes a read-only cache (dry runs)', async () => {
    const { server, client, options, cacheDir } = await setup(() => ({ body: completion(GOOD) }));
    const dry = createLlmClient({ ...options, readOnlyCache: true });
    assert.deepEqual(await dry.refineArticle(INPUT), { ok: true, ...GOOD });
    assert.throws(() => readdirSync(cacheDir), /ENOENT/);
    await client.refineArticle(INPUT);
    await dry.refineArticle(INPUT);
    assert.equal(server.requests.length, 2, 'the entry the normal client wrote answers the dry one');
  });

  it('keys the cache on the model too', async () => {
    const { server, client, options } = await setup(() => ({ body: completion(GOOD) }));
    await client.refineArticle(INPUT);
    await createLlmClient({ ...options, model: 'other-model' }).refineArticle(INPUT);
    assert.equal(server.requests.length, 2);
  });

  it('reports an HTTP 500 and caches nothing', async () => {
    const { server, client, cacheDir } = await setup(() => ({ status: 500, body: { error: { message: 'upstream exploded' } } }));
    const result = await client.refineArticle(INPUT);
    assert.equal(result.ok, false);
    assert.match((result as { reason: string }).reason, /^HTTP 500 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: upstream exploded$/);
    await client.refineArticle(INPUT);
    assert.equal(server.requests.length, 2, 'a failure is asked again');
    assert.deepEqual(readdirSync(path.dirname(cacheDir)).filter((f) => f === 'llm'), []);
  });

  it('reports a server answer that is not JSON', async () => {
    const { client } = await setup(() => ({ body: '<html>502 Bad Gateway</html>' }));
    const result = await client.refineArticle(INPUT);
    assert.deepEqual(result, { ok: false, reason: "the server's answer is not JSON: <html>502 Bad Gateway</html>" });
  });

  it('reports a model answer that is not JSON', async () => {
    const { client } = await setup(() => ({ body: completion('Sure! Here is a better title: Use pnpm') }));
    const result = await client.refineArticle(INPUT);
    assert.equal(result.ok, false);
    assert.match((result as { reason: string }).reason, /^the model's answer is not valid JSON/);
  });

  it('reports an answer that does not match the schema', async () => {
    const { client, cacheDir } = await setup(() => ({ body: completion({ ...GOOD, type: 'banana' }) }));
    const result = await client.refineArticle(INPUT);
    assert.equal(result.ok, false);
    assert.match((result as { reason: string }).reason, /^the model's answer does not match the schema: type: /);
    const { client: other } = await setup(() => ({ body: completion({ ...GOOD, keyPoints: 'not a list' }) }));
    assert.match(((await other.refineArticle(INPUT)) as { reason: string }).reason, /schema: keyPoints: /);
    assert.throws(() => readdirSync(cacheDir), /ENOENT/, 'nothing cached');
  });

  it('gives up after the timeout', async () => {
    const { client } = await setup(() => ({ body: completion(GOOD), delayMs: 2000 }), { timeoutMs: 100 });
    const result = await client.refineArticle(INPUT);
    assert.deepEqual(result, { ok: false, reason: 'no answer within 100 ms (timed out)' });
  });

  it('falls back to json_object when the server refuses json_schema, and stays there', async () => {
    const { server, client } = await setup((req) =>
      req.body.response_format.type === 'json_schema'
        ? { status: 400, body: { error: { message: "response_format 'json_schema' is not supported by this model" } } }
        : { body: completion(`\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\``) },
    );
    const result = await client.refineArticle(INPUT);
    assert.deepEqual(result, { ok: true, ...GOOD });
    assert.deepEqual(
      server.requests.map((r) => r.body.response_format.type),
      ['json_schema', 'json_object'],
    );
    assert.match(server.requests[1].body.messages[0].content, /must match this JSON Schema/);
    await client.refineArticle({ ...INPUT, title: 'another subject' });
    assert.deepEqual(
      server.requests.map((r) => r.body.response_format.type),
      ['json_schema', 'json_object', 'json_object'],
      'the second subject goes straight to json_object',
    );
  });

  it('does not fall back on a 400 about something else', async () => {
    const { server, client } = await setup(() => ({ status: 400, body: { error: { message: 'context length exceeded' } } }));
    const result = await client.refineArticle(INPUT);
    assert.equal(server.requests.length, 1);
    assert.match((result as { reason: string }).reason, /^HTTP 400 .*context length exceeded$/);
  });

  it('reports an unreachable server', async () => {
    const { server, client } = await setup(() => ({ body: completion(GOOD) }));
    await server.close();
    const result = await client.refineArticle(INPUT);
    assert.equal(result.ok, false);
    assert.match((result as { reason: string }).reason, /^could not reach http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: .*ECONNREFUSED/);
  });

  it('never repeats the API key in a reason', async () => {
    const { client } = await setup((req) => ({ status: 401, body: { error: { message: `invalid key ${req.headers.authorization}` } } }));
    const result = await client.refineArticle(INPUT);
    assert.ok(!JSON.stringify(result).includes('test-key-123'), JSON.stringify(result));
  });

  it('redacts secrets a model makes up, and omits blank fields', async () => {
    const token = `ghp_${fake(36)}`;
    const { client } = await setup(() => ({ body: completion({ title: '', summary: `Push with ${token}.`, type: null, keyPoints: [] }) }));
    assert.deepEqual(await client.refineArticle(INPUT), { ok: true, summary: 'Push with [REDACTED:github-token].' });
  });

  it('reports a refusal and a truncated answer', async () => {
    const { client } = await setup(() => ({ body: completion('', { content: null, refusal: 'I cannot help with that.' }) }));
    assert.deepEqual(await client.refineArticle(INPUT), { ok: false, reason: 'the model declined: I cannot help with that.' });
    const { client: cut } = await setup(() => ({ body: { choices: [{ message: { content: '{"title": "Use pn' }, finish_reason: 'length' }] } }));
    assert.deepEqual(await cut.refineArticle(INPUT), { ok: false, reason: 'the answer was cut off (finish_reason "length")' });
  });

  it('sends no Authorization header without a key', async () => {
    const { server, client } = await setup(() => ({ body: completion(GOOD) }), { apiKey: undefined });
    await client.refineArticle(INPUT);
    assert.equal(server.requests[0].headers.authorization, undefined);
  });

  it('ignores a corrupt cache entry and asks again', async () => {
    const { server, client, cacheDir } = await setup(() => ({ body: completion(GOOD) }));
    await client.refineArticle(INPUT);
    const [file] = readdirSync(cacheDir);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(cacheDir, file), '{"result": {"ok": true, "type": "banana"');
    assert.deepEqual(await client.refineArticle(INPUT), { ok: true, ...GOOD });
    assert.equal(server.requests.length, 2);
  });
});

describe('parseJsonAnswer', () => {
  it('reads plain, fenced and wrapped JSON', () => {
    assert.deepEqual(parseJsonAnswer('{"a":1}'), { a: 1 });
    assert.deepEqual(parseJsonAnswer('```json\n{"a":1}\n```'), { a: 1 });
    assert.deepEqual(parseJsonAnswer('Here it is: {"a":1} hope it helps'), { a: 1 });
    assert.throws(() => parseJsonAnswer('no json here'));
  });
});
