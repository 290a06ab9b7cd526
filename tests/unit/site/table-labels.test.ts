// Tables in articles reflow on a phone: each cell carries its column's name, and alignment is a
// class (the Content-Security-Policy allows no style attribute).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { markdownToHtml } from 'satteri';
import { inertHtmlPlugin } from '../../../src/markdown/inert-html-plugin.ts';
import { conflictSectionPlugin } from '../../../src/markdown/conflict-section-plugin.ts';
import { tableLabelsPlugin } from '../../../src/markdown/table-labels-plugin.ts';

const render = async (source: string) => (await markdownToHtml(source, { hastPlugins: [inertHtmlPlugin, conflictSectionPlugin, tableLabelsPlugin] })).html;

describe('table labels', () => {
  it("labels each cell with its column's heading text, and aligns with classes", async () => {
    const html = await render('| Key `old` | <b>"New"</b> | Size |\n| :--- | :---: | ---: |\n| a | b | 1 |\n| c | d | 2 |\n');
    assert.match(html, /<td data-label="Key old" class="align-left">a<\/td>/);
    // Raw HTML in a heading is text (the inert plugin ran first): in the label it is the value of
    // a quoted attribute, its quotes escaped, so it can neither end the attribute nor open a tag.
    const label = /<td data-label="([^"]*)" class="align-center">b<\/td>/.exec(html);
    assert.ok(label, html);
    assert.match(label[1], /^<b>(&#x22;|&quot;)New(&#x22;|&quot;)<\/b>$/);
    assert.match(html, /<th class="align-right">Size<\/th>/);
    assert.doesNotMatch(html, /style=/);
  });

  it('leaves a document without tables as it was', async () => {
    const plain = await markdownToHtml('# Title\n\nA | B in a sentence.\n', { hastPlugins: [inertHtmlPlugin, conflictSectionPlugin] });
    assert.equal(await render('# Title\n\nA | B in a sentence.\n'), plain.html);
  });
});
