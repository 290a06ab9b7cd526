// `.mdx` files in the knowledge base are refused, with the file named: MDX is code the site build
// would run. Curation's loader and `lore check` say so; the site build fails (tests/e2e/mdx-refused.test.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listArticleFiles, listRefusedFiles } from '../../../curation/store/article-files.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function knowledgeWithMdx(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-mdx-'));
  mkdirSync(path.join(dir, 'project'));
  writeFileSync(path.join(dir, 'project', 'fine.md'), '---\ntitle: Fine\n---\n\nFine.\n');
  writeFileSync(path.join(dir, 'project', 'code.mdx'), "---\ntitle: Code\n---\n\nexport const x = 1;\n\n# {x}\n");
  writeFileSync(path.join(dir, 'project', 'SHOUT.MDX'), '---\ntitle: Shout\n---\n\nHi.\n');
  return dir;
}

describe('MDX in the knowledge base', () => {
  it('is never an article, and is listed as refused', () => {
    const dir = knowledgeWithMdx();
    try {
      assert.deepEqual(listArticleFiles(dir), ['project/fine.md']);
      assert.deepEqual(listRefusedFiles(dir), ['project/SHOUT.MDX', 'project/code.mdx']);
      const { articles, diagnostics } = loadKnowledge(dir);
      assert.deepEqual(articles.map((a) => a.id), ['fine']);
      assert.deepEqual(
        diagnostics.map((d) => `${d.file}:${d.line}: ${d.level}`),
        ['project/SHOUT.MDX:1: error', 'project/code.mdx:1: error'],
      );
      assert.match(diagnostics[0].message, /MDX is not accepted in the knowledge base: it is code the site build would run\. Rename the file to \.md/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes `lore check` exit 1 naming the file', () => {
    const dir = knowledgeWithMdx();
    try {
      const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/lore.mjs'), 'check', '--knowledge', dir], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stdout, /project\/code\.mdx:1: error: MDX is not accepted/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
