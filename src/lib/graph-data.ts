// The whole graph as the browser draws it: positions computed at build time by
// curation/publish/graph-layout.ts (d3-force runs here, in Node, never in the browser), plus what
// the drawing needs per node. Compact arrays keep the file small at 5,000 nodes.
import { STATUSES } from '../../curation/schema/article.ts';
import { layoutGraphInWorker, type GraphLayout } from '../../curation/publish/graph-layout.ts';
import { workerFile } from '../../curation/lib/worker-file.ts';
import { KIND_RANK, type EdgeKind, type SiteIndex } from './site-index.ts';
import { topicColors } from './topic-colors.ts';

export const EDGE_KINDS: EdgeKind[] = ['disputes', 'supersedes', 'related', 'link'];

export interface GraphData {
  topics: Array<{ name: string; label: string; color: string }>;
  statuses: string[];
  kinds: EdgeKind[];
  /** [id, title, topic index, status index, x, y, degree] */
  nodes: Array<[string, string, number, number, number, number, number]>;
  /** [node index, node index, kind index] */
  links: Array<[number, number, number]>;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

// The worker runs Lore's own file (Astro runs in Lore's folder): this module itself is bundled by
// the build.
const WORKER = workerFile(process.cwd(), 'curation/publish/graph-layout-worker.ts');

let layoutMemo: { site: SiteIndex; layout: Promise<GraphLayout> } | undefined;

/** Starts laying the graph out on another thread (once per build); pages keep rendering meanwhile. */
export function startGraphLayout(site: SiteIndex): Promise<GraphLayout> {
  if (layoutMemo?.site !== site) {
    const layout = layoutGraphInWorker(
      site.articles.map((a) => ({ id: a.id, group: a.topic })),
      site.edges.map((e) => ({ source: e.source, target: e.target })),
      {},
      WORKER,
    );
    layoutMemo = { site, layout };
  }
  return layoutMemo.layout;
}

let memo: { site: SiteIndex; data: Promise<GraphData> } | undefined;

export function graphData(site: SiteIndex): Promise<GraphData> {
  if (memo?.site !== site) memo = { site, data: startGraphLayout(site).then((layout) => toGraphData(site, layout)) };
  return memo.data;
}

function toGraphData(site: SiteIndex, layout: GraphLayout): GraphData {
  const topicNames = site.topics.map((t) => t.topic);
  const colors = topicColors(topicNames);
  const topicIndex = new Map(topicNames.map((t, i) => [t, i]));
  const index = new Map(layout.nodes.map((n, i) => [n.id, i]));
  const strongest = new Map<string, number>();
  for (const e of site.edges) {
    const a = index.get(e.source)!;
    const b = index.get(e.target)!;
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    const k = EDGE_KINDS.indexOf(e.kind);
    const prev = strongest.get(key);
    if (prev === undefined || KIND_RANK[EDGE_KINDS[k]] < KIND_RANK[EDGE_KINDS[prev]]) strongest.set(key, k);
  }
  const links = layout.links.map(([a, b]) => [a, b, strongest.get(`${a},${b}`) ?? 3] as [number, number, number]);
  const data: GraphData = {
    topics: topicNames.map((name) => ({ name, label: site.topicLabel(name), color: colors.get(name)! })),
    statuses: [...STATUSES],
    kinds: EDGE_KINDS,
    nodes: layout.nodes.map((n) => {
      const a = site.byId.get(n.id)!;
      return [n.id, a.data.title, topicIndex.get(a.topic)!, STATUSES.indexOf(a.data.status), n.x, n.y, n.degree];
    }),
    links,
    bounds: layout.bounds,
  };
  return data;
}
