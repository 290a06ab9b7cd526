// A failure the same conversation later got past: "I was unable to send broadcast
// notifications", then "Broadcast message "Hello" sent successfully". Told side by side as key
// facts they contradict each other; the failure is history, and the success is what holds.
import type { Statement } from '../schema/digest.ts';
import { stem, tokenize } from '../lib/text.ts';
import { SESSION_WORDS } from './signals.ts';

const FAILURE = /\b(?:unable to|could ?n[o']t|can ?n[o']t|cannot|failed to|fails? to|not able to|did ?n[o']t (?:work|succeed))\b|(?:できません|できなかった|失敗し|无法|未能|失败|não (?:foi|consegui) possível|não consegui)/i;
const SUCCESS = /\b(?:successfully|succeeded|success|works? now|now works?|is (?:now )?working|went through)\b|(?:成功|できました|正常に|已(?:经)?(?:发送|完成)|com sucesso)/i;
// Words every report of an agent's attempt shares: they do not say what was attempted.
const GENERIC = new Set(tokenize(`${SESSION_WORDS} try tried attempt`).map(stem));

function subjectTerms(text: string): Set<string> {
  return new Set(tokenize(text).map(stem).filter((t) => t.length >= 4 && !GENERIC.has(t) && !/^\d/.test(t)));
}

/**
 * `elsewhere`: what the rest of the session said (another thread got past it: "Send a broadcast
 * message saying Hello" → "sent successfully").
 * Splits statements into those that still hold and the failures a later statement of the thread
 * reports as overcome (sharing a distinctive word with it), each with the success that did so.
 */
export function resolvedFailures(statements: Statement[], elsewhere: Statement[] = []): { holding: Statement[]; resolved: { failure: Statement; by: Statement }[] } {
  const successes = [...statements, ...elsewhere].filter((s) => SUCCESS.test(s.text) && !FAILURE.test(s.text));
  const resolved: { failure: Statement; by: Statement }[] = [];
  const holding = statements.filter((s) => {
    if (!FAILURE.test(s.text)) return true;
    const mine = subjectTerms(s.text);
    const by = successes.find((ok) => ok.source.date > s.source.date && [...subjectTerms(ok.text)].some((t) => mine.has(t)));
    if (!by) return true;
    resolved.push({ failure: s, by });
    return false;
  });
  return { holding, resolved };
}
