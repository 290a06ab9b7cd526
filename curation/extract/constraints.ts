// What the person says they can and cannot do, said with a request ("I am always read only", "só vou
// poder pagar pela hospedagem e pelas assinaturas github gemini e azure qual é melhor"): the
// constraint the answer was fitted to, a key fact in their words.
import type { Session } from '../schema/session.ts';
import type { Statement } from '../schema/digest.ts';
import { displayWidth, endSentence, sentences, squash, stripMarkdown } from '../lib/text.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { NEGATION } from './signals.ts';
import { sourceOf } from './subject-parts.ts';

// The person saying what they can and cannot do: "I am always read only", "we only have a
// free plan", "I dont have access_mode", "só vou poder pagar…", "我只能用…".
const CONSTRAINT = /^(?:(?:i|we)(?:'m| am| are)? (?:can only|only (?:have|use|get|run|pay)|am always|are always|always am|have no|dont have|don't have|do not have|cannot|can't|can not|won't be able to|will only be able to)\b|(?:eu )?(?:só (?:vou poder|posso|tenho|uso)|não (?:posso|tenho))\b|(?:yo )?(?:solo (?:puedo|tengo)|no (?:puedo|tengo))\b|我?(?:只能|只有|没有权限|不能))/i;
const MAY_CONSTRAIN = /(?:^|[.!?。\n]\s*)(?:(?:i|we|eu|só|não|yo|solo|no)(?=['\s,]|$)|我)/im;
// The question after the constraint ("… qual é melhor eu assinar", "… which should I pick").
const ASKS_AFTER = /\s+(?:(?:so |então |entao )?(?:qual|quais|como|o que|which|what|how|should i|que|cuál|cual))\b.*$|[，,]\s*(?:哪个|怎么|如何).*$/i;


/** "The user's constraint: …" for each constraint the person stated in these exchanges, once. */
export function constraintStatements(session: Session, exchanges: Exchange[]): Statement[] {
  const out: Statement[] = [];
  const constraints = new Set<string>();
  for (const ex of exchanges) {
    const raw = promptText(ex);
    // (Most requests say nothing of the kind: a quick look before the sentences are read.)
    if (raw.length > 1200 || !MAY_CONSTRAIN.test(raw)) continue;
    for (const sentence of sentences(squash(stripMarkdown(raw)))) {
      if (!CONSTRAINT.test(sentence)) continue;
      const said = endSentence(sentence.replace(ASKS_AFTER, '').replace(/[,，;；:\s]+$/, ''));
      if (displayWidth(said) < 12 || displayWidth(said) > 200 || constraints.has(said)) continue;
      constraints.add(said);
      // (With the question it came with, which the answer was to: "qual é melhor eu assinar".)
      const asked = ASKS_AFTER.exec(sentence)?.[0].replace(/^[\s，,]+/, '').trim();
      const question = asked && displayWidth(asked) <= 120 ? ` Asking: “${asked.replace(/[?？]*$/, '?')}”` : '';
      out.push({ text: `The user's constraint: ${said}${question}`, type: 'fact', confidence: 0.85, source: sourceOf(session, ex.prompts[0].time, 'user', said), negated: NEGATION.test(said), reversal: false });
    }
  }
  return out;
}
