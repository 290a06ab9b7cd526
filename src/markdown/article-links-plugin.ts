// Sätteri (mdast) plugin that makes knowledge articles read well on the site:
// - links between article files (`../preferences/user-the-admiral.md`) become links to the
//   article pages, written relative to the article page (`../<id>/`), so the rendered HTML is the
//   same whatever base the site is served under (and the content cache stays valid);
// - links to article files that do not exist become text marked as broken, never a 404;
// - a leading `# Title` is dropped: the page already shows the title as its heading.
// Files outside the knowledge dir are left alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginEntry, PluginFactoryContext } from 'satteri';
import type { Definition, Link } from 'mdast';
import { resolveArticleHref } from '../lib/links/resolve.ts';
import { knowledgeLinkLookup, prefetchKnowledgeLinkLookup } from './knowledge-link-lookup.ts';

/** Path of `fileURL` relative to `knowledgeDir` with forward slashes, or undefined outside it. */
export function knowledgePathOf(knowledgeDir: string, fileURL: URL | undefined): string | undefined {
  if (!fileURL || fileURL.protocol !== 'file:') return undefined;
  const rel = path.relative(path.resolve(knowledgeDir), fileURLToPath(fileURL));
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

// Cheap tests of the source, so that the visitors (which make Sätteri hand nodes over to
// JavaScript, the costly part) run only on documents that need them: about half the Markdown
// time of a large site.
const LEADING = /^(?:---\r?\n[\s\S]*?\r?\n---[^\n]*\n)?(?:\s|<!--[\s\S]*?-->)*/;
const ARTICLE_LINK = /\.mdx?\b/i;

/** Whether the first block of a Markdown source is an ATX `# Title`. */
export function startsWithTitle(source: string): boolean {
  const rest = source.slice(LEADING.exec(source)?.[0].length ?? 0);
  return /^#(?:[ \t]|$)/m.test(rest.slice(0, rest.indexOf('\n') + 1 || undefined));
}

export function articleLinksPlugin(knowledgeDir: string): MdastPluginEntry {
  // Created with the config, seconds before the first document renders: start reading now.
  prefetchKnowledgeLinkLookup(knowledgeDir).catch(() => {});
  return (ctx: PluginFactoryContext) => {
    const rel = knowledgePathOf(knowledgeDir, ctx.fileURL);
    if (!rel) return null;
    const dropTitle = startsWithTitle(ctx.source);
    const hasLinks = ARTICLE_LINK.test(ctx.source);
    if (!dropTitle && !hasLinks) return null;
    const lookup = knowledgeLinkLookup(knowledgeDir);
    type Setter = { setProperty(node: unknown, key: string, value: unknown): void };
    const rewrite = (node: Readonly<Link | Definition>, c: Setter, isLink: boolean) => {
      const resolved = resolveArticleHref(rel, node.url, lookup);
      if (resolved.kind === 'article') c.setProperty(node, 'url', `../${encodeURIComponent(resolved.id)}/${resolved.hash}`);
      else if (resolved.kind === 'broken' && isLink) {
        c.setProperty(node, 'data', { hName: 'span', hProperties: { className: ['broken-link'], title: `No article at ${resolved.target}`, href: null } });
      }
    };
    return {
      name: 'lore-article-links',
      ...(dropTitle && {
        before(root, c) {
          const first = root.children.find((n) => n.type !== 'yaml' && n.type !== 'html' && n.type !== 'toml');
          if (first && first.type === 'heading' && first.depth === 1) c.removeNode(first);
        },
      }),
      ...(hasLinks && {
        link(node, c) {
          rewrite(node, c as unknown as Setter, true);
        },
        definition(node, c) {
          rewrite(node, c as unknown as Setter, false);
        },
      }),
    };
  };
}
