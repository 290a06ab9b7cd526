// Builds `context.json`, the knowledge base for machines. Pure: the site's endpoint and the CLI
// both call it, and the same articles always give the same bytes (everything sorted, the
// "generated" day taken from the articles, never from the clock).
import { KNOWLEDGE_TYPES, STATUSES, type Article } from '../schema/article.ts';
import { confidenceLabel } from '../schema/common.ts';
import { CONTEXT_VERSION, type ContextArticle, type ContextDispute, type ContextJson, type ContextSource } from '../schema/context.ts';
import { articleSummary, conflictText, isPreference, openTaskState, topicOf } from '../context/article-text.ts';
import { canonicalJson } from '../context/json.ts';
import { articleMarkdownUrl, articlePageUrl, siteFileUrl, siteRoot, type SiteLocation } from '../context/urls.ts';

export interface ContextOptions extends SiteLocation {
  title: string;
  description?: string;
  /** GitHub "owner/name" that issue numbers refer to. */
  repo?: string;
}

/** Code-unit order: unlike localeCompare it does not depend on the machine's ICU data. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function nonEmpty<T>(list: readonly T[]): T[] | undefined {
  return list.length ? [...list] : undefined;
}

function sortedUnique(list: readonly string[]): string[] {
  return [...new Set(list)].sort(byCodeUnit);
}

function sourcesOf(article: Article): ContextSource[] {
  const seen = new Map<string, ContextSource>();
  for (const s of article.data.sources) {
    const source: ContextSource = { session: s.session, date: s.date, ...(s.issue !== undefined ? { issue: s.issue } : {}) };
    seen.set(`${s.date}\u0000${s.session}\u0000${s.issue ?? ''}`, source);
  }
  return [...seen.entries()].sort(([a], [b]) => byCodeUnit(a, b)).map(([, s]) => s);
}

function contextArticle(article: Article, where: SiteLocation): ContextArticle {
  const d = article.data;
  const related = sortedUnique(d.related);
  const supersedes = sortedUnique(d.supersedes);
  const disputed = sortedUnique(d.disputed_with);
  const tags = sortedUnique(d.tags);
  return {
    id: article.id,
    title: d.title,
    topic: topicOf(article),
    type: d.type,
    status: d.status,
    confidence: d.confidence,
    confidence_label: confidenceLabel(d.confidence),
    summary: articleSummary(article),
    url: articlePageUrl(article.id, where),
    markdown_url: articleMarkdownUrl(article.id, where),
    created: d.created,
    updated: d.updated,
    sources: nonEmpty(sourcesOf(article)),
    tags: nonEmpty(tags),
    related: nonEmpty(related),
    supersedes: nonEmpty(supersedes),
    superseded_by: d.superseded_by,
    disputed_with: nonEmpty(disputed),
    task_state: d.task_state,
  };
}

/** Open disputes: one entry per pair (or per lone disputed article), conflict text shortened. */
export function openDisputes(articles: readonly Article[]): ContextDispute[] {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const out: ContextDispute[] = [];
  for (const article of [...articles].sort((a, b) => byCodeUnit(a.id, b.id))) {
    if (article.data.status !== 'disputed') continue;
    const partners = sortedUnique(article.data.disputed_with).filter((p) => p !== article.id);
    if (!partners.length) {
      out.push({ articles: [article.id], conflict: conflictText(article) ?? '' });
      continue;
    }
    for (const partner of partners) {
      const pair = [article.id, partner].sort(byCodeUnit);
      const key = pair.join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      const other = byId.get(partner);
      out.push({ articles: pair, conflict: conflictText(article) ?? (other && conflictText(other)) ?? '' });
    }
  }
  return out;
}

function latestDay(articles: readonly Article[]): string | undefined {
  let latest: string | undefined;
  for (const a of articles) {
    const day = a.data.updated ?? a.data.created;
    if (day && (!latest || day > latest)) latest = day;
  }
  return latest;
}

function countBy(articles: readonly Article[], key: (a: Article) => string, all: readonly string[] = []): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(all.map((k) => [k, 0]));
  for (const a of articles) counts[key(a)] = (counts[key(a)] ?? 0) + 1;
  return counts;
}

export function buildContext(articles: Article[], opts: ContextOptions): ContextJson {
  const sorted = [...articles].sort((a, b) => byCodeUnit(a.id, b.id));
  const where: SiteLocation = { siteUrl: opts.siteUrl, base: opts.base };
  const live = (a: Article) => a.data.status === 'current' || a.data.status === 'disputed';
  return {
    $schema: siteFileUrl('context.schema.json', where),
    version: CONTEXT_VERSION,
    title: opts.title,
    description: opts.description || undefined,
    site: siteRoot(where),
    repo: opts.repo,
    generated: latestDay(sorted),
    counts: {
      articles: sorted.length,
      by_status: countBy(sorted, (a) => a.data.status, STATUSES),
      by_topic: countBy(sorted, topicOf),
      by_type: countBy(sorted, (a) => a.data.type, KNOWLEDGE_TYPES),
    },
    preferences: sorted
      .filter((a) => isPreference(a) && live(a))
      .map((a) => ({ id: a.id, title: a.data.title, summary: articleSummary(a) })),
    disputes: openDisputes(sorted),
    pending_tasks: sorted.flatMap((a) => {
      const state = openTaskState(a);
      return state ? [{ id: a.id, title: a.data.title, task_state: state }] : [];
    }),
    articles: sorted.map((a) => contextArticle(a, where)),
  };
}

/** The bytes of `context.json`: canonical (sorted keys), compact, newline-terminated. */
export function serializeContext(context: ContextJson): string {
  return canonicalJson(context);
}
