// Search: lazy (nothing of Pagefind before the dialog opens), opened by `/` and Ctrl-K, finds
// the expected article, filters by status, says each result's status.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite, expectationsFor, type Expectations } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';

let browser: Browser;
let server: StaticServer;
let knowledge: Knowledge;
let expected: Expectations;

before(async () => {
  const site = await builtSite('root');
  knowledge = readKnowledge(site.knowledgeDir);
  expected = expectationsFor(site.knowledgeDir);
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(path = ''): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, requests };
}

const results = (page: Page) =>
  page.locator('[data-search-results] > li').evaluateAll((els) =>
    els.map((e) => ({ status: (e as HTMLElement).dataset.status, title: e.querySelector('a')?.textContent ?? '', badge: e.querySelector('.badge')?.textContent ?? '' })),
  );

describe('search', () => {
  it('loads nothing of Pagefind until opened, then finds the expected article with `/`', async () => {
    const { page, requests } = await openPage();
    assert.equal(requests.filter((u) => u.includes('/pagefind/')).length, 0, 'no Pagefind request before the dialog opens');
    await page.keyboard.press('/');
    assert.ok(await page.locator('#search-dialog').evaluate((d) => (d as HTMLDialogElement).open));
    await page.locator('#search-input').fill(expected.search.query);
    await page.waitForSelector('[data-search-results] > li');
    const found = await results(page);
    const hit = found.find((r) => r.title.includes(expected.search.expectTitle));
    assert.ok(hit, `"${expected.search.query}" finds "${expected.search.expectTitle}" (got ${found.map((r) => r.title).join(' | ')})`);
    assert.ok(hit.badge.includes(hit.status!), 'each result says its status in words');
    assert.ok(requests.some((u) => u.endsWith('/pagefind/pagefind.js')));
    await page.close();
  });

  it('opens with Ctrl-K from an article page and narrows results to disputed with the status filter', async (t) => {
    const disputed = knowledge.articles.filter((a) => a.data.status === 'disputed');
    if (!disputed.length) return t.skip('no disputed articles');
    const { page } = await openPage(`articles/${knowledge.articles[0].id}/`);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => (document.getElementById('search-dialog') as HTMLDialogElement).open);
    await page.selectOption('select[data-filter="status"]', 'disputed');
    await page.waitForFunction(() => /\d+ article/.test(document.querySelector('[data-search-status]')?.textContent ?? ''));
    const status = (await page.locator('[data-search-status]').textContent())!;
    const total = Number(/(\d+) article/.exec(status)![1]);
    assert.equal(total, disputed.length, 'every disputed article, and only those');
    const shown = await results(page);
    assert.ok(shown.length > 0 && shown.every((r) => r.status === 'disputed'), 'the results are all disputed');
    await page.close();
  });

  it('sorts results by date', async () => {
    const { page } = await openPage();
    await page.getByRole('button', { name: /Search/ }).first().click();
    await page.selectOption('select[data-filter="confidence"]', 'high');
    await page.selectOption('[data-search-sort]', 'asc');
    await page.waitForFunction(() => document.querySelectorAll('[data-search-results] > li').length > 0);
    await page.waitForTimeout(300);
    const metaDates = await page.locator('[data-search-results] > li').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.date ?? ''));
    const list = metaDates.filter(Boolean);
    assert.ok(list.length > 0, 'results carry their date');
    assert.deepEqual(list, [...list].sort(), 'oldest first');
    await page.close();
  });
});
