// The site's URLs for machines, following the site's conventions: `<base>articles/<id>/` and
// `<base>articles/<id>.md`, absolute when the site's URL is known.
import { safeFileName } from '../lib/safe-name.ts';

export interface SiteLocation {
  /** Full URL of the deployed site (Astro's `site`), e.g. https://owner.github.io. */
  siteUrl?: string;
  /** Path the site is served under, e.g. `/` or `/lore/`. */
  base: string;
}

/** `base` with exactly one leading and one trailing slash. */
export function normaliseBase(base: string): string {
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** A site path (`/lore/articles/x/`) as a URL: absolute when the site URL is known. */
export function siteHref(path: string, where: SiteLocation): string {
  if (!where.siteUrl) return path;
  try {
    return new URL(path, where.siteUrl).href;
  } catch {
    return path;
  }
}

/** The site's root URL (or base path when the site URL is unknown). */
export function siteRoot(where: SiteLocation): string {
  return siteHref(normaliseBase(where.base), where);
}

export function articlePageUrl(id: string, where: SiteLocation): string {
  return siteHref(`${normaliseBase(where.base)}articles/${encodeURIComponent(id)}/`, where);
}

export function articleMarkdownUrl(id: string, where: SiteLocation): string {
  return siteHref(`${normaliseBase(where.base)}articles/${encodeURIComponent(id)}.md`, where);
}

/** A run's page is named by its session id's safe file name, as the site names it. */
export function runPageUrl(session: string, where: SiteLocation): string {
  return siteHref(`${normaliseBase(where.base)}runs/${safeFileName(session)}/`, where);
}

/** `<base>name` for a file at the site's root (`context.json`, `llms.txt`). */
export function siteFileUrl(name: string, where: SiteLocation): string {
  return siteHref(`${normaliseBase(where.base)}${name}`, where);
}

export function issueUrl(repo: string | undefined, issue: number): string | undefined {
  return repo ? `https://github.com/${repo}/issues/${issue}` : undefined;
}
