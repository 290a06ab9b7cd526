// The graph page's island: draws precomputed positions on a canvas (no layout, no d3 here),
// with zoom, pan, click-to-open and topic/status filters. Shapes, not just colours, mark status:
// ● current, ◆ disputed, ○ superseded (hollow), ■ outdated. Seen whole, the graph shows its
// clusters by topic name; article titles appear once zoomed in far enough for them not to
// collide, and hovering a node dims everything but it and its neighbours, titles shown.

import { drawClusterNames, drawTitles, LabelPlacer, medoids } from './graph-labels.ts';

interface GraphData {
  topics: Array<{ name: string; label: string; color: string }>;
  statuses: string[];
  kinds: string[];
  nodes: Array<[string, string, number, number, number, number, number]>;
  links: Array<[number, number, number]>;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

interface View {
  k: number;
  x: number;
  y: number;
}

const CELL = 24;
/** Article titles show from this many times the zoom that fits the whole graph. */
export const LABEL_ZOOM = 2.2;

export function radiusOf(degree: number): number {
  return Math.min(3.5 + Math.sqrt(degree) * 1.8, 16);
}

let probe: HTMLElement | undefined;

/** A colour variable as the canvas can use it: the variables are light-dark() pairs, which only
 * an element's computed colour resolves (for the theme in use). */
function cssVar(name: string): string {
  if (!probe) {
    probe = document.createElement('span');
    probe.hidden = true;
    document.body.append(probe);
  }
  probe.style.color = `var(${name})`;
  return getComputedStyle(probe).color || '#888';
}

export async function startGraph(): Promise<void> {
  const wrap = document.querySelector<HTMLElement>('[data-graph]');
  const canvas = wrap?.querySelector('canvas');
  if (!wrap || !canvas) return;
  const tooltip = wrap.querySelector<HTMLElement>('[data-graph-tooltip]')!;
  const status = document.querySelector<HTMLElement>('[data-graph-status]');
  const base = wrap.dataset.base || '/';
  let data: GraphData;
  try {
    const response = await fetch(wrap.dataset.src!);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = (await response.json()) as GraphData;
  } catch (error) {
    if (status) status.textContent = `The graph could not be loaded (${(error as Error).message}). The list of connections below has the same information.`;
    return;
  }
  const ctx = canvas.getContext('2d')!;
  const n = data.nodes.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const rs = new Float64Array(n);
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  // The layout is wider than tall, like a desktop screen; a phone held upright shows a tall
  // canvas, which a wide picture would fill only in a band across the middle. There the picture
  // is drawn with its axes swapped (a mirror image along the diagonal: every distance and every
  // cluster kept), tall like the screen. `data-axes` tells tests which way it is drawn.
  const box = canvas.getBoundingClientRect();
  const b0 = data.bounds;
  const swapped = box.height > box.width * 1.15 && b0.maxX - b0.minX > b0.maxY - b0.minY;
  canvas.dataset.axes = swapped ? 'yx' : 'xy';
  const bounds = swapped ? { minX: b0.minY, maxX: b0.maxY, minY: b0.minX, maxY: b0.maxX } : b0;
  data.nodes.forEach((node, i) => {
    xs[i] = swapped ? node[5] : node[4];
    ys[i] = swapped ? node[4] : node[5];
    rs[i] = radiusOf(node[6]);
  });
  for (const [a, b] of data.links) {
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  const geometry = { xs, ys, rs };

  // Uniform grid over world coordinates for hit testing (hover and click) in O(1).
  const grid = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const key = `${Math.floor(xs[i] / CELL)},${Math.floor(ys[i] / CELL)}`;
    const cell = grid.get(key);
    if (cell) cell.push(i);
    else grid.set(key, [i]);
  }

  const labelOrder = [...Array(n).keys()].sort((a, b) => data.nodes[b][6] - data.nodes[a][6] || a - b);
  // Each topic's name goes above its medoid (recomputed when the filters change).
  const topicSize = new Array<number>(data.topics.length).fill(0);
  for (const node of data.nodes) topicSize[node[2]]++;
  const clusterOrder = [...data.topics.keys()].sort((a, b) => topicSize[b] - topicSize[a] || a - b);
  let anchors: { version: number; at: Array<number | undefined> } | undefined;
  const anchorOf = (t: number): number | undefined => {
    if (anchors?.version !== filterVersion) {
      const at = medoids(data.topics.length, (push) => {
        for (let i = 0; i < n; i++) if (visible(i)) push(data.nodes[i][2], i);
      }, geometry);
      anchors = { version: filterVersion, at };
    }
    return anchors.at[t];
  };

  const topicOn = new Array<boolean>(data.topics.length).fill(true);
  const statusOn = new Array<boolean>(data.statuses.length).fill(true);
  const visible = (i: number) => topicOn[data.nodes[i][2]] && statusOn[data.nodes[i][3]];

  let width = 0;
  let height = 0;
  let view: View = { k: 1, x: 0, y: 0 };
  let hover = -1;
  let frame = 0;

  // The whole graph, node sizes included, with a margin in screen pixels for the cluster names.
  let fitK = 1;
  const fit = (): View => {
    const b = bounds;
    const pad = 16 + Math.max(0, ...Array.from(rs));
    const w = Math.max(b.maxX - b.minX, 1) + 2 * pad;
    const h = Math.max(b.maxY - b.minY, 1) + 2 * pad;
    const k = Math.min((width - 48) / w, (height - 36) / h, 3);
    fitK = k;
    return { k, x: width / 2 - ((b.minX + b.maxX) / 2) * k, y: height / 2 - ((b.minY + b.maxY) / 2) * k };
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const first = width === 0;
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (first) view = fit();
    schedule();
  };

  const shape = (target: Path2D | CanvasRenderingContext2D, i: number, x: number, y: number, r: number) => {
    const st = data.statuses[data.nodes[i][3]];
    if (st === 'disputed') {
      const d = r * 1.35;
      target.moveTo(x, y - d);
      target.lineTo(x + d, y);
      target.lineTo(x, y + d);
      target.lineTo(x - d, y);
      target.closePath();
    } else if (st === 'outdated') {
      const s = r * 0.9;
      target.rect(x - s, y - s, 2 * s, 2 * s);
    } else {
      target.moveTo(x + r, y);
      target.arc(x, y, r, 0, Math.PI * 2);
    }
  };

  // Paths in world coordinates, rebuilt only when the filters or the zoom level change: a pan
  // or a hover redraws from them without walking the nodes again.
  interface Paths {
    key: string;
    links: Path2D;
    disputes: Path2D;
    filled: Path2D[];
    hollow: Path2D[];
    disputedOutline: Path2D;
    drawn: number;
  }
  let paths: Paths | undefined;
  let filterVersion = 0;
  const pathsFor = (minR: number): Paths => {
    const key = `${filterVersion}|${Math.round(Math.log(minR) * 20)}`;
    if (paths?.key === key) return paths;
    const links = new Path2D();
    const disputes = new Path2D();
    for (const [a, b, kind] of data.links) {
      if (!visible(a) || !visible(b)) continue;
      const target = kind === 0 ? disputes : links;
      target.moveTo(xs[a], ys[a]);
      target.lineTo(xs[b], ys[b]);
    }
    const filled = data.topics.map(() => new Path2D());
    const hollow = data.topics.map(() => new Path2D());
    const disputedOutline = new Path2D();
    let drawn = 0;
    for (let i = 0; i < n; i++) {
      if (!visible(i)) continue;
      const st = data.statuses[data.nodes[i][3]];
      const r = Math.max(rs[i], minR);
      shape(st === 'superseded' ? hollow[data.nodes[i][2]] : filled[data.nodes[i][2]], i, xs[i], ys[i], r);
      if (st === 'disputed') shape(disputedOutline, i, xs[i], ys[i], r);
      drawn++;
    }
    paths = { key, links, disputes, filled, hollow, disputedOutline, drawn };
    return paths;
  };

  let colors = { bg: '', edge: '', fg: '', disputed: '' };
  const readColors = () => {
    colors = { bg: cssVar('--bg-soft'), edge: cssVar('--border'), fg: cssVar('--fg'), disputed: cssVar('--disputed') };
  };
  readColors();

  // Hover: everything but the node and its neighbours fades under a veil of the background,
  // then those are drawn again on top, their links in the text colour.
  const drawFocus = (focus: number[], minR: number) => {
    const { bg, fg, disputed } = colors;
    const px = 1 / view.k;
    ctx.restore();
    ctx.save();
    ctx.globalAlpha = 0.78;
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, width, height);
    ctx.globalAlpha = 1;
    ctx.translate(view.x, view.y);
    ctx.scale(view.k, view.k);
    ctx.strokeStyle = fg;
    ctx.lineWidth = 1.6 * px;
    ctx.beginPath();
    for (const j of focus.slice(1)) {
      ctx.moveTo(xs[hover], ys[hover]);
      ctx.lineTo(xs[j], ys[j]);
    }
    ctx.stroke();
    for (const i of focus) {
      const st = data.statuses[data.nodes[i][3]];
      const color = data.topics[data.nodes[i][2]].color;
      ctx.beginPath();
      shape(ctx, i, xs[i], ys[i], Math.max(rs[i], minR));
      if (st === 'superseded') {
        ctx.strokeStyle = color;
        ctx.lineWidth = 2 * px;
        ctx.stroke();
      } else {
        ctx.fillStyle = color;
        ctx.fill();
      }
      if (st === 'disputed') {
        ctx.strokeStyle = disputed;
        ctx.lineWidth = 1.6 * px;
        ctx.stroke();
      }
    }
    ctx.strokeStyle = fg;
    ctx.lineWidth = 2 * px;
    ctx.beginPath();
    shape(ctx, hover, xs[hover], ys[hover], Math.max(rs[hover], minR) + 2.5 * px);
    ctx.stroke();
  };

  const draw = () => {
    frame = 0;
    const { bg, edge, fg, disputed } = colors;
    ctx.save();
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, width, height);
    ctx.translate(view.x, view.y);
    ctx.scale(view.k, view.k);
    const px = 1 / view.k;
    const minR = 2.2 * px;
    const p = pathsFor(minR);

    // Links, then disputes dashed on top.
    ctx.lineWidth = Math.max(px, 0.6 * px * Math.min(view.k, 2));
    ctx.strokeStyle = edge;
    ctx.stroke(p.links);
    ctx.strokeStyle = disputed;
    ctx.setLineDash([5 * px, 3 * px]);
    ctx.lineWidth = 1.5 * px;
    ctx.stroke(p.disputes);
    ctx.setLineDash([]);

    // Nodes: one filled path per topic, superseded ones as hollow rings in the topic's colour,
    // disputed ones (diamonds) with a contrasting outline.
    ctx.lineWidth = 2 * px;
    for (let t = 0; t < data.topics.length; t++) {
      if (!topicOn[t]) continue;
      ctx.fillStyle = data.topics[t].color;
      ctx.strokeStyle = data.topics[t].color;
      ctx.fill(p.filled[t]);
      ctx.stroke(p.hollow[t]);
    }
    ctx.strokeStyle = disputed;
    ctx.lineWidth = 1.6 * px;
    ctx.stroke(p.disputedOutline);

    const focus = hover >= 0 && visible(hover) ? [hover, ...neighbours[hover].filter(visible)] : [];
    if (focus.length) drawFocus(focus, minR);
    ctx.restore();

    // Zoomed out: the topics' names at their clusters. Zoomed in, or around a hovered node:
    // article titles, best connected first.
    const screen = { ctx, width, height, view, fg, bg };
    const placer = new LabelPlacer(screen);
    const zoomedIn = view.k >= fitK * LABEL_ZOOM;
    const order = focus.length ? focus : zoomedIn ? labelOrder.filter(visible) : [];
    const titles = drawTitles(screen, placer, geometry, order, (i) => data.nodes[i][1], hover);
    const clusters = !focus.length && !zoomedIn ? drawClusterNames(screen, placer, geometry, clusterOrder.filter((t) => topicOn[t]), anchorOf, (t) => data.topics[t].label) : 0;
    canvas.dataset.labels = String(titles);
    canvas.dataset.clusters = String(clusters);
    canvas.dataset.highlight = String(focus.length);
    canvas.dataset.drawn = String(p.drawn);
    canvas.dataset.view = `${view.k},${view.x},${view.y}`;
  };

  function schedule() {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  const toWorld = (sx: number, sy: number) => [(sx - view.x) / view.k, (sy - view.y) / view.k];

  const hit = (sx: number, sy: number): number => {
    const [wx, wy] = toWorld(sx, sy);
    const reach = Math.max(8 / view.k, 1);
    const cx = Math.floor(wx / CELL);
    const cy = Math.floor(wy / CELL);
    const span = Math.ceil((reach + 16) / CELL);
    let best = -1;
    let bestD = Infinity;
    for (let gx = cx - span; gx <= cx + span; gx++) {
      for (let gy = cy - span; gy <= cy + span; gy++) {
        for (const i of grid.get(`${gx},${gy}`) ?? []) {
          if (!visible(i)) continue;
          const d = Math.hypot(xs[i] - wx, ys[i] - wy);
          if (d <= Math.max(rs[i], 2.2 / view.k) + reach && d < bestD) {
            best = i;
            bestD = d;
          }
        }
      }
    }
    return best;
  };

  const zoomAt = (sx: number, sy: number, factor: number) => {
    const k = Math.min(Math.max(view.k * factor, 0.05), 20);
    const [wx, wy] = toWorld(sx, sy);
    view = { k, x: sx - wx * k, y: sy - wy * k };
    schedule();
  };

  const showTooltip = (i: number, sx: number, sy: number) => {
    if (i < 0) {
      tooltip.hidden = true;
      return;
    }
    const node = data.nodes[i];
    tooltip.textContent = `${node[1]} — ${data.statuses[node[3]]}, ${data.topics[node[2]].label}, ${node[6]} link${node[6] === 1 ? '' : 's'}`;
    tooltip.hidden = false;
    const left = Math.min(sx + 14, width - tooltip.offsetWidth - 6);
    tooltip.style.left = `${Math.max(left, 6)}px`;
    tooltip.style.top = `${Math.min(sy + 14, height - tooltip.offsetHeight - 6)}px`;
  };

  // Pointer: drag pans, a click without movement opens the node under it, two fingers pinch-zoom.
  const pointers = new Map<number, { x: number; y: number }>();
  let moved = 0;
  let pinch = 0;
  const local = (e: PointerEvent | WheelEvent | MouseEvent) => {
    const rect = canvas.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  };
  canvas.addEventListener('pointerdown', (e) => {
    canvas.setPointerCapture(e.pointerId);
    const [x, y] = local(e);
    pointers.set(e.pointerId, { x, y });
    moved = 0;
    if (pointers.size === 2) {
      const [p, q] = [...pointers.values()];
      pinch = Math.hypot(p.x - q.x, p.y - q.y);
    }
    canvas.classList.add('dragging');
  });
  canvas.addEventListener('pointermove', (e) => {
    const [x, y] = local(e);
    const prev = pointers.get(e.pointerId);
    if (!prev) {
      const i = hit(x, y);
      if (i !== hover) {
        hover = i;
        canvas.style.cursor = i >= 0 ? 'pointer' : '';
        schedule();
      }
      showTooltip(i, x, y);
      return;
    }
    if (pointers.size === 2) {
      pointers.set(e.pointerId, { x, y });
      const [p, q] = [...pointers.values()];
      const dist = Math.hypot(p.x - q.x, p.y - q.y);
      if (pinch > 0) zoomAt((p.x + q.x) / 2, (p.y + q.y) / 2, dist / pinch);
      pinch = dist;
      moved += 10;
      return;
    }
    moved += Math.abs(x - prev.x) + Math.abs(y - prev.y);
    view = { ...view, x: view.x + x - prev.x, y: view.y + y - prev.y };
    pointers.set(e.pointerId, { x, y });
    tooltip.hidden = true;
    schedule();
  });
  const release = (e: PointerEvent) => {
    const wasClick = pointers.size === 1 && moved < 5;
    pointers.delete(e.pointerId);
    if (!pointers.size) canvas.classList.remove('dragging');
    if (e.type !== 'pointerup' || !wasClick) return;
    const [x, y] = local(e);
    const i = hit(x, y);
    if (i >= 0) window.location.href = `${base}articles/${encodeURIComponent(data.nodes[i][0])}/`;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('pointerleave', () => {
    if (hover >= 0) {
      hover = -1;
      schedule();
    }
    tooltip.hidden = true;
  });
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const [x, y] = local(e);
      zoomAt(x, y, Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)));
    },
    { passive: false },
  );
  wrap.querySelector('[data-zoom="in"]')?.addEventListener('click', () => zoomAt(width / 2, height / 2, 1.4));
  wrap.querySelector('[data-zoom="out"]')?.addEventListener('click', () => zoomAt(width / 2, height / 2, 1 / 1.4));
  wrap.querySelector('[data-zoom="reset"]')?.addEventListener('click', () => {
    view = fit();
    schedule();
  });

  // Filters (checkboxes rendered by the page).
  for (const box of document.querySelectorAll<HTMLInputElement>('[data-graph-filter]')) {
    box.addEventListener('change', () => {
      const list = box.dataset.graphFilter === 'topic' ? topicOn : statusOn;
      list[Number(box.value)] = box.checked;
      filterVersion++;
      hover = -1;
      const shown = data.nodes.reduce((count, _, i) => count + (visible(i) ? 1 : 0), 0);
      if (status) status.textContent = `${shown} of ${n} articles shown.`;
      schedule();
    });
  }
  const filterForm = document.querySelector<HTMLFormElement>('[data-graph-filters]');
  // The form only filters; it is never sent anywhere (and the CSP's form-action 'none' would refuse).
  filterForm?.addEventListener('submit', (e) => e.preventDefault());
  document.querySelector('[data-graph-filters-menu]')?.removeAttribute('hidden');

  new ResizeObserver(resize).observe(canvas);
  new MutationObserver(() => {
    readColors();
    schedule();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  if (status) status.textContent = `${n} articles, ${data.links.length} connections. Drag to pan, scroll or use the buttons to zoom, click a node to open it.`;
  resize();
}
