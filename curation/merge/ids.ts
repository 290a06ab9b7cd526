// Stable ids: a founder seen in an earlier run keeps its id; a new one gets a slug of its title,
// never one in use or reserved (people's articles, deleted ones), but the id of a founder gone
// this run when the slug is the same. An article in force gets the
// plain slug before one it superseded does.
import { createHash } from 'node:crypto';
import type { ArticleModel } from './model.ts';
import { slugify } from '../lib/text.ts';

/** A file name a person can read: the title's words, else the type and a short stable hash. */
export function slugOf(m: Pick<ArticleModel, 'title' | 'type' | 'founder'>): string {
  const ascii = m.title.normalize('NFKD').replace(/[^\x20-\x7e]+/g, ' ');
  const words = ascii.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
  if (words.length >= 2) return slugify(ascii, m.type);
  const hash = createHash('sha256').update(m.founder).digest('hex').slice(0, 6);
  return words.length === 1 ? `${words[0]}-${hash}` : `${m.type}-${hash}`;
}

export function assignIds(models: ArticleModel[], known: Map<string, string>, reserved: Set<string>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const m of models) {
    const id = known.get(m.founder);
    if (id) ids.set(m.founder, id);
  }
  // An id whose founder is gone this run (its subject now starts at an earlier session, or
  // extraction changed) is free again for an article of the very same slug: the article goes on
  // under its id instead of reappearing as "<slug>-2". Any other id once given stays taken.
  const inUse = new Set(ids.values());
  const orphaned = new Set([...known.values()].filter((id) => !inUse.has(id) && !reserved.has(id)));
  const used = new Set<string>([...reserved, ...inUse, ...orphaned]);
  const inForceFirst = [...models.filter((m) => m.status !== 'superseded'), ...models.filter((m) => m.status === 'superseded')];
  for (const m of inForceFirst) {
    if (ids.has(m.founder)) continue;
    const base = slugOf(m);
    let id = base;
    if (orphaned.has(base)) orphaned.delete(base);
    else for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(m.founder, id);
  }
  return ids;
}
