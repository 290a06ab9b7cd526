// Advice that would cost the agent its memory. GitClaw's agent keeps its sessions in the
// repository (the issue maps say where: ".GITCLAW/state/sessions"), and answered a question about
// template copies with "Add .GITCLAW/state/ to .gitignore (recommended)". Git would then stop
// tracking the sessions the agent resumes from. The agent could not see that; Lore can, from the
// maps, so the article says it before the advice is taken.
import type { ArticleDraft } from './draft.ts';
import { addCaveat, addToSummary } from './draft.ts';

// A line that tells to put something in .gitignore (or untrack it): the advice that stops git
// keeping files. (Deleting state in a *new* copy of the repository is another matter, so only
// ignoring is caught; a list of files that merely includes a `.gitignore` is no advice.)
const IGNORE_ADVICE = /\b(?:add|adding|put|putting|list|listing|append|appending)\b.{0,80}?\b(?:to|in|into) (?:the |your |a )?`?\.?gitignore\b|\bgit rm (?:-r )?--cached\b/i;

/** ".GITCLAW/state/**", "`.GITCLAW/state/`" → ".gitclaw/state": a path as the text names it, compared loosely. */
function normal(path: string): string {
  return path.replace(/[`"'*]+/g, '').replace(/\/+$/, '').replace(/^\.\//, '').toLowerCase();
}

/** The paths a text names: words with a slash in them. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s`"'(“])((?:\.?[\w.-]+\/)+[\w.*-]*\/?)/g)].map((m) => m[1]);
}

/** The agent's sessions live under `dir`; a path that is `dir` or a folder above it holds them. */
function holdsSessions(path: string, dir: string): boolean {
  const p = normal(path);
  const d = normal(dir);
  return p.length > 0 && (d === p || d.startsWith(`${p}/`));
}

/**
 * Adds a caveat to every article that advises ignoring a folder the agent's sessions are kept in
 * (`sessionDirs`, repository paths from the issue maps). Returns how many it warned.
 */
export function markMemoryRisks(drafts: ArticleDraft[], sessionDirs: readonly string[]): number {
  if (!sessionDirs.length) return 0;
  let warned = 0;
  for (const draft of drafts) {
    const text = [draft.title, draft.summary, ...draft.sections.flatMap((s) => s.lines)];
    const advice = text.filter((t) => IGNORE_ADVICE.test(t));
    if (!advice.length) continue;
    // (The folder may be named in the advice, or once in the title and the advice say "add it to
    // .gitignore".)
    const named = [...advice, draft.title].flatMap(pathsIn).find((p) => sessionDirs.some((d) => holdsSessions(p, d)));
    if (!named) continue;
    const dir = sessionDirs.find((d) => holdsSessions(named, d))!;
    const folder = named.replace(/[`"'*]+/g, '').replace(/\/*$/, '/');
    const caveat = `- Ignoring \`${folder}\` in \`.gitignore\` would stop git tracking this repository's own agent sessions: its issue maps keep them in \`${dir}/\`. Where the agent's memory lives in git, that loses it.`;
    addCaveat(draft, caveat);
    // (A summary that recommends it must not read as if nothing were wrong with it.)
    if (IGNORE_ADVICE.test(draft.summary)) addToSummary(draft, `But ignoring \`${folder}\` would stop git tracking the agent's own sessions (see Caveats).`);
    warned++;
  }
  return warned;
}
