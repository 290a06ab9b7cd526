// How smoothly the graph page draws a large graph: builds a site of N generated articles
// (default 2,000), opens /graph/ in Chromium and, frame after frame, zooms, pans and hovers,
// recording the interval between animation frames. At 60 Hz a smooth page stays near 16.7 ms.
//
//   node bench/site/graph-draw.ts [--count 2000] [--frames 180]
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { generateKnowledge } from '../generate-knowledge.ts';
import { buildSite, workDir } from '../../tests/e2e/helpers/site.ts';
import { serveStatic } from '../../tests/e2e/helpers/static-server.ts';
import { launchBrowser } from '../../tests/e2e/helpers/browser.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '2000' }, frames: { type: 'string', default: '180' } } });
const count = Number(values.count);
const frames = Number(values.frames);
const work = workDir(`bench-graph-${count}-`);
try {
  const knowledgeDir = path.join(work, 'knowledge');
  generateKnowledge(count, knowledgeDir);
  const dist = path.join(work, 'site');
  await buildSite({ knowledgeDir, outDir: dist });
  const json = readFileSync(path.join(dist, 'graph.json'));
  const page = readFileSync(path.join(dist, 'graph/index.html'));
  console.log(`graph.json ${(json.length / 1024).toFixed(0)} KB (${(gzipSync(json).length / 1024).toFixed(0)} KB gz); graph page HTML ${(statSync(path.join(dist, 'graph/index.html')).size / 1024).toFixed(0)} KB (${(gzipSync(page).length / 1024).toFixed(0)} KB gz)`);
  const server = await serveStatic(dist, '/');
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = performance.now();
    await tab.goto(`${server.url}graph/`);
    await tab.waitForFunction(() => document.querySelector('canvas')?.dataset.drawn !== undefined, undefined, { timeout: 60_000 });
    console.log(`first drawing ${Math.round(performance.now() - started)} ms after navigation (${count} nodes)`);
    const intervals = await tab.evaluate(async (n) => {
      const canvas = document.querySelector('canvas')!;
      const rect = canvas.getBoundingClientRect();
      const out: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 0; i < n; i++) {
        const x = rect.left + rect.width * (0.3 + 0.4 * Math.sin(i / 9));
        const y = rect.top + rect.height * (0.3 + 0.4 * Math.cos(i / 13));
        if (i % 3 === 0) canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: i % 60 < 30 ? -40 : 40, clientX: x, clientY: y, bubbles: true, cancelable: true }));
        else canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true }));
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        out.push(now - last);
        last = now;
      }
      return out;
    }, frames);
    const sorted = [...intervals].sort((a, b) => a - b);
    const mean = intervals.reduce((a, b) => a + b, 0) / intervals.length;
    const p95 = sorted[Math.floor(sorted.length * 0.95)];
    console.log(`${frames} frames of zoom/pan/hover: mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (${(1000 / mean).toFixed(0)} fps)`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
