// Choices the person states: "let's use PostgreSQL", "switch to gpt-5.4", "我要 Angular". A
// choice names what is chosen (a named thing or a quoted value); a wish with nothing named is a
// request, not a decision.
import { says } from '../../lang/index.ts';
import { entitiesOf } from '../../text/entities.ts';
import { isQuestion } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

export const personDecision: ClaimRule = {
  name: 'person-decision',
  description: 'Choices the person states, naming what they chose.',
  run(ex) {
    const out: ClaimDraft[] = [];
    for (const s of personSentences(ex)) {
      if (isQuestion(s) || s.length < 6 || s.length > 300 || !says('decide', s)) continue;
      const named = entitiesOf(s);
      if (!named.length) continue;
      out.push({ ...personSource(ex), kind: 'decision', text: s, salience: 0.55, value: named[0].surface });
    }
    return out;
  },
};
