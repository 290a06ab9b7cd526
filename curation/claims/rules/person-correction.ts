// The person turns down or corrects what the agent just said or did, and the agent takes it up:
// "no, use 170", "不是，端口一直是 5000", "I don't like the simple DOM, I want Angular". Evidence on
// both sides is required: the person's message overrules (a strong phrase anywhere, or "no" /
// "不是" opening it) and is no question; the agent's next answer grants it or acts on it. The
// claim targets the claims of the answers before that it speaks about (shared words).
import { firstAt, says } from '../../lang/index.ts';
import { terms } from '../../text/terms.ts';
import { entitiesOf, quantitiesOf } from '../../text/entities.ts';
import { isQuestion, plain } from '../features.ts';
import { personMessage, personSource } from '../person.ts';
import type { ExchangeView } from '../../segment/exchanges.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

export const CORRECTIONS = {
  /** Content words a correction needs beyond its cue, so "no, continue" corrects nothing. */
  minTerms: 2,
  /** How many answers back it may reach, and how many claims it may retire. */
  reach: 2,
  maxTargets: 2,
  /** Claims less salient than this are not worth retiring. */
  minSalience: 0.45,
} as const;

export function overlap(a: string, b: string): number {
  const x = new Set(terms(a));
  let n = 0;
  for (const t of new Set(terms(b))) if (x.has(t)) n++;
  return n;
}

/** The message overrules: a strong phrase anywhere, or a plain "no" in its first words. */
export function overrules(message: string): boolean {
  if (says('overrule', message)) return true;
  const at = firstAt('reject', message);
  return at >= 0 && at <= 3;
}

/** The agent's answer grants the correction or acts on it (writes files, runs commands). */
export function takenUp(ex: ExchangeView): boolean {
  const opening = ex.replies.slice(0, 2).map((r) => plain(r.text).slice(0, 200)).join(' ');
  if (says('acknowledge', opening)) return true;
  return ex.tools.some((t) => t.ok !== false && (t.filesWritten.length > 0 || t.commands.length > 0));
}

export const personCorrection: ClaimRule = {
  name: 'person-correction',
  description: 'The person overrules the answer before and the agent takes it up: the claims it spoke about are retired.',
  run(ex, ctx) {
    const message = personMessage(ex);
    if (!ex.previous || !message || message.length > 600 || isQuestion(message) || !overrules(message) || !takenUp(ex)) return [];
    const named = entitiesOf(message).length + quantitiesOf(message).length;
    if (terms(message).length < CORRECTIONS.minTerms && !named) return [];
    const before: ClaimDraft[] = [];
    for (let i = Math.max(0, ex.index - CORRECTIONS.reach); i < ex.index; i++) before.push(...(ctx.byExchange.get(i) ?? []));
    const targets = before
      .filter((c) => c.speaker === 'agent' && c.salience >= CORRECTIONS.minSalience)
      .map((c) => ({ c, n: overlap(c.text, message) }))
      .filter((x) => x.n >= 1)
      .sort((a, b) => b.n - a.n || b.c.salience - a.c.salience)
      .slice(0, CORRECTIONS.maxTargets)
      .map((x) => x.c);
    if (!targets.length) return [];
    return [{ ...personSource(ex), kind: 'decision', text: message.slice(0, 400), salience: 0.7, relation: 'rejects', targets }];
  },
};
