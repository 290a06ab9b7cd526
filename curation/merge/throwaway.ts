// Work done in a throwaway directory: "/tmp/tmpqwh7888i" is what `mktemp -d` and Python's
// `tempfile` make, and a harness that tests an agent plugin runs its scripted sessions there ("Port
// this Python project to Rust", "Add a multiply_numbers function"). What they did is no project's
// history: the directory is gone, and no one will work on it again.
import type { Digest } from '../schema/digest.ts';
import { addCaveat, type ArticleDraft } from './draft.ts';
import { ranOnlyIn, workingDirs } from './projects.ts';

// mktemp and tempfile directories: "/tmp/tmpab12cd34", "/tmp/tmp.XXXXXXXX", macOS's
// "/private/var/folders/…/T/…", Windows' "…\AppData\Local\Temp\…".
const THROWAWAY = /^\/tmp\/(?:tmp[.\w-]{4,}|[\w.-]*-(?:test|sandbox|scratch)-[\w.-]+)(?:\/|$)|^\/(?:private\/)?var\/folders\/[^/]+\/[^/]+\/T\/|\\AppData\\Local\\Temp\\/i;

/** Adds a caveat to articles whose sessions all ran in throwaway directories; returns how many. */
export function markThrowawayRuns(drafts: ArticleDraft[], digests: Digest[]): number {
  const projectOf = workingDirs(digests);
  let marked = 0;
  for (const d of drafts) {
    const where = ranOnlyIn(d, projectOf, THROWAWAY);
    if (!where) continue;
    const sessions = new Set(d.sources.map((s) => s.session)).size;
    addCaveat(d, `- ${sessions === 1 ? 'This session' : 'These sessions'} ran in a throwaway directory (\`${where[0]}\`${where.length > 1 ? ` and ${where.length - 1} more` : ''}), as test harnesses and demos do: what they did is no lasting project's history.`);
    d.confidence = Math.min(d.confidence, 0.5);
    marked++;
  }
  return marked;
}
