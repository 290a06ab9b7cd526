// The site on a 390 px phone: the navigation folds behind a Menu button and opens with every
// link on screen, search takes the whole screen with its results first, tables reflow into
// labelled blocks instead of running off the screen, and the article page leads with its content.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let context: BrowserContext;
let server: StaticServer;
let knowledge: Knowledge;
let siteDir: string;

before(async () => {
  const site = await builtSite('root');
  siteDir = site.dir;
  knowledge = readKnowledge(site.knowledgeDir);
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, hasTouch: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return page;
}

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll(
    (els, vw) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent?.trim() ?? '', inside: r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= vw.width && r.top >= 0 && r.bottom <= vw.height };
      }),
    PHONE,
  );

describe('phone (390 px)', () => {
  it('folds the navigation behind Menu, and shows every link on screen when opened', async () => {
    const page = await open('');
    const links = page.locator('.site-nav a');
    assert.equal(await links.count(), 6);
    assert.equal(await page.locator('.site-nav').isVisible(), false, 'folded until asked for');
    const menu = page.getByRole('button', { name: 'Menu' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    const shown = await inViewport(page, '.site-nav a');
    assert.deepEqual(shown.filter((l) => !l.inside).map((l) => l.text), [], 'every link is on screen, none scrolled sideways');
    assert.ok(shown.some((l) => l.text === 'Runs'));
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.site-nav').isVisible(), false, 'Escape folds it again');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-nav-toggle')), '', 'focus goes back to the button');
    await page.close();
  });

  it('keeps the site title whole in the header', async () => {
    const page = await open('');
    const overflow = await page.locator('.brand span').evaluate((e) => e.scrollWidth > e.clientWidth || getComputedStyle(e).textOverflow === 'ellipsis');
    assert.equal(overflow, false);
    await page.close();
  });

  it('opens search over the whole screen, results first and filters one tap away', async () => {
    const page = await open('');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = (await page.locator('#search-dialog').boundingBox())!;
    assert.deepEqual([box.x, box.y, box.width, box.height].map(Math.round), [0, 0, PHONE.width, PHONE.height], 'the dialog is the screen');
    assert.equal(await page.locator('[data-search-filters]').evaluate((d) => (d as HTMLDetailsElement).open), false, 'filters folded');
    await page.locator('#search-input').fill('the');
    await page.waitForSelector('[data-search-results] > li');
    await page.waitForTimeout(300);
    const titles = await inViewport(page, '[data-search-results] > li > a');
    assert.ok(titles.filter((t) => t.inside).length >= 4, `at least four results on screen at once (got ${titles.filter((t) => t.inside).length})`);
    await page.close();
  });

  it('reflows the runs table into one labelled block per session', async (t) => {
    if (!knowledge.runs.length) return t.skip('no runs');
    const page = await open('runs/');
    const table = (await page.locator('table.runs-table').boundingBox())!;
    assert.ok(table.width <= PHONE.width, `the table fits (${table.width}px)`);
    const cell = page.locator('table.runs-table tbody tr').first().locator('td[data-label="Agent"]');
    assert.equal(await cell.evaluate((e) => getComputedStyle(e).display), 'block');
    assert.equal(await cell.evaluate((e) => getComputedStyle(e, '::before').content), '"Agent"', 'each cell is labelled with its column');
    await page.close();
  });

  it("reflows a table in an article's text, each cell labelled with its column", async (t) => {
    const withTable = knowledge.articles.find((a) => /^\|.*\|\s*\n\|\s*:?-{3,}/m.test(a.body));
    if (!withTable) return t.skip('no article has a table');
    const page = await open(`articles/${withTable.id}/`);
    const tables = await page.locator('.prose table').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    assert.ok(tables.length > 0 && tables.every((w) => w <= PHONE.width), `tables fit (${tables.join(', ')})`);
    const labels = await page.locator('.prose table td').evaluateAll((els) => els.map((e) => getComputedStyle(e, '::before').content));
    assert.ok(labels.length > 0 && labels.every((l) => l !== 'none' && l !== '""'), 'every cell says its column');
    await page.close();
  });

  it('leads an article with its title, status and content, the sidebar and metadata out of the way', async () => {
    const article = knowledge.articles.find((a) => a.body.length > 600) ?? knowledge.articles[0];
    const page = await open(`articles/${article.id}/`);
    assert.equal(await page.locator('.subject-nav').isVisible(), false);
    const title = (await page.locator('h1').boundingBox())!;
    const prose = (await page.locator('.prose').boundingBox())!;
    assert.ok(title.y < 200, `the title is at the top (${title.y}px)`);
    assert.ok(prose.y < PHONE.height * 0.6, `the content starts on the first screen (${prose.y}px)`);
    assert.equal(await page.locator('details#about').evaluate((d) => (d as HTMLDetailsElement).open), false, 'the metadata is folded');
    await page.close();
  });

  it('draws the whole graph filling the canvas, and the canvas on screen', async () => {
    const graph = JSON.parse(readFileSync(path.join(siteDir, 'graph.json'), 'utf8')) as { nodes: Array<[string, string, number, number, number, number, number]> };
    const page = await open('graph/');
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    assert.ok(box.y + box.height <= PHONE.height, `the canvas ends on screen (${Math.round(box.y + box.height)}px of ${PHONE.height})`);
    assert.ok(box.height >= PHONE.height * 0.45, `the canvas takes most of the screen (${Math.round(box.height)}px)`);
    const [k, x, y] = (await canvas.getAttribute('data-view'))!.split(',').map(Number);
    // Upright, the picture is drawn with its axes swapped to fit the tall canvas.
    const swapped = (await canvas.getAttribute('data-axes')) === 'yx';
    const sx = graph.nodes.map((n) => (swapped ? n[5] : n[4]) * k + x);
    const sy = graph.nodes.map((n) => (swapped ? n[4] : n[5]) * k + y);
    assert.ok(sx.every((v) => v >= 0 && v <= box.width) && sy.every((v) => v >= 0 && v <= box.height), 'every node inside the canvas');
    const used = ((Math.max(...sx) - Math.min(...sx)) * (Math.max(...sy) - Math.min(...sy))) / (box.width * box.height);
    assert.ok(used > 0.35, `the graph fills the canvas (${Math.round(used * 100)}% of its area)`);
    // A tap on a node still opens its article.
    const i = graph.nodes.findIndex((_, j) => graph.nodes.every((_o, m) => m === j || Math.hypot(sx[m] - sx[j], sy[m] - sy[j]) > 12));
    if (i >= 0) {
      await page.mouse.click(box.x + sx[i], box.y + sy[i]);
      await page.waitForURL(`**/articles/${graph.nodes[i][0]}/`);
    }
  });
});
