// What Pagefind indexes for each article: the same text, metadata and filters the article page
// carries (title, status, topic, type, confidence, date), built from the knowledge base itself so
// indexing can run beside the page rendering instead of after it. Pure: unit-tested.
//
// Every record goes into one index, whatever its language, so a search from any page finds
// articles in every language (Pagefind would otherwise keep one index per language and search
// only the page's own). Words of scripts written without spaces (Chinese, Japanese, Thai) are
// spaced out first with the same word segmenter the search dialog applies to queries.
import type { Article } from '../../curation/schema/article.ts';
import { confidenceLabel } from '../../curation/schema/common.ts';
import { stripMarkdown } from '../../curation/lib/text.ts';
import { articleUpdated } from '../lib/site-index.ts';
import { detectLanguage, spaceWords } from '../lib/text-lang.ts';
import { topicLabelFromSlug } from '../../curation/schema/topics.ts';

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/** The language of the one index (its stemming): the site's interface language. */
export const INDEX_LANGUAGE = 'en';

/** `url` is site-relative (`/articles/<id>/`); the search client adds the base path. */
export function searchRecord(article: Article, topicLabel: (topic: string) => string = topicLabelFromSlug): SearchRecord {
  const d = article.data;
  const conf = confidenceLabel(d.confidence);
  const updated = articleUpdated(article);
  const text = [d.title, d.summary ?? '', stripMarkdown(article.body)].filter(Boolean).join('\n\n');
  const topic = topicLabel(article.topic);
  return {
    url: `/articles/${article.id}/`,
    content: spaceWords(text),
    language: INDEX_LANGUAGE,
    meta: { title: d.title, status: d.status, topic, confidence: conf, lang: detectLanguage(text), ...(updated ? { date: updated } : {}) },
    filters: { topic: [topic], status: [d.status], type: [d.type], confidence: [conf] },
    sort: updated ? { date: updated } : {},
  };
}
