// Curation meets the knowledge base as people left it. Humans win: an article someone edited is
// never rewritten (new sources are appended to it and the rest is proposed beside it), whatever
// they changed (its text, its id, its place); a subject someone deleted is never recreated, under
// any name; an article someone added is kept and indexed. Everything else Lore owns and rewrites
// when its content changes.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Article, Source } from '../schema/article.ts';
import type { ArticleDraft } from '../merge/draft.ts';
import { loadKnowledge, type LoadedKnowledge } from './load.ts';
import { checksumIn, isUntouched, renderArticle, renderBody, type RelatedLink } from './render.ts';
import { writeFileAtomic, writeIfChanged } from '../lib/fs-atomic.ts';
import { safeFileName } from '../lib/safe-name.ts';
import { appendSources } from './append-sources.ts';
import { PROPOSALS_DIR } from './paths.ts';
import type { ArticleEntry, CurationState } from './state.ts';
import type { Diagnostic } from '../schema/session.ts';
import { toYaml } from './yaml.ts';
import { coveringTombstone, evidenceKey, locateArticles, type Located } from './identity.ts';

export interface ReconcileStats {
  created: string[];
  updated: string[];
  unchanged: number;
  /** Human-edited articles that got new sources or proposals instead of a rewrite. */
  protected: string[];
  /** Articles people deleted that curation would otherwise have recreated. */
  skippedDeleted: string[];
  removed: string[];
  superseded: string[];
  disputed: string[];
}

export interface ReconcileResult {
  stats: ReconcileStats;
  /** Every article now in the knowledge base (Lore's and people's), for the index. */
  articles: { id: string; path: string; title: string; topic: string; type: string; status: string; confidence: number; updated?: string; human: boolean; proposed?: boolean }[];
  /** Ids people gave Lore's articles, by the id Lore had given them: links elsewhere follow. */
  renamed: Map<string, string>;
  diagnostics: Diagnostic[];
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

function datesOf(draft: ArticleDraft) {
  const first = draft.sources[0]?.date ?? '1970-01-01T00:00:00.000Z';
  const last = draft.sources[draft.sources.length - 1]?.date ?? first;
  return { created: day(first), updated: day(last), first_seen: day(first), last_confirmed: day(last) };
}

function sourceKey(s: Source): string {
  return `${s.session}|${new Date(s.date).toISOString()}|${s.role ?? ''}`;
}

/** Lore's file for an id; proposals and articles alike go through it (ids people write are unbounded). */
export function proposalPath(id: string): string {
  return `${PROPOSALS_DIR}/${safeFileName(id)}.md`;
}

/** Points every id a draft holds (its own, its links) at the id a person gave that article. */
function applyRenames(drafts: ArticleDraft[], renamed: Map<string, string>): void {
  if (!renamed.size) return;
  const to = (id: string) => renamed.get(id) ?? id;
  for (const d of drafts) {
    d.id = to(d.id);
    d.related = d.related.map(to);
    d.supersedes = d.supersedes.map(to);
    d.disputed_with = d.disputed_with.map(to);
    if (d.superseded_by) d.superseded_by = to(d.superseded_by);
  }
}

/**
 * File paths for new and moved articles: `<topic>/<safe name of the id>.md`, never one already
 * taken when case is ignored (a person's `Cache.md` and Lore's `cache.md` are one file on macOS
 * and Windows). The file name may then differ from the id; the id in the frontmatter is what counts.
 */
function pathAllocator(existing: Iterable<string>): (topic: string, id: string) => string {
  const taken = new Set([...existing].map((p) => p.toLowerCase()));
  return (topic, id) => {
    const name = `${topic}/${safeFileName(id)}`;
    let rel = `${name}.md`;
    for (let n = 2; taken.has(rel.toLowerCase()); n++) rel = `${name}-${n}.md`;
    taken.add(rel.toLowerCase());
    return rel;
  };
}

export interface ReconcileOptions {
  dryRun: boolean;
  /** The knowledge base as already read (curation reads it once, before merging). */
  loaded?: LoadedKnowledge;
  /** The last filter over every text written (privacy: values known to be secret). */
  guard?: (text: string) => string;
}

export function reconcile(knowledgeDir: string, drafts: ArticleDraft[], state: CurationState, options: ReconcileOptions): ReconcileResult {
  const guard = options.guard ?? ((text: string) => text);
  const loaded = options.loaded ?? loadKnowledge(knowledgeDir);
  const { articles: onDisk, texts, unloaded } = loaded;
  const diagnostics = [...loaded.diagnostics];
  const stats: ReconcileStats = { created: [], updated: [], unchanged: 0, protected: [], skippedDeleted: [], removed: [], superseded: [], disputed: [] };
  // Every article file was read once by loadKnowledge; compare against that text, write only on change.
  const write = (rel: string, text: string): boolean => {
    if (texts.get(rel) === text) return false;
    if (!options.dryRun) writeFileAtomic(path.join(knowledgeDir, rel), text);
    return true;
  };
  const remove = (rel: string) => {
    if (!options.dryRun) rmSync(path.join(knowledgeDir, rel), { force: true });
  };
  const propose = (id: string, articlePath: string, text: string) => {
    const proposal = guard(`<!-- Lore's proposal for ${articlePath}: this article was edited by a person, so curation did not rewrite it. Compare and merge by hand if useful. -->\n${text}`);
    if (!options.dryRun) writeIfChanged(path.join(knowledgeDir, proposalPath(id)), proposal);
  };

  // Which file is which of Lore's articles; an article whose file is gone was deleted by a person.
  const located = locateArticles(loaded, state.articles);
  const draftOf = new Map(drafts.map((d) => [d.founder, d]));
  // (A deleted article whose file came back, from git say, is restored: its tombstone goes. An
  // article a person wrote under the same id is theirs, and the subject stays deleted.)
  const onDiskIds = new Set(onDisk.map((a) => a.id));
  const restored = new Set(onDisk.filter((a) => a.data.curated_by === 'auto').map((a) => a.id));
  const tombstones = state.deleted.filter((t) => !t.ids.some((id) => restored.has(id)));
  for (const [id, entry] of Object.entries(state.articles)) {
    if (located.has(id)) continue;
    const evidence = draftOf.get(entry.founder)?.sources.map(evidenceKey) ?? [];
    tombstones.push({ ids: [id, ...(entry.aliases ?? [])], founders: [entry.founder], sources: evidence });
  }

  // The file each draft already has: found above by its id in the state, or one with its id that
  // the state does not know (Lore wrote it, but a run stopped before saving the state).
  const claimed = new Set([...located.values()].map((l) => l.path));
  const byId = new Map<string, Article>(onDisk.map((a) => [a.id, a]));
  const fileOf = new Map<ArticleDraft, Located & { entry?: ArticleEntry }>();
  for (const d of drafts) {
    const found = located.get(d.id);
    if (found) fileOf.set(d, { ...found, entry: state.articles[d.id] });
    else {
      const a = byId.get(d.id);
      if (a && !claimed.has(a.path)) fileOf.set(d, { path: a.path, article: a });
    }
  }
  // A person who changed an article's id named it: it keeps their id, and links follow.
  const renamed = new Map<string, string>();
  const draftIds = new Set(drafts.map((d) => d.id));
  for (const [d, file] of fileOf) {
    if (file.article && file.article.id !== d.id && !draftIds.has(file.article.id)) renamed.set(d.id, file.article.id);
  }
  applyRenames(drafts, renamed);

  const known = new Set(Object.values(state.articles).map((e) => e.founder));
  const live = drafts.filter((d) => {
    const t = coveringTombstone(d, tombstones, known);
    if (!t) return true;
    if (!t.founders.includes(d.founder)) t.founders.push(d.founder);
    stats.skippedDeleted.push(t.ids[0]);
    return false;
  });
  const liveIds = new Set(live.map((d) => d.id));
  const deletedIds = new Set(tombstones.flatMap((t) => t.ids));
  // Links to deleted articles would be broken: drop them.
  const linkable = (id: string) => liveIds.has(id) || (onDiskIds.has(id) && !deletedIds.has(id));
  for (const d of live) {
    d.related = d.related.filter(linkable);
    d.supersedes = d.supersedes.filter(linkable);
    d.disputed_with = d.disputed_with.filter(linkable);
    if (d.superseded_by && !linkable(d.superseded_by)) d.superseded_by = undefined;
  }

  // Where each article is: where its file already is (Lore never moves a file people may link to
  // or have open), else a new, safe file name under its topic.
  const allocate = pathAllocator([...texts.keys(), ...unloaded]);
  const renamedFrom = new Map([...renamed].map(([from, to]) => [to, from]));
  const isHuman = (d: ArticleDraft, file: Located & { entry?: ArticleEntry }) =>
    !file.article || !isUntouched(texts.get(file.path)!) || file.article.data.curated_by !== 'auto' || (file.entry !== undefined && file.entry.path !== file.path) || renamedFrom.has(d.id);
  const pathOf = new Map<string, string>();
  const titleOf = new Map<string, string>();
  for (const a of onDisk) {
    pathOf.set(a.id, a.path);
    titleOf.set(a.id, a.data.title);
  }
  const targetOf = new Map<ArticleDraft, string>();
  for (const d of live) {
    const file = fileOf.get(d);
    const rel = file ? file.path : allocate(d.topic, d.id);
    targetOf.set(d, rel);
    pathOf.set(d.id, rel);
    titleOf.set(d.id, file?.article && isHuman(d, file) ? file.article.data.title : d.title);
  }

  const newArticles: Record<string, ArticleEntry> = Object.create(null);
  for (const d of live) {
    const file = fileOf.get(d);
    const rel = targetOf.get(d)!;
    const related: RelatedLink[] = d.related.filter((id) => pathOf.has(id)).map((id) => ({ id, title: titleOf.get(id)!, path: pathOf.get(id)! }));
    const text = renderArticle(d, datesOf(d), renderBody(d, related, rel), guard);
    const aliases = [...new Set([...(file?.entry?.aliases ?? []), ...(renamedFrom.has(d.id) ? [renamedFrom.get(d.id)!] : [])])];
    const entry = (at: string, checksum: string | undefined): ArticleEntry => ({ founder: d.founder, path: at, ...(checksum ? { checksum } : {}), ...(aliases.length ? { aliases } : {}) });
    if (file && !file.article) {
      // The file is there but does not load (a person is mid-edit, or broke its frontmatter): theirs.
      diagnostics.push({ file: file.path, level: 'warning', message: `not rewritten because it does not load; Lore's version is in ${proposalPath(d.id)}` });
      propose(d.id, file.path, text);
      stats.protected.push(d.id);
      newArticles[d.id] = entry(file.path, file.entry?.checksum);
      continue;
    }
    if (file && isHuman(d, file)) {
      // Humans win: append new sources only, and note what curation would have written.
      const current = texts.get(file.path)!;
      const have = new Set(file.article!.data.sources.map(sourceKey));
      const fresh = d.sources.filter((s) => !have.has(sourceKey(s)));
      if (fresh.length) {
        // (Only the appended sources pass the filter: the rest of the file is the person's.)
        const appended = appendSources(current, fresh.map((src) => ({ ...src, quote: src.quote === undefined ? undefined : guard(src.quote) })), toYaml);
        if (appended && write(file.path, appended)) stats.protected.push(d.id);
      }
      propose(d.id, file.path, text);
      newArticles[d.id] = entry(file.path, file.entry?.checksum ?? checksumIn(current));
      continue;
    }
    if (write(rel, text)) (file ? stats.updated : stats.created).push(d.id);
    else stats.unchanged++;
    newArticles[d.id] = entry(rel, checksumIn(text));
    if (d.status === 'superseded') stats.superseded.push(d.id);
    if (d.status === 'disputed') stats.disputed.push(d.id);
  }

  // Lore's articles that no subject produces any more (merged into another): removed if untouched.
  const removedPaths = new Set<string>();
  for (const [id, file] of located) {
    if (liveIds.has(renamed.get(id) ?? id) || !file.article) {
      if (!file.article && !newArticles[id]) newArticles[id] = state.articles[id];
      continue;
    }
    if (isUntouched(texts.get(file.path)!) && file.article.data.curated_by === 'auto' && file.article.id === id) {
      remove(file.path);
      removedPaths.add(file.path);
      stats.removed.push(id);
    } else newArticles[file.article.id] = { ...state.articles[id], path: file.path };
  }
  state.articles = newArticles;
  state.deleted = tombstones;

  const index: ReconcileResult['articles'] = [];
  const liveByPath = new Set<string>();
  for (const d of live) {
    const file = fileOf.get(d);
    const human = file?.article && isHuman(d, file) ? file.article : undefined;
    liveByPath.add(targetOf.get(d)!);
    index.push({ id: d.id, path: targetOf.get(d)!, title: human?.data.title ?? d.title, topic: d.topic, type: d.type, status: human && human.data.curated_by !== 'auto' ? human.data.status : d.status, confidence: d.confidence, updated: datesOf(d).updated, human: false, proposed: d.tags.includes('proposed') });
  }
  for (const a of onDisk) {
    if (liveByPath.has(a.path) || removedPaths.has(a.path)) continue;
    index.push({ id: a.id, path: a.path, title: a.data.title, topic: a.topic, type: a.data.type, status: a.data.status, confidence: a.data.confidence, updated: a.data.updated, human: true, proposed: a.data.tags.includes('proposed') });
  }
  index.sort((a, b) => a.path.localeCompare(b.path));
  return { stats, articles: index, renamed, diagnostics };
}
