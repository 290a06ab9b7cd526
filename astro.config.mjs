// @ts-check
// Lore's site. `site` and `base` come from the project's Lore config; `astro build --site URL --base /repo/`
// overrides them as Astro users expect, and every URL in the site is built from `base`.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { loadConfig, projectRoot } from './curation/config/load.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { conflictSectionPlugin } from './src/markdown/conflict-section-plugin.ts';
import { pagefindIntegration } from './src/integrations/pagefind.ts';

const lore = await loadConfig(projectRoot());

export default defineConfig({
  site: lore.site.url,
  base: lore.site.base,
  trailingSlash: 'ignore',
  // Pages render while earlier ones are still being written to disk: ~15% faster at 5,000
  // articles (bench/site). Output does not depend on the order pages are rendered in.
  build: { concurrency: Number(process.env.LORE_BUILD_CONCURRENCY) || 4 },
  // Builds of different knowledge dirs (tests, benchmarks) running side by side each need their
  // own content-layer cache.
  ...(process.env.LORE_ASTRO_CACHE_DIR ? { cacheDir: process.env.LORE_ASTRO_CACHE_DIR } : {}),
  markdown: {
    processor: satteri({ hastPlugins: [conflictSectionPlugin] }),
  },
  integrations: [mdx(), pagefindIntegration()],
});
