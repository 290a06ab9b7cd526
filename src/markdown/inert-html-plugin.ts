// Sätteri (hast) plugin: an article's Markdown renders as text and Markdown, never as live HTML.
// Article bodies carry what sessions said, and a session can say `<script>`, `<base href>` or
// `[x](javascript:…)` as easily as anything else; a person's hand-written article is treated the
// same way, since a pasted transcript looks no different.
//
// - Raw HTML (a block or an inline tag) is shown as the text it is: `state/<session>.jsonl` keeps
//   its `<session>`, `<script>…</script>` is read, not run. An allowlist sanitiser would instead
//   delete unknown tags such as `<session>` with the words inside them; escaping loses nothing
//   and leaves no tag, attribute or URL of the session's in the page at all. An HTML comment on
//   its own is dropped, as every Markdown renderer hides it.
// - Links keep only http(s), mailto and relative targets, images only http(s) and relative
//   ones (what GitHub allows), decided by micromark's `sanitizeUri`: `javascript:`, `data:`,
//   `vbscript:`, `file:` and any other scheme, however written (`&#106;avascript:`,
//   `JAVASCRIPT:`), lose the link and keep their text.
//
// The plugin is an object with a versioned name: Astro hashes its config (functions drop out of
// that hash, names do not), so renaming it clears content rendered by an older rule.
import type { HastPluginDefinition, HastPluginEntry, PluginFactoryContext } from 'satteri';
import type { Element, ElementContent } from 'hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';

/** Schemes a link may use (relative links have none). */
export const LINK_PROTOCOLS = /^(?:https?|mailto)$/i;
/** Schemes an image may use. */
export const IMAGE_PROTOCOLS = /^https?$/i;

const COMMENT_ONLY = /^\s*<!--(?:(?!-->)[\s\S])*-->\s*$/;

/** True when `url` is a target the site may link to (`image`: may load as an image). */
export function isSafeUrl(url: string, image = false): boolean {
  return sanitizeUri(url, image ? IMAGE_PROTOCOLS : LINK_PROTOCOLS) !== '';
}

const rules: HastPluginDefinition = {
  name: 'lore-inert-html@1',
  raw(node, ctx) {
    if (COMMENT_ONLY.test(node.value)) {
      ctx.removeNode(node);
      return;
    }
    const text = { type: 'text' as const, value: node.value };
    const parent = ctx.parent(node);
    // A block of HTML stands where a paragraph would, its lines kept as written.
    if (parent?.type === 'root' || (parent?.type === 'element' && parent.tagName === 'blockquote')) {
      ctx.replaceNode(node, { type: 'element', tagName: 'p', properties: { className: ['raw-html'] }, children: [text] });
    } else {
      ctx.replaceNode(node, text);
    }
  },
  element: {
    filter: ['a', 'img'],
    visit(node: Readonly<Element>, ctx) {
      const image = node.tagName === 'img';
      const url = node.properties?.[image ? 'src' : 'href'];
      if (typeof url !== 'string' || isSafeUrl(url, image)) return;
      if (image) {
        const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
        ctx.replaceNode(node, { type: 'text', value: alt });
      } else {
        ctx.replaceNode(node, [...(node.children as ElementContent[])]);
      }
    },
  },
};

// A link or image destination (`](…)`) or a reference definition (`]: …`) as written: Markdown
// makes no link without one of these or a `<` (autolinks, raw HTML). GFM's bare-URL autolinks
// are http(s), www and e-mail only, all safe.
const DESTINATION = /\]\(\s*([^\s)]*)|\]:\s*(\S*)/g;
// A destination with nothing but these characters has no scheme (no `:`), no character
// reference (`&`) and no escape (`\`) that could spell one: a relative URL, which the rules
// above would leave alone.
const PLAIN_RELATIVE = /^[\w./#?=%+~-]*$/;

/** True when the rules above could change what `source` renders to: it has a `<`, or a link
 * destination that is not plainly relative. Errs towards true. */
export function mayHaveUnsafeMarkup(source: string): boolean {
  if (source.includes('<')) return true;
  DESTINATION.lastIndex = 0;
  for (let m = DESTINATION.exec(source); m; m = DESTINATION.exec(source)) if (!PLAIN_RELATIVE.test(m[1] ?? m[2])) return true;
  return false;
}

/** Runs only on documents it could change: walking every article's tree for nothing cost about
 * 0.1 ms an article (bench/site), most articles having only relative links. */
export const inertHtmlPlugin: HastPluginEntry = (ctx: PluginFactoryContext) => (mayHaveUnsafeMarkup(ctx.source) ? rules : null);
