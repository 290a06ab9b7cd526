// A session's exchanges grouped into threads: an exchange continues the thread before it when it
// has no subject of its own ("go", "fix it") or is about the same things (shared named things,
// alike terms). Exchanges that claim nothing and ask nothing start no thread.
import type { Exchange } from '../schema/claim.ts';
import type { Digest } from '../schema/digest.ts';
import type { ClaimRef, Thread } from './model.ts';
import { cosine, tfidf, type Vector } from '../text/similarity.ts';

export const THREADS = {
  /** Alike enough (cosine of term vectors) to continue the thread. */
  sameThread: 0.22,
  /** A named thing weighing this much in both exchanges ties them. */
  sharedEntityWeight: 2,
} as const;

export function exchangeVector(ex: Exchange, idf: (t: string) => number): Vector {
  const weighted: [string, number][] = ex.terms.map(([t, w]) => [t, w]);
  for (const [key, , w] of ex.entities) weighted.push([`@${key}`, w * 2]);
  return tfidf(weighted, idf);
}

/** A named thing both exchanges are much about, and few others are (not "result.md" in every prompt). */
function sharesHeavyEntity(a: Exchange, b: Exchange, distinctive: (key: string) => boolean): boolean {
  const heavy = new Set(a.entities.filter(([k, , w]) => w >= THREADS.sharedEntityWeight && distinctive(k)).map(([k]) => k));
  return b.entities.some(([k, , w]) => w >= THREADS.sharedEntityWeight && heavy.has(k));
}

export function threadsOf(d: Digest, project: string, claims: ClaimRef[], idf: (t: string) => number, distinctive: (key: string) => boolean): Thread[] {
  const byExchange = new Map<number, ClaimRef[]>();
  for (const c of claims) (byExchange.get(c.claim.exchange) ?? byExchange.set(c.claim.exchange, []).get(c.claim.exchange)!).push(c);
  const out: Thread[] = [];
  let current: Thread | undefined;
  let last: { ex: Exchange; v: Vector } | undefined;
  for (const ex of d.exchanges) {
    const mine = byExchange.get(ex.index) ?? [];
    if (!mine.length) continue;
    const v = exchangeVector(ex, idf);
    const joins = current && last && (ex.continues || cosine(v, last.v) >= THREADS.sameThread || sharesHeavyEntity(ex, last.ex, distinctive));
    if (!joins || !current) {
      current = { key: `${d.session.id}#${ex.index}`, project, digest: d, exchanges: [], claims: [] };
      out.push(current);
    }
    current.exchanges.push(ex);
    current.claims.push(...mine);
    last = { ex, v };
  }
  return out;
}
