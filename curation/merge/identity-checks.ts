// Whether a declared identity took hold. Told "You are Spock" in issue #74, the agent answered
// "What is your name?" in issue #71 twenty minutes later with "I don't have a personal name". A
// reader of "Agent identity: Spock" must learn that the record did not reach every session.
import type { Digest } from '../schema/digest.ts';
import type { Source } from '../schema/article.ts';
import { sectionOf, type ArticleDraft } from './draft.ts';
import { humanDay, quote, where } from './cite.ts';
import { uniqueSources } from './compose.ts';

/** Adds, to each agent identity, the later times the agent was asked who it is and answered without its name. */
export function checkIdentityTakesHold(drafts: ArticleDraft[], digests: Digest[], repo?: string): number {
  let missed = 0;
  for (const d of drafts) {
    const name = /^Agent identity: (.+)$/.exec(d.title)?.[1]?.trim();
    if (!name || d.status !== 'current' || name.length < 2) continue;
    const declaredAt = d.sources.reduce((m, s) => (!m || s.date < m ? s.date : m), '');
    const named = new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'iu');
    const misses: { digest: Digest; question: string; answer: string; time: string }[] = [];
    for (const g of digests) for (const s of g.self_described ?? []) if (s.time > declaredAt && !named.test(s.answer)) misses.push({ digest: g, ...s });
    if (!misses.length) continue;
    misses.sort((a, b) => a.time.localeCompare(b.time));
    const context = sectionOf(d, 'Context');
    const sources: Source[] = [];
    const lines = misses.slice(0, 4).map((m) => {
      const source: Source = { session: m.digest.session.id, file: m.digest.session.file, format: m.digest.session.format, date: m.time, role: 'assistant', quote: m.answer, ...(m.digest.session.issue ? { issue: m.digest.session.issue } : {}) };
      sources.push(source);
      return `- Not applied ${where(source, repo)} on ${humanDay(m.time)}: asked ${quote(m.question)}, the agent answered ${quote(m.answer)}`;
    });
    // (Right after the declaration, before later mentions: the misses came first here.)
    context.lines.splice(Math.min(1, context.lines.length), 0, ...lines);
    const times = misses.length === 1 ? 'once' : misses.length === 2 ? 'twice' : `${misses.length} times`;
    const caveat = `- Not applied everywhere: asked who it is after this was recorded, the agent answered without the name ${times} (see Context).`;
    const caveats = sectionOf(d, 'Caveats', 'first');
    if (!caveats.lines.includes(caveat)) caveats.lines.push(caveat);
    d.sources = uniqueSources([...d.sources, ...sources]);
    missed += misses.length;
  }
  return missed;
}
