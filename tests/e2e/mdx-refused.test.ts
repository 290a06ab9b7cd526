// A `.mdx` file in the knowledge base is code: the site build must refuse it, naming the file,
// and never run it. (`lore check` and curation refuse it too: tests/unit/store/mdx.test.ts.)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, workDir } from './helpers/site.ts';

describe('MDX in the knowledge base', () => {
  it('fails the build with the file named, and nothing in it runs', async () => {
    const work = workDir('lore-mdx-');
    try {
      const knowledge = path.join(work, 'knowledge');
      const marker = path.join(work, 'mdx-ran');
      mkdirSync(path.join(knowledge, 'project'), { recursive: true });
      writeFileSync(path.join(knowledge, 'project', 'fine.md'), '---\ntitle: A fine article\n---\n\nNothing to see.\n');
      writeFileSync(
        path.join(knowledge, 'project', 'payload.mdx'),
        `---\ntitle: Looks harmless\n---\n\nexport const ran = import('node:fs').then((fs) => fs.writeFileSync(${JSON.stringify(marker)}, 'ran'));\n\n# Hello {1 + 1}\n`,
      );
      await assert.rejects(buildSite({ knowledgeDir: knowledge, outDir: path.join(work, 'dist') }), (error: Error) => {
        assert.match(error.message, /project\/payload\.mdx: MDX is not accepted in the knowledge base: it is code the site build would run\. Rename the file to \.md/);
        return true;
      });
      assert.ok(!existsSync(marker), 'the MDX file ran at build time');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
