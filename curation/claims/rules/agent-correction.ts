// The agent corrects itself: "Actually, Half Yours is a chestnut", "确实比我之前估的 2300 要低",
// "You're right, the panel counts as inline chat". The correcting statement opens with the
// correction (or says it was wrong in so many words) and speaks of an earlier claim of the
// session: shared named things or quantities, and shared words.
import { firstAt } from '../../lang/index.ts';
import { entitiesOf, quantitiesOf } from '../../text/entities.ts';
import { agentKind, plain, unitSalience } from '../features.ts';
import { overlap } from './person-correction.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

export const SELF_CORRECTIONS = {
  /** How many turns back a correction may reach. */
  reach: 4,
  /** The correction cue must sit within this many characters of the statement's start. */
  openingChars: 24,
  /** Units of a reply read for a correction: corrections lead. */
  leadingUnits: 4,
  maxTargets: 2,
  minSalience: 0.45,
} as const;

function anchors(text: string): Set<string> {
  return new Set([...entitiesOf(text).map((e) => e.key), ...quantitiesOf(plain(text)).map((q) => `${q.value}${q.unit}`)]);
}

export const agentCorrection: ClaimRule = {
  name: 'agent-correction',
  description: 'The agent corrects an earlier statement of its own, opening with the correction.',
  run(ex, ctx) {
    const out: ClaimDraft[] = [];
    const earlier: ClaimDraft[] = [];
    for (let i = Math.max(0, ex.index - SELF_CORRECTIONS.reach); i < ex.index; i++) earlier.push(...(ctx.byExchange.get(i) ?? []));
    if (!earlier.length) return out;
    for (const r of ex.replies) {
      for (const u of r.units.filter((x) => x.kind !== 'heading').slice(0, SELF_CORRECTIONS.leadingUnits)) {
        if (ctx.used.has(u)) continue;
        const at = Math.max(firstAt('correct', plain(u.text)), -1);
        const granted = firstAt('acknowledge', plain(u.text));
        const opening = [at, granted].filter((x) => x >= 0);
        if (!opening.length || Math.min(...opening) > SELF_CORRECTIONS.openingChars) continue;
        const mine = anchors(u.text);
        const targets = earlier
          .filter((c) => c.speaker === 'agent' && c.salience >= SELF_CORRECTIONS.minSalience && c.text !== u.text)
          .map((c) => ({ c, n: overlap(c.text, u.text), shared: [...anchors(c.text)].some((a) => mine.has(a)) }))
          .filter((x) => x.n >= 2 && x.shared)
          .sort((a, b) => b.n - a.n)
          .slice(0, SELF_CORRECTIONS.maxTargets)
          .map((x) => x.c);
        if (!targets.length) continue;
        ctx.used.add(u);
        out.push({
          kind: agentKind(u.text),
          speaker: 'agent',
          role: 'assistant',
          text: u.text,
          time: r.time,
          line: r.line,
          heading: u.heading,
          salience: Math.max(0.6, unitSalience(u, { final: r === ex.final, headline: false })),
          relation: 'corrects',
          targets,
        });
      }
    }
    return out;
  },
};
