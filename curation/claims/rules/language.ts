// The language the person wants the work in ("schreibe alles auf Deutsch", "always answer in
// English", "全部用中文") that no other rule took: a standing rule with a slot, so a later request
// for another language replaces it. A request for one reply ("translate this into French") names no "all the work"
// word and is left to the other rules.
import { matchPhrases, phraseSet } from '../../lang/index.ts';
import { ALL_THE_WORK, LANGUAGE_NAMES } from '../../lang/languages.ts';
import { isQuestion } from '../features.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

const LANGUAGE = new Map<string, string>(Object.entries(LANGUAGE_NAMES).flatMap(([name, words]) => words.map((w) => [w, name] as [string, string])));
const NAMES = phraseSet(LANGUAGE.keys());
const ALL = phraseSet(ALL_THE_WORK);

export const LANGUAGE_RULE = {
  /** Longer sentences are about more than the language. */
  maxLength: 160,
} as const;

export const languageRule: ClaimRule = {
  name: 'language',
  description: 'The language the person wants all the work in, as a standing rule with a slot.',
  run(ex, ctx) {
    const out: ClaimDraft[] = [];
    // (A sentence another rule took already says more than the language: "all commit messages in
    // English" stays that rule.)
    const taken = new Set((ctx.byExchange.get(ex.index) ?? []).map((c) => c.text));
    for (const s of personSentences(ex)) {
      if (s.length > LANGUAGE_RULE.maxLength || isQuestion(s) || taken.has(s)) continue;
      const names = new Set(matchPhrases(NAMES, s).map(([w]) => LANGUAGE.get(w)!));
      if (names.size !== 1 || !matchPhrases(ALL, s, true).length) continue;
      out.push({ ...personSource(ex), kind: 'preference', text: s, salience: 0.75, slot: 'language', value: [...names][0] });
    }
    return out;
  },
};
