// Topic names: `_topics.json` (curation's contract with the site), read with file and line on
// error, and labels derived from the slug where it names none.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { topicLabelFromSlug, topicsFileSchema } from '../../../curation/schema/topics.ts';
import { loadTopicsFile, readTopicsFile } from '../../../curation/store/topics-file.ts';
import { checkKnowledge } from '../../../curation/store/check.ts';

function withDir(files: Record<string, string>, run: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-topics-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('topic labels from slugs', () => {
  it('title-cases words and keeps initialisms whole', () => {
    assert.equal(topicLabelFromSlug('limitations'), 'Limitations');
    assert.equal(topicLabelFromSlug('ci-cd'), 'CI/CD');
    assert.equal(topicLabelFromSlug('ui-ux'), 'UI/UX');
    assert.equal(topicLabelFromSlug('release-and-deploy'), 'Release and Deploy');
    assert.equal(topicLabelFromSlug('payments-api'), 'Payments API');
    assert.equal(topicLabelFromSlug('llms-and-mcp-servers'), 'LLMs and MCP Servers');
    assert.equal(topicLabelFromSlug('api-ci'), 'API/CI');
    assert.equal(topicLabelFromSlug('the-cli'), 'The CLI', 'a small word leading the name is capitalised');
    assert.equal(topicLabelFromSlug('k8s'), 'K8s');
  });
});

describe('_topics.json', () => {
  it('is optional', () => {
    withDir({}, (dir) => assert.deepEqual(readTopicsFile(dir), { topics: [], diagnostics: [] }));
  });

  it('reads ids, labels and descriptions', () => {
    withDir({ '_topics.json': JSON.stringify([{ id: 'ci-cd', label: 'Build and deploy', description: 'Workflows and runners' }, { id: 'payments', label: 'Payments' }]) }, (dir) => {
      assert.deepEqual(loadTopicsFile(dir), [
        { id: 'ci-cd', label: 'Build and deploy', description: 'Workflows and runners' },
        { id: 'payments', label: 'Payments' },
      ]);
    });
  });

  it('names the line of an entry that does not fit the schema, and of a JSON syntax error', () => {
    const text = '[\n  { "id": "ok", "label": "OK" },\n  { "id": "Not A Slug", "label": "" }\n]\n';
    withDir({ '_topics.json': text }, (dir) => {
      const { topics, diagnostics } = readTopicsFile(dir);
      assert.deepEqual(topics, []);
      assert.deepEqual(diagnostics.map((d) => [d.line, d.message.split(':')[0]]), [[3, '[1].id'], [3, '[1].label']]);
      assert.throws(() => loadTopicsFile(dir), /_topics\.json:3: \[1\]\.id: id is the topic slug/);
      assert.ok(checkKnowledge(dir).diagnostics.some((d) => d.file === '_topics.json' && d.line === 3), 'lore check reports it too');
    });
    withDir({ '_topics.json': '[\n  { "id": "a", "label": "A" },\n  { "id": "b" "label": "B" }\n]' }, (dir) => {
      const [d] = readTopicsFile(dir).diagnostics;
      assert.equal(d.line, 3);
      assert.match(d.message, /not valid JSON/);
    });
  });

  it('refuses a topic listed twice', () => {
    const result = topicsFileSchema.safeParse([{ id: 'a', label: 'A' }, { id: 'a', label: 'Again' }]);
    assert.equal(result.success, false);
    assert.match(result.error!.issues[0].message, /listed twice/);
  });
});
