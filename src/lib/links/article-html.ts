// An article's rendered HTML as its page shows it:
// - links between article files (`../preferences/user-the-admiral.md`) become links to the
//   article pages, written relative to the article page (`../<id>/`), so the HTML is the same
//   whatever base the site is served under;
// - links to article files that do not exist become text marked as broken, never a 404;
// - a leading `<h1>` (the body's `# Title`) is dropped: the page already shows the title.
//
// Done on the HTML Astro has already rendered rather than in a Markdown plugin: a plugin makes
// the Markdown processor hand every link node to JavaScript during the content sync, which cost
// about 0.7 s of a 5,000-article build; a pass over the finished HTML costs a few milliseconds.
import { resolveArticleHref, type LinkLookup } from './resolve.ts';

const LEADING_TITLE = /^\s*<h1(?:\s[^>]*)?>[\s\S]*?<\/h1>\s*/;
// An anchor whose href points at a Markdown file (the only ones that can need rewriting).
const ANCHOR = /<a\s([^>]*?)href="([^"]*\.mdx?(?:[?#][^"]*)?)"([^>]*)>([\s\S]*?)<\/a>/gi;

const decode = (s: string) =>
  s.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" })[e] ?? e);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's HTML for an article at `fromPath` (relative to the knowledge dir). */
export function articleHtml(html: string, fromPath: string, lookup: LinkLookup): string {
  const body = html.replace(LEADING_TITLE, '');
  if (!/\.mdx?\b/i.test(body)) return body;
  return body.replace(ANCHOR, (whole, before: string, href: string, after: string, inner: string) => {
    const resolved = resolveArticleHref(fromPath, decode(href), lookup);
    if (resolved.kind === 'article') return `<a ${before}href="../${escape(encodeURIComponent(resolved.id))}/${escape(resolved.hash)}"${after}>${inner}</a>`;
    if (resolved.kind === 'broken') return `<span class="broken-link" title="No article at ${escape(resolved.target)}">${inner}</span>`;
    return whole;
  });
}
