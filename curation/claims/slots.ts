// What a person's choice is about, from its own words: the sentence without the value chosen,
// the words that make it a choice ("let's use", "switch to") and words of asking or of no
// meaning. "Let's use PostgreSQL for the database" is about "database"; "For the cache layer we
// use Redis" about "cache layer". Two choices about the same words are one slot.
import { matchPhrases, phraseSet, PACKS } from '../lang/index.ts';
import { REQUEST_WORDS } from '../lang/request-words.ts';
import { terms } from '../text/terms.ts';

const CUES = phraseSet(Object.values(PACKS).flatMap((p) => [...(p.phrases.choose ?? []), ...(p.phrases.decide ?? []), ...(p.phrases.change ?? [])]));
const ASKING = new Set(terms(REQUEST_WORDS.join(' ')));
/** At most so many words name a slot. */
const MAX_SLOT_WORDS = 4;

/** The words of a choice that say what it is about, in order, as written. */
export function choiceSlot(sentence: string, values: readonly string[]): string {
  let rest = sentence;
  for (const v of values) if (v) rest = rest.split(v).join(' ');
  for (const [, start, end] of matchPhrases(CUES, rest).reverse()) rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  const words: string[] = [];
  for (const m of rest.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu)) {
    const t = terms(m[0])[0];
    if (!t || ASKING.has(t) || /^\d+$/.test(m[0])) continue;
    words.push(m[0]);
    if (words.length >= MAX_SLOT_WORDS) break;
  }
  return words.join(' ');
}

/** The slot as a key: its terms, sorted (word order and form do not matter). */
export function slotTerms(slot: string): string {
  return [...new Set(terms(slot))].sort().join(' ');
}
