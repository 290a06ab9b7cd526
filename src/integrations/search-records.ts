// What Pagefind indexes for each article: the same text, metadata and filters the article page
// carries (title, status, topic, type, confidence, date), built from the knowledge base itself so
// indexing can run beside the page rendering instead of after it. Pure: unit-tested.
import type { Article } from '../../curation/schema/article.ts';
import { confidenceLabel } from '../../curation/schema/common.ts';
import { stripMarkdown } from '../../curation/lib/text.ts';
import { articleUpdated } from '../lib/site-index.ts';

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/** `url` is site-relative (`/articles/<id>/`); the search client adds the base path. */
export function searchRecord(article: Article): SearchRecord {
  const d = article.data;
  const conf = confidenceLabel(d.confidence);
  const updated = articleUpdated(article);
  const text = [d.title, d.summary ?? '', stripMarkdown(article.body)].filter(Boolean).join('\n\n');
  return {
    url: `/articles/${article.id}/`,
    content: text,
    language: 'en',
    meta: { title: d.title, status: d.status, topic: article.topic, confidence: conf, ...(updated ? { date: updated } : {}) },
    filters: { topic: [article.topic], status: [d.status], type: [d.type], confidence: [conf] },
    sort: updated ? { date: updated } : {},
  };
}
