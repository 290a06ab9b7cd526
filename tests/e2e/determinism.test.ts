// Same knowledge in, byte-identical site out: a second build of the same knowledge dir must not
// differ from the first in a single byte (pages, graph positions, feed, search index).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtSite, buildSite, workDir } from './helpers/site.ts';

function listFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel)).flatMap((name) => {
    const child = rel ? `${rel}/${name}` : name;
    return statSync(path.join(dir, child)).isDirectory() ? listFiles(dir, child) : [child];
  });
}

describe('determinism', () => {
  it('builds byte-identical output from the same knowledge', async () => {
    const first = await builtSite('root');
    const work = workDir('lore-e2e-again-');
    try {
      const again = path.join(work, 'site');
      await buildSite({ knowledgeDir: first.knowledgeDir, outDir: again });
      const a = listFiles(first.dir).sort();
      const b = listFiles(again).sort();
      assert.deepEqual(b, a, 'the same files');
      const differing = a.filter((f) => !readFileSync(path.join(first.dir, f)).equals(readFileSync(path.join(again, f))));
      assert.deepEqual(differing, [], 'the same bytes');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
