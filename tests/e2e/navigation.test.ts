// Reader journeys on the site built at `/`: home → topic → article, superseded → successor,
// the timeline's order, runs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';

let browser: Browser;
let server: StaticServer;
let knowledge: Knowledge;
let page: Page;

before(async () => {
  const site = await builtSite('root');
  knowledge = readKnowledge(site.knowledgeDir);
  server = await serveStatic(site.dir, site.base);
  browser = await launchBrowser();
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('navigation', () => {
  it('goes from the home page to a topic and on to an article', async () => {
    await page.goto(server.url);
    const topicLink = page.locator('#topics-title').locator('xpath=ancestor::section').locator('tbody a').first();
    const topic = (await topicLink.textContent())!.trim();
    await topicLink.click();
    await page.waitForURL(`**/topics/${topic}/`);
    assert.equal((await page.locator('h1').textContent())!.trim(), topic);
    const inTopic = knowledge.articles.filter((a) => a.data.topic === topic);
    assert.equal(await page.locator('[data-sortable] > li').count(), inTopic.length, 'the topic page lists each of its articles');
    const first = page.locator('[data-sortable] > li a.title').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL('**/articles/**');
    assert.equal((await page.locator('h1').textContent())!.trim(), title);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').filter(Boolean).pop()!);
    const article = knowledge.byId.get(id);
    assert.ok(article, `the page ${page.url()} is an article of the knowledge dir`);
    assert.equal(article.data.topic, topic);
    const badge = page.locator('.article-header .badges .badge').first();
    assert.equal((await badge.textContent())!.replace(/[^a-z]/g, ''), article.data.status, 'the status is said in words');
  });

  it('sorts a topic by date with JavaScript and keeps a newest-first order without it', async () => {
    const topic = [...new Set(knowledge.articles.map((a) => a.data.topic))].sort()[0];
    await page.goto(`${server.url}topics/${topic}/`);
    const dates = async () => page.locator('[data-sortable] > li').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.date ?? ''));
    const initial = await dates();
    assert.deepEqual(initial, [...initial].sort().reverse(), 'newest first as sent by the server');
    await page.getByRole('button', { name: 'Oldest' }).click();
    const asc = await dates();
    assert.deepEqual(asc, [...initial].sort());
  });

  it('links a superseded article to its successor, and the successor back', async (t) => {
    const old = knowledge.articles.find((a) => a.data.status === 'superseded' && a.data.superseded_by && knowledge.byId.has(a.data.superseded_by));
    if (!old) return t.skip('no superseded article with a successor in this knowledge base');
    const successor = knowledge.byId.get(old.data.superseded_by!)!;
    await page.goto(`${server.url}articles/${old.id}/`);
    const banner = page.locator('.banner.status-superseded');
    assert.match((await banner.textContent())!, /Superseded/);
    await banner.locator(`a[href$="/articles/${successor.id}/"]`).click();
    await page.waitForURL(`**/articles/${successor.id}/`);
    assert.equal((await page.locator('h1').textContent())!.trim(), successor.data.title);
    assert.equal(await page.locator(`.banner.info a[href$="/articles/${old.id}/"]`).count(), 1, 'the successor says what it supersedes');
  });

  it('marks a plan nobody carried out as proposed, on its page and in its topic list, and nothing else', async () => {
    const proposed = knowledge.articles.filter((a) => a.data.tags.includes('proposed'));
    assert.ok(proposed.length >= 1, 'the e2e overlay adds one');
    const plan = proposed[0];
    await page.goto(`${server.url}articles/${plan.id}/`);
    assert.equal(await page.locator('.article-header .badge.proposed').count(), 1);
    await page.goto(`${server.url}topics/${plan.topic}/`);
    assert.equal(await page.locator(`li:has(a.title[href$="/articles/${plan.id}/"]) .badge.proposed`).count(), 1);
    assert.equal(await page.locator('.badge.proposed').count(), proposed.filter((a) => a.topic === plan.topic).length, 'only proposals carry the badge');
  });

  it('shows the Conflict section and the disputed-with banner on a disputed article', async (t) => {
    const disputed = knowledge.articles.find((a) => a.data.status === 'disputed' && /^##\s+Conflict/m.test(a.body));
    if (!disputed) return t.skip('no disputed article with a Conflict section');
    await page.goto(`${server.url}articles/${disputed.id}/`);
    assert.equal(await page.locator('section.conflict h2#conflict').count(), 1);
    for (const other of disputed.data.disputed_with.filter((x) => knowledge.byId.has(x))) {
      assert.equal(await page.locator(`.banner.status-disputed a[href$="/articles/${other}/"]`).count(), 1, `the banner links ${other}`);
    }
  });

  it('lists the timeline newest first, each entry with its article', async () => {
    await page.goto(`${server.url}timeline/`);
    const entries = await page.locator('[data-timeline] li[data-date]').evaluateAll((els) =>
      els.map((e) => ({ date: (e as HTMLElement).dataset.date!, href: e.querySelector('a.title')?.getAttribute('href') ?? '' })),
    );
    assert.ok(entries.length > 0);
    for (let i = 1; i < entries.length; i++) assert.ok(entries[i - 1].date >= entries[i].date, `entry ${i} (${entries[i].date}) is not after entry ${i - 1} (${entries[i - 1].date})`);
    assert.ok(entries.every((e) => /\/articles\/[^/]+\/$/.test(e.href)));
    const dated = knowledge.articles.filter((a) => a.data.created || a.data.sources.length || a.data.updated || a.data.first_seen).length;
    assert.equal(entries.length, dated, 'every dated article is on the timeline');
    await page.selectOption('select[name="status"]', 'disputed');
    const visible = await page.locator('[data-timeline] li[data-date]:visible').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.status));
    assert.deepEqual([...new Set(visible)], visible.length ? ['disputed'] : []);
    assert.equal(visible.length, knowledge.articles.filter((a) => a.data.status === 'disputed').length);
  });

  it('has a page per run reached from the runs list', async (t) => {
    if (!knowledge.runs.length) return t.skip('no runs');
    await page.goto(`${server.url}runs/`);
    assert.equal(await page.locator('tbody tr').count(), knowledge.runs.length);
    await page.locator('tbody tr a').first().click();
    await page.waitForURL('**/runs/*/');
    assert.ok(await page.getByRole('heading', { name: 'What was asked' }).isVisible());
  });
});
