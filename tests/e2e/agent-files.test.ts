// The files for agents that a build writes beside the page rendering (src/integrations/search-worker.ts):
// they are in dist/, say the same as the dev routes would (curation/publish/agent-files.ts), and
// cover every article.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtSite, BASE_SITE, ROOT, type BuiltSite } from './helpers/site.ts';
import { AGENT_FILES } from '../../curation/publish/agent-files.ts';
import { loadKnowledge } from '../../curation/store/load.ts';
import { loadConfig } from '../../curation/config/load.ts';

let site: BuiltSite;

before(async () => {
  site = await builtSite('based');
});

describe('agent files', () => {
  it('writes context.json, its schema, llms.txt and llms-full.txt with the bytes the dev routes serve', async () => {
    const config = await loadConfig(ROOT);
    const articles = loadKnowledge(site.knowledgeDir).articles.sort((a, b) => a.id.localeCompare(b.id));
    // The dev routes get Astro's `site` as a URL, the build's worker as the configured string: the
    // URLs they make are the same.
    const siteUrl = BASE_SITE;
    for (const [name, file] of Object.entries(AGENT_FILES)) {
      const built = path.join(site.dir, name);
      assert.ok(existsSync(built), `${name} is in the build`);
      const expected = file.build(articles, { siteUrl, base: site.base, title: config.site.title, description: config.site.description, repo: config.github.repo });
      assert.equal(readFileSync(built, 'utf8'), expected, `${name} matches`);
    }
    const context = JSON.parse(readFileSync(path.join(site.dir, 'context.json'), 'utf8')) as { articles: { id: string }[] };
    assert.deepEqual(context.articles.map((a) => a.id).sort(), articles.map((a) => a.id).sort());
  });

  it("writes every article's Markdown copy", () => {
    for (const a of loadKnowledge(site.knowledgeDir).articles) assert.ok(existsSync(path.join(site.dir, 'articles', `${a.id}.md`)), a.id);
  });
});
