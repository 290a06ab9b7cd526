// Sätteri (hast) plugin: wraps a `## Conflict` section (what curation writes into disputed
// articles) and everything up to the next heading of the same or higher level in
// <section class="conflict">, so the page can make it prominent and screen readers can reach it
// as a labelled region. The section is opened and closed with raw HTML around the existing
// nodes, which leaves them untouched.
import type { HastPluginDefinition, HastPluginEntry, PluginFactoryContext } from 'satteri';
import type { Element, RootContent } from 'hast';

const CONFLICT = /^\s*conflicts?\s*$/i;

const headingLevel = (node: RootContent) => (node.type === 'element' && /^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : 0);

const plugin: HastPluginDefinition = {
  name: 'lore-conflict-section',
  before(root, ctx) {
    const children = root.children as RootContent[];
    let count = 0;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (headingLevel(node) !== 2 || !CONFLICT.test(ctx.textContent(node as Element))) continue;
      const id = count++ === 0 ? 'conflict' : `conflict-${count}`;
      let end = i + 1;
      while (end < children.length) {
        const level = headingLevel(children[end]);
        if (level && level <= 2) break;
        end++;
      }
      ctx.setProperty(node as Element, 'id', id);
      ctx.insertBefore(node as Element, { type: 'raw', value: `<section class="conflict" aria-labelledby="${id}">` });
      const close = { type: 'raw' as const, value: '</section>' };
      if (end < children.length) ctx.insertBefore(children[end] as Element, close);
      else ctx.insertAfter(children[children.length - 1] as Element, close);
      i = end - 1;
    }
  },
};

/** Runs only on documents that have a Conflict heading at all (a cheap test of the source). */
export const conflictSectionPlugin: HastPluginEntry = (ctx: PluginFactoryContext) => (/^##\s+conflicts?\s*$/im.test(ctx.source) ? plugin : null);
