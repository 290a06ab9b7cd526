// Everything the pages need to know about how articles relate, computed ONCE per build from the
// loaded articles and runs: topic lists, backlinks, successors, disputes, tasks, the timeline and
// the graph's edges. Every page reads from this; no page walks all articles again (that is what
// keeps the per-page cost flat at 5,000 articles). Pure: no Astro imports, so it is unit-tested.
import { STATUSES, STATUS_ORDER, TASK_STATES, type Article, type Status, type TaskState } from '../../curation/schema/article.ts';
import type { Run } from '../../curation/schema/run.ts';
import { topicLabelFromSlug, type TopicInfo } from '../../curation/schema/topics.ts';
import { articleLinksInBody, buildLinkLookup, type LinkLookup } from './links/resolve.ts';
import { detectLanguage } from './text-lang.ts';

export type EdgeKind = 'related' | 'link' | 'supersedes' | 'disputes';

export interface Edge {
  source: string;
  target: string;
  kind: EdgeKind;
}

export interface TopicSummary {
  topic: string;
  /** The human name: from `_topics.json`, else derived from the slug. */
  label: string;
  description: string | undefined;
  count: number;
  byStatus: Record<Status, number>;
  /** Latest `updated` (or created) day among its articles. */
  latest: string | undefined;
}

export interface TimelineEntry {
  article: Article;
  /** `YYYY-MM-DD` */
  date: string;
  /** `YYYY-MM` */
  month: string;
  /** Session of the first source, for the link to its run page. */
  session: string | undefined;
}

export interface DisputeGroup {
  /** Sorted ids of the articles in conflict with each other. */
  ids: string[];
}

export interface SiteIndex {
  articles: Article[];
  byId: Map<string, Article>;
  /** Old ids (aliases) → current id, for ids that are not themselves articles. */
  aliases: Map<string, string>;
  /** Topics in `_topics.json` order, then the rest by label. */
  topics: TopicSummary[];
  topicLabel: (topic: string) => string;
  /** Articles per topic, most recently updated first. */
  byTopic: Map<string, Article[]>;
  /** Articles per topic by title: the order a reader browses a subject in (sidebar, previous/next). */
  byTopicTitle: Map<string, Article[]>;
  /** An article's position in its topic's `byTopicTitle` list. */
  topicPosition: Map<string, number>;
  /** The language each article is written in (`en`, `zh`, `ja`…), from its text. */
  lang: Map<string, string>;
  /** Tags shared by at least two articles → those articles, most recently updated first. A tag
   * on one article only leads nowhere and gets no page. */
  tags: Map<string, Article[]>;
  statusCounts: Record<Status, number>;
  /** Resolved `related` ids plus body links, per article (sorted, existing articles only). */
  outgoing: Map<string, string[]>;
  /** Articles whose `related` or body links point here (sorted). */
  backlinks: Map<string, string[]>;
  /** Articles that name this one in `superseded_by` or that it lists in `supersedes`, inverted. */
  supersededBy: Map<string, string>;
  supersedes: Map<string, string[]>;
  /** Undirected neighbours over every kind of edge. */
  neighbours: Map<string, string[]>;
  /** The strongest kind of edge between two neighbours (disputes > supersedes > related > link). */
  edgeKind: (a: string, b: string) => EdgeKind | undefined;
  edges: Edge[];
  disputes: DisputeGroup[];
  tasks: Record<TaskState, Article[]>;
  timeline: TimelineEntry[];
  runs: Run[];
  runsBySession: Map<string, Run>;
  /** Path and slug → id, to resolve links written in bodies. */
  lookup: LinkLookup;
}

export const KIND_RANK: Record<EdgeKind, number> = { disputes: 0, supersedes: 1, related: 2, link: 3 };

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function emptyStatusCounts(): Record<Status, number> {
  return Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
}

/** The day an article is placed at on the timeline: created, else its first source, else updated. */
export function articleDate(article: Article): string | undefined {
  const d = article.data;
  if (d.created) return d.created;
  const first = [...d.sources].map((s) => s.date).sort(byString)[0];
  return first ? first.slice(0, 10) : (d.updated ?? d.first_seen);
}

/** The day an article last changed, for "last update" columns and date sorting. */
export function articleUpdated(article: Article): string | undefined {
  return article.data.updated ?? article.data.last_confirmed ?? articleDate(article);
}

export function isTask(article: Article): boolean {
  return article.data.task_state !== undefined || article.data.type === 'action';
}

/** A plan or design the sessions never show carried out (curation tags it `proposed`). */
export function isProposed(article: Article): boolean {
  return article.data.tags.includes('proposed');
}

export function taskState(article: Article): TaskState {
  return article.data.task_state ?? 'pending';
}

/** Sorts most recently updated first; undated last; ties by title then id. */
export function compareByUpdatedDesc(a: Article, b: Article): number {
  const da = articleUpdated(a) ?? '';
  const db = articleUpdated(b) ?? '';
  if (da !== db) return da < db ? 1 : -1;
  return byString(a.data.title.toLowerCase(), b.data.title.toLowerCase()) || byString(a.id, b.id);
}

/** Case-insensitive, accent-aware title order (the same for every build: no locale of the machine). */
const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function buildSiteIndex(input: Article[], runs: Run[], topicInfo: TopicInfo[] = []): SiteIndex {
  const articles = [...input].sort((a, b) => byString(a.id, b.id));
  const byId = new Map(articles.map((a) => [a.id, a]));
  const aliases = new Map<string, string>();
  for (const a of articles) for (const alias of a.data.aliases) if (!byId.has(alias) && !aliases.has(alias)) aliases.set(alias, a.id);
  const resolveId = (id: string) => (byId.has(id) ? id : aliases.get(id));

  const lookup = buildLinkLookup(articles.map((a) => ({ id: a.id, path: a.path })));

  const byTopicMap = new Map<string, Article[]>();
  const statusCounts = emptyStatusCounts();
  for (const a of articles) {
    statusCounts[a.data.status]++;
    const list = byTopicMap.get(a.topic);
    if (list) list.push(a);
    else byTopicMap.set(a.topic, [a]);
  }
  const byTopic = new Map([...byTopicMap.entries()].sort(([x], [y]) => byString(x, y)).map(([t, list]) => [t, list.sort(compareByUpdatedDesc)]));
  const info = new Map(topicInfo.map((t, i) => [t.id, { ...t, order: i }]));
  const topicLabel = (topic: string) => info.get(topic)?.label ?? topicLabelFromSlug(topic);
  const topics: TopicSummary[] = [...byTopic.entries()]
    .map(([topic, list]) => {
      const byStatus = emptyStatusCounts();
      for (const a of list) byStatus[a.data.status]++;
      const latest = list.map(articleUpdated).filter((d): d is string => !!d).sort(byString).pop();
      return { topic, label: topicLabel(topic), description: info.get(topic)?.description, count: list.length, byStatus, latest };
    })
    .sort((x, y) => (info.get(x.topic)?.order ?? Infinity) - (info.get(y.topic)?.order ?? Infinity) || titleCollator.compare(x.label, y.label) || byString(x.topic, y.topic));
  const byTopicTitle = new Map<string, Article[]>();
  const topicPosition = new Map<string, number>();
  for (const [topic, list] of byTopic) {
    const sorted = [...list].sort((a, b) => titleCollator.compare(a.data.title, b.data.title) || byString(a.id, b.id));
    sorted.forEach((a, i) => topicPosition.set(a.id, i));
    byTopicTitle.set(topic, sorted);
  }
  const lang = new Map(articles.map((a) => [a.id, detectLanguage(`${a.data.title}\n${a.data.summary ?? ''}\n${a.body}`)]));
  const tagged = new Map<string, Article[]>();
  for (const a of [...articles].sort(compareByUpdatedDesc)) {
    for (const tag of new Set(a.data.tags)) {
      const list = tagged.get(tag);
      if (list) list.push(a);
      else tagged.set(tag, [a]);
    }
  }
  const tags = new Map([...tagged.entries()].filter(([, list]) => list.length >= 2).sort(([x], [y]) => byString(x, y)));

  // Edges. Each (pair, kind) once; a pair may have several kinds.
  const edges: Edge[] = [];
  const edgeKeys = new Set<string>();
  const addEdge = (source: string, target: string, kind: EdgeKind) => {
    if (source === target) return;
    const [lo, hi] = kind === 'disputes' || kind === 'related' ? [source, target].sort(byString) : [source, target];
    const key = `${lo}\u0000${hi}\u0000${kind}`;
    if (edgeKeys.has(key)) return;
    edgeKeys.add(key);
    edges.push({ source: lo, target: hi, kind });
  };

  const outgoingSets = new Map<string, Set<string>>();
  const backlinkSets = new Map<string, Set<string>>();
  const supersededBy = new Map<string, string>();
  const supersedesSets = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key);
    if (set) set.add(value);
    else map.set(key, new Set([value]));
  };

  for (const a of articles) {
    const d = a.data;
    for (const raw of d.related) {
      const id = resolveId(raw);
      if (!id || id === a.id) continue;
      add(outgoingSets, a.id, id);
      add(backlinkSets, id, a.id);
      addEdge(a.id, id, 'related');
    }
    for (const id of articleLinksInBody(a.path, a.body, lookup)) {
      if (id === a.id) continue;
      add(outgoingSets, a.id, id);
      add(backlinkSets, id, a.id);
      addEdge(a.id, id, 'link');
    }
    const successor = d.superseded_by && resolveId(d.superseded_by);
    if (successor && successor !== a.id) {
      supersededBy.set(a.id, successor);
      add(supersedesSets, successor, a.id);
      addEdge(successor, a.id, 'supersedes');
    }
    for (const raw of d.supersedes) {
      const old = resolveId(raw);
      if (!old || old === a.id) continue;
      add(supersedesSets, a.id, old);
      if (!supersededBy.has(old)) supersededBy.set(old, a.id);
      addEdge(a.id, old, 'supersedes');
    }
    for (const raw of d.disputed_with) {
      const other = resolveId(raw);
      if (other && other !== a.id) addEdge(a.id, other, 'disputes');
    }
  }
  edges.sort((x, y) => byString(x.source, y.source) || byString(x.target, y.target) || byString(x.kind, y.kind));

  const sortedLists = (map: Map<string, Set<string>>) => new Map([...map.entries()].map(([k, set]) => [k, [...set].sort(byString)]));
  const outgoing = sortedLists(outgoingSets);
  const backlinks = sortedLists(backlinkSets);
  const supersedes = sortedLists(supersedesSets);

  const neighbourSets = new Map<string, Set<string>>();
  for (const e of edges) {
    add(neighbourSets, e.source, e.target);
    add(neighbourSets, e.target, e.source);
  }
  const neighbours = sortedLists(neighbourSets);
  const kinds = new Map<string, EdgeKind>();
  for (const e of edges) {
    const key = e.source < e.target ? `${e.source}\u0000${e.target}` : `${e.target}\u0000${e.source}`;
    const prev = kinds.get(key);
    if (!prev || KIND_RANK[e.kind] < KIND_RANK[prev]) kinds.set(key, e.kind);
  }
  const edgeKind = (a: string, b: string) => kinds.get(a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

  // Disputes: connected components over `disputes` edges plus disputed articles on their own.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    while (parent.get(x) !== root) {
      const next = parent.get(x)!;
      parent.set(x, root);
      x = next;
    }
    return root;
  };
  for (const a of articles) if (a.data.status === 'disputed') parent.set(a.id, a.id);
  for (const e of edges) {
    if (e.kind !== 'disputes') continue;
    for (const id of [e.source, e.target]) if (!parent.has(id)) parent.set(id, id);
    const ra = find(e.source);
    const rb = find(e.target);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  const groupsMap = new Map<string, string[]>();
  for (const id of [...parent.keys()].sort(byString)) {
    const root = find(id);
    const g = groupsMap.get(root);
    if (g) g.push(id);
    else groupsMap.set(root, [id]);
  }
  const disputes = [...groupsMap.values()]
    .filter((ids) => ids.some((id) => byId.get(id)?.data.status === 'disputed'))
    .map((ids) => ({ ids }))
    .sort((x, y) => byString(x.ids[0], y.ids[0]));

  const tasks = Object.fromEntries(TASK_STATES.map((s) => [s, [] as Article[]])) as Record<TaskState, Article[]>;
  for (const a of articles) if (isTask(a)) tasks[taskState(a)].push(a);
  for (const s of TASK_STATES) tasks[s].sort(compareByUpdatedDesc);

  const runsSorted = [...runs].sort((a, b) => byString(b.started, a.started) || byString(a.session, b.session));
  const runsBySession = new Map(runsSorted.map((r) => [r.session, r]));

  const timeline: TimelineEntry[] = [];
  for (const a of articles) {
    const date = articleDate(a);
    if (!date) continue;
    const first = [...a.data.sources].sort((x, y) => byString(x.date, y.date))[0];
    timeline.push({ article: a, date, month: date.slice(0, 7), session: first?.session });
  }
  // Newest first; within a day, most trustworthy status first, then title.
  timeline.sort(
    (x, y) =>
      byString(y.date, x.date) ||
      STATUS_ORDER[x.article.data.status] - STATUS_ORDER[y.article.data.status] ||
      byString(x.article.data.title.toLowerCase(), y.article.data.title.toLowerCase()) ||
      byString(x.article.id, y.article.id),
  );

  return {
    articles,
    byId,
    aliases,
    topics,
    topicLabel,
    byTopic,
    byTopicTitle,
    topicPosition,
    lang,
    tags,
    statusCounts,
    outgoing,
    backlinks,
    supersededBy,
    supersedes,
    neighbours,
    edgeKind,
    edges,
    disputes,
    tasks,
    timeline,
    runs: runsSorted,
    runsBySession,
    lookup,
  };
}

/** How `from` relates to its neighbour `to`, in words, seen from `from`. */
export function relationWord(site: SiteIndex, from: string, to: string): string {
  switch (site.edgeKind(from, to)) {
    case 'disputes':
      return 'disputes';
    case 'supersedes':
      return site.supersededBy.get(from) === to ? 'superseded by' : 'supersedes';
    case 'related':
      return 'related';
    case 'link':
      return (site.outgoing.get(from) ?? []).includes(to) ? 'links to' : 'linked from';
    default:
      return 'connected';
  }
}
