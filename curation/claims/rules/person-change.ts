// The person asks for one thing to become another: "change the port to 8080", "把 X 改成 Y",
// "ganti X jadi Y", "改成170". The claim records the new value (and the old, when named); merging
// retires the earlier claims that stated the old value, or the latest value of the same kind.
import { changeIn } from '../../text/changes.ts';
import { isQuestion, slotKey } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { choiceSlot } from '../slots.ts';

export const personChange: ClaimRule = {
  name: 'person-change',
  description: 'The person asks for something to change from one value to another.',
  run(ex) {
    const out: ClaimDraft[] = [];
    for (const s of personSentences(ex)) {
      if (isQuestion(s) || s.length > 400) continue;
      const change = changeIn(s);
      if (!change) continue;
      out.push({
        ...personSource(ex),
        kind: 'decision',
        text: s,
        salience: 0.7,
        value: change.to,
        ...(change.from ? { previous: change.from } : {}),
        slot: change.slot ? slotKey(change.slot) : choiceSlot(s, [change.to, change.from ?? '']),
      });
    }
    return out;
  },
};
