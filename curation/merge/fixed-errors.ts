// An error the harness reported about its configuration ("Failed to read configuration from
// ~/.copilot/mcp-config.json") or the model API's refusal of the account ("Server-To-Server Tokens
// are not supported"), which later sessions in the same repository ran without, was fixed: the
// limitation is outdated, and says on what evidence (and what model the later sessions used).
import type { Digest } from '../schema/digest.ts';
import type { ArticleDraft } from './draft.ts';
import { humanDay } from './cite.ts';
import { pathLeaf } from '../lib/paths.ts';
import { canonicalProject, projectRenames } from './projects.ts';

/** Later sessions without the error, at least this many, before it counts as fixed. */
const CLEAN_SESSIONS = 2;

/** "; they used claude-opus-4-6, not gpt-4o": what changed, when the sessions say. */
function modelsNote(failed: Digest, later: Digest[]): string {
  const used = [...new Set(later.map((d) => d.session.model).filter((m): m is string => Boolean(m)))];
  return failed.session.model && used.length && !used.includes(failed.session.model) ? `; they used ${used.slice(0, 2).join(', ')}, not ${failed.session.model}` : '';
}

export function markFixedErrors(drafts: ArticleDraft[], digests: Digest[], renames = projectRenames(digests)): number {
  const byId = new Map(digests.map((d) => [d.session.id, d]));
  let fixed = 0;
  for (const draft of drafts) {
    if (draft.status !== 'current' || !draft.founder.includes('#error:')) continue;
    const reported = draft.sources.map((s) => byId.get(s.session)).filter((d): d is Digest => d !== undefined);
    const last = reported.sort((a, b) => a.session.started.localeCompare(b.session.started)).at(-1);
    // (Only where the session names its repository or working directory: the same machine, as
    // near as sessions say.)
    const where = last?.session.repo ?? last?.session.project;
    if (!last || !where) continue;
    // (The opening words: the run keeps the raw message, "…: Error: Failed to read…", the article a cleaned one.)
    const words = draft.sources[0].quote?.slice(0, 24) ?? '';
    // (A repository renamed since is the same repository: "gitclaw", then "github-claw".)
    const home = canonicalProject(last, renames);
    const later = digests.filter((d) => d.session.format === last.session.format && ((d.session.repo ?? d.session.project) === where || (home !== undefined && canonicalProject(d, renames) === home)) && d.session.started > last.session.ended);
    if (!words || later.length < CLEAN_SESSIONS || later.some((d) => d.run.errors.some((e) => e.includes(words)))) continue;
    draft.status = 'outdated';
    draft.sections.push({
      heading: 'Status',
      lines: [`- Not reported again: the ${later.length} later sessions in ${pathLeaf(where)} (the last on ${humanDay(later[later.length - 1].session.started)}) ran without it${modelsNote(last, later)}.`],
    });
    fixed++;
  }
  return fixed;
}
