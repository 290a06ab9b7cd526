// What makes a unit of an answer worth keeping, measured the same way in every language: named
// things and quantities (specific), a label or a conclusion heading (stated, not wandered into),
// its place in the answer, and no process talk ("Let me check…"). The weights are in
// SALIENCE_WEIGHTS so they can be tuned against the development corpus, not per transcript.
import type { Intent } from '../lang/types.ts';
import { opensWith, phrasesIn, says } from '../lang/index.ts';
import { entitiesOf, quantitiesOf } from '../text/entities.ts';
import type { Unit } from '../text/units.ts';
import type { KnowledgeType } from '../schema/article.ts';
import { changeIn } from '../text/changes.ts';
import type { Stance } from '../schema/claim.ts';
import { CJK_CHAR } from '../lib/text.ts';

export const SALIENCE_WEIGHTS = {
  base: 0.2,
  perEntity: 0.1,
  maxEntities: 0.3,
  perQuantity: 0.06,
  maxQuantities: 0.12,
  label: 0.1,
  conclusion: 0.15,
  structured: 0.04,
  final: 0.1,
  headline: 0.12,
  chatter: -0.35,
  shouting: -0.3,
  question: -0.3,
  tooShort: -0.3,
  tooLong: -0.12,
  vague: -0.12,
  /** Highest salience of a statement that names nothing, and of one that concludes. */
  vagueCap: 0.34,
  vagueConclusionCap: 0.45,
} as const;

export interface UnitContext {
  /** The unit is in the exchange's final answer. */
  final: boolean;
  /** The unit is the answer's first statement of substance. */
  headline: boolean;
}

/** Plain text of a unit for measuring: no Markdown markup. */
/** Markup harnesses put before an answer ("[[reply_to_current]]", "<final>"): not the answer's words. */
export const HARNESS_MARKUP = /^\s*(?:\[\[[\w:-]+\]\]|<\/?[a-z][\w-]*>)\s*/;

/** A link as words: its text, or its target when the text only names the file the target is
 * ("[example_walk.cpp](~/sdk/examples/example_walk.cpp:1)" says where the file is). */
function linkText(_: string, text: string, target: string): string {
  const file = target.replace(/:\d+(?::\d+)?$/, '');
  if (/^[a-z][\w+.-]*:/i.test(file) || file === text) return text;
  return file.endsWith(`/${text}`) || file.endsWith(`\\${text}`) ? file : text;
}

/** A task list's box ("[ ] ", "[x] "): Markdown, not words. */
const TASK_BOX = /^\s*(?:[-*+]\s+)?\[[ xX]\]\s+/;

export function plain(text: string): string {
  return text
    .replace(HARNESS_MARKUP, '').replace(TASK_BOX, '').replace(/\*\*|__|~~/g, '').replace(/`/g, '').replace(/\[([^\]]+)\]\(([^)]*)\)/g, linkText).replace(/^\|\s*|\s*\|$/g, '').replace(/\s*\|\s*/g, ' | ').trim();
}

/** Mostly capital letters, or an exclamation with nothing named: hype, not a statement. */
export function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  if (letters.length >= 8 && upper.length / letters.length >= 0.6) return true;
  return /!\s*[\p{Extended_Pictographic}\uFE0F\s]*$/u.test(text) && entitiesOf(text).length === 0 && letters.length < 60;
}

export function isQuestion(text: string): boolean {
  const t = text.trim();
  if (/[?？]\s*\**\s*$/.test(t)) return true;
  // A question without its mark: it opens with an asking word, or ends with one (吗, ですか).
  // Or asks in Chinese by "A-not-A" ("会不会比较好", "是不是", "有没有"), anywhere in the sentence.
  return opensWith('ask', t, 0) || /(?:吗|嗎|呢|ですか|ますか|でしょうか)[。.!！]?\s*$/u.test(t) || /([会是能要好可对會對])不\1|有没有|有沒有/u.test(t);
}

export function startsWithChatter(text: string): boolean {
  const p = plain(text);
  if (opensWith('chatter', p.slice(0, 60))) return true;
  // (Japanese says what it will do at the end: "…を追加します。", "…を確認します。")
  if (!KANA.test(p)) return false;
  const tail = p.replace(/[\s。．.!！]+$/u, '').slice(-8);
  return phrasesIn('chatter', tail).some((phrase) => tail.endsWith(phrase));
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A unit that is only a reference (a path, "file.py:42", a command in a fence): listed elsewhere, no statement. */
export function isBareReference(text: string): boolean {
  const t = text.trim();
  if (/^```/.test(t)) return true;
  const rest = t.replace(/`[^`]*`|\[[^\]]*\]\([^)]*\)|(?:[~.\/\w@-]+\/)+[\w.@-]+(?::\d+)?|[\w-]+\.\w{1,6}(?::\d+)?/g, '').replace(/[\s\p{P}\p{S}]+/gu, '');
  return rest.length < 3;
}

export function unitSalience(u: Unit, ctx: UnitContext): number {
  const w = SALIENCE_WEIGHTS;
  if (isBareReference(u.text)) return 0;
  const p = plain(u.text);
  const entities = entitiesOf(u.text).length;
  const quantities = quantitiesOf(p).length;
  let s: number = w.base;
  s += Math.min(w.maxEntities, entities * w.perEntity);
  s += Math.min(w.maxQuantities, quantities * w.perQuantity);
  if (u.label) s += w.label;
  const context = [u.label ?? '', ...u.path].join(' ');
  if (says('conclude', context) || (u.kind === 'sentence' && opensWith('conclude', p, 0))) s += w.conclusion;
  if (u.kind === 'item' || u.kind === 'row') s += w.structured;
  if (ctx.final) s += w.final;
  if (ctx.headline) s += w.headline;
  if (startsWithChatter(p)) s += w.chatter;
  if (isShouting(p)) s += w.shouting;
  if (isQuestion(p)) s += w.question;
  const len = [...p].length;
  const cjk = CJK_CHAR.test(p);
  if (len < (cjk ? 6 : 15)) s += w.tooShort;
  if (len > (cjk ? 220 : 420)) s += w.tooLong;
  // A statement naming nothing (no named thing, no quantity, no label) is kept only when it
  // concludes; even then it ranks below any specific one.
  // (The headline is exempt: the answer's first statement answers what was asked, named or not.)
  if (!entities && !quantities && !u.label && !ctx.headline) {
    s += w.vague;
    s = Math.min(s, says('conclude', context) ? SALIENCE_WEIGHTS.vagueConclusionCap : SALIENCE_WEIGHTS.vagueCap);
  }
  return Math.max(0, Math.min(1, s));
}

/** What kind of knowledge an agent's statement is. */
export function agentKind(text: string): KnowledgeType {
  const p = plain(text);
  if (says('cannot', p)) return 'limitation';
  if (says('recommend', p)) return 'fact';
  if (says('done', p)) return 'event';
  return 'fact';
}

/** Normalised form of a slot name: lower case, no Markdown, no trailing punctuation. */
export function slotKey(s: string): string {
  return plain(s)
    .toLowerCase()
    .replace(/[\p{Extended_Pictographic}\uFE0F]/gu, '')
    .replace(/[:：.,;!?()[\]{}"'“”「」]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

/** A label names a slot when it is a thing that takes a value ("Port: 5000"), not a turn of the
 * answer ("Honest assessment: …", "Who am I:") and the value is short or specific. */
function isSlotLabel(u: Unit): boolean {
  const label = u.label!;
  if (!/[:：]/.test(u.text.slice(0, label.length + 8))) return false;
  // A turn of the answer ("You are right:", "Continuing:", "Note:") labels no setting.
  if (/[?？]/.test(label) || ['conclude', 'chatter', 'recommend', 'acknowledge', 'agree', 'correct', 'self'].some((i) => says(i as Intent, label))) return false;
  const value = plain(u.value!);
  return value.length <= 80 || entitiesOf(value).length > 0;
}

function rowPlain(u: Unit): string {
  return (u.cells ?? []).join(' ; ');
}

export interface SlotValue {
  slot: string;
  value: string;
  previous?: string;
}

/** The slot a unit sets and its value, when its form says so ("Port: 5000", a table row, "from A to B"). */
export function slotOf(u: Unit): SlotValue | undefined {
  const change = changeIn(u.kind === 'row' ? rowPlain(u) : u.text);
  if (change) return { slot: slotKey(change.slot || u.label || u.cells?.[0] || u.heading || change.from || ''), value: change.to, ...(change.from ? { previous: change.from } : {}) };
  if (u.kind === 'row' && u.cells && u.cells.length >= 2) {
    const key = slotKey(u.cells[0]);
    if (key && key.length > 1 && !/^\d+$/.test(key)) return { slot: key, value: u.cells.slice(1).map(plain).join(' | ').slice(0, 160) };
  }
  if (u.label && u.value && isSlotLabel(u)) return { slot: slotKey(u.label), value: plain(u.value).slice(0, 160) };
  return undefined;
}

/** Headings under which an answer lays out options or advice rather than findings. */
const PROPOSING_HEADING = /\b(?:options?|alternatives?|approach(?:es)?|recommend\w*|suggest\w*|next steps?|ideas?|proposal|plan)\b|方案|选项|選項|建议|建議|推荐|推薦|下一步|案|提案|おすすめ|推奨|варианты|вариант|рекоменд|opciones|opções|optionen|vorschl/iu;

/** How firmly a unit of an answer states what it says. */
export function stanceOf(u: Unit): Stance {
  const p = plain(u.text);
  if (says('progress', p) || (says('moment', p) && quantitiesOf(p).length > 0)) return 'snapshot';
  if (says('hedge', p)) return 'hedged';
  if (says('recommend', p) || u.marker && PROPOSING_HEADING.test(u.heading ?? '') || PROPOSING_HEADING.test(u.heading ?? '') && u.kind !== 'heading') return 'proposed';
  return 'stated';
}

/** "Done, the summary is in artifacts/42/result.md": a report that work was done, pointing at the
 * file that holds it, says nothing of its own; it leads no article and names none while a
 * statement can. */
export function isPointer(text: string): boolean {
  const p = plain(text);
  const named = entitiesOf(p);
  const files = named.filter((e) => e.kind === 'path' || e.kind === 'url');
  if (!files.length || !says('done', p)) return false;
  let rest = p;
  for (const f of files) rest = rest.split(f.surface).join(' ');
  // (A thing named besides the files, or a figure, is something of its own: "AppInstallButtons", "80 epochs".)
  if (entitiesOf(rest).some((e) => e.kind !== 'path' && e.kind !== 'url') || quantitiesOf(rest).length) return false;
  // (Words left besides the files: a Chinese or Japanese character counts as half a word.)
  const wide = [...rest].filter((ch) => CJK_CHAR.test(ch)).length;
  const words = (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !CJK_CHAR.test(w)).length;
  return words + wide / 2 <= 8;
}
