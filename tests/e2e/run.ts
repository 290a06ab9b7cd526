// `npm run test:e2e`: builds the site twice from one knowledge dir (at `/`, and under `/lore/`
// like a GitHub project page), then runs the e2e tests against the builds.
// Knowledge dir: LORE_E2E_KNOWLEDGE, else `knowledge/` once it has articles, else the fixture.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hasChromium, HOW_TO_GET_CHROMIUM } from './helpers/browser.ts';
import { buildSite, e2eKnowledgeDir, workDir, ROOT, BASE_PATH, BASE_SITE } from './helpers/site.ts';

if (!hasChromium()) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const knowledgeDir = e2eKnowledgeDir();
const work = workDir('lore-e2e-');
const rootDir = path.join(work, 'root');
const basedDir = path.join(work, 'based');
let code = 1;
try {
  console.log(`e2e: building ${path.relative(ROOT, knowledgeDir) || knowledgeDir} at / and under ${BASE_PATH}…`);
  // One after the other: two Astro builds of one project share its .astro/ directory (content
  // assets, types) and race on its files when run at once.
  const a = await buildSite({ knowledgeDir, outDir: rootDir });
  const b = await buildSite({ knowledgeDir, outDir: basedDir, base: BASE_PATH, site: BASE_SITE });
  console.log(`e2e: built in ${(a / 1000).toFixed(1)} s and ${(b / 1000).toFixed(1)} s`);
  const files = readdirSync(path.join(ROOT, 'tests/e2e'))
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join('tests/e2e', f));
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LORE_E2E_DIST: rootDir, LORE_E2E_DIST_BASED: basedDir, LORE_E2E_KNOWLEDGE_DIR: knowledgeDir },
  });
  code = result.status ?? 1;
} catch (error) {
  console.error((error as Error).message);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
