// Text on the graph's canvas, in screen space and never one label over another: the topics'
// names at their clusters when the graph is seen whole, article titles when zoomed in or around
// a hovered node. Kept apart from the drawing of nodes and links (graph.ts).

export interface Screen {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
  view: { k: number; x: number; y: number };
  fg: string;
  bg: string;
}

type Box = [number, number, number, number];

/** Places labels left to right of the order given, skipping any that would cover one placed. */
export class LabelPlacer {
  private placed: Box[] = [];
  private screen: Screen;
  constructor(screen: Screen) {
    this.screen = screen;
    const { ctx, fg, bg } = screen;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = bg;
    ctx.lineWidth = 4;
    ctx.fillStyle = fg;
  }

  get count(): number {
    return this.placed.length;
  }

  /** Draws `text` with a halo of the background at (x, y) if its box is free (or `force`). */
  place(text: string, x: number, y: number, box: Box, force = false): boolean {
    const { ctx, width } = this.screen;
    if (!force && (box[0] < 0 || box[2] > width - 4 || this.placed.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1]))) return false;
    this.placed.push(box);
    ctx.strokeText(text, x, y);
    ctx.fillText(text, x, y);
    return true;
  }
}

export interface NodeGeometry {
  xs: Float64Array;
  ys: Float64Array;
  /** Radius in world units. */
  rs: Float64Array;
}

const MAX_TITLES = 150;

/** Article titles to the right of their nodes, in the order given (best connected first); the
 * hovered node's title always. Returns how many were drawn. */
export function drawTitles(screen: Screen, placer: LabelPlacer, nodes: NodeGeometry, order: number[], titleOf: (i: number) => string, hover: number): number {
  const { ctx, width, height, view } = screen;
  ctx.font = '12px system-ui, sans-serif';
  let drawn = 0;
  for (const i of order) {
    if (placer.count >= MAX_TITLES) break;
    const r = Math.max(nodes.rs[i], 2.2 / view.k) * view.k;
    const sx = nodes.xs[i] * view.k + view.x + r + 3;
    const sy = nodes.ys[i] * view.k + view.y + 4;
    if (sx > width || sy < 0 || sy > height + 12 || sx < -200) continue;
    const title = titleOf(i);
    const text = title.length > 40 ? `${title.slice(0, 39)}…` : title;
    const w = ctx.measureText(text).width;
    if (placer.place(text, sx, sy, [sx - 2, sy - 12, sx + w + 2, sy + 4], i === hover)) drawn++;
  }
  return drawn;
}

/** Each topic's name just above its anchor node (biggest topics first). Returns how many. */
export function drawClusterNames(screen: Screen, placer: LabelPlacer, nodes: NodeGeometry, topics: number[], anchorOf: (t: number) => number | undefined, labelOf: (t: number) => string): number {
  const { ctx, height, view } = screen;
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  let drawn = 0;
  for (const t of topics) {
    const c = anchorOf(t);
    if (c === undefined) continue;
    const sx = nodes.xs[c] * view.k + view.x;
    const sy = nodes.ys[c] * view.k + view.y - Math.max(nodes.rs[c] * view.k, 3) - 7;
    if (sy < 12 || sy > height) continue;
    const label = labelOf(t);
    const w = ctx.measureText(label).width;
    if (placer.place(label, sx, sy, [sx - w / 2 - 3, sy - 14, sx + w / 2 + 3, sy + 5])) drawn++;
  }
  ctx.textAlign = 'start';
  return drawn;
}

/** The medoid of each group: the member closest to all the others (a centroid can fall between
 * two parts of a group, or right on a node). Big groups are measured on a fixed sample. */
export function medoids(groupCount: number, members: (push: (group: number, i: number) => void) => void, nodes: NodeGeometry): Array<number | undefined> {
  const lists: number[][] = Array.from({ length: groupCount }, () => []);
  members((g, i) => lists[g].push(i));
  return lists.map((list) => {
    if (!list.length) return undefined;
    const step = Math.ceil(list.length / 200);
    const sample = step > 1 ? list.filter((_, j) => j % step === 0) : list;
    let best = list[0];
    let bestSum = Infinity;
    for (const i of sample) {
      let sum = 0;
      for (const j of sample) sum += Math.hypot(nodes.xs[i] - nodes.xs[j], nodes.ys[i] - nodes.ys[j]);
      if (sum < bestSum) [best, bestSum] = [i, sum];
    }
    return best;
  });
}
