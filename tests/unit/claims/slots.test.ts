// claims/slots.ts: what a choice is about, from its own words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { choiceSlot, slotTerms } from '../../../curation/claims/slots.ts';

test('the slot is the sentence without the value, the choice words and the asking words', () => {
  assert.equal(choiceSlot("Let's use PostgreSQL for the database", ['PostgreSQL']), 'database');
  assert.equal(choiceSlot('For the cache layer we use Redis', ['Redis']), 'cache layer');
  assert.equal(choiceSlot('Switch the queue backend from RabbitMQ to Redis Streams please', ['Redis Streams', 'RabbitMQ']), 'queue backend');
});

test('in unspaced scripts the words around the value name the slot', () => {
  assert.equal(choiceSlot('数据库就用 PostgreSQL', ['PostgreSQL']), '数据库');
});

test('at most four words; a bare value has no slot', () => {
  const slot = choiceSlot('please explain and use Redis for the very important session store layer now', ['Redis']);
  assert.ok(slot.split(' ').length <= 4, slot);
  assert.match(slot, /session store/);
  assert.equal(choiceSlot('use 8080', ['8080']), '');
});

test('slotTerms: the same slot whatever the word order, case or inflection', () => {
  assert.equal(slotTerms('Cache Layers'), slotTerms('the cache layer'));
  assert.equal(slotTerms('layer cache'), slotTerms('cache layer'));
  assert.notEqual(slotTerms('cache layer'), slotTerms('queue backend'));
});
