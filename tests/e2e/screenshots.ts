// Saves screenshots of the site for people to look at: home, an article, the graph and the
// timeline, each at desktop (1280 px) and phone (390 px) width, light and dark, into screenshots/.
//
//   node tests/e2e/screenshots.ts [--knowledge DIR] [--out screenshots] [--all] [--article ID] [--readme]
// --all adds every other page type (topics, a topic, tags, disputes, tasks, runs, a run, 404,
// search, the phone's open menu); --article picks the article shown (else a disputed one, else
// the best linked); --readme also writes docs/screenshot.png (the home page, 1280 px, light).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hasChromium, HOW_TO_GET_CHROMIUM, launchBrowser } from './helpers/browser.ts';
import { serveStatic } from './helpers/static-server.ts';
import { buildSite, e2eKnowledgeDir, workDir, ROOT } from './helpers/site.ts';
import { readKnowledge } from './helpers/knowledge.ts';
import { pageTypes } from './helpers/pages.ts';

const { values } = parseArgs({ options: { knowledge: { type: 'string' }, out: { type: 'string', default: 'screenshots' }, all: { type: 'boolean', default: false }, article: { type: 'string' }, readme: { type: 'boolean', default: false } } });
if (!hasChromium()) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const knowledgeDir = values.knowledge ? path.resolve(values.knowledge) : e2eKnowledgeDir();
const out = path.resolve(ROOT, values.out);
mkdirSync(out, { recursive: true });
const work = workDir('lore-shots-');
try {
  const dist = path.join(work, 'site');
  await buildSite({ knowledgeDir, outDir: dist });
  const knowledge = readKnowledge(knowledgeDir);
  const article =
    knowledge.articles.find((a) => a.id === values.article) ??
    knowledge.articles.find((a) => a.data.status === 'disputed' && /^##\s+Conflict/m.test(a.body)) ??
    [...knowledge.articles].sort((a, b) => b.data.related.length - a.data.related.length || b.body.length - a.body.length)[0];
  const both: Array<'light' | 'dark'> = ['light', 'dark'];
  const shots: Array<{ name: string; path: string; themes: Array<'light' | 'dark'> }> = [
    { name: 'home', path: '', themes: both },
    ...(article ? [{ name: 'article', path: `articles/${article.id}/`, themes: both }] : []),
    { name: 'graph', path: 'graph/', themes: both },
    { name: 'timeline', path: 'timeline/', themes: both },
  ];
  if (values.all) {
    const taken = new Set(shots.map((s) => s.path));
    for (const p of pageTypes(knowledge)) if (!taken.has(p.path)) shots.push({ name: p.name, path: p.path, themes: ['light', 'dark'] });
    shots.push({ name: 'search', path: '', themes: both }, { name: 'menu', path: '', themes: both });
  }
  const server = await serveStatic(dist, '/');
  const browser = await launchBrowser();
  try {
    for (const shot of shots) {
      for (const theme of shot.themes) {
        for (const [device, width] of [['desktop', 1280], ['phone', 390]] as const) {
          const context = await browser.newContext({ viewport: { width, height: device === 'phone' ? 844 : 900 }, colorScheme: theme, deviceScaleFactor: 1 });
          const page = await context.newPage();
          await page.goto(server.url + shot.path, { waitUntil: 'networkidle' });
          if (shot.name === 'search') {
            await page.keyboard.press('/');
            await page.locator('#search-input').fill(knowledge.articles[0]?.data.title.split(/\s+/)[0] ?? 'the');
            await page.waitForSelector('[data-search-results] > li', { timeout: 5000 }).catch(() => undefined);
          }
          if (shot.name === 'graph') await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined);
          if (shot.name === 'menu' && device === 'desktop') {
            await context.close();
            continue;
          }
          if (shot.name === 'menu') await page.getByRole('button', { name: 'Menu' }).click();
          const file = path.join(out, `${shot.name}-${device}${shot.themes.length > 1 ? `-${theme}` : ''}.png`);
          await page.screenshot({ path: file, fullPage: shot.name !== 'search' && shot.name !== 'menu' && shot.name !== 'graph' });
          console.log(path.relative(ROOT, file));
          if (values.readme && shot.name === 'home' && device === 'desktop' && theme === 'light') {
            await page.screenshot({ path: path.join(ROOT, 'docs/screenshot.png'), fullPage: false });
            console.log('docs/screenshot.png');
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
