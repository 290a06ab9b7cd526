// An article's HTML as the site shows it, rendered through Sätteri as Astro renders it: links
// between article files become page links, broken ones become marked text, a leading `# Title` is
// dropped, and a Conflict section is wrapped in a labelled <section>.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { conflictSectionPlugin } from '../../../src/markdown/conflict-section-plugin.ts';
import { articleHtml } from '../../../src/lib/links/article-html.ts';
import { buildLinkLookup } from '../../../src/lib/links/resolve.ts';

const render = async (rel: string, source: string) => {
  const { html } = await markdownToHtml(source, { hastPlugins: [conflictSectionPlugin], fileURL: pathToFileURL(path.join('/knowledge', rel)) });
  return html;
};

describe('article HTML', () => {
  const lookup = buildLinkLookup([
    { id: 'the-admiral', path: 'preferences/user-the-admiral.md' },
    { id: 'identity-spock', path: 'decisions/identity-spock.md' },
  ]);
  const page = async (rel: string, source: string) => articleHtml(await render(rel, source), rel, lookup);

  it('turns links to article files into page links relative to the article page, keeping the hash', async () => {
    const html = await page('decisions/identity-spock.md', 'See [The Admiral](../preferences/user-the-admiral.md#address) and [me](identity-spock.md).\n');
    assert.match(html, /<a href="\.\.\/the-admiral\/#address">The Admiral<\/a>/);
    assert.match(html, /href="\.\.\/identity-spock\/"/);
  });
  it('resolves reference-style links and links whose text holds markup', async () => {
    const html = await page('decisions/identity-spock.md', 'See [the **Admiral**][a].\n\n[a]: ../preferences/user-the-admiral.md\n');
    assert.match(html, /<a href="\.\.\/the-admiral\/">the <strong>Admiral<\/strong><\/a>/);
  });
  it('marks a link to a missing article as broken text, never a dead link', async () => {
    const html = await page('decisions/identity-spock.md', 'See [gone](../preferences/nobody.md).\n');
    assert.match(html, /<span class="broken-link" title="No article at \.\.\/preferences\/nobody\.md">gone<\/span>/);
    assert.doesNotMatch(html, /href=/);
  });
  it('leaves other links and code alone', async () => {
    const html = await page('decisions/identity-spock.md', '[site](https://example.com/a.md) [top](#x) `<a href="b.md">`\n');
    assert.match(html, /href="https:\/\/example\.com\/a\.md"/);
    assert.match(html, /href="#x"/);
    assert.match(html, /<code>&lt;a href="b\.md"&gt;<\/code>|<code>&lt;a href=&quot;b\.md&quot;&gt;<\/code>/);
  });
  it('drops a leading title (the page shows it) but keeps a later one', async () => {
    assert.doesNotMatch(await page('decisions/identity-spock.md', '# Spock\n\nText.\n'), /<h1/);
    assert.match(await page('decisions/identity-spock.md', 'Text.\n\n# Later\n'), /<h1[^>]*>Later<\/h1>/);
  });
});

describe('conflict section plugin', () => {
  it('wraps a Conflict section up to the next second-level heading', async () => {
    const html = await render('decisions/identity-spock.md', 'Intro.\n\n## Conflict\n\nOne says A.\n\n### Detail\n\nMore.\n\n## Sources\n\nS.\n');
    assert.match(html, /<section class="conflict" aria-labelledby="conflict"><h2 id="conflict">Conflict<\/h2>[\s\S]*More\.<\/p>\s*<\/section>\s*<h2[^>]*>Sources/);
  });
  it('leaves documents without one untouched', async () => {
    assert.doesNotMatch(await render('decisions/identity-spock.md', '## Decision\n\nText.\n'), /<section/);
  });
});
