// One project under two names: a repository renamed in a CI runner's checkout ran its sessions in
// "/home/runner/work/a/a", then in "/home/runner/work/b/b". Counted as two projects, the sessions
// after the rename would not be later sessions of the same repository.
import type { Digest } from '../schema/digest.ts';
import { pathLeaf } from '../lib/paths.ts';

/**
 * Later working directories that are an earlier one with its name changed, and in which the
 * earlier one never shows again: each mapped to the first name's path.
 */
export function projectRenames(digests: Digest[]): Map<string, string> {
  const sessions = [...digests].filter((d) => d.session.project).sort((a, b) => a.session.started.localeCompare(b.session.started));
  const first = new Map<string, string>();
  const last = new Map<string, string>();
  for (const d of sessions) {
    const p = d.session.project!;
    if (!first.has(p)) first.set(p, d.session.started);
    last.set(p, d.session.started);
  }
  const out = new Map<string, string>();
  for (const [old, oldLast] of last) {
    const leaf = pathLeaf(old);
    // (Only where the name is the path's twice, as a CI runner lays out a checkout:
    // "/home/runner/work/gitclaw/gitclaw". "~/code/app" then "~/code/other" is as likely a new
    // project begun beside a finished one as a rename.)
    if (leaf.length < 3 || old.split(leaf).length - 1 < 2) continue;
    for (const [renamed, renamedFirst] of first) {
      const name = pathLeaf(renamed);
      // (The same path with the name changed, begun after the old one ended.)
      if (renamed === old || name === leaf || renamedFirst <= oldLast || old.split(leaf).join(name) !== renamed) continue;
      out.set(renamed, out.get(old) ?? old);
    }
  }
  return out;
}

/** The project a session belongs to, under its first name. */
export function canonicalProject(d: Digest, renames: Map<string, string>): string | undefined {
  const p = d.session.project;
  return p ? (renames.get(p) ?? p) : undefined;
}

