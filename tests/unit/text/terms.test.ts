import { test } from 'node:test';
import assert from 'node:assert/strict';
import { terms, tokens } from '../../../curation/text/terms.ts';

test('English words are lowercased, stemmed and stripped of stopwords', () => {
  assert.deepEqual(terms('What is the agent\'s name?'), ['agent', 'name']);
  assert.deepEqual(terms('Scheduling the scheduled schedules'), ['schedul', 'schedul', 'schedul']);
});

test('British and American spellings meet', () => {
  assert.deepEqual(terms('licence behaviour organisation analysed'), terms('license behavior organization analyzed'));
});

test('accents and full-width forms are folded', () => {
  assert.deepEqual(terms('Café ＡＰＩ'), terms('cafe API'));
});

test('a hyphenated compound is found by its parts and as one word', () => {
  const t = terms('an add-on');
  assert.ok(t.includes('add'));
  assert.ok(t.includes('addon'));
  assert.ok(terms('addon').every((x) => t.includes(x)));
});

test('Chinese and Japanese text becomes overlapping character bigrams', () => {
  assert.deepEqual(terms('東京都'), ['東京', '京都']);
  const mixed = terms('GitHubのPagesで公開');
  assert.ok(mixed.includes('github'));
  assert.ok(mixed.includes('page'));
  assert.ok(mixed.includes('公開'));
  // A query shares bigrams with a longer sentence that contains its words.
  const doc = new Set(terms('サイトを公開する手順'));
  assert.ok(terms('公開手順').some((t) => doc.has(t)));
});

test('Korean, Cyrillic and emoji are searchable too', () => {
  assert.deepEqual(terms('한국어'), ['한국', '국어']);
  assert.deepEqual(terms('Лицензия MIT'), ['лицензия', 'mit']);
  assert.deepEqual(terms('Spock 🖖'), ['spock', '🖖']);
});

test('tokens keep the word as written for explaining matches', () => {
  assert.deepEqual(
    tokens('Renamed repos').map((t) => t.word),
    ['renamed', 'repos'],
  );
});

test('numbers stay whole; single letters and punctuation are dropped', () => {
  assert.deepEqual(terms('HTTP 429, x, #103'), ['http', '429', '103']);
  assert.deepEqual(terms('?!… — '), []);
});

test('common abbreviations meet their full word', () => {
  assert.deepEqual(terms('repo config docs'), terms('repository configuration documents'));
  assert.deepEqual(terms('repos'), terms('repositories'));
});

test('words that are the names of Object\'s own properties are plain words ("constructor", "toString")', () => {
  const got = terms('The constructor calls toString and hasOwnProperty on __proto__');
  assert.ok(got.every((t) => typeof t === 'string'), JSON.stringify(got));
  assert.ok(got.includes('constructor'));
});
