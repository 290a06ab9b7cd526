// The short texts an agent sees before it decides to read an article: its summary and, for a
// disputed article, what the conflict is. Shared by `context.json`, `llms.txt` and `lore context`
// so the three always say the same thing.
import type { Article } from '../schema/article.ts';
import { firstParagraph, section, shorten, stripMarkdown } from './markdown.ts';

export const SUMMARY_MAX = 300;
export const CONFLICT_MAX = 280;

/** Frontmatter `summary`, else the body's first paragraph; plain text, at most 300 characters. */
export function articleSummary(article: Article): string {
  const given = typeof article.data.summary === 'string' ? stripMarkdown(article.data.summary) : '';
  return shorten(given || firstParagraph(article.body), SUMMARY_MAX);
}

/** True when the summary was taken from the body (so an excerpt can skip that paragraph). */
export function summaryIsFromBody(article: Article): boolean {
  return !(typeof article.data.summary === 'string' && stripMarkdown(article.data.summary));
}

/** Plain text of the article's `## Conflict` section, shortened; undefined when it has none. */
export function conflictText(article: Article, max = CONFLICT_MAX): string | undefined {
  const md = section(article.body, ['conflict', 'conflicts', 'dispute', 'disputed']);
  const text = md === undefined ? '' : stripMarkdown(md);
  return text ? shorten(text, max) : undefined;
}

/**
 * The article's topic: its frontmatter `topic`, else its folder. Both loaders (curation's and the
 * site's) put the resolved value in `data.topic`; `Article.topic` differs between them when the
 * two disagree, so published output reads `data.topic` to be the same from either.
 */
export function topicOf(article: Pick<Article, 'topic' | 'data'>): string {
  return article.data.topic ?? article.topic;
}

export function isPreference(article: Pick<Article, 'topic' | 'data'>): boolean {
  return article.data.type === 'preference' || topicOf(article) === 'preferences';
}

/** An action item still to do: `pending` or `in_progress` (an action without a state is pending). */
export function openTaskState(article: Pick<Article, 'topic' | 'data'>): 'pending' | 'in_progress' | undefined {
  const isTask = article.data.type === 'action' || topicOf(article) === 'tasks' || article.data.task_state !== undefined;
  if (!isTask || article.data.status === 'superseded') return undefined;
  const state = article.data.task_state ?? 'pending';
  return state === 'done' ? undefined : state;
}
