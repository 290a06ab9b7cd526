// lang/index.ts: phrase packs compiled into one matcher per intent. Spaced scripts match whole words
// (longest phrase first), unspaced scripts match anywhere; positions are character offsets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { INTENTS, NAMING, PACKS, firstAt, matchPhrases, phraseSet, phrasesIn, says } from '../../../curation/lang/index.ts';

test('every pack is data for known intents only, lower-case where case matters', () => {
  const intents = new Set<string>(INTENTS);
  for (const [code, pack] of Object.entries(PACKS)) {
    for (const [intent, phrases] of Object.entries(pack.phrases)) {
      assert.ok(intents.has(intent), `${code}: ${intent}`);
      for (const p of phrases ?? []) assert.equal(p, p.toLowerCase(), `${code}/${intent}: ${p}`);
    }
  }
});

test('spaced scripts match whole words only: "no" is not in "nothing", "not" not in "notable"', () => {
  assert.ok(says('reject', 'No, use Redis'));
  assert.ok(!says('reject', 'nothing here'));
  assert.ok(!says('reject', 'notable'));
  assert.ok(says('reject', 'Nein, das ist falsch'));
  assert.ok(says('reject', 'нет, не так'));
  assert.ok(!says('reject', 'знание'));
});

test('unspaced scripts match inside a run of text (zh, ja)', () => {
  assert.ok(says('reject', '不是这个'));
  assert.deepEqual(phrasesIn('reject', 'これは違う'), ['違う']);
  assert.equal(firstAt('reject', 'これは違う'), 3);
  assert.ok(says('persist', '以后所有提交信息都用英文写'));
});

test('the longest phrase wins, and its words are not matched again', () => {
  const set = phraseSet(['do', 'do not', 'do not ever', '不要', '不要再']);
  assert.deepEqual(matchPhrases(set, 'Do not ever do that'), [['do not ever', 0, 11], ['do', 12, 14]]);
  assert.deepEqual(matchPhrases(set, 'I do not know'), [['do not', 2, 8]]);
  assert.deepEqual(matchPhrases(set, '不要再这样'), [['不要再', 0, 3]]);
  assert.deepEqual(phrasesIn('overrule', 'I do not like it'), ['i do not like']);
  // A phrase is reached through leading words that are no phrase of their own; a sequence that
  // leads into none is not extended.
  const long = phraseSet(['make sure that']);
  assert.deepEqual(matchPhrases(long, 'Please make sure that it works'), [['make sure that', 7, 21]]);
  assert.deepEqual(matchPhrases(long, 'make sure it works, sure that'), []);
  assert.deepEqual(matchPhrases(long, 'make make sure that', false, true), [['make sure that', 5, 19]]);
});

test('positions are offsets into the text as given; firstOnly stops at the first', () => {
  const set = phraseSet(['ok', 'go ahead']);
  const text = 'Fine. OK, go ahead.';
  const hits = matchPhrases(set, text);
  assert.deepEqual(hits.map(([p, s, e]) => [p, text.slice(s, e)]), [['ok', 'OK'], ['go ahead', 'go ahead']]);
  assert.equal(matchPhrases(set, text, true).length, 1);
  assert.equal(firstAt('agree', 'nothing to agree with'), -1);
});

test('typographic apostrophes match straight ones; punctuation inside phrases is ignored', () => {
  assert.ok(says('overrule', 'That’s wrong, use 8080'));
  assert.deepEqual(matchPhrases(phraseSet(['next,']), 'next we build'), [['next', 0, 4]]);
});

test('naming phrases: the agent\'s and the person\'s, across languages', () => {
  assert.deepEqual(matchPhrases(NAMING.agent, 'You are Spock').map(([p]) => p), ['you are']);
  assert.deepEqual(matchPhrases(NAMING.person, 'Call me Admiral').map(([p]) => p), ['call me']);
  assert.deepEqual(matchPhrases(NAMING.agent, '你叫小虾').map(([p]) => p), ['你叫']);
});

test('a phrase of an unspaced script right after a Latin word still matches ("PostgreSQLにします")', () => {
  assert.ok(says('decide', 'データベースはPostgreSQLにします。'));
  assert.ok(says('reject', 'Redis不是我要的'));
});

test('a phrase written with "^" counts only where a clause starts: "以后" opening a clause, not "好了以后"', () => {
  const set = phraseSet(['^以后']);
  assert.deepEqual(matchPhrases(set, '以后都用英文').map(([p, at]) => [p, at]), [['以后', 0]]);
  assert.deepEqual(matchPhrases(set, '好的，以后都用英文').map(([p, at]) => [p, at]), [['以后', 3]]);
  assert.deepEqual(matchPhrases(set, '状态好了以后再说'), []);
  assert.deepEqual(matchPhrases(set, '状态好了以后再说', false, true), []);
});
