// The build's one SiteIndex: loaded and computed on first use, then shared by every page and
// endpoint of the build (module-level memo).
import { getArticles, getRuns } from './knowledge.ts';
import { buildSiteIndex, type SiteIndex } from './site-index.ts';
import { startGraphLayout } from './graph-data.ts';
import { getConfig } from './config.ts';
import { loadTopicsFile } from '../../curation/store/topics-file.ts';

let site: Promise<SiteIndex> | undefined;

export function getSite(): Promise<SiteIndex> {
  site ??= Promise.all([getArticles(), getRuns(), getConfig()]).then(([articles, runs, config]) => {
    // Topic names (knowledge/_topics.json, written by curation); a broken file fails the build
    // with its line, like a broken article.
    const index = buildSiteIndex(articles, runs, loadTopicsFile(config.knowledgeDir));
    // The graph's layout is the one expensive computation of a build: start it now, on another
    // thread, so it is ready by the time graph.json is written.
    void startGraphLayout(index);
    return index;
  });
  return site;
}
