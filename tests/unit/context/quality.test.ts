// Retrieval quality on the fixture: a regression guard for ranking changes (the bench prints the
// figures; this only checks they stay above the bar the task set).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, grepRanker, loreRanker, type Question } from '../../../bench/context/quality.ts';
import { ROOT, fixtureEntries } from './helpers.ts';

const questions: Question[] = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'context', 'questions.json'), 'utf8')).questions;

test('the question set has at least 25 questions, every one answerable from the fixture', () => {
  const entries = fixtureEntries();
  assert.ok(questions.length >= 25);
  assert.deepEqual(evaluate(loreRanker(entries), entries, questions).unresolved, []);
});

test('Lore finds the answer in its top 5 for at least 90% of the questions, and beats grep', () => {
  const entries = fixtureEntries();
  const lore = evaluate(loreRanker(entries), entries, questions);
  const grep = evaluate(grepRanker(entries), entries, questions);
  assert.ok(lore.recallAt5 >= 0.9, `recall@5 ${lore.recallAt5}`);
  assert.ok(lore.mrr > grep.mrr, `MRR ${lore.mrr} vs grep ${grep.mrr}`);
});
