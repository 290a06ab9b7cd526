// Curation meets the knowledge base as people left it. Humans win: an article someone edited is
// never rewritten (new sources are appended to it and the rest is proposed beside it), an article
// someone deleted is never recreated, an article someone added is kept and indexed. Everything
// else Lore owns and rewrites when its content changes.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Article, Source } from '../schema/article.ts';
import type { ArticleDraft } from '../merge/draft.ts';
import { loadKnowledge } from './load.ts';
import { isUntouched, renderArticle, renderBody, type RelatedLink } from './render.ts';
import { writeFileAtomic, writeIfChanged } from '../lib/fs-atomic.ts';
import { appendSources } from './append-sources.ts';
import { PROPOSALS_DIR } from './paths.ts';
import type { CurationState } from './state.ts';
import type { Diagnostic } from '../schema/session.ts';
import { toYaml } from './yaml.ts';

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

export interface ReconcileOptions {
  dryRun: boolean;
  /** The last filter over every text written (privacy: values known to be secret). */
  guard?: (text: string) => string;
}

export function reconcile(knowledgeDir: string, drafts: ArticleDraft[], state: CurationState, options: ReconcileOptions): ReconcileResult {
  const guard = options.guard ?? ((text: string) => text);
  const { articles: onDisk, texts, unloaded, diagnostics } = loadKnowledge(knowledgeDir);
  const byId = new Map<string, Article>(onDisk.map((a) => [a.id, a]));
  const deleted = new Set(state.deleted);
  const stats: ReconcileStats = { created: [], updated: [], unchanged: 0, protected: [], skippedDeleted: [], removed: [], superseded: [], disputed: [] };
  // Every article file was read once by loadKnowledge; compare against that text, write only on change.
  const write = (rel: string, text: string): boolean => {
    if (texts.get(rel) === text) return false;
    if (!options.dryRun) writeFileAtomic(path.join(knowledgeDir, rel), text);
    return true;
  };
  const propose = (id: string, articlePath: string, text: string) => {
    const proposal = guard(`<!-- Lore's proposal for ${articlePath}: this article was edited by a person, so curation did not rewrite it. Compare and merge by hand if useful. -->\n${text}`);
    if (!options.dryRun) writeIfChanged(path.join(knowledgeDir, PROPOSALS_DIR, `${id}.md`), proposal);
  };

  // An article Lore wrote earlier whose file is gone was deleted by a person.
  for (const [id, entry] of Object.entries(state.articles)) {
    if (!byId.has(id) && !existsSync(path.join(knowledgeDir, entry.path))) deleted.add(id);
  }

  const live = drafts.filter((d) => {
    if (deleted.has(d.id)) {
      stats.skippedDeleted.push(d.id);
      return false;
    }
    return true;
  });
  const liveIds = new Set(live.map((d) => d.id));
  // Links to deleted articles would be broken: drop them.
  for (const d of live) {
    d.related = d.related.filter((id) => liveIds.has(id) || (byId.has(id) && !deleted.has(id)));
    d.supersedes = d.supersedes.filter((id) => liveIds.has(id) || byId.has(id));
    d.disputed_with = d.disputed_with.filter((id) => liveIds.has(id) || byId.has(id));
    if (d.superseded_by && !liveIds.has(d.superseded_by) && !byId.has(d.superseded_by)) d.superseded_by = undefined;
  }

  const pathOf = new Map<string, string>();
  const titleOf = new Map<string, string>();
  for (const a of onDisk) {
    pathOf.set(a.id, a.path);
    titleOf.set(a.id, a.data.title);
  }
  for (const d of live) {
    const existing = byId.get(d.id);
    pathOf.set(d.id, existing ? existing.path : `${d.topic}/${d.id}.md`);
    titleOf.set(d.id, d.title);
  }

  const newArticles: typeof state.articles = {};
  for (const d of live) {
    const existing = byId.get(d.id);
    const rel = pathOf.get(d.id)!;
    const related: RelatedLink[] = d.related.filter((id) => pathOf.has(id)).map((id) => ({ id, title: titleOf.get(id)!, path: pathOf.get(id)! }));
    const text = renderArticle(d, datesOf(d), renderBody(d, related, rel), guard);
    if (unloaded.has(rel)) {
      // The file is there but does not load (a person is mid-edit, or broke its frontmatter): theirs.
      diagnostics.push({ file: rel, level: 'warning', message: `not rewritten because it does not load; Lore's version is in ${PROPOSALS_DIR}/${d.id}.md` });
      propose(d.id, rel, text);
      stats.protected.push(d.id);
      newArticles[d.id] = { founder: d.founder, path: existing?.path ?? rel };
      continue;
    }
    if (existing) {
      const current = texts.get(existing.path)!;
      const movedByPerson = state.articles[d.id] && state.articles[d.id].path !== existing.path;
      const human = !isUntouched(current) || existing.data.curated_by !== 'auto' || movedByPerson;
      if (human) {
        // Humans win: append new sources only, and note what curation would have written.
        const known = new Set(existing.data.sources.map(sourceKey));
        const fresh = d.sources.filter((s) => !known.has(sourceKey(s)));
        if (fresh.length) {
          const appended = appendSources(current, fresh.map((src) => ({ ...src, quote: src.quote === undefined ? undefined : guard(src.quote) })), toYaml);
          if (appended && write(existing.path, appended)) stats.protected.push(d.id);
        }
        propose(d.id, existing.path, text);
        newArticles[d.id] = { founder: d.founder, path: existing.path };
        continue;
      }
      if (existing.path !== rel) {
        // Lore's own article whose topic changed: move it.
        if (!options.dryRun) rmSync(path.join(knowledgeDir, existing.path), { force: true });
      }
      if (write(rel, text)) stats.updated.push(d.id);
      else stats.unchanged++;
    } else {
      if (write(rel, text)) stats.created.push(d.id);
    }
    newArticles[d.id] = { founder: d.founder, path: rel };
    if (d.status === 'superseded') stats.superseded.push(d.id);
    if (d.status === 'disputed') stats.disputed.push(d.id);
  }

  // Lore's articles that no subject produces any more (merged into another): removed if untouched.
  for (const a of onDisk) {
    if (liveIds.has(a.id) || !state.articles[a.id]) continue;
    if (isUntouched(texts.get(a.path)!)) {
      if (!options.dryRun) rmSync(path.join(knowledgeDir, a.path), { force: true });
      stats.removed.push(a.id);
    } else newArticles[a.id] = state.articles[a.id];
  }

  state.articles = newArticles;
  state.deleted = [...deleted];

  const index: ReconcileResult['articles'] = [];
  for (const d of live) {
    index.push({ id: d.id, path: pathOf.get(d.id)!, title: byId.get(d.id)?.data.title ?? d.title, topic: d.topic, type: d.type, status: byId.get(d.id) && byId.get(d.id)!.data.curated_by !== 'auto' ? byId.get(d.id)!.data.status : d.status, confidence: d.confidence, updated: datesOf(d).updated, human: false, proposed: d.tags.includes('proposed') });
  }
  for (const a of onDisk) {
    if (liveIds.has(a.id) || stats.removed.includes(a.id)) continue;
    index.push({ id: a.id, path: a.path, title: a.data.title, topic: a.topic, type: a.data.type, status: a.data.status, confidence: a.data.confidence, updated: a.data.updated, human: true, proposed: a.data.tags.includes('proposed') });
  }
  index.sort((a, b) => a.path.localeCompare(b.path));
  return { stats, articles: index, diagnostics };
}
