import { test } from 'node:test';
import assert from 'node:assert/strict';
import { titleFromRequest } from '../../../curation/extract/title.ts';

test('titles read like a person wrote them', () => {
  assert.equal(titleFromRequest('Compare my japer-technology/gitclaw to the orginal forked SawyerHood/gitclaw'), 'japer-technology/gitclaw compared with SawyerHood/gitclaw');
  assert.equal(titleFromRequest('How to I handle the Copyright given the roadmap?'), 'How to handle the Copyright given the roadmap');
  assert.equal(titleFromRequest('Tell me about yours Skills\n\nAnd how to add more'), 'Skills and how to add more');
  assert.equal(titleFromRequest('Cron\n\nI need to explore how the AI Agent can get a pulse with cron type functionality'), 'Cron: how the AI Agent can get a pulse with cron type functionality');
  assert.equal(titleFromRequest('Vectors of GitHub Intelligence\n\nGiven Issues and PR, what other broad vectors are there?'), 'Vectors of GitHub Intelligence');
});

test('long titles stop at a natural break, never inside parentheses', () => {
  const t = titleFromRequest('Do an analysis of the number of lines of code added and removed per day since forking, also add numbers of PR, and other interesting stats');
  assert.equal(t, 'Analysis of the number of lines of code added and removed per day since forking');
  assert.ok(titleFromRequest('Add a function called multiply_numbers(a: int, b: int) -> int that multiplies two numbers and returns the product of both of them').includes('(a: int, b: int)'));
});

test('CJK titles are measured by width', () => {
  const t = titleFromRequest('我建议是可以watch集群中的真实的resoruceSlice，同时也支持root队列用户手动指定，如果手动指定则以指定的为准（可以和集群中实际计算的进行比较）');
  assert.ok(t.length < 60, t);
  assert.ok(t.startsWith('我建议是可以watch集群中的真实的resoruceSlice'));
});
