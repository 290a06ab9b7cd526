import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultTicks, layoutGraph, layoutGraphInWorker } from '../../../curation/publish/graph-layout.ts';

const nodes = Array.from({ length: 60 }, (_, i) => ({ id: `n${String(i).padStart(2, '0')}`, group: `g${i % 4}` }));
const links = nodes.slice(1).map((n, i) => ({ source: n.id, target: nodes[Math.floor(i / 3)].id }));

describe('graph layout', () => {
  it('is byte-identical for the same graph, whatever the input order', () => {
    const a = layoutGraph(nodes, links);
    const b = layoutGraph([...nodes].reverse(), [...links].reverse());
    assert.equal(JSON.stringify(a), JSON.stringify(b));
  });

  it('gives every node finite, distinct positions and counts degrees over deduplicated links', () => {
    const layout = layoutGraph(nodes, [...links, ...links, { source: 'n00', target: 'n00' }, { source: 'n00', target: 'missing' }]);
    assert.equal(layout.nodes.length, 60);
    assert.equal(layout.links.length, links.length);
    assert.ok(layout.nodes.every((n) => Number.isFinite(n.x) && Number.isFinite(n.y)));
    assert.equal(new Set(layout.nodes.map((n) => `${n.x},${n.y}`)).size, 60);
    assert.equal(layout.nodes.reduce((s, n) => s + n.degree, 0), 2 * links.length);
  });

  it('keeps linked nodes closer together than unlinked ones', () => {
    const layout = layoutGraph(nodes, links);
    const pos = new Map(layout.nodes.map((n) => [n.id, n]));
    const dist = (a: string, b: string) => Math.hypot(pos.get(a)!.x - pos.get(b)!.x, pos.get(a)!.y - pos.get(b)!.y);
    const linked = links.reduce((s, l) => s + dist(l.source, l.target), 0) / links.length;
    let all = 0;
    let count = 0;
    for (const a of nodes) for (const b of nodes) if (a.id < b.id) (all += dist(a.id, b.id)), count++;
    assert.ok(linked < all / count / 2, `linked ${linked.toFixed(1)} vs average ${(all / count).toFixed(1)}`);
  });

  it('gives the same layout on a worker thread', async () => {
    assert.equal(JSON.stringify(await layoutGraphInWorker(nodes, links)), JSON.stringify(layoutGraph(nodes, links)));
  });

  it('spends a bounded number of node-ticks on a large graph, so its cost per article stays flat', () => {
    assert.equal(defaultTicks(300), 300);
    assert.equal(defaultTicks(5000), 40);
    for (const n of [5000, 10_000, 20_000]) assert.ok(n * defaultTicks(n) <= 200_000, `${n} nodes: ${defaultTicks(n)} ticks`);
    assert.equal(defaultTicks(1_000_000), 10);
  });

  it('lays out an empty graph', () => {
    assert.deepEqual(layoutGraph([], []).nodes, []);
  });
});
