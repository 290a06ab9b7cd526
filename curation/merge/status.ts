// What no longer holds. A claim is retired when a later claim corrects it (the agent: "actually…"),
// the person rejects it ("no, 170"), or a later claim of the same subject gives its slot another
// value ("3 预设位" then "4 预设位"). Each retirement names what replaced it, so the article can
// say what changed and cite both.
import type { ClaimRef, Retirement, Subject } from './model.ts';
import { plain } from '../claims/features.ts';
import { termSimilarity } from '../text/similarity.ts';

export const STATUS = {
  /** Only values this short compare as the value of a slot (longer ones are prose). */
  maxValue: 48,
  /** Values alike above this are one value said twice. */
  sameValue: 0.5,
  /** Claims below this salience retire nothing by their slot. */
  minSalience: 0.4,
} as const;

function sameValue(a: string, b: string): boolean {
  const n = (s: string) => plain(s).toLowerCase().replace(/[^\p{L}\p{N}.%]+/gu, '');
  return n(a) === n(b);
}

/** Retirements from explicit relations: corrections and rejections, by claim id. */
export function relationRetirements(refs: ClaimRef[], byId: Map<string, ClaimRef>): Retirement[] {
  const out: Retirement[] = [];
  for (const by of refs) {
    const rel = by.claim.relation;
    if (rel !== 'corrects' && rel !== 'rejects') continue;
    for (const t of by.claim.targets) {
      const target = byId.get(`${by.digest.session.id}#${t}`);
      if (target) out.push({ claim: target, by, cause: rel === 'corrects' ? 'corrected' : 'rejected' });
    }
  }
  return out;
}

/** Retirements within a subject: a later value of the same slot replaces the earlier. */
export function slotRetirements(subject: Subject): Retirement[] {
  const out: Retirement[] = [];
  const bySlot = new Map<string, ClaimRef[]>();
  for (const c of subject.claims) {
    const { slot, value } = c.claim;
    if (!slot || !value || c.claim.speaker === 'person' || value.length > STATUS.maxValue || c.claim.salience < STATUS.minSalience) continue;
    (bySlot.get(slot) ?? bySlot.set(slot, []).get(slot)!).push(c);
  }
  for (const list of bySlot.values()) {
    list.sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    for (let i = 0; i + 1 < list.length; i++) {
      const [a, b] = [list[i], list[i + 1]];
      if (a.digest === b.digest && a.claim.exchange === b.claim.exchange) continue;
      if (sameValue(a.claim.value!, b.claim.value!) || termSimilarity(a.claim.value!, b.claim.value!) >= STATUS.sameValue) continue;
      out.push({ claim: a, by: b, cause: 'changed' });
    }
  }
  return out;
}
