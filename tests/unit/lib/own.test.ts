// lib/own.ts: a table's own entries only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { own } from '../../../curation/lib/own.ts';

test("a table's own entry is found; an inherited name (constructor, toString) is not", () => {
  const table: Record<string, string> = { first: '1', colour: 'color' };
  assert.equal(own(table, 'first'), '1');
  assert.equal(own(table, 'constructor'), undefined);
  assert.equal(own(table, 'toString'), undefined);
  assert.equal(own(table, '__proto__'), undefined);
});
