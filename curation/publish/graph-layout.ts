// Lays out the knowledge graph once, at build time, so the browser only draws. The layout is a
// pure function of its input: nodes are sorted, the initial positions and d3-force's random
// source are seeded, and the number of ticks is fixed, so the same knowledge always yields
// byte-identical positions. Nodes start clustered by group (topic), which is close to where
// the forces would take them anyway; that is what lets 40 ticks suffice at 5,000 nodes and
// ten at 20,000 (`defaultTicks`).
import { forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';

export interface GraphInputNode {
  id: string;
  /** Nodes of a group start together and are gently pulled to the group's centre (the topic). */
  group: string;
}

export interface GraphInputLink {
  source: string;
  target: string;
}

export interface LaidOutNode {
  id: string;
  group: string;
  x: number;
  y: number;
  /** Number of distinct neighbours. */
  degree: number;
}

export interface GraphLayout {
  nodes: LaidOutNode[];
  /** Undirected, deduplicated, as indexes into `nodes`, sorted. */
  links: Array<[number, number]>;
  /** Bounding box of the positions. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  ticks: number;
}

export interface LayoutOptions {
  /** Fixed tick count; by default it shrinks slowly with size (see `defaultTicks`). */
  ticks?: number;
  seed?: number;
}

import { seededRandom } from '../lib/random.ts';

/** Node-ticks a large graph's layout may spend: 40 ticks of 5,000 nodes (about a second). */
const LARGE_BUDGET = 200_000;

/** Ticks by graph size: small graphs get a fully settled layout, large ones a good-enough one fast. */
export function defaultTicks(nodeCount: number): number {
  if (nodeCount <= 500) return 300;
  if (nodeCount <= 2000) return 150;
  // Past 2,000 nodes the group-seeded start is most of the layout: 40 ticks land within 1% of
  // where 80 would (bounding box), at half the cost, on the core the page rendering shares.
  // Past 5,000 the ticks shrink so that nodes times ticks stays within a budget: a tick costs
  // n log n (Barnes–Hut), so 40 ticks took 6.8 s at 20,000 nodes, 5x the time at 5,000 for 4x
  // the articles; 10 ticks there take 1.9 s and leave the topics more apart, not less (each
  // node's mean distance to its own topic's centre over that to the nearest other: 1.33
  // against 1.49), for link lines a third longer. Ten ticks is the floor: below it, linked
  // nodes are still where their topic's spiral put them.
  return Math.max(10, Math.min(40, Math.round(LARGE_BUDGET / nodeCount)));
}

interface SimNode extends SimulationNodeDatum {
  index: number;
  group: number;
  gx: number;
  gy: number;
}

const round = (v: number) => Math.round(v * 10) / 10;
/** Width over height of the layout's envelope. */
const ASPECT = 1.5;

export function layoutGraph(inputNodes: GraphInputNode[], inputLinks: GraphInputLink[], options: LayoutOptions = {}): GraphLayout {
  const sorted = [...inputNodes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const indexOf = new Map<string, number>();
  for (const node of sorted) if (!indexOf.has(node.id)) indexOf.set(node.id, indexOf.size);
  const nodesIn = sorted.filter((node, i) => indexOf.get(node.id) === i);

  // Undirected, without self-links or duplicates.
  const seen = new Set<number>();
  const links: Array<[number, number]> = [];
  const n = nodesIn.length;
  for (const link of inputLinks) {
    const a = indexOf.get(link.source);
    const b = indexOf.get(link.target);
    if (a === undefined || b === undefined || a === b) continue;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const key = lo * n + hi;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push([lo, hi]);
  }
  links.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const degree = new Array<number>(n).fill(0);
  for (const [a, b] of links) {
    degree[a]++;
    degree[b]++;
  }

  const groups = [...new Set(nodesIn.map((node) => node.group))].sort();
  const groupIndex = new Map(groups.map((g, i) => [g, i]));
  const groupSizes = new Array<number>(groups.length).fill(0);
  for (const node of nodesIn) groupSizes[groupIndex.get(node.group)!]++;

  // Group centres on an ellipse, wider than tall like the screens the graph is seen on, whose
  // size grows with the graph; nodes of a group start on a sunflower spiral around it (even
  // density, no two nodes on the same spot). Each group's centre keeps pulling its nodes, harder
  // for a node with no link (nothing else holds it), so topics read as clusters and no lone node
  // drifts off and leaves the picture mostly empty space.
  const spread = Math.sqrt(n) * 14;
  const random = seededRandom(options.seed ?? 1);
  const placed = new Array<number>(groups.length).fill(0);
  const nodes: SimNode[] = nodesIn.map((node, index) => {
    const g = groupIndex.get(node.group)!;
    const angle = groups.length > 1 ? (2 * Math.PI * g) / groups.length : 0;
    const radius = groups.length > 1 ? spread : 0;
    const gx = Math.cos(angle) * radius * ASPECT;
    const gy = Math.sin(angle) * radius;
    const k = placed[g]++;
    const r = 9 * Math.sqrt(k + 0.5);
    const theta = k * 2.399963229728653 + random() * 0.2;
    return { index, group: g, gx, gy, x: gx + r * Math.cos(theta), y: gy + r * Math.sin(theta) };
  });

  const ticks = options.ticks ?? defaultTicks(n);
  const alphaMin = 0.001;
  const simLinks: Array<SimulationLinkDatum<SimNode>> = links.map(([a, b]) => ({ source: a, target: b }));
  const simulation = forceSimulation<SimNode>(nodes)
    .randomSource(seededRandom((options.seed ?? 1) + 1))
    .alphaMin(alphaMin)
    .alphaDecay(1 - Math.pow(alphaMin, 1 / Math.max(ticks, 1)))
    .force('link', forceLink<SimNode, SimulationLinkDatum<SimNode>>(simLinks).distance(28).iterations(1))
    .force('charge', forceManyBody<SimNode>().strength(-28).theta(n > 2000 ? 1.2 : 0.95).distanceMax(spread + 200))
    .force('x', forceX<SimNode>((d) => d.gx).strength((d) => (degree[d.index] ? 0.05 : 0.14)))
    .force('y', forceY<SimNode>((d) => d.gy).strength((d) => (degree[d.index] ? 0.05 * ASPECT : 0.14 * ASPECT)))
    .stop();
  simulation.tick(ticks);

  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const out: LaidOutNode[] = nodes.map((node, i) => {
    const x = round(node.x ?? 0);
    const y = round(node.y ?? 0);
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
    return { id: nodesIn[i].id, group: nodesIn[i].group, x, y, degree: degree[i] };
  });
  if (!out.length) minX = minY = maxX = maxY = 0;
  return { nodes: out, links, bounds: { minX, minY, maxX, maxY }, ticks };
}

/**
 * layoutGraph on another thread (same result, byte for byte). Falls back to the calling thread
 * when no worker can be started, e.g. when this module has been bundled away from its worker file.
 */
export async function layoutGraphInWorker(nodes: GraphInputNode[], links: GraphInputLink[], options: LayoutOptions = {}, workerFile?: string): Promise<GraphLayout> {
  const { Worker } = await import('node:worker_threads');
  const { existsSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const file = workerFile ?? fileURLToPath(new URL(`./graph-layout-worker${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url));
  if (!existsSync(file)) return layoutGraph(nodes, links, options);
  try {
    return await new Promise<GraphLayout>((resolve, reject) => {
      const worker = new Worker(file, { workerData: { nodes, links, options } });
      worker.once('message', (layout: GraphLayout) => {
        resolve(layout);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`graph layout worker exited with ${code}`)));
    });
  } catch {
    return layoutGraph(nodes, links, options);
  }
}
