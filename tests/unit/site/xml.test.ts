// The feed and sitemap escape what sessions said, and drop what XML 1.0 cannot hold: a control
// character in one title would otherwise make the whole feed unreadable.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { xmlEscape } from '../../../src/lib/xml.ts';

it('escapes markup and drops characters XML forbids, keeping tabs, newlines and emoji', () => {
  assert.equal(xmlEscape(`<script>alert("x")</script> & 'y'`), '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;');
  assert.equal(xmlEscape('a\u0000b\u001b[31mc\u000bd\ufffe'), 'ab[31mcd');
  assert.equal(xmlEscape('tab\there\nline 😀'), 'tab\there\nline 😀');
  assert.equal(xmlEscape('lone \ud800 and \udc00 surrogates'), 'lone  and  surrogates');
});
