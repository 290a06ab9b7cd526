import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  demoteHeadings,
  firstParagraph,
  section,
  shorten,
  stripMarkdown,
  truncateMarkdown,
  withoutLeadingTitle,
  withoutSection,
} from '../../../curation/context/markdown.ts';

test('stripMarkdown keeps the words and drops the markup', () => {
  assert.equal(stripMarkdown('**Bold**, _it_ and [a link](https://x.y) ![alt](i.png)'), 'Bold, it and a link alt');
  assert.equal(stripMarkdown('Code `state/issues/<n>.json` stays <b>as</b> is'), 'Code state/issues/<n>.json stays as is');
  assert.equal(stripMarkdown('| a | b |\n|---|---|\n| 1 | 2 |'), 'a · b 1 · 2');
  assert.equal(stripMarkdown('> quoted\n- one\n- two\n<!-- hidden -->'), 'quoted one two');
  assert.equal(stripMarkdown('snake_case_name stays'), 'snake_case_name stays');
  assert.equal(stripMarkdown('```\ncode block\n```\nafter'), 'after');
});

test('firstParagraph skips headings, code and tables', () => {
  const body = '# Title\n\n```sh\nls\n```\n\n| a |\n|---|\n\nThe **first** real\nparagraph.\n\nSecond.';
  assert.equal(firstParagraph(body), 'The first real paragraph.');
  assert.equal(firstParagraph('# Only a title'), '');
});

test('section returns the named section up to the next heading of its level', () => {
  const body = '# T\n\n## Decision\n\nYes.\n\n## Conflict\n\nThey disagree.\n\n### Detail\n\nMore.\n\n## Sources\n\nx';
  assert.equal(section(body, ['conflict']), 'They disagree.\n\n### Detail\n\nMore.');
  assert.equal(section(body, ['missing']), undefined);
  assert.equal(section('## Conflict:\n\nTail', ['conflict']), 'Tail');
  assert.ok(!withoutSection(body, ['conflict']).includes('disagree'));
  assert.ok(withoutSection(body, ['conflict']).includes('## Sources'));
});

test('shorten cuts at a word boundary and never exceeds the limit', () => {
  const text = 'The agent can run on a schedule through GitHub Actions cron triggers.';
  for (let max = 10; max < text.length; max += 7) {
    const out = shorten(text, max);
    assert.ok(out.length <= max, `${max}: ${out}`);
    assert.ok(out.endsWith('…'));
  }
  assert.equal(shorten('short', 300), 'short');
});

test('truncateMarkdown keeps whole blocks, fits the limit and never ends on a heading', () => {
  const md = 'First paragraph here.\n\n#### Heading\n\nSecond paragraph that is longer than the rest of it.\n\n```\ncode\n```';
  for (let max = 40; max <= md.length + 5; max += 3) {
    const out = truncateMarkdown(md, max);
    assert.ok(out.length <= max, `${max}: ${JSON.stringify(out)}`);
    assert.ok(!/#### Heading\s*(…)?$/.test(out), `${max}: ends on a heading: ${JSON.stringify(out)}`);
    assert.equal((out.match(/```/g) ?? []).length % 2, 0, 'no open code fence');
  }
  assert.equal(truncateMarkdown(md, md.length), md);
});

test('leading titles are dropped and headings nest under the excerpt heading', () => {
  assert.equal(withoutLeadingTitle('# Title\n\nBody'), 'Body');
  assert.equal(withoutLeadingTitle('Body\n# Not leading'), 'Body\n# Not leading');
  assert.equal(demoteHeadings('## A\n```\n## not a heading\n```\n### B', 2), '#### A\n```\n## not a heading\n```\n##### B');
});

test('truncateMarkdown cuts a list between items and a paragraph at a word', () => {
  const list = `#### Facts\n\n${['first', 'second', 'third', 'fourth', 'fifth', 'sixth'].map((n) => `- ${n} item of the list`).join('\n')}`;
  const out = truncateMarkdown(list, 110);
  assert.ok(out.length <= 110);
  assert.match(out, /^#### Facts\n\n- first item of the list\n- second item of the list\n- third item of the list\n…$/);
  const para = `Intro.\n\n${'word '.repeat(60).trim()}`;
  const cut = truncateMarkdown(para, 120);
  assert.ok(cut.length <= 120 && cut.startsWith('Intro.\n\nword word') && cut.endsWith('…'));
});
