// The one inline script of the site, run in <head> before first paint: the saved theme, else the
// system's, so no page flashes the wrong theme. It is inline because an external file would be
// fetched before the page paints. The Content-Security-Policy allows it by the hash of exactly
// this text (astro.config.mjs): Astro writes the policy's <meta> at the end of <head>, after this
// script, but the hash keeps it allowed wherever the policy stands, while any other inline script,
// such as one a session smuggled into a page, is refused.
import { createHash } from 'node:crypto';

export const THEME_INIT_SCRIPT =
  "(function(){var t=null;try{t=localStorage.getItem('lore-theme')}catch(e){}" +
  "if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  'document.documentElement.dataset.theme=t})();';

/** The CSP source that allows the script: `sha256-<base64>`. */
export function themeInitHash(): string {
  return `sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}`;
}
