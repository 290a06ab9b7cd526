// The one place that builds site URLs. Every internal link, asset and search file goes through
// here so the site works at `/` and under `/<repo>/` alike (astro build --base).
import { joinBase } from './base-path.ts';
import { safeFileName } from '../../curation/lib/safe-name.ts';

export const BASE = joinBase(import.meta.env.BASE_URL);

/** A site path under the base: `url('timeline/')` → `/lore/timeline/`. */
export function url(path = ''): string {
  // BASE is already normalised (joinBase's own rule, without normalising it again per link).
  return BASE + (path.startsWith('/') ? path.replace(/^\/+/, '') : path);
}

const seg = (s: string) => encodeURIComponent(s);

export const homeUrl = () => url();
// Every page links a dozen or more articles (sidebar, connections, previous/next): built once each.
const articleUrls = new Map<string, string>();
export const articleUrl = (id: string) => {
  let u = articleUrls.get(id);
  if (u === undefined) articleUrls.set(id, (u = url(`articles/${seg(id)}/`)));
  return u;
};
export const articleMarkdownUrl = (id: string) => url(`articles/${seg(id)}.md`);
export const topicsUrl = () => url('topics/');
export const topicUrl = (topic: string) => url(`topics/${seg(topic)}/`);
export const runsUrl = () => url('runs/');
/** A run's page is named by its session id's safe file name: ids come from transcripts (`a/b`, `..`, `CON`). */
export const runUrl = (session: string) => url(`runs/${safeFileName(session)}/`);
export const timelineUrl = () => url('timeline/');
export const graphUrl = () => url('graph/');
export const graphDataUrl = () => url('graph.json');
export const graphTopicUrl = (topic: string) => url(`graph/${seg(topic)}/`);
/** A tag's page: named by its safe file name, tags being free text (`a/b`, `C++`). */
export const tagUrl = (tag: string) => url(`tags/${safeFileName(tag)}/`);
export const tagsUrl = () => url('tags/');
export const disputesUrl = () => url('disputes/');
export const tasksUrl = () => url('tasks/');
export const feedUrl = () => url('feed.xml');
export const searchBundleUrl = () => url('pagefind/');

/** An absolute URL (for feeds, sitemaps, Open Graph); relative when the site URL is unknown. */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  return site ? new URL(path, site).href : path;
}

export function issueUrl(repo: string | undefined, issue: number): string | undefined {
  return repo ? `https://github.com/${repo}/issues/${issue}` : undefined;
}
