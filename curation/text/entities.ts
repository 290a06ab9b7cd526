import { memoize } from '../lib/memo.ts';
import { CJK_CHAR } from '../lib/text.ts';

// The named things a text mentions: code spans, paths and file names, URLs, identifiers, versions
// and model tags, quoted names and capitalised names. They are what subjects are made of (two
// exchanges about `docker-compose.yml` are about one thing) and what makes a sentence specific.
// Quantities (a number with its unit) are kept apart: they are values, not subjects.

export interface Entity {
  /** As written. */
  surface: string;
  /** Lower-cased key that compares equal across spellings. */
  key: string;
  kind: 'code' | 'path' | 'url' | 'ident' | 'version' | 'quoted' | 'name';
}

const CODE = /`([^`\n]{1,80})`/g;
const URL = /\bhttps?:\/\/[^\s)<>\]"'`]+/g;
// a/b/c.ext, ./x, ~/.config/x, C:\dir\file (Windows), and bare file names with an extension.
// (Letters of every script: a path never starts inside a word, "créations/…" is no "ations/…".)
const PATH = /(?<![\p{L}\p{N}_@.+\-\\/])(?:~|\.{1,2}|[A-Za-z]:)?(?:[\\/]?[\p{L}\p{N}_@.+-]+[\\/])+[\p{L}\p{N}_@.+-]*|(?<![\p{L}\p{N}_.@-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.(?:[a-z][a-z0-9]{0,6})(?![\p{L}\p{N}_-])/giu;

// camelCase, PascalCase with two humps or more, snake_case, SCREAMING_CASE, kebab-case-with-three
// parts, and words with digits in them ("qwen3", "K2.5", "D435i").
const IDENT = /(?<![\w.-])(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}|[A-Za-z]+[0-9][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*)(?![\w-])/g;
const VERSION = /(?<![\w.])(?:v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|[\w.-]*[a-z][\w.-]*:[\w.-]*\d[\w.-]*)(?![\w])/gi;
const QUOTED = /["“«「『]([^"”»」』\n]{2,40})["”»」』]/g;
const NAME = /(?<![\p{L}\p{N}_.\/-])(\p{Lu}[\p{L}\p{N}]*(?:[ -]\p{Lu}[\p{L}\p{N}]*){0,3})(?![\p{L}\p{N}_]|\.\w)/gu;

/** Extensions that make "e.g." or "i.e." or a sentence's end look like a file name. */
const NOT_FILES = /^(?:e\.g|i\.e|etc|vs|a\.m|p\.m|u\.s|mr|mrs|dr|no)$/i;
/** Capitalised words any sentence may start with or contain: not names. */
const COMMON_CAPS = new Set(
  ('I A An The This That These Those It Its If In On At For From To Of And Or But So Then Now Here There What When Where Why How Which Who ' +
    'Yes No Ok Okay Sure Thanks Thank Please Let Note Also However Next First Second Third Finally Done All Set Got Good Great Perfect ' +
    'We You He She They My Your Our Their Me Us Is Are Was Were Be Been Do Does Did Can Could Should Would Will May Might Must ' +
    'Summary Result Results Root Cause Fix Changes Status Option Step Phase Update Updated Added Created Removed Fixed Error Warning ' +
    'True False None Null Todo Api Url Json Yaml Html Css Http Https Id Ui Ux Cli Sdk Os Ai Llm Pr Mr Ci Cd Md').split(' '),
);

function norm(s: string): string {
  return s.toLowerCase().replace(/[\\]/g, '/').replace(/^\.\//, '').replace(/[.,;:!?)]+$/, '');
}

/** Every entity of the text, first occurrence of each key only, in order (remembered: a text is
 * asked about by several stages). */
export const entitiesOf = memoize(findEntities, 50_000);

function findEntities(text: string): Entity[] {
  const out: Entity[] = [];
  const seen = new Set<string>();
  const add = (surface: string, kind: Entity['kind']) => {
    const s = surface.trim().replace(/[.,;:!?)]+$/, '');
    if (s.length < 2 || s.length > 100) return;
    const key = norm(s);
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({ surface: s, key, kind });
  };
  for (const m of text.matchAll(CODE)) {
    const c = m[1].trim();
    // A whole command or expression is evidence, not a name: keep its first word if it names a file.
    if (c.split(/\s+/).length <= 4) add(c, 'code');
  }
  const plain = text.replace(CODE, ' ');
  for (const m of plain.matchAll(URL)) add(m[0].replace(/^https?:\/\//, '').replace(/\/$/, ''), 'url');
  const noUrls = plain.replace(URL, ' ');
  for (const m of noUrls.matchAll(PATH)) {
    const p = m[0];
    if (NOT_FILES.test(p.replace(/\.$/, '')) || /^\d+(?:\.\d+)*$/.test(p) || !/[\p{L}]/u.test(p)) continue;
    if (!p.includes('/') && !p.includes('\\') && !/\.[a-z]/i.test(p)) continue;
    // (Chinese or Japanese around a slash is prose, "画像サイズ/枚数": a path in those scripts has
    // a root or a file name's extension.)
    if (CJK_CHAR.test(p) && !/^(?:[~.]|[A-Za-z]:)?[\\/]/.test(p) && !/\.[a-z][a-z0-9]{0,6}$/i.test(p)) continue;
    add(p, 'path');
  }
  for (const m of noUrls.matchAll(VERSION)) add(m[0], 'version');
  for (const m of noUrls.matchAll(IDENT)) add(m[0], 'ident');
  for (const m of noUrls.matchAll(QUOTED)) add(m[1], 'quoted');
  // (Emphasis and list marks are not words: "**Important** notes" starts a line like "Important notes".)
  const prose = noUrls.replace(/\*\*|__|[*~]/g, '');
  for (const m of prose.matchAll(NAME)) {
    const words = m[1].split(/[ -]/).filter((w) => !COMMON_CAPS.has(w));
    if (!words.length) continue;
    // A single capitalised word opening a sentence, a line, a label or an item is just its first word.
    const before = prose.slice(Math.max(0, m.index - 3), m.index);
    const opening = m.index === 0 || /(?:[.!?:：\n]|^|\n\s*(?:[-+•>]|\d+[.)]))\s*$/.test(before) || /^[\s\p{P}\p{S}]*$/u.test(prose.slice(Math.max(0, m.index - 12), m.index));
    if (opening && words.length === 1 && m[1].split(/[ -]/).length === 1) continue;
    add(words.join(' '), 'name');
  }
  return out;
}

/** A number with its unit ("48GB", "10 Hz", "4 秒", "134.79%", "600×150"). */
// (Letters but Han written as a lookahead, not a `v`-flag set difference: the package compiles to ES2023 for Node 20.)
export const QUANTITY = /(?<![\w.])(\d[\d,.]*(?:\s?[x×*]\s?\d[\d,.]*)?)\s?(%|(?:(?!\p{Script=Han})\p{L}){1,12}(?!\p{L})|\p{Script=Han}{1,3})?/gu;

export function quantitiesOf(text: string): { value: string; unit: string }[] {
  const out: { value: string; unit: string }[] = [];
  for (const m of text.replace(CODE, ' ').matchAll(QUANTITY)) {
    if (!/\d/.test(m[1])) continue;
    out.push({ value: m[1].replace(/[.,]$/, ''), unit: (m[2] ?? '').toLowerCase() });
  }
  return out;
}
