// Which file on disk is which article Lore wrote. An article is known by its file and its history,
// not only by the `id` in its frontmatter: a person may change the id, move the file, or both, and
// it is still the article they edited (theirs now, never to be rewritten). And which subjects
// people deleted: a tombstone covers the subject, so it stays deleted whatever later runs call it.
import type { Article, Source } from '../schema/article.ts';
import type { ArticleDraft } from '../schema/draft.ts';
import type { LoadedKnowledge } from './load.ts';
import type { ArticleEntry, Tombstone } from './state.ts';
import { checksumIn } from './render.ts';

/** A file found for an article of the state; `article` is missing when the file does not load. */
export interface Located {
  path: string;
  article?: Article;
}

/**
 * Finds the file of every article Lore wrote (`entries`, by id), strongest evidence first, each
 * file claimed once: the same id in its frontmatter; else the file at the path Lore wrote (the
 * person changed the id); else the file carrying the checksum Lore wrote into it (the person
 * changed the id and moved it); else a file that lists the id among its `aliases`.
 * Entries with no file found were deleted.
 */
export function locateArticles(loaded: Pick<LoadedKnowledge, 'articles' | 'texts' | 'unloaded'>, entries: Record<string, ArticleEntry>): Map<string, Located> {
  const located = new Map<string, Located>();
  const claimed = new Set<string>();
  const ids = Object.keys(entries).sort();
  const claim = (id: string, found: Located | undefined) => {
    if (!found || claimed.has(found.path)) return;
    located.set(id, found);
    claimed.add(found.path);
  };
  const byId = new Map(loaded.articles.map((a) => [a.id, a]));
  const byPath = new Map(loaded.articles.map((a) => [a.path, a]));
  const byChecksum = new Map<string, Article>();
  for (const a of loaded.articles) {
    const sum = checksumIn(loaded.texts.get(a.path) ?? '');
    if (sum) byChecksum.set(sum, a);
  }
  const passes: ((id: string, entry: ArticleEntry) => Located | undefined)[] = [
    (id) => {
      const a = byId.get(id);
      return a && { path: a.path, article: a };
    },
    (_, entry) => {
      const a = byPath.get(entry.path);
      if (a) return { path: a.path, article: a };
      return loaded.unloaded.has(entry.path) ? { path: entry.path } : undefined;
    },
    (_, entry) => {
      const a = entry.checksum ? byChecksum.get(entry.checksum) : undefined;
      return a && { path: a.path, article: a };
    },
    (id) => {
      const a = loaded.articles.find((x) => !claimed.has(x.path) && x.data.aliases.includes(id));
      return a && { path: a.path, article: a };
    },
  ];
  for (const pass of passes) {
    for (const id of ids) if (!located.has(id)) claim(id, pass(id, entries[id]));
  }
  return located;
}

/** A source as tombstones keep it: which message of which session. */
export function evidenceKey(s: Pick<Source, 'session' | 'date'>): string {
  return `${s.session}|${new Date(s.date).toISOString()}`;
}

const evidenceSets = new WeakMap<Tombstone, Set<string>>();

/**
 * The tombstone that covers a draft, if any: one of its founders, or one of its ids, or — for a
 * subject no earlier run knew (`known` founders) — its evidence: at least half of the deleted
 * article's, making at least half of the draft's. The last catches the deleted subject under a new
 * key (an earlier session joined it and now founds it), and never a larger subject that merely
 * took in a little of it.
 */
export function coveringTombstone(draft: Pick<ArticleDraft, 'id' | 'founder' | 'sources'>, tombstones: Tombstone[], known: Set<string>): Tombstone | undefined {
  const direct = tombstones.find((t) => t.founders.includes(draft.founder) || t.ids.includes(draft.id));
  if (direct || known.has(draft.founder)) return direct;
  const keys = new Set(draft.sources.map(evidenceKey));
  if (!keys.size) return undefined;
  return tombstones.find((t) => {
    if (!t.sources.length) return false;
    const evidence = evidenceSets.get(t) ?? new Set(t.sources);
    evidenceSets.set(t, evidence);
    let shared = 0;
    for (const k of keys) if (evidence.has(k)) shared++;
    return shared * 2 >= keys.size && shared * 2 >= evidence.size;
  });
}
