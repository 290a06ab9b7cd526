// When a statement takes back an earlier one. The agent corrects itself ("Actually, Half Yours is
// a chestnut", "Nein, MEMORY.md ist unvollständig", "确实比我之前估的…"): the statement opens with a
// correction, a granted point or a plain "no", and speaks of an earlier claim of the session
// (a shared named thing or quantity, and shared words). Which earlier claims it takes back are
// its targets; merging retires them.
import { firstAt, says } from '../lang/index.ts';
import { entitiesOf, quantitiesOf } from '../text/entities.ts';
import { terms } from '../text/terms.ts';
import { plain } from './features.ts';
import type { ClaimDraft } from './types.ts';

export const SELF_CORRECTIONS = {
  /** The cue must sit within this many characters of the statement's start. */
  openingChars: 24,
  /** Words shared with a claim for it to be the one taken back. */
  minShared: 2,
  maxTargets: 2,
  minSalience: 0.45,
} as const;

export function overlap(a: string, b: string): number {
  const x = new Set(terms(a));
  let n = 0;
  for (const t of new Set(terms(b))) if (x.has(t)) n++;
  return n;
}

function anchors(text: string): Set<string> {
  return new Set([...entitiesOf(text).map((e) => e.key), ...quantitiesOf(plain(text)).map((q) => `${q.value}${q.unit}`)]);
}

/** The statement opens by taking something back. */
export function opensWithCorrection(text: string): boolean {
  const p = plain(text).slice(0, 80);
  const at = [firstAt('correct', p), firstAt('acknowledge', p)].filter((x) => x >= 0);
  return at.length > 0 && Math.min(...at) <= SELF_CORRECTIONS.openingChars;
}

/** The statement opens with a plain "no" ("Nein, MEMORY.md ist unvollständig"): it can take back
 * only an earlier claim that something was done or works. */
export function opensWithDenial(text: string): boolean {
  const at = firstAt('reject', plain(text).slice(0, 40));
  return at >= 0 && at <= 3;
}

/** The earlier claims a correcting statement takes back: the agent's, salient, about the same thing. */
export function correctionTargets(text: string, earlier: readonly ClaimDraft[]): ClaimDraft[] {
  const mine = anchors(text);
  const denial = !opensWithCorrection(text);
  return earlier
    .filter((c) => c.speaker === 'agent' && c.salience >= SELF_CORRECTIONS.minSalience && c.text !== text)
    .filter((c) => !denial || c.kind === 'event' || says('done', plain(c.text)))
    .map((c) => {
      const theirs = anchors(c.text);
      // Same thing spoken of, something said otherwise: a shared anchor and one not shared.
      const shared = [...theirs].some((a) => mine.has(a));
      const differs = [...theirs].some((a) => !mine.has(a)) || [...mine].some((a) => !theirs.has(a));
      return { c, n: overlap(c.text, text), ok: shared && differs };
    })
    .filter((x) => x.n >= SELF_CORRECTIONS.minShared && x.ok)
    .sort((a, b) => b.n - a.n)
    .slice(0, SELF_CORRECTIONS.maxTargets)
    .map((x) => x.c);
}
