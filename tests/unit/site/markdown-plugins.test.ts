// The site's Markdown plugins, run through Sätteri as Astro runs them: links between article files
// become page links, broken ones become marked text, a leading `# Title` is dropped, and a
// Conflict section is wrapped in a labelled <section>.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { articleLinksPlugin, startsWithTitle } from '../../../src/markdown/article-links-plugin.ts';
import { conflictSectionPlugin } from '../../../src/markdown/conflict-section-plugin.ts';

let dir = '';
const render = async (rel: string, source: string) => {
  const { html } = await markdownToHtml(source, {
    mdastPlugins: [articleLinksPlugin(dir)],
    hastPlugins: [conflictSectionPlugin],
    fileURL: pathToFileURL(path.join(dir, rel)),
  });
  return html;
};

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lore-md-'));
  mkdirSync(path.join(dir, 'decisions'));
  mkdirSync(path.join(dir, 'preferences'));
  writeFileSync(path.join(dir, 'preferences/user-the-admiral.md'), '---\nid: the-admiral\ntitle: The Admiral\n---\nBody.\n');
  writeFileSync(path.join(dir, 'decisions/identity-spock.md'), '---\nid: identity-spock\ntitle: Spock\n---\nBody.\n');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('startsWithTitle', () => {
  it('sees an ATX title as the first block, after frontmatter, blank lines and comments', () => {
    assert.equal(startsWithTitle('# Title\n\nText'), true);
    assert.equal(startsWithTitle('\n\n<!-- note -->\n# Title\n'), true);
    assert.equal(startsWithTitle('---\nid: x\n---\n# Title\n'), true);
    assert.equal(startsWithTitle('#\n'), true);
  });
  it('does not see one that is not first, or a second-level heading, or a hashtag', () => {
    assert.equal(startsWithTitle('Text first.\n\n# Title\n'), false);
    assert.equal(startsWithTitle('## Decision\n'), false);
    assert.equal(startsWithTitle('#hashtag\n'), false);
    assert.equal(startsWithTitle(''), false);
  });
});

describe('article links plugin', () => {
  it('turns links to article files into page links relative to the article page, keeping the hash', async () => {
    const html = await render('decisions/identity-spock.md', 'See [The Admiral](../preferences/user-the-admiral.md#address) and [me](identity-spock.md).\n');
    assert.match(html, /href="\.\.\/the-admiral\/#address"/);
    assert.match(html, /href="\.\.\/identity-spock\/"/);
  });
  it('marks a link to a missing article as broken text, never a dead link', async () => {
    const html = await render('decisions/identity-spock.md', 'See [gone](../preferences/nobody.md).\n');
    assert.match(html, /<span class="broken-link" title="No article at \.\.\/preferences\/nobody\.md">gone<\/span>/);
    assert.doesNotMatch(html, /href=/);
  });
  it('leaves other links alone', async () => {
    const html = await render('decisions/identity-spock.md', '[site](https://example.com/a.md) [top](#x)\n');
    assert.match(html, /href="https:\/\/example\.com\/a\.md"/);
    assert.match(html, /href="#x"/);
  });
  it('drops a leading title (the page shows it) but keeps a later one', async () => {
    assert.doesNotMatch(await render('decisions/identity-spock.md', '# Spock\n\nText.\n'), /<h1/);
    assert.match(await render('decisions/identity-spock.md', 'Text.\n\n# Later\n'), /<h1[^>]*>Later<\/h1>/);
  });
  it('does nothing to files outside the knowledge dir', async () => {
    const { html } = await markdownToHtml('# Title\n\n[x](a.md)\n', { mdastPlugins: [articleLinksPlugin(dir)], fileURL: pathToFileURL('/elsewhere/a.md') });
    assert.match(html, /<h1/);
    assert.match(html, /href="a\.md"/);
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
