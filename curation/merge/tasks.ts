// Action items tracked across sessions (seed 001): what the agent offered to do and the person took
// up becomes a task, in progress once accepted, done once the agent acted on it in a later session.
// (Done in the same session, it is told in its article's Outcome instead.) An offer nobody answered
// is no action item, as a proposal nobody accepted is no decision: its article lists it under
// Outcome ("Offered, with no answer").
import type { Subject } from '../schema/digest.ts';
import type { ArticleDraft } from './draft.ts';
import type { ComposeContext } from './compose.ts';
import { uniqueSources } from './compose.ts';
import { cite, humanDay } from './cite.ts';
import { termSimilarity } from './similarity.ts';
import { shorten, slugify } from '../lib/text.ts';
import { VAGUE_OFFER } from '../extract/offers.ts';


interface TaskGroup {
  text: string;
  subjectKey: string;
  offers: { subject: Subject; time: string; accepted?: boolean; done: boolean; reversed?: { quote: string; time: string }; takenUp?: string }[];
}

export function composeTasks(subjects: Subject[], ctx: ComposeContext, articleOf: (subjectKey: string) => string | undefined): ArticleDraft[] {
  const groups: TaskGroup[] = [];
  for (const subject of [...subjects].sort((a, b) => (a.sources[0]?.date ?? '').localeCompare(b.sources[0]?.date ?? ''))) {
    for (const offer of subject.offers) {
      if (offer.accepted === false || VAGUE_OFFER.test(offer.text) || offer.text.split(/\s+/).length < 3) continue;
      const same = groups.find((g) => termSimilarity(g.text, offer.text) >= 0.6);
      const entry = { subject, time: offer.time, accepted: offer.accepted, done: offer.done, reversed: offer.reversed, takenUp: offer.takenUp };
      if (same) same.offers.push(entry);
      else groups.push({ text: offer.text, subjectKey: subject.key, offers: [entry] });
    }
  }
  // An offer taken up and done in the session that made it is that session's outcome, and its
  // article says so ("Done as the agent offered and the person agreed: …"): a task article would only repeat it. What
  // stayed open, or was done in a later session, is tracked.
  const tracked = groups.filter((g) => {
    const sessions = new Set(g.offers.map((o) => o.subject.sources[0]?.session));
    // (Nobody said yes, nor asked for it later, nor did it: an offer, not a task.)
    if (!g.offers.some((o) => o.accepted || o.done || o.takenUp)) return false;
    return !(sessions.size === 1 && g.offers.every((o) => o.done && o.accepted) && articleOf(g.subjectKey));
  });
  return tracked.map((group) => {
    const latest = group.offers[group.offers.length - 1];
    const done = group.offers.some((o) => o.done);
    const accepted = group.offers.some((o) => o.accepted);
    // (Never pending: an offer nobody took up is no task, above.)
    const state = done ? 'done' : 'in_progress';
    const origin = group.offers[0];
    const about = origin.subject;
    const lines = group.offers.map((o) => {
      const status = o.reversed ? `accepted, done, then reversed ${humanDay(o.reversed.time)}` : o.takenUp ? `asked for ${humanDay(o.takenUp)} and done` : o.done ? 'accepted and done' : o.accepted ? 'accepted' : 'no answer recorded';
      return `- Offered ${humanDay(o.time)} while answering “${shorten(o.subject.title, 90)}” — ${status} (${cite(o.subject.sources[0], ctx.repo)})`;
    });
    const reversed = latest.reversed;
    const summary = reversed
      ? `Done, then reversed: the agent did ${lower(group.text).replace(/\.$/, '')} once the user agreed, and on ${humanDay(reversed.time)} the user asked otherwise: “${reversed.quote}”`
      : state === 'done' && latest.takenUp
        ? `Done: the agent offered to ${lower(group.text)} (${humanDay(latest.time)}); the user asked for it later in the session (${humanDay(latest.takenUp)}), and it was done then.`
      : state === 'done'
        ? `Done: the agent offered to ${lower(group.text)} and did it once the user agreed (${humanDay(latest.time)}).`
        : `Accepted but not yet done: ${lower(group.text)}.`;
    // Cited where each offer was made (its session, the time of the message that made it).
    const sources = uniqueSources(
      group.offers.flatMap((o) => {
        const at = o.subject.sources.find((x) => x.role === 'assistant') ?? o.subject.sources[0];
        return at ? [{ ...at, date: new Date(o.time).toISOString(), role: 'assistant' as const, quote: shorten(group.text, 280) }] : [];
      }),
    );
    return {
      id: '',
      topic: ctx.config.topicOf.action,
      founder: `task:${origin.subject.sources[0]?.session ?? group.subjectKey}:${slugify(group.text, 'task', 80)}`,
      // "Update the heading" says little alone: name the subject it belongs to.
      title: shorten(group.text.split(/\s+/).length < 4 ? `${group.text.replace(/\.$/, '')} (${shorten(about.title, 60)})` : group.text.replace(/\.$/, ''), 100),
      summary,
      type: 'action' as const,
      // Work the person later undid no longer describes the project: it stays, de-emphasised.
      status: reversed ? ('outdated' as const) : ('current' as const),
      confidence: accepted ? 0.85 : 0.5,
      sources,
      tags: [],
      related: [articleOf(group.subjectKey)].filter((x): x is string => Boolean(x)),
      supersedes: [],
      disputed_with: [],
      task_state: state,
      sections: [{ heading: 'History', lines }],
    };
  });
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
