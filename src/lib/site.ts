// The build's one SiteIndex: loaded and computed on first use, then shared by every page and
// endpoint of the build (module-level memo).
import { getArticles, getRuns } from './knowledge.ts';
import { buildSiteIndex, type SiteIndex } from './site-index.ts';

let site: Promise<SiteIndex> | undefined;

export function getSite(): Promise<SiteIndex> {
  site ??= Promise.all([getArticles(), getRuns()]).then(([articles, runs]) => buildSiteIndex(articles, runs));
  return site;
}
