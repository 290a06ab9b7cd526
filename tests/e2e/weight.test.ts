// Page weight: an article page's HTML + CSS + eager JavaScript stays under 50 KB gzipped, its only
// scripts are the search island and the theme toggle, and d3 is in no client bundle.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSite, type BuiltSite } from './helpers/site.ts';
import { readKnowledge, type Knowledge } from './helpers/knowledge.ts';
import { eagerAssets } from './helpers/html.ts';

const BUDGET = 50 * 1024;
// Names only d3-force's code contains (its API and internals), minified or not.
const D3_MARKERS = ['forceSimulation', 'forceManyBody', 'd3-force', 'd3-quadtree', 'd3-dispatch', 'alphaDecay'];

let site: BuiltSite;
let knowledge: Knowledge;

before(async () => {
  site = await builtSite('root');
  knowledge = readKnowledge(site.knowledgeDir);
});

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function assetPath(url: string): string {
  return path.join(site.dir, url.slice(site.base.length));
}

/** The biggest article page: the worst case for the budget. */
function heaviestArticlePage(): string {
  let best = '';
  let size = -1;
  for (const a of knowledge.articles) {
    const file = path.join(site.dir, 'articles', a.id, 'index.html');
    const s = statSync(file).size;
    if (s > size) {
      size = s;
      best = file;
    }
  }
  return best;
}

describe('weight', () => {
  it(`an article page is at most ${BUDGET / 1024} KB gzipped (HTML + CSS + eager JS)`, () => {
    const file = heaviestArticlePage();
    const html = readFileSync(file, 'utf8');
    const { css, js } = eagerAssets(html);
    const parts = [
      { what: path.relative(site.dir, file), bytes: gz(html) },
      ...css.map((u) => ({ what: u, bytes: gz(readFileSync(assetPath(u))) })),
      ...js.map((u) => ({ what: u, bytes: gz(readFileSync(assetPath(u))) })),
    ];
    const total = parts.reduce((n, p) => n + p.bytes, 0);
    console.log(`article page weight: ${(total / 1024).toFixed(1)} KB gzipped (${parts.map((p) => `${p.what} ${(p.bytes / 1024).toFixed(1)} KB`).join(', ')})`);
    assert.ok(total <= BUDGET, `${total} bytes > ${BUDGET}`);
  });

  it('runs no JavaScript on article pages but the search island and the theme scripts', () => {
    for (const a of knowledge.articles.slice(0, 20)) {
      const html = readFileSync(path.join(site.dir, 'articles', a.id, 'index.html'), 'utf8');
      const { js, inlineJs } = eagerAssets(html);
      assert.ok(js.length <= 1, `${a.id}: ${js.join(', ')}`);
      for (const src of js) {
        const code = readFileSync(assetPath(src), 'utf8');
        assert.match(code, /search-dialog/, `${src} is the search island`);
        assert.doesNotMatch(code, /getContext\(|graph\.json/, `${src} carries no graph code`);
      }
      for (const code of inlineJs) assert.match(code, /lore-theme/, 'inline scripts are the theme ones');
      assert.ok(inlineJs.length <= 2);
    }
  });

  it('ships no d3 to the browser', () => {
    const all = files(site.dir).filter((f) => !f.includes(`${path.sep}pagefind${path.sep}`));
    const bundles = all.filter((f) => /\.m?js$/.test(f));
    assert.ok(bundles.length > 0, 'there are client bundles to check');
    const scripts = [
      ...bundles.map((f) => ({ where: path.relative(site.dir, f), code: readFileSync(f, 'utf8') })),
      ...all.filter((f) => f.endsWith('.html')).flatMap((f) => eagerAssets(readFileSync(f, 'utf8')).inlineJs.map((code) => ({ where: path.relative(site.dir, f), code }))),
    ];
    for (const { where, code } of scripts) {
      for (const marker of D3_MARKERS) assert.ok(!code.includes(marker), `${where} contains "${marker}"`);
    }
  });
});
