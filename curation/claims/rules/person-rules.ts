// Rules the person sets: what must, must not or should always be done. A rule meant to last
// ("always", "from now on", "以后") is a preference of the project; a constraint on the work at
// hand ("no classes, no scipy") is kept with less weight. Questions set nothing.
import { says } from '../../lang/index.ts';
import { isQuestion } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { entitiesOf } from '../../text/entities.ts';

/** The sentence without its last clause, when it has more than one; else nothing. */
function withoutAskingTail(s: string): string {
  const at = Math.max(...[',', '，', ';', '；'].map((p) => s.lastIndexOf(p)));
  return at > 0 ? s.slice(0, at).trim() : '';
}

export const personRules: ClaimRule = {
  name: 'person-rules',
  description: 'Rules and constraints the person states in their own words.',
  run(ex) {
    const out: ClaimDraft[] = [];
    for (const sentence of personSentences(ex)) {
      // A rule with a question on its tail ("from now on do X, or is there a better way?") is the
      // rule; a question alone sets nothing.
      const s = isQuestion(sentence) ? withoutAskingTail(sentence) : sentence;
      if (!s || isQuestion(s) || s.length < 8 || s.length > 400) continue;
      const persist = says('persist', s);
      if (!persist && !says('directive', s)) continue;
      const named = entitiesOf(s).length > 0;
      out.push({
        ...personSource(ex),
        kind: persist ? 'preference' : 'decision',
        text: s,
        salience: Math.min(1, (persist ? 0.65 : 0.35) + (named ? 0.15 : 0)),
      });
    }
    return out;
  },
};
