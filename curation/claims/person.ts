// Helpers for the rules that read what the person typed.
import { sentences } from '../lib/text.ts';
import type { ExchangeView } from '../segment/exchanges.ts';
import { plain } from './features.ts';
import type { ClaimDraft } from './types.ts';

/** The person's own sentences in the turn: none when the turn is a sub-agent's task or automation. */
export function personSentences(ex: ExchangeView): string[] {
  if (ex.delegated || ex.parts.automation || !ex.parts.own) return [];
  return sentences(ex.parts.own.replace(/^\s*[-*+]\s+/gm, '')).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Where the person's words are in the session: the first prompt of the turn. */
export function personSource(ex: ExchangeView): Pick<ClaimDraft, 'time' | 'line' | 'role' | 'speaker'> {
  const p = ex.prompts[0];
  return { time: p.time, ...(p.line && p.line > 0 ? { line: p.line } : {}), role: 'user', speaker: 'person' };
}

/** The person's whole message, short: a reply to options or a correction is read as one. */
export function personMessage(ex: ExchangeView): string {
  return ex.delegated || ex.parts.automation ? '' : plain(ex.parts.own).replace(/\s+/g, ' ').trim();
}
