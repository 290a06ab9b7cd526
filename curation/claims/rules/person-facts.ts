// What the person states about the project in passing: "the real URL is …", "I did ln -s … ~/.copilot",
// "体重88.8，身高182". Only statements that name something (a named thing or a quantity) and ask
// nothing; the person is the authority on their own setup, but a statement is no decision.
import { entitiesOf, quantitiesOf } from '../../text/entities.ts';
import { isQuestion } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

export const PERSON_FACTS = {
  /** Words a statement has besides the things it names. */
  minWords: 2,
} as const;

export const personFacts: ClaimRule = {
  name: 'person-facts',
  description: 'Specific statements the person makes (named things, quantities), not questions.',
  run(ex) {
    const out: ClaimDraft[] = [];
    // A long message or one with a log or a listing in it is not a statement of the person's.
    if (ex.parts.own.length > 600 || ex.parts.own.split('\n').length > 4) return out;
    for (const s of personSentences(ex)) {
      if (isQuestion(s) || s.length < 12 || s.length > 300) continue;
      const named = entitiesOf(s);
      const specific = named.length + quantitiesOf(s).length;
      if (!specific) continue;
      // Named things alone ("a.txt" "b.txt") say nothing about them: a statement has words besides.
      let rest = s;
      for (const e of named) rest = rest.split(e.surface).join(' ');
      if ((rest.match(/[\p{L}]{2,}/gu) ?? []).length < PERSON_FACTS.minWords) continue;
      out.push({ ...personSource(ex), kind: 'fact', text: s, salience: Math.min(0.6, 0.35 + 0.08 * specific) });
    }
    return out.slice(0, 4);
  },
};
