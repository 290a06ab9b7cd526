// Search in scripts written without spaces: Chinese and Japanese queries find articles written in
// them (from a page in any language: there is one index), compounds typed without spaces are cut
// the way the index was, excerpts read without the spaces the index put in, and each article's
// content carries its language. The e2e overlay's two articles are the subject
// (tests/fixtures/e2e-overlay/project/).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';

const ZH = 'frontend-bun-feasibility';
const JA = 'config-migration-error';

let browser: Browser;
let server: StaticServer;
let knowledge: Knowledge;

before(async () => {
  const site = await builtSite('root');
  knowledge = readKnowledge(site.knowledgeDir);
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function search(path: string, query: string): Promise<{ page: Page; results: Array<{ title: string; lang: string | null; excerpt: string }> }> {
  const page = await browser.newPage();
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.keyboard.press('/');
  await page.locator('#search-input').fill(query);
  await page.waitForFunction(() => /\d+ article|No articles/.test(document.querySelector('[data-search-status]')?.textContent ?? ''));
  const results = await page.locator('[data-search-results] > li').evaluateAll((els) =>
    els.map((e) => ({ title: e.querySelector('a')?.textContent ?? '', lang: e.querySelector('a')?.getAttribute('lang') ?? null, excerpt: e.querySelector('.excerpt')?.textContent ?? '' })),
  );
  return { page, results };
}

describe('search in Chinese and Japanese', () => {
  before(() => {
    assert.ok(knowledge.byId.has(ZH) && knowledge.byId.has(JA), 'the e2e overlay adds a Chinese and a Japanese article');
  });

  const cases: Array<[string, string, string]> = [
    ['a Chinese word inside a sentence', '切换', ZH],
    ['a Chinese phrase typed without spaces', '切换到bun', ZH],
    ['a Chinese word from the body only', '锁文件', ZH],
    ['a Japanese word inside a sentence', '解消', JA],
    ['a Japanese compound typed without spaces', '設定ファイル', JA],
    ['a Japanese word from a table', '環境変数', JA],
  ];
  for (const [what, query, id] of cases) {
    it(`finds ${what} (${query})`, async () => {
      const title = knowledge.byId.get(id)!.data.title;
      const { page, results } = await search('', query);
      const hit = results.find((r) => r.title === title);
      assert.ok(hit, `"${query}" finds "${title}" (got ${results.map((r) => r.title).join(' | ') || 'nothing'})`);
      assert.equal(hit.lang, id === ZH ? 'zh' : 'ja', 'the result title carries its language');
      assert.doesNotMatch(hit.excerpt, /[\u3040-\u30ff\u4e00-\u9fff] [\u3040-\u30ff\u4e00-\u9fff]/, 'the excerpt reads without the spaces the index put between words');
      await page.close();
    });
  }

  it('finds articles in every language from an article page in another language', async () => {
    const zh = await search(`articles/${ZH}/`, '解消');
    assert.ok(zh.results.some((r) => r.title === knowledge.byId.get(JA)!.data.title), 'a Japanese query from the Chinese article');
    await zh.page.close();
    const en = await search(`articles/${JA}/`, 'Spock');
    assert.ok(en.results.some((r) => /Spock/.test(r.title)), 'an English query from the Japanese article');
    await en.page.close();
  });

  it('marks each article page with the language of its content, the interface staying English', async () => {
    const page = await browser.newPage();
    for (const [id, lang] of [[ZH, 'zh'], [JA, 'ja'], [knowledge.articles.find((a) => /Spock/.test(a.data.title))!.id, 'en']]) {
      await page.goto(`${server.url}articles/${id}/`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.equal(await page.locator('article.article').getAttribute('lang'), lang, id);
      assert.equal(await page.locator('.provenance').getAttribute('lang'), 'en', 'what Lore writes around the content is English');
    }
    await page.close();
  });
});
