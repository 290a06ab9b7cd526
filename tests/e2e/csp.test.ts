// The site under its own Content-Security-Policy: every page type, at `/` and under a base path,
// is loaded and used (search with results, the theme toggle, the graph and its filters, the
// timeline filter, topic sorting) while a listener collects CSP violations and the console its
// errors. A script, style or worker the policy does not allow would show here before a reader
// saw a broken page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite, expectationsFor, type BuiltSite } from './helpers/site.ts';
import { readKnowledge } from './helpers/knowledge.ts';
import { pageTypes } from './helpers/pages.ts';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** A context whose pages report every CSP violation, console error and uncaught error. */
async function watchedContext(problems: string[]): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${m.page()?.url()}: console error: ${m.text().slice(0, 300)}`);
  });
  context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
  return context;
}

async function use(page: Page, server: StaticServer, path: string, search: string): Promise<void> {
  await page.goto(server.url + path);
  await page.locator('[data-theme-toggle]').click();
  await page.locator('[data-theme-toggle]').click();
  await page.keyboard.press('/');
  await page.locator('#search-input').fill(search);
  await page.waitForSelector('[data-search-results] > li', { timeout: 10_000 });
  await page.keyboard.press('Escape');
}

async function exercise(site: BuiltSite): Promise<string[]> {
  const problems: string[] = [];
  const server = await serveStatic(site.dir, site.base);
  const context = await watchedContext(problems);
  const knowledge = readKnowledge(site.knowledgeDir);
  const search = expectationsFor(site.knowledgeDir).search.query;
  try {
    const page = await context.newPage();
    for (const p of pageTypes(knowledge)) {
      if (p.name === '404') continue; // its status is an error by design; loaded below
      await use(page, server, p.path, search);
    }
    await page.goto(`${server.url}no-such-page/`);
    // The graph draws and filters; the timeline filters; a topic sorts.
    await page.goto(`${server.url}graph/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
    await page.locator('[data-graph-filters-menu] > summary').click();
    await page.locator('[data-graph-filters] input[type="checkbox"]').first().uncheck();
    await page.keyboard.press('Enter');
    await page.goto(`${server.url}timeline/`, { waitUntil: 'networkidle' });
    await page.selectOption('select[name="status"]', 'current');
    await page.locator('select[name="status"]').press('Enter');
    await page.goto(`${server.url}topics/${knowledge.articles[0].data.topic}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Oldest' }).click();
    await page.waitForTimeout(200);
  } finally {
    await context.close();
    await server.close();
  }
  // The 404 page answers with status 404, which the console reports as a failed load.
  return problems.filter((p) => !/no-such-page\/: console error: Failed to load resource: the server responded with a status of 404/.test(p));
}

describe('content security policy', () => {
  for (const kind of ['root', 'based'] as const) {
    it(`lets every page type work with no violation (${kind === 'root' ? 'at /' : 'under a base path'})`, async () => {
      assert.deepEqual(await exercise(await builtSite(kind)), []);
    });
  }
});
