// The per-session digests kept in `knowledge/.lore/sessions/`: one JSON file per session, named by
// the session id's safe file name (any id a transcript carries works: `a/b`, `..`, `CON`, 300
// characters). Merging always reads every digest, so an incremental run equals a bootstrap.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { digestSchema, type Digest } from '../schema/digest.ts';
import { safeFileName } from '../lib/safe-name.ts';
import { CACHE_DIR } from '../store/paths.ts';

export function cacheFileOf(knowledgeDir: string, sessionId: string): string {
  return path.join(knowledgeDir, CACHE_DIR, `${safeFileName(sessionId)}.json`);
}

export interface CachedDigests {
  digests: Digest[];
  /** Cache files that could not be used, with why: their sessions are read again next run. */
  unusable: { file: string; reason: string }[];
}

/**
 * Every cached digest but those in `skip` (just made in this run). A digest in a file of another
 * name than its session's (written by a Lore that named files otherwise) is moved to its name, or
 * dropped when that name already holds one.
 */
export function readCachedDigests(knowledgeDir: string, skip: Set<string>, options: { dryRun: boolean }): CachedDigests {
  const dir = path.join(knowledgeDir, CACHE_DIR);
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  const out: CachedDigests = { digests: [], unusable: [] };
  const taken = new Set<string>();
  for (const name of names) {
    const file = path.join(dir, name);
    if (skip.has(file)) continue;
    let digest: Digest;
    try {
      const parsed = digestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid digest');
      digest = parsed.data;
    } catch (error) {
      out.unusable.push({ file, reason: (error as Error).message });
      continue;
    }
    const proper = cacheFileOf(knowledgeDir, digest.session.id);
    if (proper !== file) {
      if (skip.has(proper) || taken.has(proper) || existsSync(proper)) {
        if (!options.dryRun) rmSync(file, { force: true });
        continue;
      }
      if (!options.dryRun) renameSync(file, proper);
    }
    taken.add(proper);
    out.digests.push(digest);
  }
  return out;
}
