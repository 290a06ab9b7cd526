// text/entities.ts: the named things a text mentions, and the quantities apart from them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entitiesOf, quantitiesOf } from '../../../curation/text/entities.ts';

const found = (text: string) => entitiesOf(text).map((e) => [e.kind, e.surface]);

test('code spans, URLs (without scheme) and paths, keyed so spellings compare equal', () => {
  const es = entitiesOf('Use `docker-compose.yml`, see https://example.com/docs/ and edit ./lib/x.js and src/app.ts');
  assert.deepEqual(es.map((e) => [e.kind, e.key]), [
    ['code', 'docker-compose.yml'],
    ['url', 'example.com/docs'],
    ['path', 'lib/x.js'],
    ['path', 'src/app.ts'],
  ]);
  assert.deepEqual(found('C:\\Users\\me\\file.txt').slice(0, 1), [['path', 'C:\\Users\\me\\file.txt']]);
  assert.equal(entitiesOf('C:\\Users\\me\\file.txt')[0].key, 'c:/users/me/file.txt');
});

test('identifiers and versions: camelCase, PascalCase, snake_case, kebab-case of three parts, words with digits, model tags', () => {
  const keys = entitiesOf('fetchAll FooBar snake_case kebab-case-three qwen3 v1.2.3 llama3.3:70b').map((e) => e.key);
  for (const k of ['fetchall', 'foobar', 'snake_case', 'kebab-case-three', 'qwen3', 'v1.2.3', 'llama3.3:70b']) assert.ok(keys.includes(k), k);
});

test('quoted names and capitalised names, but not a sentence\'s first word or common capitals', () => {
  assert.deepEqual(found('Named "Half Yours" by Sawyer Hood in New York'), [['quoted', 'Half Yours'], ['name', 'Sawyer Hood'], ['name', 'New York']]);
  assert.deepEqual(found('This is fine. Nothing here.'), []);
  assert.deepEqual(found('Summary Result Status'), []);
  assert.deepEqual(found('e.g. this, i.e. that'), []);
});

test('named things in other scripts: a Latin name inside Chinese or Japanese text', () => {
  assert.deepEqual(found('数据库用 PostgreSQL'), [['ident', 'PostgreSQL']]);
  assert.deepEqual(found('データベースはPostgreSQLにします。'), [['ident', 'PostgreSQL']]);
});

test('Chinese or Japanese around a slash is prose, not a path; a CJK path with a root or an extension is one', () => {
  const paths = (t: string) => entitiesOf(t).filter((e) => e.kind === 'path').map((e) => e.surface);
  assert.deepEqual(paths('画像サイズ/枚数の上限を超えていないか'), []);
  assert.deepEqual(paths('でFalse/未検出エラーが返ってきて'), []);
  assert.deepEqual(paths('保存到 文档/笔记.md 里'), ['文档/笔记.md']);
  assert.deepEqual(paths('放在 /home/用户/项目 下面'), ['/home/用户/项目']);
});

test('each key once, first occurrence kept', () => {
  assert.equal(entitiesOf('`src/app.ts` and src/app.ts and ./src/app.ts').length, 1);
});

test('quantities: a number with its unit, in any script; they are not named things', () => {
  assert.deepEqual(quantitiesOf('48GB of RAM, 4 秒, 134.79%, 600×150'), [
    { value: '48', unit: 'gb' },
    { value: '4', unit: '秒' },
    { value: '134.79', unit: '%' },
    { value: '600×150', unit: '' },
  ]);
  assert.deepEqual(quantitiesOf('no numbers here'), []);
  assert.ok(!entitiesOf('It takes 10 Hz').some((e) => e.surface === '10'));
});

test('an identifier with underscores is one named thing ("MAX_RETRIES"), not also its letters run together', () => {
  assert.deepEqual(found('Set MAX_RETRIES to 5'), [['ident', 'MAX_RETRIES']]);
});

test('a path never starts inside a word of any script', () => {
  const paths = (t: string) => entitiesOf(t).filter((e) => e.kind === 'path').map((e) => e.surface);
  assert.deepEqual(paths('Les créations/suppressions/d API'), ['créations/suppressions/d']);
  assert.deepEqual(paths('edit src/components/App.tsx and café.md'), ['src/components/App.tsx', 'café.md']);
});
