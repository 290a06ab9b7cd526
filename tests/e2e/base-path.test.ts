// The site built with `--base /lore/ --site https://example.github.io` and served under /lore/,
// as GitHub Pages serves a project site: a crawl from the home page finds no broken internal
// link, stylesheet, script or image; the search bundle and its index load; absolute URLs (feed,
// sitemap, Open Graph) carry the site and the base; search works from under the base.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { builtSite, expectationsFor, BASE_PATH, BASE_SITE, type BuiltSite } from './helpers/site.ts';
import { readKnowledge } from './helpers/knowledge.ts';
import { referencesIn } from './helpers/html.ts';

let site: BuiltSite;
let server: StaticServer;

before(async () => {
  site = await builtSite('based');
  server = await serveStatic(site.dir, site.base);
});

after(async () => {
  await server?.close();
});

interface Crawl {
  pages: Set<string>;
  broken: string[];
  outsideBase: string[];
  checked: number;
}

async function crawl(start: string): Promise<Crawl> {
  const origin = new URL(start).origin;
  const seen = new Set<string>([start]);
  const queue = [start];
  const pages = new Set<string>();
  const broken: string[] = [];
  const outsideBase: string[] = [];
  let checked = 0;
  const check = async (url: string, from: string) => {
    checked++;
    const response = await fetch(url);
    if (!response.ok) broken.push(`${url} (${response.status}) from ${from}`);
    return response;
  };
  while (queue.length) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (pageUrl) => {
        const response = await check(pageUrl, 'crawl');
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.includes('text/html')) return;
        pages.add(pageUrl);
        const html = await response.text();
        for (const ref of referencesIn(html)) {
          if (/^(mailto:|javascript:|data:|#)/.test(ref.url)) continue;
          const target = new URL(ref.url, pageUrl);
          if (target.origin !== origin) continue;
          target.hash = '';
          if (!target.pathname.startsWith(BASE_PATH)) outsideBase.push(`${ref.url} in ${pageUrl}`);
          const key = target.href;
          if (seen.has(key)) continue;
          seen.add(key);
          if (ref.tag === 'a' || key.endsWith('/')) queue.push(key);
          else {
            const asset = await check(key, pageUrl);
            if (asset.ok && key.endsWith('.css')) {
              for (const m of (await asset.text()).matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
                if (m[1].startsWith('data:')) continue;
                const u = new URL(m[1], key);
                if (u.origin === origin && !seen.has(u.href)) {
                  seen.add(u.href);
                  await check(u.href, key);
                }
              }
            }
          }
        }
      }),
    );
  }
  return { pages, broken, outsideBase, checked };
}

describe('base path /lore/', () => {
  it('has no broken internal link, stylesheet, script or image anywhere reachable from the home page', async () => {
    const result = await crawl(server.url);
    const knowledge = readKnowledge(site.knowledgeDir);
    console.log(`crawled ${result.pages.size} pages, checked ${result.checked} URLs`);
    assert.deepEqual(result.broken, []);
    assert.deepEqual(result.outsideBase, []);
    for (const a of knowledge.articles) assert.ok(result.pages.has(`${server.url}articles/${encodeURIComponent(a.id)}/`), `article ${a.id} is reachable`);
  });

  it('serves the search bundle and its index under the base', async () => {
    const js = await fetch(`${server.url}pagefind/pagefind.js`);
    assert.equal(js.status, 200);
    const entry = await fetch(`${server.url}pagefind/pagefind-entry.json`);
    assert.equal(entry.status, 200);
    const { languages } = (await entry.json()) as { languages: Record<string, { hash: string; wasm?: string; page_count: number }> };
    const [, info] = Object.entries(languages)[0];
    assert.equal(info.page_count, readKnowledge(site.knowledgeDir).articles.length, 'every article page, and only those, is indexed');
    assert.equal((await fetch(`${server.url}pagefind/pagefind.${info.hash}.pf_meta`)).status, 200);
    if (info.wasm) assert.equal((await fetch(`${server.url}pagefind/wasm.${info.wasm}.pagefind`)).status, 200);
  });

  it('writes absolute URLs with the site and the base', () => {
    const sitemap = readFileSync(path.join(site.dir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.ok(locs.length > 0);
    assert.ok(locs.every((l) => l.startsWith(`${BASE_SITE}${BASE_PATH}`)), 'sitemap');
    const feed = readFileSync(path.join(site.dir, 'feed.xml'), 'utf8');
    assert.ok([...feed.matchAll(/<link href="([^"]+)"/g)].every((m) => m[1].startsWith(`${BASE_SITE}${BASE_PATH}`)), 'feed');
    const home = readFileSync(path.join(site.dir, 'index.html'), 'utf8');
    assert.match(home, new RegExp(`<meta property="og:url" content="${BASE_SITE}${BASE_PATH}"`));
  });

  it('finds and opens an article with search from under the base', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(server.url);
      await page.keyboard.press('/');
      const { query, expectTitle } = expectationsFor(site.knowledgeDir).search;
      await page.locator('#search-input').fill(query);
      const hit = page.locator('[data-search-results] > li a', { hasText: expectTitle }).first();
      await hit.waitFor();
      assert.ok((await hit.getAttribute('href'))!.startsWith(BASE_PATH));
      await hit.click();
      await page.waitForURL(`**${BASE_PATH}articles/**`);
      assert.ok((await page.locator('h1').textContent())!.includes(expectTitle));
    } finally {
      await browser.close();
    }
  });
});
