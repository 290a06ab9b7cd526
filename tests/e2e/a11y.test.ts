// Accessibility and presentation on every page type: axe finds no serious or critical violation
// in the light or the dark theme (nor with the search dialog open); pages fit a 390 px phone;
// the theme follows the system, can be toggled and is remembered without a flash.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite, ROOT } from './helpers/site.ts';
import { readKnowledge } from './helpers/knowledge.ts';
import { pageTypes } from './helpers/pages.ts';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

let browser: Browser;
let server: StaticServer;
let pages: Array<{ name: string; path: string }>;

before(async () => {
  const site = await builtSite('root');
  pages = pageTypes(readKnowledge(site.knowledgeDir));
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: a <script> tag would be refused by the page's CSP.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds no serious or critical violations on any page type (${theme})`, async () => {
      const context = await browser.newContext({ colorScheme: theme });
      const problems: string[] = [];
      for (const p of pages) {
        const page = await context.newPage();
        await page.goto(server.url + p.path, { waitUntil: 'networkidle' });
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        for (const v of await seriousViolations(page)) problems.push(`${p.name}: ${v}`);
        await page.close();
      }
      await context.close();
      assert.deepEqual(problems, []);
    });
  }

  it('axe finds nothing serious in the open search dialog with results', async () => {
    const page = await browser.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.keyboard.press('/');
    await page.selectOption('select[data-filter="status"]', 'current');
    await page.waitForSelector('[data-search-results] > li');
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  it('has a skip link that moves focus to the content', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    await page.close();
  });
});

describe('presentation', () => {
  it('fits a 390 px phone without sideways scrolling on any page type', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const wide: string[] = [];
    for (const p of pages) {
      const page = await context.newPage();
      await page.goto(server.url + p.path, { waitUntil: 'networkidle' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${p.name}: ${width}px`);
      await page.close();
    }
    await context.close();
    assert.deepEqual(wide, []);
  });

  it('remembers the theme chosen with the toggle, applied before first paint', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(server.url);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.locator('[data-theme-toggle]').click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    // On the next page the theme is set by the head script, before the body exists: no flash.
    await page.addInitScript(() => {
      const w = window as unknown as { themeSet?: { theme: string; bodyExisted: boolean } };
      new MutationObserver(() => {
        w.themeSet ??= { theme: document.documentElement.dataset.theme ?? '', bodyExisted: !!document.body };
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    await page.goto(`${server.url}timeline/`);
    const set = await page.evaluate(() => (window as unknown as { themeSet?: { theme: string; bodyExisted: boolean } }).themeSet);
    assert.deepEqual(set, { theme: 'dark', bodyExisted: false });
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(15, 18, 22)');
    await context.close();
  });
});
