// The phrase packs compiled into one matcher per intent. Every language's phrases for an intent
// go into a single regular expression, so asking "does this sentence reject something?" is one
// scan whatever the language. Latin-script phrases match whole words; phrases in scripts written
// without spaces match anywhere.
import { de, deNaming } from './packs/de.ts';
import { en, enNaming } from './packs/en.ts';
import { es, esNaming } from './packs/es.ts';
import { fr, frNaming } from './packs/fr.ts';
import { ja, jaNaming } from './packs/ja.ts';
import { ko, koNaming } from './packs/ko.ts';
import { id, idNaming, it, itNaming, nl, nlNaming, tr, trNaming } from './packs/misc.ts';
import { pt, ptNaming } from './packs/pt.ts';
import { ru, ruNaming } from './packs/ru.ts';
import { zh, zhNaming } from './packs/zh.ts';
import { INTENTS, type Intent, type NamingPhrases, type PhrasePack } from './types.ts';
import { memoize } from '../lib/memo.ts';

export { INTENTS, type Intent } from './types.ts';

/** Every language Lore has phrases for, by BCP 47 code. */
export const PACKS: Readonly<Record<string, { phrases: PhrasePack; naming: NamingPhrases }>> = {
  en: { phrases: en, naming: enNaming },
  zh: { phrases: zh, naming: zhNaming },
  ja: { phrases: ja, naming: jaNaming },
  ko: { phrases: ko, naming: koNaming },
  de: { phrases: de, naming: deNaming },
  fr: { phrases: fr, naming: frNaming },
  es: { phrases: es, naming: esNaming },
  pt: { phrases: pt, naming: ptNaming },
  it: { phrases: it, naming: itNaming },
  nl: { phrases: nl, naming: nlNaming },
  ru: { phrases: ru, naming: ruNaming },
  tr: { phrases: tr, naming: trNaming },
  id: { phrases: id, naming: idNaming },
};

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Runs of unspaced script, or words of spaced scripts (apostrophes and hyphens kept inside). */
// (A spaced word stops where an unspaced script starts: "PostgreSQLにします" is a name, then kana.)
// (Built from a string: the `v` flag's set difference is Node 20's, but not the ES2023 that
// TypeScript compiles the package for.)
const UNSPACED_SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const SPACED_CHAR = `[[\\p{L}\\p{N}_]--[${UNSPACED_SCRIPTS}]]`;
const PIECES = new RegExp(`[${UNSPACED_SCRIPTS}]+|${SPACED_CHAR}+(?:['’\\-]${SPACED_CHAR}+)*|[→⇒]`, 'gv');

/**
 * Phrases of one intent, ready to match: spaced-script phrases as word sequences in a set (one
 * lookup per word and length, whatever the number of phrases), unspaced ones by first character.
 * Much faster than one alternation of hundreds of phrases with word boundaries.
 */
export interface PhraseSet {
  words: Set<string>;
  /** Every phrase's leading words ("do", "do not" of "do not ever"): a scan stops extending a
   * sequence that leads into no phrase, so most words cost one lookup. */
  prefixes: Set<string>;
  maxWords: number;
  unspaced: Map<string, string[]>;
  /** Unspaced phrases written with a leading "^": they count only where a clause starts (the
   * text's start, or after a mark or a space), as "以后" means "from now on" there and "after"
   * elsewhere ("状态好了以后"). */
  anchored: Set<string>;
}

function normPhrase(p: string): string {
  return p.toLowerCase().replace(/’/g, "'").replace(/[,.;:!?]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A phrase as the scan looks it up: normalised, without its "^" anchor. */
function phraseKey(raw: string): string {
  return normPhrase(raw.replace(/^\^/, ''));
}

export function phraseSet(phrases: Iterable<string>): PhraseSet {
  const set: PhraseSet = { words: new Set(), prefixes: new Set(), maxWords: 1, unspaced: new Map(), anchored: new Set() };
  for (const raw of phrases) {
    const p = phraseKey(raw);
    if (raw.startsWith('^')) set.anchored.add(p);
    if (!p) continue;
    if (UNSPACED.test(p) || !/[\p{L}\p{N}]/u.test(p)) {
      const first = p[0];
      const list = set.unspaced.get(first) ?? [];
      list.push(p);
      set.unspaced.set(first, list);
      continue;
    }
    set.words.add(p);
    const words = p.split(' ');
    for (let n = 1; n <= words.length; n++) set.prefixes.add(words.slice(0, n).join(' '));
    set.maxWords = Math.max(set.maxWords, words.length);
  }
  for (const list of set.unspaced.values()) list.sort((a, b) => b.length - a.length);
  return set;
}

interface Piece {
  text: string;
  at: number;
  unspaced: boolean;
}

/** What may stand before an anchored phrase: a mark or a space ends the clause before it. */
const CLAUSE_START = /[\s\p{P}]/u;

// The same text is asked about several intents in a row: cut it into pieces once.
let lastText = '';
let lastPieces: Piece[] = [];
function piecesOf(text: string): Piece[] {
  if (text === lastText) return lastPieces;
  const out: Piece[] = [];
  for (const m of text.matchAll(PIECES)) out.push({ text: m[0].toLowerCase().replace(/’/g, "'"), at: m.index, unspaced: UNSPACED.test(m[0][0]) || m[0] === '→' || m[0] === '⇒' });
  lastText = text;
  lastPieces = out;
  return out;
}

/** Every match of the set in the text: [phrase, start, end], in order. With `every`, each
 * phrase starting anywhere counts, overlapping or not (for telling which intents a text has). */
export function matchPhrases(set: PhraseSet, text: string, firstOnly = false, every = false): [string, number, number][] {
  const out: [string, number, number][] = [];
  const pieces = piecesOf(text);
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece.unspaced) {
      const run = piece.text;
      for (let k = 0; k < run.length; k++) {
        const list = set.unspaced.get(run[k]);
        if (!list) continue;
        const at = piece.at + k;
        const fits = (p: string) => run.startsWith(p, k) && (!set.anchored.has(p) || at === 0 || CLAUSE_START.test(text[at - 1]));
        if (every) {
          for (const p of list) if (fits(p)) out.push([p, at, at + p.length]);
          continue;
        }
        const hit = list.find(fits);
        if (hit) {
          out.push([hit, piece.at + k, piece.at + k + hit.length]);
          if (firstOnly) return out;
          k += hit.length - 1;
        }
      }
      continue;
    }
    // Longest word sequence first, so "do not" wins over "do".
    let key = '';
    let best = '';
    let end = 0;
    for (let n = 0; n < set.maxWords && i + n < pieces.length && !pieces[i + n].unspaced; n++) {
      key = n ? `${key} ${pieces[i + n].text}` : pieces[i].text;
      if (!set.prefixes.has(key)) break;
      if (set.words.has(key)) {
        best = key;
        end = pieces[i + n].at + pieces[i + n].text.length;
        if (every) out.push([key, piece.at, end]);
      }
    }
    if (every) continue;
    if (best) {
      out.push([best, piece.at, end]);
      if (firstOnly) return out;
      i += best.split(' ').length - 1;
    }
  }
  return out;
}

const SETS = new Map<Intent, PhraseSet>(INTENTS.map((intent) => [intent, phraseSet(Object.values(PACKS).flatMap((p) => p.phrases[intent] ?? []))]));

/** Every phrase of every intent in one set, each phrase knowing its intents (a bit each). */
const ALL = phraseSet(INTENTS.flatMap((intent) => Object.values(PACKS).flatMap((p) => p.phrases[intent] ?? [])));
const BITS = new Map<string, number>();
for (const [i, intent] of INTENTS.entries()) {
  for (const raw of Object.values(PACKS).flatMap((p) => p.phrases[intent] ?? [])) {
    const p = phraseKey(raw);
    BITS.set(p, (BITS.get(p) ?? 0) | (1 << i));
  }
}
const BIT = new Map<Intent, number>(INTENTS.map((intent, i) => [intent, 1 << i]));

/**
 * The intents a text expresses, as bits: one scan for all of them (every overlapping phrase
 * counts, "do not" and "not" alike), remembered for the texts asked about most recently.
 */
const intentBits = memoize((text: string): number => {
  let bits = 0;
  for (const [phrase] of matchPhrases(ALL, text, false, true)) bits |= BITS.get(phrase) ?? 0;
  return bits;
}, 50_000);

/** True when the text says something with this intent in any language Lore knows. */
export function says(intent: Intent, text: string): boolean {
  return (intentBits(text) & BIT.get(intent)!) !== 0;
}

/** The phrases of this intent the text contains, lower-cased, in order of appearance. */
export function phrasesIn(intent: Intent, text: string): string[] {
  return matchPhrases(SETS.get(intent)!, text).map(([p]) => p);
}

/** Where the first phrase of this intent starts, or -1 (a text without the intent is not scanned again). */
export function firstAt(intent: Intent, text: string): number {
  if (!says(intent, text)) return -1;
  return matchPhrases(SETS.get(intent)!, text, true)[0]?.[1] ?? -1;
}

/** The intent opens the text: its first phrase starts within `within` characters. */
export function opensWith(intent: Intent, text: string, within = 2): boolean {
  const at = firstAt(intent, text.slice(0, within + 40));
  return at >= 0 && at <= within;
}

/** Phrases that introduce a name: `agent` ("you are"), `person` ("call me"). */
export const NAMING = {
  agent: phraseSet(Object.values(PACKS).flatMap((p) => p.naming.agent)),
  person: phraseSet(Object.values(PACKS).flatMap((p) => p.naming.person)),
  copula: new Set(Object.values(PACKS).flatMap((p) => p.naming.copula ?? [])),
};
