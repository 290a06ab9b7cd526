// One project under two names. GitClaw's repository was renamed on 22 Feb: its sessions ran in
// "/home/runner/work/gitclaw/gitclaw", then in "/home/runner/work/github-claw/github-claw". Counted
// as two projects, the sessions after the rename would not count as "later sessions in the same
// repository", and an error they ran without would look unsettled.
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

/** The working directories an article's sessions ran in ("" for a session that names none). */
export function workingDirsOf(d: { sources: { session: string }[] }, projectOf: Map<string, string>): string[] {
  return [...new Set(d.sources.map((s) => projectOf.get(s.session) ?? ''))];
}

/** The working directories of an article's sessions when every one matches `pattern` (a runner's workspace, a temp dir). */
export function ranOnlyIn(d: { sources: { session: string }[] }, projectOf: Map<string, string>, pattern: RegExp): string[] | undefined {
  const where = workingDirsOf(d, projectOf);
  return where.length && where.every((p) => pattern.test(p)) ? where : undefined;
}

/** Each session's working directory, by session id ("" when it names none). */
export const workingDirs = (digests: Digest[]) => new Map(digests.map((d) => [d.session.id, d.session.project ?? '']));
