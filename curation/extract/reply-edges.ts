// How each answer began and ended. A person who says how to address them ("I am "Admiral" or "The
// Admiral"") is addressed, if at all, in an answer's first or last sentence ("Admiral, the analysis
// is done."; "…, Admiral."). The names are known only where the preference was said, often in
// another session, so each digest keeps the edges of its answers and merge checks them
// (`merge/identity-checks.ts`).
import type { Digest } from '../schema/digest.ts';
import type { Exchange } from './exchanges.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';

/** At most this many answers a session: enough to tell "never" from "sometimes". */
const MAX = 40;

export function replyEdges(exchanges: Exchange[]): NonNullable<Digest['reply_edges']> {
  const out: NonNullable<Digest['reply_edges']> = [];
  for (const ex of exchanges) {
    if (ex.sidechain || ex.interrupted || !ex.answer.trim()) continue;
    // (Only the ends are read: an answer can run to pages.)
    const text = ex.answer.length > 800 ? `${ex.answer.slice(0, 400)}\n\n${ex.answer.slice(-400)}` : ex.answer;
    const said = sentences(squash(stripMarkdown(text)));
    if (!said.length) continue;
    const first = shorten(said[0], 120);
    const last = said.length > 1 ? shorten(said[said.length - 1], 120) : '';
    out.push({ time: ex.answerTime ?? ex.prompts[0]?.time ?? '', first, ...(last ? { last } : {}) });
    if (out.length >= MAX) break;
  }
  return out.filter((e) => e.time);
}
