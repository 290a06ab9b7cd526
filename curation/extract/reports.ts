// What the person reported going wrong in the middle of the work: "I asked the question but then
// added a sub-issue and it did not ever answer". The thread goes on and its article tells the
// answer in the end, but a reader should know a reply went missing, and what the agent made of it
// (its explanation, which nothing checks).
import type { Session } from '../schema/session.ts';
import type { Subject } from '../schema/digest.ts';
import { promptText, saidAt, type Exchange } from './exchanges.ts';
import { COMPLAINT } from './signals.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';
import { sourceOf } from './subject-parts.ts';

// A reply, comment or result that never came.
export const NOT_DELIVERED =
  /\b(?:did not|didn't|never|does not|doesn't|hasn't|has not) (?:ever )?(?:get |got )?(?:answer|reply|respond|post|comment|show up|arrive|appear)(?:ed|s)?\b|\bno (?:answer|reply|response|comment)\b (?:was |came|ever|appeared|showed)|没有(?:回答|回复|响应)|一直没(?:有)?回|返事が(?:ない|来ない)|回答が(?:ない|来ない)|não (?:respondeu|responde|recebi resposta)|no (?:respondió|contestó)/i;
// What says how it came about, in the agent's answer: "Issue #103 never got its original comparison answer."
const CAUSE = /\b(?:never|not|no|didn't|wasn't|because|instead)\b|没有|因为|ない|なかった|não|porque/i;

export function reportsOf(session: Session, exchanges: Exchange[]): Subject['reported'] {
  const out: NonNullable<Subject['reported']> = [];
  for (const ex of exchanges.slice(1)) {
    const raw = promptText(ex);
    // (A quick look first: nearly every request reports nothing.)
    if (raw.length > 600 || !(NOT_DELIVERED.test(raw) || COMPLAINT.test(raw.trim()))) continue;
    const said = squash(raw);
    if (!said || said.length > 400) continue;
    const report = { text: shorten(said, 240), source: sourceOf(session, ex.prompts[0].time, 'user', said) };
    const answer = sentences(squash(stripMarkdown(ex.answer))).map((s) => s.replace(/^\d+\.\s+/, ''));
    const cause = answer.find((s) => CAUSE.test(s) && s.length >= 20 && !/\?$/.test(s));
    out.push(cause ? { ...report, explanation: { text: shorten(cause, 240), source: sourceOf(session, saidAt(ex, cause), 'assistant', cause) } } : report);
    if (out.length >= 2) break;
  }
  return out;
}
