// Reads a knowledge directory into articles. A broken file never stops the load: it becomes a
// diagnostic naming the file and line, and the rest is read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { articleSchema, type Article } from '../schema/article.ts';
import type { Diagnostic } from '../schema/session.ts';
import { frontmatterLineOf } from './frontmatter-lines.ts';

export { ARTICLE_EXTENSIONS, listArticleFiles } from './article-files.ts';
import { listArticleFiles, listRefusedFiles, REFUSED_MESSAGE } from './article-files.ts';

export function slugOfPath(rel: string): string {
  return path.basename(rel).replace(/\.mdx?$/, '');
}

export function topicOfPath(rel: string): string {
  const parts = rel.split('/');
  return parts.length > 1 ? parts[0] : 'general';
}

/** Parses one article file; returns diagnostics instead of throwing. */
export function parseArticle(rel: string, text: string): { article?: Article; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content unless options are given; a cache is no use to a one-pass load.
    parsed = matter(text, {});
  } catch (error) {
    const err = error as Error & { mark?: { line?: number } };
    const line = err.mark?.line !== undefined ? err.mark.line + 2 : 1;
    diagnostics.push({ file: rel, line, level: 'error', message: `frontmatter is not valid YAML: ${err.message.split('\n')[0]}` });
    return { diagnostics };
  }
  const result = articleSchema.safeParse(parsed.data ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      diagnostics.push({
        file: rel,
        line: frontmatterLineOf(text, issue.path),
        level: 'error',
        message: `${key || 'frontmatter'}: ${issue.message}`,
      });
    }
    return { diagnostics };
  }
  const data = result.data;
  const slug = slugOfPath(rel);
  const topic = topicOfPath(rel);
  const id = data.id ?? slug;
  return {
    article: { id, topic, slug, path: rel, data: { ...data, id, topic: data.topic ?? topic }, body: parsed.content },
    diagnostics,
  };
}

export interface LoadedKnowledge {
  articles: Article[];
  /** The text of every article file read, by path: what curation compares against before writing. */
  texts: Map<string, string>;
  /** Article files that exist but could not be loaded (not UTF-8, broken frontmatter): a person's
   * work in progress, which curation must never write over. */
  unloaded: Set<string>;
  diagnostics: Diagnostic[];
}

/** Loads every article of a knowledge directory. Ids are made unique (a later duplicate gets `topic-slug`). */
export function loadKnowledge(dir: string): LoadedKnowledge {
  const articles: Article[] = [];
  const texts = new Map<string, string>();
  const unloaded = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const rel of listRefusedFiles(dir)) diagnostics.push({ file: rel, line: 1, level: 'error', message: REFUSED_MESSAGE });
  for (const rel of listArticleFiles(dir)) {
    let text: string;
    try {
      const buf = readFileSync(path.join(dir, rel));
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch (error) {
      diagnostics.push({ file: rel, level: 'error', message: `not readable as UTF-8 text: ${(error as Error).message}` });
      unloaded.add(rel);
      continue;
    }
    texts.set(rel, text);
    const { article, diagnostics: d } = parseArticle(rel, text);
    diagnostics.push(...d);
    if (!article) {
      unloaded.add(rel);
      continue;
    }
    const clash = seen.get(article.id);
    if (clash) {
      const alt = `${article.topic}-${article.slug}`;
      diagnostics.push({ file: rel, level: 'warning', message: `id "${article.id}" is already used by ${clash}; using "${alt}"` });
      article.id = alt;
      article.data.id = alt;
    }
    seen.set(article.id, rel);
    articles.push(article);
  }
  return { articles, texts, unloaded, diagnostics };
}

