// text/changes.ts: a statement that something changed from one value to another, in words or with
// an arrow; a contrast "X, not Y"; and what is no change at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changeIn, shapeOf } from '../../../curation/text/changes.ts';

test('changes named in words: from … to, replaced … with, change … to (the slot, no old value)', () => {
  assert.deepEqual(changeIn('Changed the port from 8080 to 9090'), { from: '8080', to: '9090' });
  assert.deepEqual(changeIn('Switched the queue backend from RabbitMQ to Redis Streams'), { from: 'RabbitMQ', to: 'Redis Streams' });
  assert.deepEqual(changeIn('Replaced Jest with Vitest.'), { from: 'Jest', to: 'Vitest' });
  assert.deepEqual(changeIn('change the port to 8080'), { slot: 'port', to: '8080' });
  assert.deepEqual(changeIn('from 1.5 to 2.0'), { from: '1.5', to: '2.0' });
});

test('changes in other languages: zh, es, de, id', () => {
  assert.deepEqual(changeIn('端口从 8080 改为 9090'), { from: '8080', to: '9090' });
  assert.deepEqual(changeIn('不再调用 fetchAll，改为 fetchPage'), { from: 'fetchAll', to: 'fetchPage' });
  assert.deepEqual(changeIn('El puerto pasó de 8080 a 9090'), { from: '8080', to: '9090' });
  assert.deepEqual(changeIn('cambia MySQL por PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
  assert.deepEqual(changeIn('ersetze MySQL durch PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
  assert.deepEqual(changeIn('ganti port jadi 8080'), { slot: 'port', to: '8080' });
});

test('changes by arrow between values of one kind: numbers in one unit, keys, paths', () => {
  assert.deepEqual(changeIn('Ctrl+M → Alt+M'), { from: 'Ctrl+M', to: 'Alt+M' });
  assert.deepEqual(changeIn('7 dB → 3 dB'), { from: '7 dB', to: '3 dB' });
  assert.deepEqual(changeIn('src/a.ts -> src/b.ts'), { from: 'src/a.ts', to: 'src/b.ts' });
});

test('an arrow between things of different kinds is no change: "42 available → 2 loaded", "input → output"', () => {
  assert.equal(changeIn('42 available → 2 loaded'), undefined);
  assert.equal(changeIn('input → output'), undefined);
  assert.equal(changeIn('step 1 -> step 2'), undefined);
  assert.equal(changeIn('12 MB → 3 files'), undefined);
});

test('contrasts: "X, not Y", "X instead of Y", "不是 Y，而是 X", "nicht Y, sondern X": Y is what was replaced', () => {
  assert.equal(changeIn('We cache in Redis, not Memcached.')?.from, 'Memcached');
  assert.equal(changeIn('We store the data in SQLite instead of PostgreSQL')?.from, 'PostgreSQL');
  assert.deepEqual(changeIn('不是 MySQL，而是 PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
  assert.deepEqual(changeIn('Nimm nicht MySQL, sondern PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
});

test('no change: plain statements, contrasts of plain words', () => {
  assert.equal(changeIn('There are no changes.'), undefined);
  assert.equal(changeIn('fast, not slow'), undefined);
  assert.equal(changeIn('The build passes on main.'), undefined);
});

test('shapeOf: letters as a, digits as 0, marks kept', () => {
  assert.equal(shapeOf('llama3.3:70b'), 'a0.0:0a');
  assert.equal(shapeOf('Ctrl+M'), shapeOf('Alt+M'));
  assert.notEqual(shapeOf('v1.2'), shapeOf('v1'));
});

test('a value ends where the sentence does: no full stop, no words after it', { todo: 'FROM_TO keeps the full stop ("9090.") and up to three following tokens ("9090 in config/server.yaml", "9090 geändert")' }, () => {
  assert.deepEqual(changeIn('Changed the port from 8080 to 9090.'), { from: '8080', to: '9090' });
  assert.equal(changeIn('Change the port from 8080 to 9090 in config/server.yaml')?.to, '9090');
  assert.equal(changeIn('Der Port wurde von 8080 auf 9090 geändert')?.to, '9090');
});

test('a plain negation is no contrast ("The cache is not Redis.")', { todo: 'the contrast pattern needs no comma, so "The cache is not Redis." reads as a change from Redis to "The cache is" (and "You are not Spock." as one from Spock)' }, () => {
  assert.equal(changeIn('The cache is not Redis.'), undefined);
  assert.equal(changeIn('You are not Spock.'), undefined);
});

test('a contrast keeps both sides, the value without the words before it ("Use Redis, not Memcached" → Redis for Memcached)', { todo: 'TO_ONLY reads "Use X" as a new value alone before the contrast is tried, so "Use Redis, not Memcached." loses the old value; and the contrast pattern takes up to three words before "not", so "We cache in Redis, not Memcached." has the new value "cache in Redis"' }, () => {
  assert.deepEqual(changeIn('Use Redis, not Memcached.'), { from: 'Memcached', to: 'Redis' });
  assert.deepEqual(changeIn('Use SQLite instead of PostgreSQL'), { from: 'PostgreSQL', to: 'SQLite' });
  assert.deepEqual(changeIn('We cache in Redis, not Memcached.'), { from: 'Memcached', to: 'Redis' });
});

test('the examples the module gives: "Django ORM → SQLAlchemy", "所有 3 预设位 均改为 4 预设位"', { todo: 'neither example of the header is read as the header says: a name of two words against one is not "alike" (no change), and the Chinese one loses the old number (from "预设位" to "4")' }, () => {
  assert.deepEqual(changeIn('Django ORM → SQLAlchemy'), { from: 'Django ORM', to: 'SQLAlchemy' });
  assert.deepEqual(changeIn('所有 3 预设位 均改为 4 预设位'), { from: '3 预设位', to: '4 预设位' });
});

test('Russian changes: "с X на Y", "замени X на Y", "не X, а Y"', { todo: 'the Russian patterns start with \\b, which JavaScript reads with ASCII word characters only, so they never match Cyrillic' }, () => {
  assert.deepEqual(changeIn('Порт изменён с 8080 на 9090'), { from: '8080', to: '9090' });
  assert.deepEqual(changeIn('замени MySQL на PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
  assert.deepEqual(changeIn('Используй не MySQL, а PostgreSQL'), { from: 'MySQL', to: 'PostgreSQL' });
});

test('"把 X 改成 Y": X is what changes, without 把', { todo: 'the generic "X 改成 Y" pattern runs before the 把 pattern, so "把端口改成 8080" gives the old value "把端口"' }, () => {
  const c = changeIn('把端口改成 8080');
  assert.equal(c?.to, '8080');
  assert.doesNotMatch(c?.from ?? c?.slot ?? '', /把/);
});
