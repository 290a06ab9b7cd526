// @ts-check
// Lore's site. `site` and `base` come from the project's Lore config; `astro build --site URL --base /repo/`
// overrides them as Astro users expect, and every URL in the site is built from `base`.
import { defineConfig } from 'astro/config';
import { loadConfig, projectRoot } from './curation/config/load.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { inertHtmlPlugin } from './src/markdown/inert-html-plugin.ts';
import { conflictSectionPlugin } from './src/markdown/conflict-section-plugin.ts';
import { tableLabelsPlugin } from './src/markdown/table-labels-plugin.ts';
import { pagefindIntegration } from './src/integrations/pagefind.ts';
import { themeInitHash } from './src/lib/theme-init.ts';

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
    // Article bodies are what sessions said: raw HTML shows as text and unsafe links are dropped
    // before anything else sees the tree (the conflict section's own HTML comes after); table
    // cells get their column's name, for tables that reflow on a phone.
    processor: satteri({ hastPlugins: [inertHtmlPlugin, conflictSectionPlugin, tableLabelsPlugin] }),
    // Prism marks tokens with classes (coloured in global.css); Shiki's inline styles would need
    // the policy below to allow any style attribute.
    syntaxHighlight: 'prism',
  },
  integrations: [pagefindIntegration()],
  security: {
    // Every page carries a Content-Security-Policy (a <meta> Astro writes with the hashes of the
    // scripts and styles it bundles): only the site's own scripts and styles run, so even text
    // that got past the renderer could not. Pagefind needs WebAssembly; images may come from
    // https (badges, diagrams in hand-written articles), nothing may be framed, posted or based.
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' https:", "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-src 'none'"],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: [/** @type {`sha256-${string}`} */ (themeInitHash())] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
