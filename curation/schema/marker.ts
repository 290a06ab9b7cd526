// The markers around context that Lore injects into an agent's session (`lore context`).
// Curation recognises them and never re-extracts what is inside as new knowledge (the recall
// loop): what a knowledge base says comes back as data, never as something a person said.
//
// Each block carries a nonce, fresh for every output:
//
//   <!-- lore:context:begin nonce=4f0c… -->
//   …
//   <!-- lore:context:end nonce=4f0c… -->
//
// and only the end marker with the same nonce closes it. Text inside the block comes from
// articles and remote context.json files, so it may contain an end marker of its own (the
// printer escapes those, but a session can quote anything); a forged end, with another nonce or
// none, ends nothing. A block whose end never comes runs to the end of the message: losing a
// person's words after it is the safe way to be wrong.
//
// Blocks printed before nonces existed (`<!-- lore:context:begin -->` … `<!-- lore:context:end -->`)
// are still recognised, closed by their last plain end marker before any newer block, never the
// first: a forged end inside such a block then ends nothing either.
import { randomBytes } from 'node:crypto';

const NONCE = /^[0-9a-f]{16,64}$/;
const BEGIN_PREFIX = '<!-- lore:context:begin';
const BEGIN = /<!-- lore:context:begin(?: nonce=([0-9a-f]{16,64}))? -->/g;
const LEGACY_END = '<!-- lore:context:end -->';

export function contextBegin(nonce: string): string {
  return `<!-- lore:context:begin nonce=${nonce} -->`;
}

export function contextEnd(nonce: string): string {
  return `<!-- lore:context:end nonce=${nonce} -->`;
}

/** 128 random bits as hex: no text written before this output can carry it. */
export function newContextNonce(): string {
  return randomBytes(16).toString('hex');
}

/** `markdown` between a begin and an end marker carrying `nonce` (a fresh one by default). */
export function wrapInjectedContext(markdown: string, nonce = newContextNonce()): string {
  if (!NONCE.test(nonce)) throw new Error(`not a context nonce: ${JSON.stringify(nonce)}`);
  return `${contextBegin(nonce)}\n${markdown.trim()}\n${contextEnd(nonce)}`;
}

export function hasInjectedContext(text: string): boolean {
  return text.includes(BEGIN_PREFIX);
}

/** Where the block opened at `from` (just after its begin marker) ends, end marker included. */
function blockEnd(text: string, from: number, nonce: string | undefined): number {
  if (nonce) {
    const end = contextEnd(nonce);
    const at = text.indexOf(end, from);
    return at < 0 ? text.length : at + end.length;
  }
  // A legacy block reaches at most to the next block that has a nonce.
  const next = text.indexOf(`${BEGIN_PREFIX} nonce=`, from);
  const limit = next < 0 ? text.length : next;
  const at = text.lastIndexOf(LEGACY_END, limit - LEGACY_END.length);
  return at < from ? limit : at + LEGACY_END.length;
}

/** The text with every injected block removed; what is around the blocks is kept. */
export function stripInjectedContext(text: string): string {
  if (!hasInjectedContext(text)) return text;
  const kept: string[] = [];
  let pos = 0;
  BEGIN.lastIndex = 0;
  for (let m = BEGIN.exec(text); m; m = BEGIN.exec(text)) {
    kept.push(text.slice(pos, m.index));
    pos = blockEnd(text, m.index + m[0].length, m[1]);
    BEGIN.lastIndex = pos;
  }
  kept.push(text.slice(pos));
  return kept.join('').trim();
}
