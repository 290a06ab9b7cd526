// The graph page draws one node per article from precomputed positions, a click on a node opens
// its article, filters hide nodes; the text alternative lists every article's connections.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite, type BuiltSite } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';

interface GraphJson {
  statuses: string[];
  nodes: Array<[string, string, number, number, number, number, number]>;
  links: Array<[number, number, number]>;
}

let browser: Browser;
let server: StaticServer;
let site: BuiltSite;
let knowledge: Knowledge;
let graph: GraphJson;
let page: Page;

before(async () => {
  site = await builtSite('root');
  knowledge = readKnowledge(site.knowledgeDir);
  graph = JSON.parse(readFileSync(path.join(site.dir, 'graph.json'), 'utf8'));
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}graph/`);
  await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The node farthest from any other, so a click at its centre cannot hit a neighbour. */
function loneliestNode(): number {
  let best = 0;
  let bestGap = -1;
  graph.nodes.forEach((a, i) => {
    let gap = Infinity;
    graph.nodes.forEach((b, j) => {
      if (i !== j) gap = Math.min(gap, Math.hypot(a[4] - b[4], a[5] - b[5]));
    });
    if (gap > bestGap) {
      bestGap = gap;
      best = i;
    }
  });
  return best;
}

describe('graph', () => {
  it('has a node per article, laid out at build time', () => {
    assert.equal(graph.nodes.length, knowledge.articles.length);
    assert.deepEqual(graph.nodes.map((n) => n[0]).sort(), knowledge.articles.map((a) => a.id).sort());
    assert.ok(graph.nodes.every((n) => Number.isFinite(n[4]) && Number.isFinite(n[5])));
  });

  it('draws one node per article', async () => {
    const drawn = Number(await page.locator('canvas').getAttribute('data-drawn'));
    assert.equal(drawn, knowledge.articles.length);
  });

  it('opens the article of a clicked node', async () => {
    const i = loneliestNode();
    await page.locator('canvas').scrollIntoViewIfNeeded();
    const [k, x, y] = (await page.locator('canvas').getAttribute('data-view'))!.split(',').map(Number);
    const box = (await page.locator('canvas').boundingBox())!;
    await page.mouse.click(box.x + graph.nodes[i][4] * k + x, box.y + graph.nodes[i][5] * k + y);
    await page.waitForURL(`**/articles/${graph.nodes[i][0]}/`);
    assert.equal((await page.locator('h1').textContent())!.trim(), graph.nodes[i][1]);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
  });

  it('hides nodes with the status filter', async () => {
    const current = graph.statuses.indexOf('current');
    const box = page.locator(`input[data-graph-filter="status"][value="${current}"]`);
    await page.locator('[data-graph-filters-menu] > summary').click();
    await box.uncheck();
    const expected = graph.nodes.filter((n) => n[3] !== current).length;
    await page.waitForFunction((n) => document.querySelector('canvas')?.dataset.drawn === String(n), expected);
    await box.check();
    await page.waitForFunction((n) => document.querySelector('canvas')?.dataset.drawn === String(n), graph.nodes.length);
  });

  it('lists every article and its connections as text', async () => {
    const listed = await page.locator('.connections details > ul > li > a.title').count();
    assert.equal(listed, knowledge.articles.length);
    const connections = await page.locator('.connections details > ul > li > ul > li').count();
    assert.equal(connections, graph.links.length * 2, 'each connection appears under both of its ends');
  });

  it('has a page of connections per topic', async () => {
    const topic = knowledge.articles[0].data.topic!;
    await page.goto(`${server.url}graph/${topic}/`);
    assert.equal(await page.locator('.connections > ul > li > a.title').count(), knowledge.articles.filter((a) => a.data.topic === topic).length);
  });

  it('shows the whole graph on load, inside the window', async () => {
    await page.goto(`${server.url}graph/`);
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
    const box = (await page.locator('canvas').boundingBox())!;
    assert.ok(box.y + box.height <= 900, `the canvas ends above the fold (${Math.round(box.y + box.height)}px of 900)`);
    const [k, x, y] = (await page.locator('canvas').getAttribute('data-view'))!.split(',').map(Number);
    const outside = graph.nodes.filter((n) => {
      const sx = n[4] * k + x;
      const sy = n[5] * k + y;
      return sx < 0 || sy < 0 || sx > box.width || sy > box.height;
    });
    assert.deepEqual(outside.map((n) => n[0]), [], 'every node is drawn inside the canvas');
    const xsOnScreen = graph.nodes.map((n) => n[4] * k + x);
    const ysOnScreen = graph.nodes.map((n) => n[5] * k + y);
    const used = ((Math.max(...xsOnScreen) - Math.min(...xsOnScreen)) * (Math.max(...ysOnScreen) - Math.min(...ysOnScreen))) / (box.width * box.height);
    assert.ok(used > 0.35, `the graph fills the canvas (${Math.round(used * 100)}% of its area)`);
  });

  it('names the topic clusters when seen whole, titles only when zoomed in or around a hovered node', async () => {
    await page.goto(`${server.url}graph/`);
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
    const canvas = page.locator('canvas');
    const data = async () => canvas.evaluate((c) => ({ ...(c as HTMLCanvasElement).dataset }));
    let d = await data();
    assert.equal(d.labels, '0', 'no article title at the fitted view');
    assert.ok(Number(d.clusters) >= 1, 'topic names instead');
    // Hover the best-connected node: it and its neighbours are highlighted, their titles shown.
    const hub = graph.nodes.reduce((best, n, i) => (n[6] > graph.nodes[best][6] ? i : best), 0);
    const neighbours = new Set(graph.links.flatMap(([a, b]) => (a === hub ? [b] : b === hub ? [a] : [])));
    const [k, x, y] = (await canvas.getAttribute('data-view'))!.split(',').map(Number);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + graph.nodes[hub][4] * k + x, box.y + graph.nodes[hub][5] * k + y);
    await page.waitForFunction(() => document.querySelector('canvas')?.dataset.highlight !== '0');
    d = await data();
    assert.equal(Number(d.highlight), 1 + neighbours.size, 'the node and each neighbour');
    assert.ok(Number(d.labels) >= 1 && Number(d.labels) <= 1 + neighbours.size, 'titles of those only');
    await page.mouse.move(box.x + 2, box.y + box.height - 2);
    for (let i = 0; i < 4; i++) await page.locator('[data-zoom="in"]').click();
    await page.waitForFunction(() => Number(document.querySelector('canvas')?.dataset.labels) > 0);
    d = await data();
    assert.equal(d.clusters, '0', 'zoomed in, titles replace the topic names');
  });
});
