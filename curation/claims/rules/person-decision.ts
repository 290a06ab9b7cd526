// Choices the person states: "let's use PostgreSQL", "switch to gpt-5.4", "我要 Angular". A
// choice names what is chosen (a named thing or a quoted value); a wish with nothing named is a
// request, not a decision.
import { says } from '../../lang/index.ts';
import { entitiesOf } from '../../text/entities.ts';
import { isQuestion } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { choiceSlot } from '../slots.ts';

export const personDecision: ClaimRule = {
  name: 'person-decision',
  description: 'Choices the person states, naming what they chose.',
  run(ex) {
    const out: ClaimDraft[] = [];
    for (const s of personSentences(ex)) {
      // (A request for how or what, "give me how I can use speckit", asks; it chooses nothing.)
      if (isQuestion(s) || s.length < 6 || s.length > 300 || !says('decide', s) || says('ask', s)) continue;
      const named = entitiesOf(s);
      if (!named.length) continue;
      const value = named[0].surface;
      // A choice in so many words, about something it names, is a decision of record.
      const slot = says('choose', s) ? choiceSlot(s, [value]) : '';
      out.push({ ...personSource(ex), kind: 'decision', text: s, salience: slot ? 0.7 : 0.55, value, ...(slot ? { slot } : {}) });
    }
    return out;
  },
};
