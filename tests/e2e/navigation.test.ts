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
  it('goes from the home page to a topic, named for people, and on to an article', async () => {
    await page.goto(server.url);
    const topicLink = page.locator('.topic-cards .topic-card-title a').first();
    const label = (await topicLink.textContent())!.trim();
    await topicLink.click();
    await page.waitForURL('**/topics/*/');
    const topic = decodeURIComponent(new URL(page.url()).pathname.split('/').filter(Boolean).pop()!);
    assert.equal((await page.locator('h1').textContent())!.trim(), label);
    assert.notEqual(label, topic, `the topic is shown by a name (${label}), not its slug`);
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
    assert.equal((await page.locator('.breadcrumbs li').last().textContent())!.trim(), label, 'the breadcrumb names the topic');
  });

  it('names topics from _topics.json, else from their folder', async () => {
    await page.goto(`${server.url}topics/`);
    const labels = await page.locator('.topic-card-title a').allTextContents();
    assert.ok(labels.includes('The GitClaw project'), `the e2e overlay's _topics.json names "project" (got ${labels.join(', ')})`);
    assert.ok(labels.includes('Architecture'), 'a topic it does not name (the overlay\'s architecture/) is titled from its slug');
    await page.goto(`${server.url}topics/project/`);
    assert.match((await page.locator('.lede').first().textContent())!, /repository, its fork and its tools/, 'with its description');
  });

  it('moves through a topic from an article: the sidebar, previous and next, by title', async () => {
    const topic = knowledge.articles.map((a) => a.data.topic!).find((t) => knowledge.articles.filter((a) => a.data.topic === t).length >= 3)!;
    const byTitle = knowledge.articles.filter((a) => a.data.topic === topic).sort((a, b) => a.data.title.localeCompare(b.data.title, 'en', { sensitivity: 'base', numeric: true }));
    const middle = byTitle[1];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}articles/${middle.id}/`);
    const current = page.locator('.subject-nav a[aria-current="page"]');
    assert.equal((await current.textContent())!.trim(), middle.data.title, 'the sidebar marks this article in its topic');
    assert.equal(await page.locator('.subject-nav .here .subject-articles li:not(.more)').count(), Math.min(byTitle.length, 15));
    await page.locator('.pager a[rel="next"]').click();
    await page.waitForURL(`**/articles/${byTitle[2].id}/`);
    await page.locator('.pager a[rel="prev"]').click();
    await page.waitForURL(`**/articles/${middle.id}/`);
  });

  it('folds an article\'s full metadata and sources, lists its connections once, and links shared tags', async () => {
    const article = knowledge.articles.find((a) => a.data.related.length > 0 && a.data.sources.length > 0)!;
    await page.goto(`${server.url}articles/${article.id}/`);
    assert.equal(await page.locator('details#about').evaluate((d) => (d as HTMLDetailsElement).open), false);
    assert.equal(await page.locator('details#sources').evaluate((d) => (d as HTMLDetailsElement).open), false);
    assert.match((await page.locator('.provenance-text').textContent())!, /from \d+ sessions?, /, 'one line of provenance under the title');
    const connected = await page.locator('.connection-list a.title').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    assert.equal(new Set(connected).size, connected.length, 'each connected article once');
    assert.equal(await page.locator('.article-aside, h2:text-is("Linked from")').count(), 0, 'no separate Related and Linked-from lists');
    for (const href of await page.locator('#about .tag-list a').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
      const res = await page.request.get(new URL(href, page.url()).href);
      assert.equal(res.status(), 200, `${href} is a page`);
    }
  });

  it('leads the home page with preferences, open disputes and recent decisions', async () => {
    await page.goto(server.url);
    const preferences = knowledge.articles.filter((a) => a.data.type === 'preference' && a.data.status === 'current');
    const decisions = knowledge.articles.filter((a) => a.data.type === 'decision' && (a.data.status === 'current' || a.data.status === 'disputed'));
    const listed = (id: string) => page.locator(`#${id}`).locator('xpath=ancestor::section').locator('a.title').allTextContents();
    if (preferences.length) assert.deepEqual(new Set(await listed('preferences-title')), new Set(preferences.slice(0, 6).map((a) => a.data.title)));
    assert.ok(decisions.length > 0);
    const shown = await listed('decisions-title');
    assert.ok(shown.length > 0 && shown.every((t) => decisions.some((a) => a.data.title === t)), 'only decisions that hold');
    assert.ok(await page.locator('#disputes-title').isVisible());
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
    await page.locator('tbody tr th a').first().click();
    await page.waitForURL('**/runs/*/');
    assert.ok(await page.getByRole('heading', { name: 'What was asked' }).isVisible());
  });

  it('lists runs with their agent, failures in the warning colour, dates on one line at 1280 px', async (t) => {
    if (!knowledge.runs.length) return t.skip('no runs');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}runs/`);
    const headers = await page.locator('thead th').allTextContents();
    assert.ok(headers.includes('Agent'));
    const withIssue = (knowledge.runs as Array<{ issue?: number }>).some((r) => r.issue !== undefined);
    assert.equal(headers.includes('Issue'), withIssue, 'an Issue column only where some run has an issue');
    const heights = await page.locator('tbody td:first-child time').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const line = await page.locator('tbody td:first-child').first().evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    assert.ok(heights.every((h) => h <= line * 1.2), `every date on one line (heights ${[...new Set(heights)].join(', ')})`);
    const colour = (sel: string) => page.locator(sel).first().evaluate((e) => getComputedStyle(e).color);
    const failed = page.locator('tbody tr.outcome-failed .badge');
    if (await failed.count()) assert.notEqual(await colour('tbody tr.outcome-failed .badge'), await colour('tbody tr.outcome-answered .badge, tbody tr.outcome-chat .badge'));
    assert.equal(await page.locator('tbody .badge.outcome-bad').count(), await page.locator('tbody tr.outcome-failed').count(), 'each failed run in the warning colour');
  });
});
