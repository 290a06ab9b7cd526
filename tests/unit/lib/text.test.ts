import { test } from 'node:test';
import assert from 'node:assert/strict';
import { endSentence, joinSentences, sentences, shorten, stripMarkdown } from '../../../curation/lib/text.ts';

test('stripMarkdown drops a table\'s pipes but keeps a pipe inside code', () => {
  assert.equal(stripMarkdown('`processVrf` now returns `{ connectorMap: ConnectorMap } | null`'), 'processVrf now returns { connectorMap: ConnectorMap } | null');
  // (A table row quoted as code is named by its first cell, not told with its pipes.)
  assert.equal(stripMarkdown('Removed the `| infrahub://graphql-schema | *(none)* | Complete GraphQL SDL...` row from the table'), 'Removed the infrahub://graphql-schema row from the table');
  assert.doesNotMatch(stripMarkdown('| Phase | Focus |\n|---|---|\n| 1 | Remove handlers |'), /\|/);
});

test('a word in Latin letters inside Chinese or Japanese text stays a word', async () => {
  const { tokenize } = await import('../../../curation/lib/text.ts');
  assert.deepEqual(tokenize('先skip firstavailable的配额'), ['先', 'skip', 'firstavailable', '的配', '配额']);
  assert.ok(tokenize('volcano的podgroup有可能会比pod先创建么').includes('podgroup'));
});

test('bold with underscores loses its marks; a Python dunder keeps its name', async () => {
  const { stripMarkdown } = await import('../../../curation/lib/text.ts');
  assert.equal(stripMarkdown('Do not use __file__.resolve() and read __init__.py; this is __very important__ here.'), 'Do not use __file__.resolve() and read __init__.py; this is very important here.');
});

test('shorten ends at a whole list item or sentence near the end, not inside one', () => {
  const plan = '4 phases, 9 steps: Infoblox service — Surface failed subnets in return types; ISE service — Add parseIpFromRef helper and thread failedSubnets through the pipeline; Tests — Update assertions in infoblox.test.ts and add new cases';
  assert.equal(shorten(plan, 190), '4 phases, 9 steps: Infoblox service — Surface failed subnets in return types; ISE service — Add parseIpFromRef helper and thread failedSubnets through the pipeline…');
  assert.equal(shorten('Port this project to Rust. Delete the Python files when you are done, but keep the Justfile. Do not stop until every test passes and the docs are updated.', 120), 'Port this project to Rust. Delete the Python files when you are done, but keep the Justfile. …');
  // The dot of a numbered item ends no sentence: the cut falls back to a word.
  assert.equal(shorten('What to include: build, test and lint commands for the solution and each project 2. Architecture of the solution', 90), 'What to include: build, test and lint commands for the solution and each project 2…');
  // Short texts, and cuts with no boundary in the last third, are as before.
  assert.equal(shorten('Short.', 90), 'Short.');
  assert.equal(shorten('one two three four five six seven eight nine ten eleven twelve', 30), 'one two three four five six…');
});

test('endSentence adds a full stop unless the text ends in one or was cut', () => {
  assert.equal(endSentence('All 55 tests pass'), 'All 55 tests pass.');
  assert.equal(endSentence('Wire the new return shape…'), 'Wire the new return shape…');
  assert.equal(endSentence('完了しました。'), '完了しました。');
});

test('joinSentences puts no space after a Chinese or Japanese full stop', () => {
  assert.equal(joinSentences('会，但要分场景。', 'Volcano Job：有。'), '会，但要分场景。Volcano Job：有。');
  assert.equal(joinSentences('It could.', 'Recommendation: wait.'), 'It could. Recommendation: wait.');
  assert.equal(joinSentences('', 'Only this.'), 'Only this.');
});

test('sentences: "..." followed by a Japanese particle goes on with the sentence', () => {
  assert.deepEqual(sentences('末尾改行あり/なしの両ケースで a=1\\n\\n[mcp... 形式になることを確認済み。Done. Next step.'), ['末尾改行あり/なしの両ケースで a=1\\n\\n[mcp... 形式になることを確認済み。', 'Done.', 'Next step.']);
  // (A list's number before Chinese is still its own: "1. 命名改为…".)
  assert.deepEqual(sentences('问题如下 1. 命名改为 ResourceClaimKeys'), ['问题如下 1.', '命名改为 ResourceClaimKeys']);
  assert.deepEqual(sentences('setup_github.sh:17 の git config --local devenv.githubAccount ... は、git push の認証アカウントには影響しません。'), ['setup_github.sh:17 の git config --local devenv.githubAccount ... は、git push の認証アカウントには影響しません。']);
});

test('escapeRegExp: a pattern that matches the text literally', async () => {
  const { escapeRegExp } = await import('../../../curation/lib/text.ts');
  const text = 'a.b*(c)[d]{2}|$^+?\\e';
  assert.ok(new RegExp(`^${escapeRegExp(text)}$`).test(text));
  assert.ok(!new RegExp(escapeRegExp('a.b')).test('axb'));
});

test('a half-width question or exclamation mark before Chinese or Japanese text ends a sentence', () => {
  assert.deepEqual(sentences('是否自带memo缓存,不会每次都创建吧?传给子组件不会重新渲染'), ['是否自带memo缓存,不会每次都创建吧?', '传给子组件不会重新渲染']);
  // (Before Latin text, a space is still needed: "a?b" is one token.)
  assert.deepEqual(sentences('Use a?b here'), ['Use a?b here']);
});
