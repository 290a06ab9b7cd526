// The knowledge base as the site sees it: collection entries turned into curation's `Article`
// shape, loaded once per build and shared by every page and endpoint.
import { getCollection } from 'astro:content';
import type { Article } from '../../curation/schema/article.ts';
import type { Run } from '../../curation/schema/run.ts';

let articles: Promise<Article[]> | undefined;
let runs: Promise<Run[]> | undefined;

/** Every article, sorted by id (deterministic order for every page and endpoint). */
export function getArticles(): Promise<Article[]> {
  articles ??= getCollection('knowledge').then((entries) =>
    entries
      .map((entry) => {
        const rel = (entry.filePath ?? `${entry.id}.md`).replace(/\\/g, '/');
        const parts = rel.split('/');
        const slug = parts[parts.length - 1].replace(/\.md$/, '');
        const folder = parts.length > 1 ? parts[parts.length - 2] : 'general';
        const topic = entry.data.topic ?? folder;
        return {
          id: entry.id,
          topic,
          slug,
          path: `${folder}/${slug}.md`,
          data: { ...entry.data, id: entry.id, topic },
          body: entry.body ?? '',
        } satisfies Article;
      })
      .sort((a, b) => a.id.localeCompare(b.id)),
  );
  return articles;
}

/** Every run summary, newest first. */
export function getRuns(): Promise<Run[]> {
  runs ??= getCollection('runs').then((entries) =>
    entries.map((e) => e.data as Run).sort((a, b) => b.started.localeCompare(a.started) || a.session.localeCompare(b.session)),
  );
  return runs;
}
