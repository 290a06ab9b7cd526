// Paths from generic documentation that this project keeps elsewhere. Asked how to add a skill,
// GitClaw's agent quoted pi's docs, "project-level: `.pi/skills/`"; GitClaw keeps pi under
// `.GITCLAW/`, and the agent itself read `.GITCLAW/.pi/skills/memory/SKILL.md` in issue #89. A
// reader following the article would put the skill where the project never looks.
import type { Digest } from '../schema/digest.ts';
import { addCaveat, type ArticleDraft } from './draft.ts';
import { canonicalProject } from './projects.ts';
import { sourceIn, where } from './cite.ts';

// A relative path of two parts or more, as prose quotes it: ".pi/skills/", "src/lib/util.ts".
const RELATIVE_PATH = /(?<![\w.~/:@-])((?:\.?[\w-]+)(?:\/[\w.-]+)+\/?)/g;
/** At most this many per article: one misplaced path says what matters. */
const MAX = 2;

interface Seen {
  path: string;
  digest: Digest;
  time: string;
}

/**
 * Paths the project's sessions showed (files written, Markdown files read), relative to its root,
 * each once, where it was first seen. (Once: a project of thousands of sessions reads the same
 * files again and again, and every path an article names is looked up among them.)
 */
function seenPaths(digests: Digest[], renames: Map<string, string>): Map<string, Seen[]> {
  const byProject = new Map<string, Map<string, Seen>>();
  for (const g of digests) {
    const project = canonicalProject(g, renames);
    if (!project) continue;
    const root = `${g.session.project}/`;
    const relative = (p: string) => (p.startsWith(root) ? p.slice(root.length) : p.startsWith('/') || p.startsWith('~') ? '' : p);
    const seen = byProject.get(project) ?? new Map<string, Seen>();
    const add = (file: string, time: string) => {
      const path = relative(file);
      const before = seen.get(path);
      if (path && (!before || time < before.time)) seen.set(path, { path, digest: g, time });
    };
    for (const h of g.observed?.headings ?? []) add(h.file, h.time);
    for (const f of g.run.files_changed) add(f, g.session.ended);
    byProject.set(project, seen);
  }
  return new Map([...byProject].map(([project, seen]) => [project, [...seen.values()].sort((a, b) => a.time.localeCompare(b.time))]));
}

/**
 * Adds a caveat where an article gives a path at the project's root (".pi/skills/") that the
 * project's sessions only ever showed under another folder (".GITCLAW/.pi/skills/…").
 */
export function markMisplacedPaths(drafts: ArticleDraft[], digests: Digest[], repo?: string, renames = new Map<string, string>()): number {
  const seen = seenPaths(digests, renames);
  const bySession = new Map(digests.map((g) => [g.session.id, g]));
  let marked = 0;
  for (const d of drafts) {
    const projects = [...new Set(d.sources.map((s) => bySession.get(s.session)).flatMap((g) => (g ? [canonicalProject(g, renames)] : [])))];
    if (projects.length !== 1 || !projects[0]) continue;
    const paths = seen.get(projects[0]) ?? [];
    if (!paths.length) continue;
    const text = [d.summary, ...d.sections.filter((s) => s.heading !== 'Caveats' && s.heading !== 'History').flatMap((s) => s.lines)].join('\n');
    const told = new Set<string>();
    for (const m of text.matchAll(RELATIVE_PATH)) {
      const whole = m[1].replace(/\/$/, '');
      if (told.size >= MAX || /^\d/.test(whole)) continue;
      // (".pi/skills/my-skill/": the placeholder was never seen; its folder, `.pi/skills/`, was.)
      const parts = whole.split('/');
      for (let n = parts.length; n >= 2; n--) {
        const given = parts.slice(0, n).join('/');
        // (At the root: nothing to say.)
        if (told.has(given) || paths.some((p) => p.path === given || p.path.startsWith(`${given}/`))) break;
        const nested = paths.find((p) => p.path.includes(`/${given}/`) || p.path.endsWith(`/${given}`));
        if (!nested) continue;
        const prefix = nested.path.slice(0, nested.path.indexOf(`/${given}`) + 1);
        // (Shorthand for a file the article names in full elsewhere, "codex/run.sh" among the files
        // of `.devenv/`, is the agent's own abbreviation, not generic advice.)
        if (text.includes(prefix)) break;
        // (A folder is shown with its slash, "`.pi/skills/`"; a file, "`src/app.ts`", without.)
        const slash = n < parts.length || m[1].endsWith('/') || !/.\.\w+$/.test(parts[n - 1]) ? '/' : '';
        const shown = sourceIn(nested.digest, nested.time);
        addCaveat(d, `- The sessions of this repository showed \`${given}${slash}\` only under \`${prefix}\`: \`${nested.path}\` (${where(shown, repo).replace(/^in /, '')}), nothing at \`${given}${slash}\`. Check which of the two the tool reads before following this.`);
        told.add(given);
        break;
      }
    }
    if (told.size) marked++;
  }
  return marked;
}
