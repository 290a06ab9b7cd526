// The curation options merging honours: the folder of the person's rules and names
// (`curation.topics.preference`), the least confidence written (`curation.minConfidence`) and the
// likeness at which statements are told once (`curation.similarityThreshold`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeDigests } from '../../../curation/merge/index.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { digest } from './helpers.ts';

const NOW = new Date('2026-03-09T00:00:00Z');
const sessions = [
  digest('s', [
    { request: 'Always answer in French from now on.', claims: [{ text: 'Always answer in French from now on.', speaker: 'person', kind: 'preference', rule: 'person-rules', salience: 0.8 }] },
    {
      request: 'Where does the API keep its sessions?',
      claims: [
        { text: 'The API keeps its sessions in Redis 7 at `cache.internal:6379`.', salience: 0.8 },
        { text: 'The API keeps its sessions in Redis 7 at `cache.internal:6379` with a TTL.', salience: 0.7 },
      ],
    },
  ] as never),
];
const merge = (curation: Record<string, unknown>) => mergeDigests({ digests: sessions, config: resolveConfig({ curation }, '/p'), knownIds: new Map(), reservedIds: new Set(), now: NOW }).drafts;

test("the person's rules go to the folder curation.topics.preference names", () => {
  assert.deepEqual(merge({}).filter((d) => d.type === 'preference').map((d) => d.topic), ['preferences']);
  assert.deepEqual(merge({ topics: { preference: 'rules' } }).filter((d) => d.type === 'preference').map((d) => d.topic), ['rules']);
});

test('articles below curation.minConfidence are not written', () => {
  const all = merge({});
  assert.ok(all.length >= 2);
  const high = merge({ minConfidence: 0.85 });
  assert.ok(high.length < all.length && high.every((d) => d.confidence >= 0.85), JSON.stringify(high.map((d) => d.confidence)));
});

test('curation.similarityThreshold decides which statements are told once', () => {
  const body = (drafts: { type: string; summary: string; sections: { lines: string[] }[] }[]) => {
    const d = drafts.find((x) => x.type !== 'preference')!;
    return [d.summary, ...d.sections.flatMap((s) => s.lines)].join('\n');
  };
  const count = (text: string) => (text.match(/cache\.internal:6379/g) ?? []).length;
  assert.ok(count(body(merge({ similarityThreshold: 0.5 }))) < count(body(merge({ similarityThreshold: 0.99 }))));
});
