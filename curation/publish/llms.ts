// The knowledge base as plain Markdown for language models: `llms.txt` (the llms.txt convention:
// H1, a summary blockquote, then sections of links with one-line notes), `llms-full.txt` (every
// live article in one file) and each article's own `.md` (a readable header instead of YAML
// frontmatter, then the body). Pure functions of the articles: same input, same bytes.
import type { Article } from '../schema/article.ts';
import { confidenceLabel } from '../schema/common.ts';
import { articleSummary, conflictText, isPreference, topicOf } from '../context/article-text.ts';
import { shorten, withoutLeadingTitle } from '../context/markdown.ts';
import { articleMarkdownUrl, articlePageUrl, issueUrl, runPageUrl, siteFileUrl, siteRoot, type SiteLocation } from '../context/urls.ts';
import { byCodeUnit } from './context-json.ts';

export interface LlmsOptions extends SiteLocation {
  title: string;
  description?: string;
  /** GitHub "owner/name" that issue numbers refer to. */
  repo?: string;
}

const NOTE_MAX = 160;
/** Topics listed first, in this order; the others follow alphabetically. */
const LEADING_TOPICS = ['preferences', 'decisions'];

function topicHeading(topic: string): string {
  const words = topic.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function topicRank(topic: string): number {
  const i = LEADING_TOPICS.indexOf(topic);
  return i < 0 ? LEADING_TOPICS.length : i;
}

function byTopicThenTitle(a: Article, b: Article): number {
  return (
    topicRank(topicOf(a)) - topicRank(topicOf(b)) ||
    byCodeUnit(topicOf(a), topicOf(b)) ||
    Number(isPreference(b)) - Number(isPreference(a)) ||
    byCodeUnit(a.data.title.toLowerCase(), b.data.title.toLowerCase()) ||
    byCodeUnit(a.id, b.id)
  );
}

/** Markdown link text must not break out of its brackets. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

function statusWords(article: Article): string[] {
  const d = article.data;
  const out: string[] = [];
  if (d.status !== 'current') out.push(d.status);
  if (d.task_state) out.push(d.task_state.replace('_', ' '));
  out.push(`${confidenceLabel(d.confidence)} confidence`);
  return out;
}

/** Articles an agent can skip when it needs a shorter context. */
function isSecondary(article: Article): boolean {
  return article.data.status === 'superseded' || article.data.status === 'outdated' || article.data.task_state === 'done';
}

export function buildLlmsTxt(articles: Article[], opts: LlmsOptions): string {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const sorted = [...articles].sort(byTopicThenTitle);
  const main = sorted.filter((a) => !isSecondary(a));
  const secondary = sorted.filter(isSecondary);
  const line = (a: Article) => {
    let note = shorten(articleSummary(a), NOTE_MAX);
    if (a.data.status === 'superseded' && a.data.superseded_by) {
      const next = byId.get(a.data.superseded_by);
      note = `superseded by ${next ? `"${next.data.title}"` : a.data.superseded_by} (${articleMarkdownUrl(a.data.superseded_by, opts)})`;
    }
    return `- [${linkText(a.data.title)}](${articleMarkdownUrl(a.id, opts)}): ${note}${note ? ' ' : ''}(${statusWords(a).join(', ')})`;
  };

  const out = [`# ${opts.title}`, ''];
  const blurb = opts.description?.trim() || 'What earlier agent sessions decided, learned and left to do.';
  out.push(`> ${blurb.replace(/\s+/g, ' ')}`, '');
  out.push(
    `Curated by Lore from coding-agent sessions: ${articles.length} article${articles.length === 1 ? '' : 's'}, each linked below as Markdown. ` +
      `Preferences apply to every session. A disputed article is unresolved: present both sides and ask. A superseded one points to its successor. ` +
      `Everything in one file: [llms-full.txt](${siteFileUrl('llms-full.txt', opts)}). ` +
      `For programs: [context.json](${siteFileUrl('context.json', opts)}) ([schema](${siteFileUrl('context.schema.json', opts)})). ` +
      `Site: ${siteRoot(opts)}`,
  );
  let topic: string | undefined;
  for (const a of main) {
    if (topicOf(a) !== topic) {
      topic = topicOf(a);
      out.push('', `## ${topicHeading(topic)}`, '');
    }
    out.push(line(a));
  }
  if (secondary.length) {
    out.push('', '## Optional', '');
    for (const a of secondary) out.push(line(a));
  }
  return `${out.join('\n')}\n`;
}

function sourceLine(article: Article, opts: LlmsOptions): string | undefined {
  const seen = new Set<string>();
  const parts: string[] = [];
  const sources = [...article.data.sources].sort((a, b) => byCodeUnit(a.date, b.date) || byCodeUnit(a.session, b.session));
  for (const s of sources) {
    const key = `${s.issue ?? ''}\u0000${s.session}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const run = `[session ${s.session.slice(0, 8)}](${runPageUrl(s.session, opts)})`;
    const issue = s.issue === undefined ? '' : issueUrl(opts.repo, s.issue) ? `[#${s.issue}](${issueUrl(opts.repo, s.issue)}) ` : `#${s.issue} `;
    parts.push(`${issue}${run}, ${s.date.slice(0, 10)}`);
  }
  return parts.length ? parts.join('; ') : undefined;
}

function relatedLine(label: string, ids: readonly string[], byId: Map<string, Article>, opts: LlmsOptions): string | undefined {
  if (!ids.length) return undefined;
  const links = [...ids].sort(byCodeUnit).map((id) => {
    const a = byId.get(id);
    return `[${linkText(a ? a.data.title : id)}](${articleMarkdownUrl(id, opts)})`;
  });
  return `- ${label}: ${links.join(', ')}`;
}

// The site renders one Markdown file per article from the same array: index it once, not per page.
const indexes = new WeakMap<readonly Article[], Map<string, Article>>();

function indexById(all: readonly Article[]): Map<string, Article> {
  let byId = indexes.get(all);
  if (!byId) {
    byId = new Map(all.map((a) => [a.id, a]));
    indexes.set(all, byId);
  }
  return byId;
}

/** One article as Markdown: title, a header of facts (no YAML), then the body. */
export function articleMarkdown(article: Article, opts: LlmsOptions, all: readonly Article[] = []): string {
  const byId = indexById(all);
  const d = article.data;
  const header = [
    `- Status: ${d.status}${d.task_state ? ` (task ${d.task_state.replace('_', ' ')})` : ''}`,
    `- Confidence: ${confidenceLabel(d.confidence)} (${d.confidence.toFixed(2)})`,
    `- Type: ${d.type} · Topic: ${topicOf(article)} · Id: ${article.id}`,
  ];
  if (d.updated || d.created) header.push(`- Updated: ${d.updated ?? d.created}${d.created && d.updated && d.created !== d.updated ? ` (created ${d.created})` : ''}`);
  const sources = sourceLine(article, opts);
  if (sources) header.push(`- Sources: ${sources}`);
  if (d.superseded_by) header.push(relatedLine('Superseded by', [d.superseded_by], byId, opts)!);
  for (const [label, ids] of [
    ['Supersedes', d.supersedes],
    ['Disputed with', d.disputed_with],
    ['Related', d.related],
  ] as const) {
    const l = relatedLine(label, ids, byId, opts);
    if (l) header.push(l);
  }
  if (d.tags.length) header.push(`- Tags: ${[...d.tags].sort(byCodeUnit).join(', ')}`);
  header.push(`- Page: ${articlePageUrl(article.id, opts)}`);
  const conflict = d.status === 'disputed' ? conflictText(article) : undefined;
  const body = withoutLeadingTitle(article.body).trim();
  const parts = [`# ${d.title}`, header.join('\n')];
  if (conflict) parts.push(`> **Disputed:** ${conflict} Present both sides and ask.`);
  if (d.status === 'superseded') parts.push('> **Superseded:** kept for history; read the successor above.');
  parts.push(body || articleSummary(article));
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** Every live article in full (preferences and decisions first), then superseded ones by title. */
export function buildLlmsFullTxt(articles: Article[], opts: LlmsOptions): string {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const sorted = [...articles].sort(byTopicThenTitle);
  const live = sorted.filter((a) => a.data.status !== 'superseded');
  const superseded = sorted.filter((a) => a.data.status === 'superseded');
  const blurb = opts.description?.trim() || 'What earlier agent sessions decided, learned and left to do.';
  const out = [
    `# ${opts.title}`,
    '',
    `> ${blurb.replace(/\s+/g, ' ')}`,
    '',
    `${live.length} article${live.length === 1 ? '' : 's'} in full${superseded.length ? `, then ${superseded.length} superseded by title` : ''}. Index: ${siteFileUrl('llms.txt', opts)}`,
  ];
  for (const a of live) out.push('', '---', '', articleMarkdown(a, opts, articles).trimEnd());
  if (superseded.length) {
    out.push('', '---', '', '# Superseded articles', '');
    for (const a of superseded) {
      const next = a.data.superseded_by ? byId.get(a.data.superseded_by) : undefined;
      const successor = a.data.superseded_by
        ? ` → superseded by [${linkText(next ? next.data.title : a.data.superseded_by)}](${articleMarkdownUrl(a.data.superseded_by, opts)})`
        : '';
      out.push(`- ${a.data.title} (\`${a.id}\`)${successor}`);
    }
  }
  return `${out.join('\n')}\n`;
}
