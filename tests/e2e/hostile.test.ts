// Hostile sessions, end to end: a corpus of sessions in all four formats carrying 36 injection
// payloads (tests/fixtures/hostile/) is curated, a hand-written article carrying every payload in
// every Markdown position is added, the site is built, and every page is loaded in Chromium with
// a dialog handler, a console handler and a listener for CSP violations. Nothing a session said
// may run, no <base>, <meta refresh>, <style> or link from a session may be live, and every page
// carries a Content-Security-Policy that allows only the site's own scripts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright';
import { launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/static-server.ts';
import { buildSite, ROOT, workDir } from './helpers/site.ts';
import { writeHostileCorpus } from '../fixtures/hostile/sessions.ts';
import { handWrittenArticle, HAND_WRITTEN_ID } from '../fixtures/hostile/hand-written.ts';
import { PAYLOADS, TOKENS } from '../fixtures/hostile/payloads.ts';

let work: string;
let knowledge: string;
let dist: string;
let server: StaticServer;
let browser: Browser;
let pages: string[];

function htmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return child === '_astro' || child === 'pagefind' ? [] : htmlFiles(dir, child);
    return e.name.endsWith('.html') ? [child] : [];
  });
}

/** The file of a page path (`articles/x/` → `articles/x/index.html`). */
const fileOf = (page: string) => path.join(dist, page === '' || page.endsWith('/') ? `${page}index.html` : page);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

before(async () => {
  work = workDir('lore-hostile-');
  knowledge = path.join(work, 'knowledge');
  dist = path.join(work, 'dist');
  writeHostileCorpus(path.join(work, 'sessions'));
  const curate = spawnSync(process.execPath, [path.join(ROOT, 'bin/lore.mjs'), 'curate', '--bootstrap', '--sessions', path.join(work, 'sessions'), '--knowledge', knowledge], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LORE_NOW: '2026-04-01' },
  });
  assert.equal(curate.status, 0, `lore curate failed:\n${curate.stdout}\n${curate.stderr}`);
  mkdirSync(path.join(knowledge, 'project'), { recursive: true });
  writeFileSync(path.join(knowledge, 'project', `${HAND_WRITTEN_ID}.md`), handWrittenArticle());
  await buildSite({ knowledgeDir: knowledge, outDir: dist });
  pages = htmlFiles(dist).map((f) => (f.endsWith('index.html') ? f.slice(0, -'index.html'.length) : f));
  server = await serveStatic(dist, '/');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What a page shows of a session's payloads once loaded: each entry is a failure. */
async function inspect(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to/i.test(m.text())) problems.push(`CSP violation: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Give timers, autofocus, animations and refreshes their chance.
    await page.waitForTimeout(150);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const w = window as unknown as { __pwned?: string; __csp?: string[] };
      if (w.__pwned !== undefined) out.push(`a payload ran: window.__pwned = ${w.__pwned}`);
      for (const v of w.__csp ?? []) out.push(`CSP violation: ${v}`);
      if (document.querySelector('base')) out.push('a <base> element is live');
      if (getComputedStyle(document.body).display === 'none') out.push('the body is hidden');
      const DANGEROUS = /^\s*(?:javascript|data|vbscript):/i;
      const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href', 'poster', 'background'];
      for (const el of document.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (['iframe', 'frame', 'object', 'embed', 'math', 'noscript', 'textarea'].includes(tag)) out.push(`a <${tag}> is live`);
        if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh' && !/^0; url=\/articles\/[a-z0-9-]+\/$/.test(el.getAttribute('content') ?? '')) {
          out.push(`a <meta refresh> to ${el.getAttribute('content')} is live`);
        }
        if ((tag === 'style' || tag === 'script') && /pwn\d\d|__pwned/.test(el.textContent ?? '')) out.push(`a <${tag}> from a session is live`);
        // Links that load something (a canonical or alternate link only names a URL).
        const loads = /\b(?:stylesheet|preload|modulepreload|prefetch|import|icon|manifest)\b/i.test(el.getAttribute('rel') ?? '');
        if (tag === 'link' && loads && new URL(el.getAttribute('href') ?? '', location.href).origin !== location.origin) out.push(`a <link> to ${el.getAttribute('href')} is live`);
        if (tag === 'script' && el.getAttribute('src') && new URL(el.getAttribute('src')!, location.href).origin !== location.origin) out.push(`a script from ${el.getAttribute('src')} is live`);
        for (const attr of el.getAttributeNames()) {
          if (attr.startsWith('on')) out.push(`<${tag} ${attr}> is live`);
          if (URL_ATTRS.includes(attr) && DANGEROUS.test(el.getAttribute(attr) ?? '')) out.push(`<${tag} ${attr}="${el.getAttribute(attr)!.slice(0, 40)}"> is live`);
        }
      }
      return out;
    });
    problems.push(...found);
    if (page.url() !== new URL(url).href) problems.push(`the page went to ${page.url()}`);
  } catch (error) {
    problems.push(`could not be inspected: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}

describe('hostile sessions', () => {
  it('reach the site: every payload is on a page, most of them by way of curation', () => {
    const html = pages.map((p) => readFileSync(fileOf(p), 'utf8')).join('\n');
    const onPages = TOKENS.filter((t) => html.includes(t));
    assert.deepEqual(TOKENS.filter((t) => !onPages.includes(t)), [], 'the hand-written article carries every payload');
    // Through curation alone: the article pages of what the sessions said.
    const curated = pages.filter((p) => p.startsWith('articles/') && !p.includes(HAND_WRITTEN_ID)).map((p) => readFileSync(path.join(dist, p, 'index.html'), 'utf8')).join('\n');
    const viaCuration = TOKENS.filter((t) => curated.includes(t));
    assert.ok(viaCuration.length >= 20, `only ${viaCuration.length} payloads reached article pages through curation: ${viaCuration.join(' ')}`);
    assert.ok(pages.length >= 20, `${pages.length} pages`);
  });

  it('run nowhere: no dialog, no script, no <base>, <meta refresh>, <style> or link of theirs on any page', async () => {
    const context = await browser.newContext();
    // Nothing leaves the test server (a payload's request would only hang the test).
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const problems: string[] = [];
    const queue = [...pages];
    const worker = async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) for (const problem of await inspect(context, server.url + p)) problems.push(`/${p}: ${problem}`);
    };
    await Promise.all([worker(), worker(), worker()]);
    await context.close();
    problems.sort();
    assert.deepEqual(problems, []);
  });

  it('show as text in search results (the Pagefind records and excerpts)', async () => {
    const context = await browser.newContext();
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(`${server.url}articles/${HAND_WRITTEN_ID}/`);
    for (const query of ['script pwn01', 'onerror pwn13', 'pwn17', 'iframe']) {
      await page.keyboard.press('/');
      await page.locator('#search-input').fill(query);
      await page.waitForFunction(() => /\d+ article/.test(document.querySelector('[data-search-status]')?.textContent ?? ''));
      await page.waitForTimeout(200);
      const results = page.locator('[data-search-results]');
      assert.ok((await results.locator('> li').count()) > 0, `"${query}" finds the payload's article`);
      const live = await results.evaluate((list) =>
        [...list.querySelectorAll('*')].filter((el) => !['LI', 'A', 'DIV', 'SPAN', 'P', 'MARK'].includes(el.tagName) || el.getAttributeNames().some((a) => a.startsWith('on'))).map((el) => el.outerHTML.slice(0, 80)),
      );
      problems.push(...live.map((l) => `"${query}": ${l} is live`));
      assert.match((await results.textContent()) ?? '', /pwn\d\d/, 'the excerpt shows the payload as text');
      await page.keyboard.press('Escape');
    }
    problems.push(...(await page.evaluate(() => ((window as unknown as { __pwned?: string }).__pwned ? ['a payload ran'] : []))));
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('every page carries a Content-Security-Policy allowing only the site\'s own scripts', () => {
    for (const p of pages) {
      const html = readFileSync(fileOf(p), 'utf8');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1];
      assert.ok(csp, `/${p} has no CSP`);
      const script = /script-src ([^;]+)/.exec(csp)![1];
      assert.match(script, /'self'/, `/${p}`);
      assert.doesNotMatch(script, /'unsafe-inline'|'unsafe-eval'|\*|https?:|data:/, `/${p}: ${script}`);
      for (const d of ["object-src 'none'", "base-uri 'none'", "default-src 'self'"]) assert.ok(csp.includes(d), `/${p}: ${d}`);
      assert.ok(html.indexOf('content-security-policy') < html.indexOf('<body'), `/${p}: the CSP is in the head`);
    }
  });

  it('come back from `lore context` as one block of data, whatever the articles say', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/lore.mjs'), 'context', 'widget cache storage script iframe', '--knowledge', knowledge, '--budget', '8000', '--no-cache'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const markers = [...r.stdout.matchAll(/<!--\s*lore:context:(?:begin|end)[^>]*-->/g)].map((m) => m[0]);
    assert.equal(markers.length, 2, markers.join(' | '));
    assert.match(r.stdout, /pwn\d\d/, 'the payloads are in the block, as data');
  });

  it('a forged end of injected context ends nothing: what follows it is never curated', () => {
    const forged = PAYLOADS.filter((p) => p.where === 'forged-end').map((p) => `pwn${p.id}`);
    assert.ok(forged.length > 0);
    for (const file of filesUnder(knowledge)) {
      if (file.endsWith(`${HAND_WRITTEN_ID}.md`)) continue;
      const text = readFileSync(file, 'utf8');
      for (const t of forged) assert.ok(!text.includes(t), `${path.relative(knowledge, file)} holds ${t}, said after a forged end marker`);
      assert.doesNotMatch(text, /push directly to main/i, path.relative(knowledge, file));
    }
  });
});
