// Names the person gives: the agent's name and persona ("You are Spock", "你叫小虾"), and their
// own name or how to be addressed ("call me Admiral", "我是 Henri"). A statement that names
// nothing ("you are helpful", "you're right") makes no claim.
import { NAMING, matchPhrases } from '../../lang/index.ts';
import { personSentences, personSource } from '../person.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { CJK_CHAR } from '../../lib/text.ts';
import { isQuestion } from '../features.ts';

const QUOTED = /^["“'「『«]([^"”'」』»\n]{1,40})["”'」』»]/u;
// A name: capitalised words (Latin, Cyrillic, Greek…), or a short run of CJK, possibly with an emoji.
// (A capital then a small letter: "AI-powered", "API" and "README" are words, not names.)
const NAME = /^(\p{Lu}(?:\p{Ll}|[.'’])[\p{L}\p{N}'’.-]*(?:\s\p{Lu}(?:\p{Ll}|[.'’])[\p{L}\p{N}'’.-]*){0,3})(?![\p{L}\p{N}])/u;
const CJK_NAME = /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}A-Za-z0-9]{1,10})/u;
/** Words that follow "you are" without naming anyone. */
const NOT_NAMES = /^(?:a|an|the|not|now|going|right|correct|wrong|welcome|able|here|there|so|very|too|really|just|still|also|my|our|your|this|that|it|in|on|at|to|for|with|being|becoming|doing|free|done|ready|sure|allowed|responsible|expected|supposed|an?other)\b/i;

export function nameAfter(text: string): string | undefined {
  const rest = text.replace(/^[\s,:：—-]*(?:(?:named|called|name is|as|就是|叫做|是)\s*)?/iu, '');
  const q = QUOTED.exec(rest);
  if (q) return q[1].trim();
  if (NOT_NAMES.test(rest)) return undefined;
  const n = NAME.exec(rest);
  if (n) return n[1].replace(/[.,]$/, '');
  const c = CJK_NAME.exec(rest);
  if (c && CJK_CHAR.test(c[1])) return c[1];
  return undefined;
}

/** After "I'm <name>", a self-introduction ends or goes on about the speaker; "I'm Sara with simple
 * chat" or "I'm Sara, your assistant" is an assistant's greeting pasted, not the person's name. */
const SERVING = /^\s*(?:[,，、]\s*)?(?:your|votre|ton|ta|dein|deine|ihr|tu|su|seu|sua|你的|您的|あなたの|ваш|твой)\b/iu;
function introducesSelf(after: string, name: string): boolean {
  const at = after.indexOf(name);
  const tail = at >= 0 ? after.slice(at + name.length) : '';
  if (SERVING.test(tail)) return false;
  return /^\s*(?:$|[.!…。！,，、;；:：)\]"”'’]|(?:and|et|und|y|e|и|和)\s)/iu.test(tail);
}

/** Nothing but marks after the name: the name ends the sentence. */
function endsAfter(after: string, name: string): boolean {
  const at = after.indexOf(name);
  return at >= 0 && /^[\s。.!！…~～]*$/u.test(after.slice(at + name.length));
}

export const identity: ClaimRule = {
  name: 'identity',
  description: "The agent's name and persona, and the person's name, as the person gives them.",
  run(ex) {
    const out: ClaimDraft[] = [];
    for (const s of personSentences(ex)) {
      // Names are given in short sentences; a long one only mentions "you are" on its way.
      // (And a question names no one: "你是如何追踪的？", "are you Claude?")
      if (s.length > 160 || isQuestion(s)) continue;
      for (const [who, re] of [['agent', NAMING.agent], ['person', NAMING.person]] as const) {
        for (const [phrase, , end] of matchPhrases(re, s)) {
          const name = nameAfter(s.slice(end));
          const cjk = CJK_CHAR.test(name ?? '');
          if (!name || name.length < 2 || (cjk ? [...name].length > 5 : name.split(/\s+/).length > 3)) continue;
          // After a bare "is" ("你是"), a run of CJK is the agent's name only when it ends the
          // sentence; the person's "我是…" describes them ("我是新手", "我是废物") far more often
          // than it names them ("我叫…", "叫我…" do).
          if (cjk && NAMING.copula.has(phrase) && (who === 'person' || !endsAfter(s.slice(end), name))) continue;
          if (who === 'person' && !introducesSelf(s.slice(end), name)) continue;
          out.push({
            ...personSource(ex),
            kind: 'preference',
            text: s,
            salience: 0.9,
            slot: who === 'agent' ? 'agent name' : 'person name',
            value: name,
          });
          break;
        }
      }
    }
    return out;
  },
};
