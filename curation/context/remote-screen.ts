// What `lore context --from` keeps of a context.json it did not write. The file passed the
// schema, but the schema cannot know where it came from: an article id is printed and becomes a
// path in URLs, and `markdown_url` is printed as the place to "Read" the article, so a hostile
// file could send an agent to `file:///etc/passwd` or to another host. Kept:
// - articles whose id is a slug (lowercase letters, digits, hyphens), as Lore writes them;
// - references (successor, dispute partners, related…) to slug ids only;
// - article URLs on the site the file belongs to: http(s), same origin, under the folder the file
//   was fetched from (a local file: under the site it names, or site-relative paths when it
//   names none). Any other URL is replaced by the one Lore's sites use, `<site>articles/<id>.md`.
// Whatever is dropped or replaced gets a warning that quotes the value with its control
// characters escaped; it is never printed in the context itself.
import { SLUG } from '../schema/common.ts';
import type { ContextArticle, ContextJson } from '../schema/context.ts';
import { visibleControls } from './inert.ts';

export interface ContextOrigin {
  kind: 'url' | 'file';
  /** The context.json's URL, or its absolute path. */
  where: string;
}

const MAX_ID = 200;

const isSlug = (id: string) => id.length <= MAX_ID && SLUG.test(id);

/** A value for a warning: quoted, shortened, its control characters shown as escapes. */
function quote(value: string): string {
  return `"${visibleControls(value.length > 80 ? `${value.slice(0, 79)}…` : value)}"`;
}

function httpBase(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.search = '';
    url.hash = '';
    if (!url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/[^/]*$/, '');
    return url;
  } catch {
    return undefined;
  }
}

/** The folder URLs must be under: the remote file's own folder, else the site a local file names. */
function baseOf(context: ContextJson, origin: ContextOrigin): URL | undefined {
  if (origin.kind === 'url') return httpBase(new URL('./', origin.where).href);
  return httpBase(context.site?.replace(/\/?$/, '/'));
}

/** A clean site path (`/`, `/lore/`) from a local file's `site`, for site-relative URLs. */
function basePath(site: string | undefined): string {
  return site && /^\/(?:[\w.~-]+\/)*$/.test(site.replace(/\/?$/, '/')) && !/(^|\/)\.\.?\//.test(site) ? site.replace(/\/?$/, '/') : '/';
}

/** `value` as a URL under `base` (normalised: `..` resolved), a site-relative path when there is
 *  no base, else undefined. */
function underSite(value: string, base: URL | undefined): string | undefined {
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  if (!base) {
    // Site-relative paths only: `/articles/x.md`, never `//host/…`, a scheme or a `..` segment.
    if (!value.startsWith('/') || value.startsWith('//') || /(^|\/)\.\.?(\/|$)/.test(value)) return undefined;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== base.protocol || url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** The context with what could mislead a reader taken out, and a warning for each thing taken. */
export function screenRemoteContext(context: ContextJson, origin: ContextOrigin): { context: ContextJson; warnings: string[] } {
  const warnings: string[] = [];
  const base = baseOf(context, origin);
  const site = base ? base.href : basePath(context.site);
  const articles: ContextArticle[] = [];
  let replaced = 0;
  let example = '';
  context.articles.forEach((a, i) => {
    if (!isSlug(a.id)) {
      warnings.push(`article ${i + 1} dropped: its id ${quote(a.id)} is not a slug (lowercase letters, digits and hyphens)`);
      return;
    }
    const place = (value: string, path: string) => {
      const kept = underSite(value, base);
      if (kept) return kept;
      replaced++;
      example ||= value;
      return `${site}${path}`;
    };
    articles.push({ ...a, url: place(a.url, `articles/${a.id}/`), markdown_url: place(a.markdown_url, `articles/${a.id}.md`) });
  });
  if (replaced) {
    warnings.push(`${replaced} article URL${replaced === 1 ? '' : 's'} not under ${site} (such as ${quote(example)}) replaced by ${site}articles/<id>.md and …/<id>/`);
  }

  let references = 0;
  const ids = (list: readonly string[] | undefined) => {
    if (!list) return undefined;
    const kept = list.filter(isSlug);
    references += list.length - kept.length;
    return kept.length ? kept : undefined;
  };
  const id = (value: string | undefined) => (value === undefined ? undefined : ids([value])?.[0]);
  const cleaned = articles.map((a) => ({
    ...a,
    related: ids(a.related),
    supersedes: ids(a.supersedes),
    superseded_by: id(a.superseded_by),
    disputed_with: ids(a.disputed_with),
  }));
  const keep = <T extends { id: string }>(list: readonly T[]) => list.filter((x) => id(x.id) !== undefined);
  const disputes = context.disputes.flatMap((d) => {
    const pair = ids(d.articles);
    return pair ? [{ ...d, articles: pair }] : [];
  });
  const result: ContextJson = { ...context, articles: cleaned, preferences: keep(context.preferences), pending_tasks: keep(context.pending_tasks), disputes };
  if (references) warnings.push(`${references} reference${references === 1 ? '' : 's'} to ids that are not slugs dropped`);
  return { context: result, warnings };
}
