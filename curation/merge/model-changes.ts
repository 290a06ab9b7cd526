// Which model the agent runs on, when that changed. No conversation says it, but the sessions do:
// GitClaw's ran on gpt-4o (github-copilot) on 19 Feb, every run refused by the model API, then on
// claude-opus-4-6 (anthropic) from 20 Feb on. What the agent runs on now is what a reader (or the
// agent itself) needs, and the refusals' articles point at it.
import type { Digest } from '../schema/digest.ts';
import type { Source } from '../schema/article.ts';
import { relate, type ArticleDraft } from './draft.ts';
import type { ComposeContext } from './compose.ts';
import { humanDay, sourceIn } from './cite.ts';
import { canonicalProject, projectRenames } from './projects.ts';
import { pathLeaf } from '../lib/paths.ts';

/** Sessions on each side of a change, at least, before it counts: one session is no setup. */
const SESSIONS = 2;

// (No quote: the model is a field of the session's records, not words anyone wrote; a quote must be verbatim.)
const sourceOf = (d: Digest): Source => sourceIn(d, d.session.started, { role: 'system' });

const span = (list: Digest[]) => {
  const [a, b] = [humanDay(list[0].session.started), humanDay(list[list.length - 1].session.started)];
  return a === b ? a : `${a} to ${b}`;
};

/**
 * An event for each project whose sessions moved for good from one model to another, each side with
 * at least two sessions (sub-agents, which run on their own model, aside).
 */
export function modelChanges(digests: Digest[], drafts: ArticleDraft[], ctx: ComposeContext, renames = projectRenames(digests)): ArticleDraft[] {
  const byProject = new Map<string, Digest[]>();
  for (const d of digests) {
    const project = canonicalProject(d, renames);
    if (!project || !d.session.model || d.session.parent) continue;
    byProject.set(project, [...(byProject.get(project) ?? []), d]);
  }
  const out: ArticleDraft[] = [];
  for (const [project, sessions] of [...byProject].sort((a, b) => a[0].localeCompare(b[0]))) {
    sessions.sort((a, b) => a.session.started.localeCompare(b.session.started));
    const last = sessions[sessions.length - 1].session.model!;
    // (The run of sessions on today's model, and what came before it.)
    let from = sessions.length;
    while (from > 0 && sessions[from - 1].session.model === last) from--;
    const after = sessions.slice(from);
    const before = sessions.slice(0, from);
    const previous = before[before.length - 1]?.session.model;
    const earlier = before.filter((d) => d.session.model === previous);
    if (!previous || after.length < SESSIONS || earlier.length < SESSIONS || before.some((d) => d.session.model === last)) continue;
    const failed = earlier.filter((d) => d.run.errors.length).length;
    const name = pathLeaf(project);
    // (The last session on the new model confirms it: the article is as recent as the evidence.)
    const sources = [sourceOf(earlier[earlier.length - 1]), sourceOf(after[0]), sourceOf(after[after.length - 1])];
    const founder = `${project}#model:${last}`;
    // The errors of the earlier model's sessions link here, and back: "they used claude-opus-4-6".
    const onEarlier = new Set(earlier.map((d) => d.session.id));
    const errors = drafts.filter((d) => d.founder.includes('#error:') && d.sources.some((s) => onEarlier.has(s.session)));
    for (const e of errors) relate(e, founder);
    out.push({
      id: '',
      topic: ctx.config.topicOf.event,
      founder,
      title: `Model changed to ${last}`,
      summary: `From ${humanDay(after[0].session.started)}, the sessions in ${name} ran on ${last} (${after.length} sessions, the last on ${humanDay(after[after.length - 1].session.started)}). Before, they ran on ${previous} (${earlier.length} sessions, ${span(earlier)})${failed ? `, ${failed === earlier.length ? 'every one of which' : `${failed} of which`} reported an error` : ''}.`,
      type: 'event',
      status: 'current',
      confidence: 0.9,
      sources,
      tags: [],
      related: errors.map((e) => e.founder),
      supersedes: [],
      disputed_with: [],
      sections: [
        { heading: 'Key facts', lines: [`- Model: ${last}, in every session from ${humanDay(after[0].session.started)}.`, `- Before: ${previous}, last used on ${humanDay(earlier[earlier.length - 1].session.started)}.`] },
        { heading: 'Context', lines: ['- Read from the sessions themselves (the model each one names), not from a conversation: no conversation in them says who changed it, or why.'] },
      ],
    });
  }
  return out;
}
