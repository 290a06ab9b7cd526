// Turns text into search terms. Latin-script words are lowercased, stripped of accents, spelled
// the American way and stemmed; scripts written without spaces (Chinese, Japanese, Thai…) become
// overlapping character bigrams, the usual way to index them without a dictionary; other
// scripts keep whole lowercase words. Queries and articles go through the same function.
import { stem } from './stem.ts';
import { STOPWORDS } from './stopwords.ts';
import { memoize } from '../lib/memo.ts';
import { own } from '../lib/own.ts';

/** Scripts written without spaces between words, indexed as character bigrams. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const UNSPACED_RUN = new RegExp(`${UNSPACED.source}+`, 'gu');
/** A word: letters, digits and combining marks (Devanagari vowel signs are marks), or one emoji.
 *  Hyphenated compounds are matched whole so "add-on" can also be found as "addon". */
const WORD = /[\p{L}\p{N}\p{M}]+(?:-[\p{L}\p{N}\p{M}]+)*|\p{Extended_Pictographic}/gu;
const ASCII_COMPOUND = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
const POSSESSIVE = /['’]s\b/gu;
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/** British spellings whose American form differs by more than a suffix. */
const SPELLING: Record<string, string> = {
  licence: 'license', licences: 'licenses', licenced: 'licensed', licencing: 'licensing',
  defence: 'defense', offence: 'offense', practise: 'practice', practised: 'practiced',
  practising: 'practicing', programme: 'program', programmes: 'programs', grey: 'gray',
  catalogue: 'catalog', dialogue: 'dialog', analogue: 'analog', centre: 'center', centres: 'centers',
  metre: 'meter', metres: 'meters', fibre: 'fiber', theatre: 'theater', cheque: 'check',
  enrol: 'enroll', enrolment: 'enrollment', judgement: 'judgment', ageing: 'aging',
};
/** Abbreviations developers write interchangeably with the full word ("repo", "config"). */
const ABBREVIATIONS: Record<string, string> = {
  repo: 'repository', repos: 'repositories', config: 'configuration', configs: 'configurations',
  docs: 'documents', doc: 'document', env: 'environment', envs: 'environments', dir: 'directory',
  dirs: 'directories', deps: 'dependencies', dep: 'dependency', db: 'database', dbs: 'databases',
  info: 'information', msg: 'message', msgs: 'messages', impl: 'implementation', spec: 'specification',
  specs: 'specifications', args: 'arguments', arg: 'argument', params: 'parameters', param: 'parameter',
};
const OUR_WORDS = /^(colo|behavio|favo|hono|labo|neighbo|humo|flavo|armo|harbo|endeavo|rumo|vigo)ur/;
const ISE_SUFFIX = /(?<=\w{3})is(e|es|ed|ing|ation|ations|er|ers)$/;
const YSE_SUFFIX = /(?<=\w{2})ys(e|es|ed|ing)$/;

function americanise(word: string): string {
  const known = own(SPELLING, word) ?? own(ABBREVIATIONS, word);
  if (known) return known;
  return word.replace(OUR_WORDS, '$1r').replace(ISE_SUFFIX, 'iz$1').replace(YSE_SUFFIX, 'yz$1');
}

// Words repeat a lot across a knowledge base: stemming each distinct word once is most of the
// tokeniser's speed. Cleared when it grows large, so a long-running process stays small.
/** Search term of one lowercase word, or '' when it carries no meaning. */
const termOfWord = memoize(computeTerm, 200_000);

function computeTerm(word: string): string {
  if (!/^[a-z0-9]+$/.test(word)) return word; // other scripts: the lowercase word itself
  if (word.length < 2 && !/\d/.test(word)) return '';
  if (STOPWORDS.has(word)) return '';
  if (/\d/.test(word)) return word;
  return stem(americanise(word));
}

export interface Token {
  /** The search term. */
  term: string;
  /** The word as written, for telling people what matched. */
  word: string;
}

type Emit = (term: string, word: string) => void;

const NON_ASCII = /[^\x00-\x7f]/;

/** Calls `emit` for every term of `text`, in order (duplicates kept: term frequency counts). */
export function scanTerms(text: string, emit: Emit): void {
  // Accents and full-width forms only exist outside ASCII: most text skips normalisation.
  const normalised = (NON_ASCII.test(text) ? text.normalize('NFKD').replace(LATIN_DIACRITICS, '').normalize('NFC') : text).replace(
    POSSESSIVE,
    '',
  );
  for (const match of normalised.matchAll(WORD)) {
    const whole = match[0];
    if (!whole.includes('-')) {
      wordTerms(whole, emit);
      continue;
    }
    for (const part of whole.split('-')) wordTerms(part, emit);
    const lower = whole.toLowerCase();
    if (lower.length <= 32 && ASCII_COMPOUND.test(lower)) {
      const term = termOfWord(lower.replace(/-/g, ''));
      if (term) emit(term, lower);
    }
  }
}

/** Terms of one word (no hyphen): a term, or bigrams for the parts in an unspaced script. */
function wordTerms(raw: string, emit: Emit): void {
  if (!UNSPACED.test(raw)) {
    const word = raw.toLowerCase();
    const term = termOfWord(word);
    if (term) emit(term, word);
    return;
  }
  // Mixed runs such as "GitHub的Pages": spaced parts are words, unspaced parts bigrams.
  let last = 0;
  const spaced = (text: string) => {
    const word = text.toLowerCase();
    const term = word && termOfWord(word);
    if (term) emit(term, word);
  };
  for (const run of raw.matchAll(UNSPACED_RUN)) {
    spaced(raw.slice(last, run.index));
    const chars = Array.from(run[0]);
    if (chars.length === 1) emit(chars[0], run[0]);
    for (let i = 0; i + 1 < chars.length; i++) emit(chars[i] + chars[i + 1], run[0]);
    last = run.index + run[0].length;
  }
  spaced(raw.slice(last));
}

/** Every token of `text`, in order. */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  scanTerms(text, (term, word) => out.push({ term, word }));
  return out;
}

/** The search terms of `text`, in order, duplicates kept. */
export function terms(text: string): string[] {
  const out: string[] = [];
  scanTerms(text, (term) => out.push(term));
  return out;
}
