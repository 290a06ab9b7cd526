// Resolves the links people and curation write inside article bodies
// (`[The Admiral](../preferences/user-the-admiral.md)`) to article ids. Used by the Markdown
// plugin that rewrites them into site URLs and by the backlink index, so both agree.
import path from 'node:path';

export interface LinkLookup {
  /** `decisions/identity-spock.md` → `identity-spock` */
  byPath: Map<string, string>;
  /** File name without extension → id, only when the name is unique. */
  bySlug: Map<string, string>;
  ids: Set<string>;
}

export type ResolvedLink =
  | { kind: 'article'; id: string; hash: string }
  | { kind: 'broken'; target: string }
  | { kind: 'other' };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ARTICLE_FILE = /\.mdx?$/i;

export function buildLinkLookup(entries: Array<{ id: string; path: string }>): LinkLookup {
  const byPath = new Map<string, string>();
  const slugCount = new Map<string, number>();
  const bySlug = new Map<string, string>();
  const ids = new Set<string>();
  for (const { id, path: p } of entries) {
    byPath.set(p, id);
    ids.add(id);
    const slug = path.posix.basename(p).replace(ARTICLE_FILE, '');
    slugCount.set(slug, (slugCount.get(slug) ?? 0) + 1);
    bySlug.set(slug, id);
  }
  for (const [slug, count] of slugCount) if (count > 1) bySlug.delete(slug);
  return { byPath, bySlug, ids };
}

/** What `href`, written in the article at `fromPath` (relative to the knowledge dir), points to. */
export function resolveArticleHref(fromPath: string, href: string, lookup: LinkLookup): ResolvedLink {
  const raw = href.trim();
  if (!raw || raw.startsWith('#') || SCHEME.test(raw) || raw.startsWith('//')) return { kind: 'other' };
  const cut = raw.search(/[?#]/);
  const target = cut >= 0 ? raw.slice(0, cut) : raw;
  const hash = cut >= 0 && raw[cut] === '#' ? raw.slice(cut) : '';
  if (!ARTICLE_FILE.test(target)) return { kind: 'other' };
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // keep the raw target
  }
  const joined = decoded.startsWith('/') ? decoded.slice(1) : path.posix.join(path.posix.dirname(fromPath), decoded);
  const normal = path.posix.normalize(joined).replace(/^(\.\.\/)+/, '');
  const id = lookup.byPath.get(normal) ?? lookup.bySlug.get(path.posix.basename(normal).replace(ARTICLE_FILE, ''));
  return id ? { kind: 'article', id, hash } : { kind: 'broken', target: raw };
}

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const INLINE_CODE = /`[^`\n]*`/g;
const LINK = /\]\(\s*<?([^()\s<>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm;

/** Ids of the articles a Markdown body links to (outside code), sorted and deduplicated. */
export function articleLinksInBody(fromPath: string, body: string, lookup: LinkLookup): string[] {
  const text = body.replace(FENCE, '').replace(INLINE_CODE, '');
  const out = new Set<string>();
  for (const re of [LINK, DEFINITION]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const r = resolveArticleHref(fromPath, m[1], lookup);
      if (r.kind === 'article') out.add(r.id);
    }
  }
  return [...out].sort();
}
