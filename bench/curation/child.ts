// One curation run in its own process, so its peak memory is its own: prints a JSON line.
import { resolveConfig } from '../../curation/config/load.ts';
import { curate } from '../../curation/pipeline/curate.ts';

const [sessions, knowledge] = process.argv.slice(2);
const config = resolveConfig({ sessions: [sessions], knowledgeDir: knowledge }, process.cwd(), 'bench', {});
const started = performance.now();
const report = await curate(config, { bootstrap: true, now: new Date('2026-11-22T00:00:00Z') });
const seconds = (performance.now() - started) / 1000;
for (const d of report.diagnostics) console.error(`warning: ${d.file}${d.line ? `:${d.line}` : ''}: ${d.message}`);
console.log(
  JSON.stringify({
    seconds,
    bytes: report.bytesRead,
    sessions: report.read,
    articles: report.articles?.total ?? 0,
    warnings: report.diagnostics.length,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
