import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleMarkdown, buildLlmsFullTxt, buildLlmsTxt } from '../../../curation/publish/llms.ts';
import { SITE, fixtureArticles, shuffled } from './helpers.ts';

const articles = fixtureArticles();
const byId = (id: string) => articles.find((a) => a.id === id)!;

test('llms.txt: H1, summary blockquote, then link sections, preferences and decisions first', () => {
  const text = buildLlmsTxt(articles, SITE);
  const lines = text.split('\n');
  assert.equal(lines[0], '# GitClaw knowledge base');
  assert.equal(lines[2], '> What GitClaw decided.');
  const sections = lines.filter((l) => l.startsWith('## '));
  assert.deepEqual(sections.slice(0, 2), ['## Preferences', '## Decisions']);
  assert.equal(sections[sections.length - 1], '## Optional');
  assert.ok(text.includes('- [The user is The Admiral](https://example.github.io/lore/articles/user-the-admiral.md): The user is addressed'));
  assert.ok(text.includes('[context.json](https://example.github.io/lore/context.json)'));
  assert.ok(text.includes('[llms-full.txt](https://example.github.io/lore/llms-full.txt)'));
  for (const link of text.matchAll(/\]\(([^)]+)\)/g)) assert.match(link[1], /^https:\/\/example\.github\.io\/lore\//);
});

test('llms.txt: superseded, outdated and done items are optional; disputed ones say so', () => {
  const text = buildLlmsTxt(articles, SITE);
  const optional = text.slice(text.indexOf('## Optional'));
  assert.match(optional, /GitClaw described as an AI agent add-on\]\([^)]+\): superseded by "GitClaw is a drop-in, not an add-on"/);
  assert.match(optional, /Size of the \.GITCLAW folder/);
  assert.match(optional, /Post the fork comparison on issue #103/);
  assert.match(text, /Rename the repository to GitGraft\]\([^)]+\): .*\(disputed, medium confidence\)/);
  for (const line of text.split('\n').filter((l) => l.startsWith('- ['))) assert.ok(line.length < 420, line);
});

test('an article as Markdown: no frontmatter, a header of facts, then the body once', () => {
  const md = articleMarkdown(byId('identity-spock'), SITE, articles);
  assert.ok(md.startsWith('# Agent identity — Spock 🖖\n\n- Status: current\n'));
  assert.ok(!md.includes('\n---\n'));
  assert.match(md, /- Confidence: high \(0\.95\)/);
  assert.match(md, /- Sources: \[#74\]\(https:\/\/github\.com\/japer-technology\/gitclaw\/issues\/74\) \[session fd67ceb3\]\(https:\/\/example\.github\.io\/lore\/runs\/fd67ceb3-8afa-47d5-853e-c1ceedcecfb8\/\), 2026-02-20/);
  assert.match(md, /- Page: https:\/\/example\.github\.io\/lore\/articles\/identity-spock\//);
  assert.equal(md.match(/^# /gm)!.length, 1, 'the body\'s own H1 is not repeated');
  assert.ok(md.includes('## Decision'));
});

test('disputed and superseded articles say what to do', () => {
  assert.match(articleMarkdown(byId('rename-gitgraft'), SITE, articles), /> \*\*Disputed:\*\* After searching GitHub.*Present both sides and ask\./);
  const old = articleMarkdown(byId('naming-add-on'), SITE, articles);
  assert.match(old, /- Superseded by: \[GitClaw is a drop-in, not an add-on\]\(https:\/\/example\.github\.io\/lore\/articles\/naming-drop-in\.md\)/);
  assert.match(old, /> \*\*Superseded:\*\*/);
});

test('a human article with only a title still renders', () => {
  const md = articleMarkdown(byId('session-per-issue'), SITE, articles);
  assert.match(md, /^# One session per issue\n\n- Status: current\n- Confidence: medium \(0\.60\)/);
  assert.ok(md.includes('Every GitHub issue is one conversation.'));
  assert.ok(!md.includes('- Sources:'));
});

test('llms-full.txt: every live article in full, superseded ones by title with their successor', () => {
  const text = buildLlmsFullTxt(articles, SITE);
  assert.ok(text.startsWith('# GitClaw knowledge base\n\n> What GitClaw decided.\n'));
  for (const a of articles.filter((x) => x.data.status !== 'superseded')) assert.ok(text.includes(`\n# ${a.data.title}\n`), a.id);
  assert.ok(!text.includes('The project\'s tagline was'), 'superseded bodies are left out');
  assert.match(text, /# Superseded articles\n\n- GitClaw described as an AI agent add-on \(`naming-add-on`\) → superseded by \[GitClaw is a drop-in, not an add-on\]/);
  assert.ok(text.indexOf('# The user is The Admiral') < text.indexOf('# Agent identity'), 'preferences first');
});

test('the same articles in any order give the same bytes', () => {
  assert.equal(buildLlmsTxt(shuffled(articles), SITE), buildLlmsTxt(articles, SITE));
  assert.equal(buildLlmsFullTxt(shuffled(articles, 3), SITE), buildLlmsFullTxt(articles, SITE));
});

test('without a site URL every link is base-relative', () => {
  const text = buildLlmsTxt(articles, { ...SITE, siteUrl: undefined, base: '/' });
  assert.ok(text.includes('](/articles/user-the-admiral.md)'));
  assert.ok(!text.includes('example.github.io'));
});
