import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, describe, it } from 'node:test';
import { llmOptionsFromConfig } from '../../../curation/llm/options.ts';
import { MAX_CONSECUTIVE_FAILURES, refineDrafts, refineDraftsWith, refineInputOf } from '../../../curation/llm/refine-drafts.ts';
import { createLlmClient } from '../../../curation/llm/client.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import type { ArticleDraft } from '../../../curation/schema/draft.ts';
import { completion, startFakeServer, type FakeServer } from './fake-server.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lore-llm-'));
  dirs.push(dir);
  return dir;
}

function draft(title: string, over: Partial<ArticleDraft> = {}): ArticleDraft {
  return {
    id: title.toLowerCase().replace(/\W+/g, '-'),
    topic: 'project',
    founder: `s:${title}`,
    title,
    summary: `About ${title}.`,
    type: 'fact',
    status: 'current',
    confidence: 0.7,
    sources: [{ session: 's1', date: '2026-02-20T10:00:00.000Z', role: 'user', quote: `tell me about ${title}` }],
    tags: [],
    related: [],
    supersedes: [],
    disputed_with: [],
    sections: [{ heading: 'Key facts', lines: [`- ${title} is a thing.`] }],
    ...over,
  };
}

describe('llmOptionsFromConfig', () => {
  const config = resolveConfig({}, '/project');

  it('reads endpoint, key and model from the variables the config names', () => {
    const resolved = llmOptionsFromConfig(config, { LORE_LLM_BASE_URL: 'http://localhost:11434/v1', LORE_LLM_MODEL: 'qwen', LORE_LLM_API_KEY: 'k' });
    assert.deepEqual(resolved, {
      ok: true,
      options: { baseUrl: 'http://localhost:11434/v1', apiKey: 'k', model: 'qwen', timeoutMs: 60000, cacheDir: path.join('/project/knowledge', '.lore/llm') },
    });
  });

  it('honours renamed variables and a missing key', () => {
    const renamed = resolveConfig({ curation: { llm: { baseUrlEnv: 'MY_URL', modelEnv: 'MY_MODEL', timeoutMs: 5 } } }, '/project');
    const resolved = llmOptionsFromConfig(renamed, { MY_URL: 'https://api.example.com/v1', MY_MODEL: 'm' });
    assert.equal(resolved.ok && resolved.options.apiKey, undefined);
    assert.equal(resolved.ok && resolved.options.timeoutMs, 5);
  });

  it('says which variables are missing or wrong', () => {
    assert.deepEqual(llmOptionsFromConfig(config, {}), {
      ok: false,
      reason: 'LORE_LLM_BASE_URL and LORE_LLM_MODEL are not set (the endpoint and model of an OpenAI-compatible server)',
    });
    assert.match((llmOptionsFromConfig(config, { LORE_LLM_BASE_URL: 'x', LORE_LLM_MODEL: 'm' }) as { reason: string }).reason, /LORE_LLM_BASE_URL is not an http\(s\) URL/);
  });
});

describe('refineDrafts', () => {
  it('applies title, summary and type; keeps records of what a person declared and skips low confidence', async () => {
    const server = await startFakeServer((req) => {
      const title = JSON.parse(req.body.messages[1].content).title as string;
      return { body: completion({ title: `Refined ${title}`, summary: `Better summary of ${title}.`, type: 'decision', keyPoints: [] }) };
    });
    servers.push(server);
    const client = createLlmClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5000, cacheDir: tempDir() });
    const drafts = [draft('alpha'), draft('beta', { topic: 'preferences', type: 'preference' }), draft('gamma', { confidence: 0.1 })];
    const report = await refineDrafts(drafts, client, 0.2);
    assert.deepEqual(report, { refined: 1, failures: [] });
    const [a, b, c] = drafts;
    assert.deepEqual([a.title, a.summary, a.type], ['Refined alpha', 'Better summary of alpha.', 'decision']);
    assert.deepEqual([b.title, b.type], ['beta', 'preference']);
    assert.deepEqual([c.title, c.summary], ['gamma', 'About gamma.']);
    assert.equal(server.requests.length, 1);
  });

  it('keeps the heuristic draft on failure and stops asking a server that keeps failing', async () => {
    const server = await startFakeServer(() => ({ status: 503, body: 'overloaded' }));
    servers.push(server);
    const client = createLlmClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5000, cacheDir: tempDir() });
    const drafts = ['a', 'b', 'c', 'd', 'e'].map((t) => draft(t));
    const report = await refineDrafts(drafts, client, 0);
    assert.equal(server.requests.length, MAX_CONSECUTIVE_FAILURES);
    assert.equal(report.refined, 0);
    assert.equal(report.failures.length, 5);
    assert.match(report.failures[0], /^"a": HTTP 503 from .*: overloaded$/);
    assert.match(report.failures[4], /^"e": not tried, the endpoint failed 3 times in a row$/);
    assert.deepEqual(
      drafts.map((d) => d.title),
      ['a', 'b', 'c', 'd', 'e'],
    );
  });

  it('reports a missing configuration as its one failure', async () => {
    const refine = refineDraftsWith(resolveConfig({}, tempDir()), {});
    assert.deepEqual(await refine([draft('a')]), {
      refined: 0,
      failures: ['LORE_LLM_BASE_URL and LORE_LLM_MODEL are not set (the endpoint and model of an OpenAI-compatible server)'],
    });
  });

  it('builds the refine input from a draft', () => {
    assert.deepEqual(refineInputOf(draft('alpha')), {
      title: 'alpha',
      type: 'fact',
      summary: 'About alpha.',
      statements: ['alpha is a thing.'],
      request: 'tell me about alpha',
    });
  });
});
