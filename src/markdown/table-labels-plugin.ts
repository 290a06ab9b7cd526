// Sätteri (hast) plugin: each cell of a table in an article gets its column's heading as
// `data-label`, so on a phone the stylesheet can reflow a row into a block of labelled lines
// instead of a table wider than the screen. The labels are the heading's text (never markup).
// A column's alignment (`| ---: |`) becomes a class: the Content-Security-Policy allows no
// style attribute, and the renderer writes alignment as one.
import type { HastPluginDefinition, HastPluginEntry, PluginFactoryContext } from 'satteri';
import type { Element, ElementContent } from 'hast';

const elements = (node: Element, tag: string): Element[] =>
  (node.children as ElementContent[]).filter((c): c is Element => c.type === 'element' && c.tagName === tag);

const ALIGN = /text-align:\s*(left|right|center)/;

function alignToClass(cell: Element, ctx: { setProperty: (node: Element, key: string, value: unknown) => void }): void {
  const style = cell.properties?.style;
  if (typeof style !== 'string') return;
  const align = ALIGN.exec(style)?.[1];
  ctx.setProperty(cell, 'style', undefined);
  if (align) ctx.setProperty(cell, 'className', [`align-${align}`]);
}

const plugin: HastPluginDefinition = {
  name: 'lore-table-labels@1',
  element: {
    filter: ['table'],
    visit(table: Readonly<Element>, ctx) {
      const head = elements(table as Element, 'thead')[0];
      const headRow = head && elements(head, 'tr')[0];
      if (!headRow) return;
      const labels = elements(headRow, 'th').map((th) => ctx.textContent(th).trim());
      for (const th of elements(headRow, 'th')) alignToClass(th, ctx);
      for (const body of elements(table as Element, 'tbody')) {
        for (const row of elements(body, 'tr')) {
          elements(row, 'td').forEach((cell, i) => {
            if (labels[i]) ctx.setProperty(cell, 'dataLabel', labels[i]);
            alignToClass(cell, ctx);
          });
        }
      }
    },
  },
};

/** Runs only on documents that have a table at all (a cheap test of the source). */
export const tableLabelsPlugin: HastPluginEntry = (ctx: PluginFactoryContext) => (/^\s*\|?.*\|.*\n\s*\|?\s*:?-{3,}/m.test(ctx.source) ? plugin : null);
