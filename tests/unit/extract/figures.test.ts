import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFigures } from '../../../curation/extract/figures.ts';
import type { Statement } from '../../../curation/schema/digest.ts';

const row = (key: string, text: string): Statement => ({ text, key, type: 'fact', confidence: 0.7, source: { session: 's', date: '2026-02-20T15:06:00.000Z', role: 'assistant' }, negated: false, reversal: false });

test("a table's total row leads a summary that picked one highlight", () => {
  const rows = [row('2026-02-20', '2026-02-20 — Lines Added: 7,302; Lines Removed: 868'), row('Total', 'Total — Lines Added: 17,464; Lines Removed: 2,725; Net Change: +14,739')];
  assert.equal(withFigures('Feb 20 was the most explosive day — over 7,300 lines added in a single day.', rows), 'Total — Lines Added: 17,464; Lines Removed: 2,725; Net Change: +14,739. Feb 20 was the most explosive day — over 7,300 lines added in a single day.');
  // (Not twice, and not without a total row.)
  const told = 'Total — Lines Added: 17,464; Lines Removed: 2,725; Net Change: +14,739. More on Feb 20.';
  assert.equal(withFigures(told, rows), told);
  assert.equal(withFigures('Feb 20 was the most explosive day — over 7,300 lines added in a single day.', rows.slice(0, 1)), 'Feb 20 was the most explosive day — over 7,300 lines added in a single day.');
});
