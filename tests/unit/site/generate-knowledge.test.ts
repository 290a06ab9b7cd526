import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKnowledge } from '../../../bench/generate-knowledge.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';

function snapshot(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, rel))) {
    const child = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, child)).isDirectory()) Object.assign(out, snapshot(dir, child));
    else out[child] = readFileSync(path.join(dir, child), 'utf8');
  }
  return out;
}

describe('generate-knowledge', () => {
  it('writes a schema-valid, deterministic knowledge base with every status and task state', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'lore-gen-'));
    try {
      const result = generateKnowledge(400, path.join(work, 'a'), 7);
      generateKnowledge(400, path.join(work, 'b'), 7);
      assert.deepEqual(snapshot(path.join(work, 'a')), snapshot(path.join(work, 'b')));
      const { articles, diagnostics } = loadKnowledge(path.join(work, 'a'));
      assert.deepEqual(diagnostics.filter((d) => d.level === 'error'), []);
      assert.equal(articles.length, 400);
      assert.equal(result.articles, 400);
      const share = (s: string) => articles.filter((a) => a.data.status === s).length / articles.length;
      assert.ok(share('current') > 0.7 && share('current') < 0.9);
      for (const s of ['disputed', 'superseded', 'outdated']) assert.ok(share(s) > 0.02, s);
      const ids = new Set(articles.map((a) => a.id));
      for (const a of articles) {
        for (const r of a.data.related) assert.ok(ids.has(r), `${a.id} → ${r}`);
        if (a.data.superseded_by) assert.ok(ids.has(a.data.superseded_by));
        for (const d of a.data.disputed_with) assert.equal(articles.find((x) => x.id === d)!.data.status, 'disputed');
      }
      assert.deepEqual(new Set(articles.map((a) => a.data.task_state).filter(Boolean)), new Set(['pending', 'in_progress', 'done']));
      const runs = JSON.parse(readFileSync(path.join(work, 'a', '_runs.json'), 'utf8'));
      assert.ok(runs.length > 0 && runs.every((r: { articles: string[] }) => r.articles.every((id) => ids.has(id))));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
