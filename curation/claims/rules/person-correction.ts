// The person overrules what the agent just said or did, and the agent takes it up. Three ways,
// each retiring different claims of the answers before:
// - a rejection ("no, 170", "不是，端口一直是 5000", "I don't like the simple DOM"): the claims it
//   speaks about (shared words);
// - a cancellation ("cancel and do 8b", "put her files back"): what was just done (the events);
// - a disproval ("still error on line 305", "还是不行"): what was said to be done or fixed.
// Evidence on both sides is required: the person's message says so and asks nothing; the agent's
// next answer grants it or acts on it.
import { firstAt, says } from '../../lang/index.ts';
import { terms } from '../../text/terms.ts';
import { entitiesOf, quantitiesOf } from '../../text/entities.ts';
import { isQuestion, plain } from '../features.ts';
import { personMessage, personSource } from '../person.ts';
import type { ExchangeView } from '../../segment/exchanges.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { overlap } from '../corrections.ts';
import { sentences } from '../../lib/text.ts';

export const CORRECTIONS = {
  /** Content words a rejection needs beyond its cue, so "no, continue" rejects nothing. */
  minTerms: 2,
  /** How many answers back it may reach, and how many claims it may retire. */
  reach: 2,
  maxTargets: 2,
  /** Claims less salient than this are not worth retiring. */
  minSalience: 0.45,
  /** Words a rejection shares with the claim it turns down: with one ("block"), "instead of the
   * block on the login page" is a new request about another thing, not a rejection. */
  rejectShared: 2,
} as const;

export type Overruling = 'reject' | 'cancel' | 'disprove';

/** How the message overrules, if it does: a strong phrase anywhere, or a plain "no" opening it. */
export function overruling(message: string): Overruling | undefined {
  // (A cue in a question asks, it does not overrule: "What's wrong? Fix the error".)
  const stated = sentences(message).filter((s) => !isQuestion(s)).join(' ');
  if (says('cancel', stated)) return 'cancel';
  if (says('disprove', stated)) return 'disprove';
  if (says('overrule', stated)) return 'reject';
  const at = firstAt('reject', stated);
  return at >= 0 && at <= 3 ? 'reject' : undefined;
}

/** The agent's answer grants the correction or acts on it (writes files, runs commands). */
export function takenUp(ex: ExchangeView): boolean {
  const opening = ex.replies.slice(0, 2).map((r) => plain(r.text).slice(0, 200)).join(' ');
  if (says('acknowledge', opening) || says('correct', opening) || firstAt('agree', opening) === 0) return true;
  return ex.tools.some((t) => t.ok !== false && (t.filesWritten.length > 0 || t.commands.length > 0));
}

function targetsOf(kind: Overruling, message: string, before: ClaimDraft[]): ClaimDraft[] {
  const agent = before.filter((c) => c.speaker === 'agent' && c.salience >= CORRECTIONS.minSalience);
  if (kind === 'cancel') {
    // What was just done or under way: the latest answer's events.
    const events = agent.filter((c) => c.kind === 'event');
    const last = events.length ? Math.max(...events.map((c) => c.exchange ?? 0)) : -1;
    return events.filter((c) => c.exchange === last).slice(-CORRECTIONS.maxTargets);
  }
  const pool = kind === 'disprove' ? agent.filter((c) => c.kind === 'event' || says('done', plain(c.text))) : agent;
  const shared = pool.map((c) => ({ c, n: overlap(c.text, message) }));
  const spoken = shared
    .filter((x) => x.n >= (kind === 'reject' ? CORRECTIONS.rejectShared : 1))
    .sort((a, b) => b.n - a.n || b.c.salience - a.c.salience)
    .slice(0, CORRECTIONS.maxTargets)
    .map((x) => x.c);
  if (spoken.length) return spoken;
  // "It crashed", "still error on line 305": a disproval names the failure, not the fix; what it
  // disproves is what the latest answer said it had done.
  if (kind === 'disprove') {
    const last = Math.max(-1, ...pool.map((c) => c.exchange ?? 0));
    return pool.filter((c) => c.exchange === last).sort((a, b) => b.salience - a.salience).slice(0, CORRECTIONS.maxTargets);
  }
  // (A message that shares a word with the answer, but too few to speak of it, is about another thing.)
  if (!says('overrule', message) || shared.some((x) => x.n > 0)) return spoken;
  // A rejection in so many words ("I don't like the simple DOM") of an answer it shares no word
  // with (another script, another language): what that answer came to.
  const last = agent.filter((c) => c.exchange === Math.max(...agent.map((x) => x.exchange ?? 0)));
  return last.sort((a, b) => b.salience - a.salience).slice(0, 1);
}

export const personCorrection: ClaimRule = {
  name: 'person-correction',
  description: 'The person rejects, cancels or disproves what the answer before said or did, and the agent takes it up.',
  run(ex, ctx) {
    const message = personMessage(ex);
    if (!ex.previous || !message || message.length > 600 || isQuestion(message)) return [];
    const kind = overruling(message);
    if (!kind || !takenUp(ex)) return [];
    const named = entitiesOf(message).length + quantitiesOf(message).length;
    if (kind === 'reject' && terms(message).length < CORRECTIONS.minTerms && !named) return [];
    const before: ClaimDraft[] = [];
    for (let i = Math.max(0, ex.index - CORRECTIONS.reach); i < ex.index; i++) before.push(...(ctx.byExchange.get(i) ?? []));
    const targets = targetsOf(kind, message, before);
    if (!targets.length) return [];
    // (A disproval reports how the work fared and decides nothing, unless it goes on to ask for a
    // change or a removal: "not working, so remove the password screen".)
    if (kind === 'disprove' && !says('remove', message) && !says('change', message)) return [{ ...personSource(ex), kind: 'event', text: message.slice(0, 400), salience: 0.6, relation: 'disproves', targets }];
    return [{ ...personSource(ex), kind: 'decision', text: message.slice(0, 400), salience: 0.7, relation: 'rejects', targets }];
  },
};
