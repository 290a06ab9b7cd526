// What failed and stayed failed: errors the harness or model API reported, and tool errors that
// recurred or that the answer gave up on. A call that failed once on the way to an answer that
// worked is not knowledge.
import { says } from '../../lang/index.ts';
import { entitiesOf } from '../../text/entities.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

function firstLine(s: string): string {
  return (s.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 240);
}

export const failures: ClaimRule = {
  name: 'failures',
  description: 'Errors that recurred or ended the turn: limitations met.',
  run(ex) {
    const out: ClaimDraft[] = [];
    const gaveUp = !ex.final || says('cannot', ex.final.text.slice(0, 600));
    const counts = new Map<string, { n: number; time: string }>();
    for (const t of ex.tools) {
      if (t.ok !== false || !t.error) continue;
      const e = firstLine(t.error);
      if (!e) continue;
      const c = counts.get(e) ?? { n: 0, time: t.time };
      c.n++;
      counts.set(e, c);
    }
    // A tool's error is knowledge when it stopped the work: it recurred and the answer gave up, or
    // the answer itself speaks of it. Errors met and got past on the way are evidence at most.
    const answer = ex.final?.text ?? '';
    for (const [error, { n, time }] of counts) {
      const spoken = entitiesOf(error).some((e) => answer.includes(e.surface)) || (error.length > 12 && answer.includes(error.slice(0, 40)));
      if (!(n >= 2 && gaveUp) && !spoken) continue;
      out.push({ kind: 'limitation', speaker: 'tool', role: 'tool', text: error, time, salience: spoken ? 0.5 : 0.4 });
    }
    for (const e of ex.errors) {
      const line = firstLine(e.message);
      if (line) out.push({ kind: 'limitation', speaker: 'tool', role: 'system', text: line, time: e.time, salience: 0.45 });
    }
    return out.slice(0, 4);
  },
};
