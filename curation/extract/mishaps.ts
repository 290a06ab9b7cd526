// What went wrong on the way that the agent owned up to: "I can see the file got corrupted during
// edits. There are duplicate lines… Let me rewrite the entire file cleanly". The answer at the end
// tells the result; a reader relying on the file should know it was rewritten whole after a botched
// edit, and check it.
import type { Session } from '../schema/session.ts';
import type { Subject } from '../schema/digest.ts';
import type { Exchange } from './exchanges.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';
import { sourceOf } from './subject-parts.ts';

// The agent's own report of damage it did or found it had done: a corrupted file, a mistaken
// deletion, a revert of its own edit.
const MISHAP =
  /\b(?:file|code|edit|changes?)\b[^.]{0,40}\b(?:got|was|were|is|has been|became) (?:corrupted|mangled|garbled|clobbered)\b|\bcorrupted (?:the|during|by) |\bI (?:accidentally|mistakenly|inadvertently)\b|\bI (?:broke|messed up|clobbered|overwrote) (?:the|your|it|this)\b|\b(?:my|the) (?:earlier |previous )?(?:edits?|changes?) (?:broke|corrupted|mangled)\b|我不小心|误删了|誤って[^。]{0,20}(?:しまい|しました)|壊してしまい|(?:eu )?acidentalmente (?:apaguei|removi|sobrescrevi)/i;

const MAX = 2;
// (The words any such report has: a cheap look before the pattern above.)
const HINT = /corrupt|accident|mistaken|inadvertent|broke|messed|clobber|overwr|mangl|garbl|不小心|误删|誤って|壊して|acidental/i;

export function mishapsOf(session: Session, exchanges: Exchange[]): Subject['mishaps'] {
  const out: NonNullable<Subject['mishaps']> = [];
  for (const ex of exchanges) {
    if (ex.sidechain) continue;
    for (const reply of ex.replies) {
      // (A quick look first: nearly every reply owns up to nothing.)
      if (!HINT.test(reply.text) || !MISHAP.test(reply.text)) continue;
      const plain = squash(stripMarkdown(reply.text));
      const said = sentences(plain);
      const at = said.findIndex((s) => MISHAP.test(s));
      if (at < 0) continue;
      // (With the sentence after it, which says what the damage was or what the agent did about it.)
      const text = shorten(said.slice(at, at + 2).join(' '), 240);
      out.push({ text, source: sourceOf(session, reply.time, 'assistant', text) });
      if (out.length >= MAX) return out;
      // (Once an exchange: its answer often tells again what an earlier reply owned up to.)
      break;
    }
  }
  return out;
}
