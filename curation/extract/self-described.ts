// What the agent said of itself when asked who it is ("Who are you?", "What is your name?"). Small
// talk makes no article, but it is evidence: asked its name after it was told it is Spock, the agent
// answered "I don't have a personal name". The identity article says so (`merge/identity-checks.ts`).
import type { Digest } from '../schema/digest.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';

const IDENTITY_QUESTION =
  /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:who are you|what(?:'s| is) your name|what are you called|what should i call you|do you have a name|tell me who you are|你是谁|你叫什么(?:名字)?|あなたは誰(?:ですか)?|お名前は|quem é você|qual (?:é )?o seu nome|¿?quién eres|¿?cómo te llamas)[\s?？!.。]*$/i;

export function selfDescriptions(exchanges: Exchange[]): NonNullable<Digest['self_described']> {
  const out: NonNullable<Digest['self_described']> = [];
  for (const ex of exchanges) {
    const question = squash(promptText(ex));
    if (!IDENTITY_QUESTION.test(question) || !ex.answer.trim()) continue;
    const first = sentences(squash(stripMarkdown(ex.answer)))[0];
    if (first) out.push({ time: ex.answerTime ?? ex.prompts[0].time, question, answer: shorten(first, 200) });
  }
  return out;
}
