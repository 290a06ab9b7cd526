// The neighbourhood of one article as a small static picture: the article in the middle, its
// neighbours on an ellipse around it (strongest relations first), and the edges among them.
// Pure and cheap (at most `max` neighbours), so every article page can afford one.
import type { Status } from '../../curation/schema/article.ts';
import { KIND_RANK, type EdgeKind, type SiteIndex } from './site-index.ts';

export interface LocalNode {
  id: string;
  title: string;
  label: string;
  status: Status;
  topic: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  lx: number;
  ly: number;
}

export interface LocalEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: EdgeKind;
}

export interface LocalGraph {
  width: number;
  height: number;
  center: LocalNode;
  nodes: LocalNode[];
  edges: LocalEdge[];
  /** Neighbours left out to keep the picture readable. */
  more: number;
}

const W = 720;
const H = 320;
const CX = W / 2;
const CY = H / 2;
const RX = 170;
const RY = 112;
const LABEL_CHARS = 24;

const r1 = (v: number) => Math.round(v * 10) / 10;

function shorten(title: string): string {
  return title.length <= LABEL_CHARS ? title : `${title.slice(0, LABEL_CHARS - 1).trimEnd()}…`;
}

export function localGraph(id: string, site: SiteIndex, max = 10): LocalGraph | undefined {
  const self = site.byId.get(id);
  if (!self) return undefined;
  const all = (site.neighbours.get(id) ?? []).filter((n) => site.byId.has(n));
  if (!all.length) return undefined;
  const ranked = [...all].sort((a, b) => KIND_RANK[site.edgeKind(id, a)!] - KIND_RANK[site.edgeKind(id, b)!] || (a < b ? -1 : a > b ? 1 : 0));
  const chosen = ranked.slice(0, max).sort();
  const node = (nid: string, x: number, y: number, angle: number | undefined): LocalNode => {
    const a = site.byId.get(nid)!;
    const cos = angle === undefined ? 0 : Math.cos(angle);
    const sin = angle === undefined ? 1 : Math.sin(angle);
    const anchor = cos > 0.35 ? 'start' : cos < -0.35 ? 'end' : 'middle';
    const lx = anchor === 'start' ? x + 11 : anchor === 'end' ? x - 11 : x;
    const ly = anchor === 'middle' ? (sin < 0 ? y - 14 : y + 24) : y + 5;
    return { id: nid, title: a.data.title, label: shorten(a.data.title), status: a.data.status, topic: a.topic, x: r1(x), y: r1(y), anchor, lx: r1(lx), ly: r1(ly) };
  };
  const center = node(id, CX, CY, undefined);
  center.ly = CY + 30;
  const nodes = chosen.map((nid, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / chosen.length;
    return node(nid, CX + RX * Math.cos(angle), CY + RY * Math.sin(angle), angle);
  });
  const edges: LocalEdge[] = nodes.map((n) => ({ x1: CX, y1: CY, x2: n.x, y2: n.y, kind: site.edgeKind(id, n.id)! }));
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const kind = site.edgeKind(nodes[i].id, nodes[j].id);
      if (kind) edges.push({ x1: nodes[i].x, y1: nodes[i].y, x2: nodes[j].x, y2: nodes[j].y, kind });
    }
  }
  return { width: W, height: H, center, nodes, edges, more: all.length - chosen.length };
}
