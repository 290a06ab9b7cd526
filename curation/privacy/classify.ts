// Which sessions may be published. A rule's glob is tried against the session file's path
// relative to the project root, its absolute path, and the directory the agent worked in; the
// first rule that matches any of them decides, else the configured default.
import path from 'node:path';
import { matchesGlob, normalisePath } from './glob.ts';

export type Visibility = 'public' | 'private';

export interface SourceRule {
  match: string;
  visibility: Visibility;
}

export interface SourceInput {
  /** The session file (absolute, or relative to `root`). */
  file: string;
  /** The agent's working directory, when the session says. */
  cwd?: string;
  /** The project root the relative path is taken from. */
  root: string;
}

export interface Classification {
  visibility: Visibility;
  /** The glob of the rule that decided; absent when the default did. */
  rule?: string;
}

/** The paths a rule is tried against, most specific first, without duplicates. */
function candidates(input: SourceInput): string[] {
  const absolute = path.resolve(input.root, input.file);
  const relative = path.relative(input.root, absolute);
  const out = [normalisePath(absolute)];
  // A file outside the root has no meaningful relative path (`../../x`): only its absolute one.
  if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) out.unshift(normalisePath(relative));
  if (input.cwd) out.push(normalisePath(input.cwd));
  return [...new Set(out)];
}

export function classifySource(input: SourceInput, rules: readonly SourceRule[], fallback: Visibility): Classification {
  const paths = candidates(input);
  for (const rule of rules) {
    if (paths.some((p) => matchesGlob(p, rule.match))) return { visibility: rule.visibility, rule: rule.match };
  }
  return { visibility: fallback };
}
