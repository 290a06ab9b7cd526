// Offers the agent ends an answer with ("Would you like me to add X?") and what became of them:
// accepted, declined, taken up later in other words, done, or done and then reversed.
import type { Offer } from '../schema/digest.ts';
import type { AnswerDigest } from './answer.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { ACCEPTANCE, CORRECTION, DECISION, REJECTION, REVERSAL } from './signals.ts';
import { shorten, stripMarkdown, tokenize } from '../lib/text.ts';

const GO_AHEAD = /^(?:start|go ahead|now|please|let'?s|ok(?:ay)?|yes|开始|好|请|那就|切到|进行|お願い|では|じゃぁ?|vamos|pode)/i;
const wrote = (ex: Exchange) => ex.tools.some((t) => t.filesWritten.length || t.commands.length);

/** A later go-ahead that did what was offered, in other words ("开始更新两个设计文档吧" for "要我按照方案 B
 * 重写这两份文档吗？"): the person asked for the same thing and the agent wrote files for it. */
function takenUpLater(terms: string[], later: Exchange[]): Exchange | undefined {
  return later.find((ex) => {
    const said = promptText(ex).trim();
    if (!wrote(ex) || !(GO_AHEAD.test(said) || ACCEPTANCE.test(said) || DECISION.test(said))) return false;
    const theirs = new Set(tokenize(`${said} ${ex.answer} ${ex.tools.flatMap((t) => t.filesWritten).join(' ')}`));
    return terms.filter((t) => theirs.has(t)).length >= Math.max(2, Math.ceil(terms.length / 4));
  });
}

/** The offers a subject's exchanges ended with, and what became of them: accepted by the next prompt
 * (`next` is the session's exchange after the subject's last), taken up later in the session
 * (`session`: all its exchanges), done, or done and then reversed. */
export function offersOf(all: { ex: Exchange; digest: AnswerDigest }[], next: Exchange | undefined, session: Exchange[]): Offer[] {
  const out: Offer[] = [];
  for (let i = 0; i < all.length; i++) {
    const { ex, digest } = all[i];
    if (!digest.offers.length) continue;
    const reply = i + 1 < all.length ? all[i + 1].ex : next;
    const answer = reply ? promptText(reply).trim() : '';
    const accepted = answer ? (ACCEPTANCE.test(answer) ? true : REJECTION.test(answer) ? false : undefined) : undefined;
    const done = Boolean(accepted && reply && wrote(reply));
    for (const text of digest.offers.slice(0, 3)) {
      const terms = [...new Set(tokenize(text))];
      if (accepted === undefined) {
        const later = takenUpLater(terms, session.slice(ex.index + 2));
        if (later) {
          out.push({ text, time: new Date(ex.answerTime ?? ex.prompts[0].time).toISOString(), accepted: true, done: true, terms: terms.slice(0, 12), takenUp: new Date(later.prompts[0].time).toISOString() });
          continue;
        }
      }
      // "Yes please." … then "Actually remove it from the system prompt and add it to the other
      // one": a later correction about the same thing undoes what was done.
      const undo = done ? all.slice(i + 2).find(({ ex: later }) => {
        const said = promptText(later).trim();
        return (CORRECTION.test(said) || REVERSAL.test(said)) && tokenize(said).filter((t) => terms.includes(t)).length >= 2;
      }) : undefined;
      out.push({
        text,
        time: new Date(ex.answerTime ?? ex.prompts[0].time).toISOString(),
        accepted,
        done,
        terms: terms.slice(0, 12),
        ...(undo ? { reversed: { quote: shorten(stripMarkdown(promptText(undo.ex)), 200), time: new Date(undo.ex.prompts[0].time).toISOString() } } : {}),
      });
    }
  }
  return out;
}

// "Build any of these", "Look into how to set that up": nothing a reader could act on.
export const VAGUE_OFFER = /\b(?:any|one|some|all|each|either) of (?:these|those|them|the above)\b|^(?:adjust|change|tweak|modify|refine|add|explain|clarify) anything\b|^anything else\b|\b(?:set|look into|help with) (?:that|this|it)\b|\bthat up\b|^(?:help|assist)\b|^(?:do|try) (?:it|that|this)\b/i;
