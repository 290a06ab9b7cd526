// Article Markdown renders as text and Markdown, never as live HTML (src/markdown/inert-html-plugin.ts),
// rendered through Sätteri with the plugins the site uses, in their order.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { markdownToHtml } from 'satteri';
import { inertHtmlPlugin, isSafeUrl, mayHaveUnsafeMarkup } from '../../../src/markdown/inert-html-plugin.ts';
import { conflictSectionPlugin } from '../../../src/markdown/conflict-section-plugin.ts';
import { PAYLOADS } from '../../fixtures/hostile/payloads.ts';
import { handWrittenArticle } from '../../fixtures/hostile/hand-written.ts';

// The rules themselves, whatever the source (the entry skips documents they would not change).
const inertRules = () => (inertHtmlPlugin as (ctx: { source: string }) => unknown)({ source: '<' }) as never;

const render = async (source: string) => (await markdownToHtml(source, { hastPlugins: [inertHtmlPlugin, conflictSectionPlugin] })).html;

/** Tags Markdown itself produces; anything else in the output came from the source's HTML. */
const MARKDOWN_TAGS = new Set(['p', 'a', 'img', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br', 'del', 'input', 'sup', 'section']);

/** What in `html` could run or load something a session chose. The HTML is the serialiser's:
 *  attribute values are always double-quoted, with `"` escaped inside them. */
function live(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const [tag, name, attrs] = m;
    if (!MARKDOWN_TAGS.has(name.toLowerCase())) out.push(`element ${tag}`);
    for (const [, attr, value = ''] of attrs.matchAll(/\s+([^\s"'>/=]+)(?:="([^"]*)")?/g)) {
      if (/^on/i.test(attr)) out.push(`handler in ${tag}`);
      const url = value.replace(/&#x?[0-9a-f]+;/gi, '');
      if (/^(?:href|src|action|data|srcdoc)$/i.test(attr) && /^\s*(?:javascript|data|vbscript|file):/i.test(url)) out.push(`URL in ${tag}`);
    }
  }
  // Every "<" left is one the serialiser wrote: a tag the loop above has seen.
  const tags = [...html.matchAll(/</g)].length - [...html.matchAll(/<\//g)].length - [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g)].length;
  if (tags !== 0) out.push(`${tags} "<" that open no tag the check could read`);
  return out;
}

describe('inert article HTML', () => {
  it('no payload leaves an element, a handler or a dangerous URL, wherever it stands', async () => {
    const html = await render(handWrittenArticle());
    assert.deepEqual(live(html), []);
    for (const p of PAYLOADS) assert.ok(html.includes(`pwn${p.id}`), `pwn${p.id} is still there, as text`);
  });

  it('shows raw HTML as the text it is, keeping placeholders like <session>', async () => {
    assert.equal(await render('state/sessions/<session>.jsonl'), '<p>state/sessions/&lt;session&gt;.jsonl</p>\n');
    assert.equal(await render('<script>alert(1)</script>'), '<p class="raw-html">&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    assert.match(await render('Press <kbd>Ctrl</kbd>.'), /Press &lt;kbd&gt;Ctrl&lt;\/kbd&gt;\./);
    assert.match(await render('> <base href="https://evil.example/">'), /<blockquote>\s*<p class="raw-html">&lt;base href="https:\/\/evil.example\/"&gt;<\/p>/);
  });

  it('drops a comment that stands alone, and shows one that hides more', async () => {
    assert.equal((await render('Before.\n\n<!-- a note -->\n\nAfter.')).replace(/\n/g, ''), '<p>Before.</p><p>After.</p>');
    assert.match(await render('<!-- x --><script>alert(1)</script>'), /&lt;!-- x --&gt;&lt;script&gt;/);
  });

  it('keeps http(s), mailto and relative links; drops other schemes however they are written, keeping the words', async () => {
    const html = await render(
      '[a](https://example.com/x?y=1) [b](../decisions/x.md#h) [c](mailto:me@example.com) [d](#top) ' +
        "[e](javascript:alert(1)) [f](JAVASCRIPT:alert(1)) [g](&#106;avascript:alert(1)) [h](vbscript:x) [i](data:text/html,x) [j](file:///etc/passwd) <javascript:alert(1)>",
    );
    assert.deepEqual([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]), ['https://example.com/x?y=1', '../decisions/x.md#h', 'mailto:me@example.com', '#top']);
    for (const word of ['e', 'f', 'g', 'h', 'i', 'j']) assert.match(html, new RegExp(`\\s${word}\\s`));
  });

  it('keeps http(s) and relative images, and makes any other image its alt text', async () => {
    const html = await render('![ok](https://example.com/a.png) ![rel](./a.png) ![svg](data:image/svg+xml;base64,PHN2Zz4=) ![js](javascript:alert(1))');
    assert.deepEqual([...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]), ['https://example.com/a.png', './a.png']);
    assert.match(html, /svg js/);
  });

  it('leaves fenced code and the Conflict section as they were', async () => {
    assert.equal(await render('```html\n<script>x</script>\n```'), '<pre><code class="language-html">&lt;script&gt;x&lt;/script&gt;\n</code></pre>\n');
    assert.match(await render('## Conflict\n\nOne says <b>this</b>.\n'), /<section class="conflict" aria-labelledby="conflict"><h2 id="conflict">Conflict<\/h2>\s*<p>One says &lt;b&gt;this&lt;\/b&gt;\.<\/p>\s*<\/section>/);
  });

  it('isSafeUrl allows what GitHub allows', () => {
    for (const url of ['https://a.b/', 'http://a.b', '/x', 'x/y.md', '#h', '?q', 'mailto:a@b.c']) assert.ok(isSafeUrl(url), url);
    for (const url of ['javascript:x', ' javascript:x', 'data:x', 'vbscript:x', 'file:///x', 'ftp://x', 'mailto:a@b.c']) if (url !== 'mailto:a@b.c') assert.ok(!isSafeUrl(url), url);
    assert.ok(!isSafeUrl('mailto:a@b.c', true), 'images load from http(s) only');
  });

  it('is skipped only on documents it would leave unchanged', async () => {
    const withRules = async (source: string) => (await markdownToHtml(source, { hastPlugins: [inertRules, conflictSectionPlugin] })).html;
    const without = async (source: string) => (await markdownToHtml(source, { hastPlugins: [conflictSectionPlugin] })).html;
    const unsafe = [
      '[a](javascript:alert(1))',
      '[a](\n  JAVASCRIPT:alert(1))',
      '[a](&#106;avascript:alert(1))',
      '[a](java\\script:x)',
      '![x](data:image/png;base64,AAAA)',
      '[a][r]\n\n[r]: javascript:alert(1)',
      '[r]:\n  vbscript:x',
      '[a](<javascript:x>)',
      'Text with <b>HTML</b>.',
    ];
    for (const source of unsafe) assert.ok(mayHaveUnsafeMarkup(source), source);
    // Every payload either goes through the rules or is one they would not change.
    for (const source of [...PAYLOADS.map((p) => p.text), handWrittenArticle()]) {
      if (!mayHaveUnsafeMarkup(source)) assert.equal(await withRules(source), await without(source), source);
    }
    const plain = [
      'No links at all.',
      '## Related\n\n- [One](one-01.md)\n- [Two](../decisions/two-02.md#why)\n\n![chart](./a.png)\n\n[ref]: ../x/y.md',
      'Bare URLs autolink to http(s) only: https://example.com and www.example.com.',
    ];
    for (const source of plain) {
      assert.ok(!mayHaveUnsafeMarkup(source), source);
      assert.equal(await render(source), await withRules(source));
    }
  });
});
