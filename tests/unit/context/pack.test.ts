import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contextBegin, contextEnd, hasInjectedContext, stripInjectedContext } from '../../../curation/schema/marker.ts';
import { contextForPrompt } from '../../../curation/context/context-for-prompt.ts';
import { estimateTokens } from '../../../curation/context/render.ts';
import { excerptSource } from '../../../curation/context/pack.ts';
import { entry, fixtureEntries } from './helpers.ts';

const entries = fixtureEntries();
const PROMPTS = [
  'What should the repository be renamed to?',
  'Can the agent run on a schedule?',
  'How does the fork differ from SawyerHood/gitclaw? What license applies?',
  'zebra quantum banana',
];

const NONCE = '0123456789abcdef0123456789abcdef';

test('the output is wrapped in markers carrying a nonce, fresh for every output', () => {
  const { markdown } = contextForPrompt(entries, { prompt: PROMPTS[1], title: 'GitClaw', nonce: NONCE });
  assert.ok(markdown.startsWith(`${contextBegin(NONCE)}\n`));
  assert.ok(markdown.endsWith(`\n${contextEnd(NONCE)}`));
  const nonces = new Set([1, 2, 3].map(() => /nonce=([0-9a-f]+)/.exec(contextForPrompt(entries, { prompt: PROMPTS[1], title: 'GitClaw' }).markdown)![1]));
  assert.equal(nonces.size, 3);
  assert.ok(hasInjectedContext(markdown));
  assert.equal(stripInjectedContext(`before\n${markdown}\nafter`), 'before\n\nafter');
});

test('the token budget is never exceeded', () => {
  for (const prompt of PROMPTS) {
    for (const budget of [100, 150, 250, 400, 700, 1000, 2000, 5000]) {
      const packed = contextForPrompt(entries, { prompt, title: 'GitClaw knowledge base', budget, nonce: NONCE });
      assert.ok(estimateTokens(packed.markdown) <= budget, `${prompt} @${budget}: ${packed.tokens}`);
      assert.equal(packed.tokens, estimateTokens(packed.markdown));
      assert.ok(packed.markdown.startsWith(contextBegin(NONCE)) && packed.markdown.endsWith(contextEnd(NONCE)));
    }
  }
});

test('breadth first: every chosen article gets its summary before any body is quoted', () => {
  const packed = contextForPrompt(entries, { prompt: PROMPTS[2], title: 'GitClaw', budget: 700 });
  const all = [...packed.preferences, ...packed.matches];
  assert.ok(all.length >= 3);
  if (all.some((i) => i.excerpt)) for (const i of all) assert.ok(i.summary, `${i.entry.id} has no summary`);
  for (const i of all) assert.ok(packed.markdown.includes(`### ${i.entry.title}`));
});

test('a larger budget quotes more, and the best match is quoted first', () => {
  const small = contextForPrompt(entries, { prompt: PROMPTS[1], title: 'GitClaw', budget: 500 });
  const large = contextForPrompt(entries, { prompt: PROMPTS[1], title: 'GitClaw', budget: 4000 });
  assert.ok(large.markdown.length > small.markdown.length);
  assert.ok(large.matches[0].excerpt.includes('Options explored'));
  assert.equal(large.matches[0].truncated, false);
});

test('articles that do not fit are named, not silently dropped', () => {
  const packed = contextForPrompt(entries, { prompt: 'agent GitHub repository session skill issue', title: 'GitClaw', budget: 300, limit: 10 });
  assert.ok(packed.omitted.length > 0);
  const shown = [...packed.preferences, ...packed.matches].length;
  assert.ok(shown + packed.omitted.length >= 3);
});

test('no match: an explicit note, the preferences still there', () => {
  const packed = contextForPrompt(entries, { prompt: PROMPTS[3], title: 'GitClaw' });
  assert.match(packed.markdown, /No relevant articles/);
  assert.equal(packed.matches.length, 0);
  assert.ok(packed.markdown.includes('user-the-admiral'));
  const none = contextForPrompt([], { prompt: 'anything', title: 'Empty' });
  assert.match(none.markdown, /No relevant articles/);
});

test('disputed articles show their conflict and the instruction to ask', () => {
  const packed = contextForPrompt(entries, { prompt: PROMPTS[0], title: 'GitClaw' });
  assert.match(packed.markdown, /> \*\*Disputed\*\* with `rename-git(graft|lodger)`/);
  assert.match(packed.markdown, /Present both sides and ask/);
});

test('a superseded article shown on request points at its successor', () => {
  const packed = contextForPrompt(entries, { prompt: 'AI agent add-on', title: 'GitClaw', includeSuperseded: true });
  assert.match(packed.markdown, /\*\*Superseded\*\* by `naming-drop-in` \(GitClaw is a drop-in, not an add-on\)/);
});

test('an excerpt does not repeat the title, the lead paragraph used as summary, or the conflict', () => {
  const e = entry('x', 'Title', '# Title\n\nLead paragraph.\n\n## Details\n\nMore.\n\n## Conflict\n\nThey disagree.', {
    conflict: 'They disagree.',
    summary: 'Lead paragraph.',
  });
  assert.equal(excerptSource(e), '#### Details\n\nMore.');
});

test('a frontmatter summary that repeats the lead paragraph is not quoted twice', () => {
  const e = entry('y', 'Title', 'The agent is **Spock**, as decided.\n\n## Decision\n\nSpock.', {
    summary: 'The agent is Spock, as decided.',
    summaryFromBody: false,
  });
  assert.equal(excerptSource(e), '#### Decision\n\nSpock.');
  const other = entry('z', 'Title', 'A different lead.\n\nMore.', { summary: 'Summary of its own.', summaryFromBody: false });
  assert.equal(excerptSource(other), 'A different lead.\n\nMore.');
});

test("a person's many rules never leave out what answers the prompt: the match is placed before the rules the prompt does not touch", () => {
  const rules = Array.from({ length: 60 }, (_, i) => entry(`rule-${i}`, `Rule ${i}: always greet in the ${i}th style`, `The person set this rule: always greet in the ${i}th style, politely and at length, whatever the hour of the day.`, { preference: true, summary: `The person set this rule: always greet in the ${i}th style, politely and at length, whatever the hour of the day.`, summaryFromBody: false }));
  const answer = entry('stock-data', 'Stock data goes through QVeris', 'The chairong agent looks up stock data through QVeris, never the browser.');
  const packed = contextForPrompt([...rules, answer], { prompt: 'How must the chairong agent look up stock data?', title: 'kb', budget: 2000 });
  assert.deepEqual(packed.matches.map((m) => m.entry.id), ['stock-data']);
  assert.ok(packed.preferences.length > 0 && packed.preferences.length < 60, 'rules fill what room is left');
  assert.ok(packed.markdown.indexOf('Rule 0') < packed.markdown.indexOf('QVeris'), 'printed preferences first');
});
