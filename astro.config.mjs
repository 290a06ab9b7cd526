// @ts-check
// Lore's site. `site` and `base` come from lore.config.ts; `astro build --site URL --base /repo/`
// overrides them as Astro users expect, and every URL in the site is built from `base`.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { loadConfig } from './curation/config/load.ts';

const lore = await loadConfig(process.cwd());

export default defineConfig({
  site: lore.site.url,
  base: lore.site.base,
  trailingSlash: 'ignore',
  integrations: [mdx()],
});
