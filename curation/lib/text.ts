// Text primitives shared by extraction, merging and ranking: Markdown to plain text, sentences,
// tokens for similarity. Language-neutral where it can be: tokens are Unicode letters/digits, and
// scripts written without spaces (Chinese, Japanese, Korean) become character bigrams.

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below between both but by ' +
    'can cannot could did do does doing don down during each either else ever every few for from further get gets got had has have having he her here hers ' +
    'herself him himself his how i if in into is isn it its itself just let lets like may me might more most much must my myself no nor not now of off on once only or ' +
    'other ought our ours ourselves out over own per please same shall she should so some such than that the their theirs them themselves then there these they ' +
    'this those through to too under until up upon us very via was we were what when where which while who whom why will with within without would yes yet you your ' +
    'yours yourself yourselves one two three etc e.g i.e okay ok really actually basically simply just thing things way ways lot lots well also still even ' +
    'use using used make makes made need needs want wants know think see look let here there whether already ' +
    // Halves of contractions ("doesn't" splits into "doesn" and "t").
    'doesn isn aren wasn weren don won didn hasn haven hadn couldn shouldn wouldn cant'
  ).split(/\s+/),
);

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
// CJK punctuation (。、「」) and fullwidth forms (，：！) take two columns as well.
const WIDE = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff01-\uff60\uffe0-\uffe6]/u;

/** Markdown to plain text for quoting and comparing: no emphasis, links keep their text, no HTML. */
export function stripMarkdown(md: string): string {
  const pipes = md.includes('|');
  return md
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // HTML tags go; placeholders people write in angle brackets ("rm <file>.jsonl") stay.
    .replace(/<\/?(?:a|abbr|b|br|code|del|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|pre|s|small|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul)\b[^>]*>/gi, ' ')
    // Harness wrappers on a line of their own (<proposed_plan>, <system-reminder>) go too.
    .replace(/^\s*<\/?[a-z][\w-]*>\s*$/gim, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    // (Bold with underscores holds words; a Python dunder, "__file__", is a name and stays.)
    .replace(/__([^_\s][^_]*\s[^_]*[^_\s])__/g, '$1')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/(^|[\s(])_([^_\n]+)_(?=[\s).,;:!?]|$)/g, '$1$2')
    // A pipe in code ("{ … } | null") is a union, not a table's column: it stays. A table row
    // quoted as code ("Removed the `| infrahub://graphql-schema | *(none)* | …` row") is named by
    // its first cell.
    .replace(/`\|\s*([^|`]+?)\s*\|[^`]*\|[^`]*`/g, (_, cell: string) => cell.replace(/\*+/g, ''))
    .replace(/`([^`]+)`/g, (_, code: string) => (pipes ? code.replace(/\|/g, '\u0001') : code))
    .replace(/\|/g, ' ')
    .replace(/\u0001/g, '|')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Collapses white space to single spaces. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Width as a reader sees it: CJK characters count double. */
export function displayWidth(s: string): number {
  let width = 0;
  for (const ch of s) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

/** Shortens to at most `max` characters at a word boundary, with an ellipsis when cut. CJK
 *  characters count double: 40 of them fill a line as 80 Latin letters do. */
/** Two sentences as one text: Chinese and Japanese put no space after their full stop. */
export function joinSentences(a: string, b: string): string {
  return a && b ? `${a}${/[。！？]$/.test(a) ? '' : ' '}${b}` : a || b;
}

/** The text as a sentence: a full stop added unless it ends in one, or was cut ("…"). */
export function endSentence(s: string): string {
  return /[.!?。！？…]\s*$/.test(s) ? s : `${s.trimEnd()}.`;
}

export function shorten(s: string, max: number): string {
  const t = squash(s);
  if (CJK.test(t)) {
    let width = 0;
    let i = 0;
    for (const ch of t) {
      width += CJK.test(ch) ? 2 : 1;
      if (width > max) break;
      i += ch.length;
    }
    if (i >= t.length) return t;
    const cut = t.slice(0, i);
    const at = Math.max(...['，', '。', '；', '、', '：', ' ', ',', '？', '！'].map((p) => cut.lastIndexOf(p)));
    return `${(at > i * 0.5 ? cut.slice(0, at) : cut).replace(/[\s,;:.，。；、：]+$/, '')}…`;
  }
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  // A whole sentence or list item reads better than one cut mid-way ("Tests — Update…"): the
  // last such end in the back third of the room, else the last word.
  // ("…the full suite 2. Architecture": the dot of a numbered item ends nothing.)
  const item = Math.max(cut.lastIndexOf('; '), ...[...cut.matchAll(/[^\d\s][.!?] /g)].map((m) => m.index + 1));
  if (item > max * 0.67 && !ABBREVIATIONS.test(cut.slice(0, item + 1))) return cut[item] === ';' ? `${cut.slice(0, item).replace(/[\s,;:(–—-]+$/, '')}…` : `${cut.slice(0, item + 1)} …`;
  const at = cut.lastIndexOf(' ');
  return `${(at > max * 0.6 ? cut.slice(0, at) : cut).replace(/[\s,;:.(–—-]+$/, '')}…`;
}

// A sentence ends at . ! ? (or CJK 。！？) followed by white space, unless the dot belongs to an
// abbreviation, a number, a file name or a version.
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|approx|cf|no|fig|mr|mrs|dr|inc|ltd|jr|sr|st|v)\.)$/i;

/** A character of a script written without spaces between words (Chinese, Japanese, Korean). */
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)/)) {
    const flat = squash(block);
    if (!flat) continue;
    let start = 0;
    for (let i = 0; i < flat.length; i++) {
      const ch = flat[i];
      if (ch === '。' || ch === '！' || ch === '？') {
        out.push(flat.slice(start, i + 1).trim());
        start = i + 1;
        continue;
      }
      // (Chinese and Japanese typed with half-width marks: "缓存吧?传给子组件" is two sentences.)
      if ((ch === '!' || ch === '?') && i + 1 < flat.length && CJK_CHAR.test(flat[i + 1])) {
        out.push(flat.slice(start, i + 1).trim());
        start = i + 1;
        continue;
      }
      if ((ch === '.' || ch === '!' || ch === '?') && (i + 1 === flat.length || flat[i + 1] === ' ')) {
        const head = flat.slice(start, i + 1);
        if (ch === '.' && ABBREVIATIONS.test(head)) continue;
        const next = flat[i + 2];
        // "3. Item" inside a flattened list, or a lower-case continuation: not a boundary; nor is
        // "…devenv.githubAccount ... は、" where a Japanese particle goes on with the sentence, or
        // "`a=1\n\n[mcp...` 形式になる" (Chinese and Japanese end theirs with "。", not ".").
        // ("1. 命名改为…" is a list's number, though: a boundary as before.)
        if (ch === '.' && next !== undefined && (/[a-z\u3041-\u3096]/.test(next) || (/[\u30a1-\u30fa\u4e00-\u9fff]/.test(next) && !/(?:^|\s)\d{1,3}\.$/.test(head)))) continue;
        out.push(head.trim());
        start = i + 2;
      }
    }
    const rest = flat.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => s.length > 1);
}

/** Light English stemmer: enough to make "forks", "forked" and "forking" one term. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // "stopped" → "stop", but "called" stays "call" (Porter keeps a double l, s or z).
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3).replace(/([^lsz])\1$/, '$1');
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2).replace(/([^lsz])\1$/, '$1');
  if (word.endsWith('es') && /(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Terms of a text: lower-cased, stop words dropped, stemmed; CJK runs as character bigrams. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    if (!CJK.test(word)) {
      if (word.length >= 2 && !STOPWORDS.has(word) && !/^\d{1,2}$/.test(word)) out.push(stem(word));
      continue;
    }
    // ("先skip" is two words: a CJK run and a Latin run.)
    if (/[a-z0-9]/.test(word)) {
      for (const run of word.match(CJK_OR_NOT)!) {
        if (CJK.test(run)) bigrams(run, out);
        else if (run.length >= 2 && !STOPWORDS.has(run) && !/^\d{1,2}$/.test(run)) out.push(stem(run));
      }
    } else bigrams(word, out);
  }
  return out;
}

const CJK_OR_NOT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

/** Text without spaces between words is compared by its character pairs. */
function bigrams(run: string, out: string[]): void {
  const chars = [...run];
  if (chars.length === 1) out.push(run);
  for (let k = 0; k + 1 < chars.length; k++) out.push(chars[k] + chars[k + 1]);
}

/** Term frequencies of a text. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokenize(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

export function containsCjk(text: string): boolean {
  return CJK.test(text);
}

const SLUG_SKIP = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'or', 'in', 'on', 'for', 'with', 'is', 'are', 'be', 'can', 'could', 'we', 'i', 'you', 'it', 'this', 'that', 'how', 'what', 'do', 'does', 'should', 'would', 'my', 'our', 'your', 'its']);

/** URL- and file-safe slug of a title's significant words; non-Latin titles fall back to `fallback`. */
export function slugify(text: string, fallback = 'article', max = 50): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const significant = words.filter((w) => !SLUG_SKIP.has(w));
  const slug = (significant.length >= 2 ? significant : words).join('-');
  if (slug.length < 3) return fallback;
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const at = cut.lastIndexOf('-');
  return at > max / 2 ? cut.slice(0, at) : cut;
}

/** Titles name subjects, not addresses: URLs go (they leak private workspaces, too), and so do
 * the "[notion.so link]" marks privacy left in their place. */
export function withoutUrls(title: string): string {
  const t = title.replace(/https?:\/\/\S+|\[[\w.-]+ link\]/g, '').replace(/\s{2,}/g, ' ').replace(/^[\s:,—–-]+|[\s:,—–-]+$/g, '').trim();
  return t.length >= 3 ? t : title;
}

/** Letters and digits only, lower-cased: what "says the same thing" compares. */
export function textKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The text as a pattern that matches it literally ("a.b" matches "a.b", not "axb"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
