// The language of a piece of text, from its script (and, for Latin script, its commonest small
// words), and word breaks for scripts written without spaces. Shared by the build (page `lang`
// attributes, the search index) and the browser (search queries): both sides break CJK and Thai
// text with the same ICU word segmenter, so a query is cut where the indexed text was.
// No Node or DOM imports: this module runs in both.

type Script = 'latin' | 'han' | 'kana' | 'hangul' | 'cyrillic' | 'greek' | 'arabic' | 'hebrew' | 'thai' | 'devanagari';

function scriptOf(c: number): Script | undefined {
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)) return 'latin';
  if (c < 0x370) return undefined;
  if (c <= 0x3ff) return 'greek';
  if (c <= 0x52f) return 'cyrillic';
  if (c >= 0x590 && c <= 0x5ff) return 'hebrew';
  if ((c >= 0x600 && c <= 0x6ff) || (c >= 0x750 && c <= 0x77f)) return 'arabic';
  if (c >= 0x900 && c <= 0x97f) return 'devanagari';
  if (c >= 0xe00 && c <= 0xe7f) return 'thai';
  if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f) || (c >= 0xac00 && c <= 0xd7af)) return 'hangul';
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f)) return 'kana';
  if ((c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x3134f)) return 'han';
  return undefined;
}

// Each of these characters stands for about a word's worth of letters in an alphabet.
const WEIGHT: Partial<Record<Script, number>> = { han: 3, kana: 2, hangul: 2.5, thai: 1.5 };
const SCRIPT_LANG: Partial<Record<Script, string>> = { hangul: 'ko', cyrillic: 'ru', greek: 'el', arabic: 'ar', hebrew: 'he', thai: 'th', devanagari: 'hi' };

// The commonest short words of the Latin-script languages sessions are written in; English wins
// unless another language clearly has more of its own.
const SMALL_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'is', 'are', 'of', 'to', 'in', 'that', 'it', 'for', 'with', 'this', 'was', 'not', 'be', 'you'],
  pt: ['não', 'que', 'de', 'da', 'do', 'uma', 'um', 'para', 'com', 'os', 'as', 'é', 'em', 'por', 'mais', 'você', 'está', 'isso'],
  es: ['que', 'de', 'el', 'la', 'los', 'las', 'una', 'por', 'con', 'para', 'es', 'está', 'del', 'pero', 'como', 'más', 'también', 'usted'],
  fr: ['le', 'la', 'les', 'des', 'est', 'une', 'pour', 'dans', 'que', 'pas', 'sur', 'avec', 'du', 'il', 'vous', 'nous', 'ce', 'qui'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'für', 'auf', 'den', 'dem', 'sich', 'auch', 'wir', 'sie', 'es'],
  it: ['il', 'che', 'di', 'della', 'non', 'per', 'una', 'sono', 'con', 'gli', 'anche', 'questo', 'è', 'del', 'nel', 'più', 'come'],
};
// Built on first use: the browser bundle imports this module for its word breaks only.
let wordLangs: Map<string, string[]> | undefined;
function languagesOfWord(word: string): string[] | undefined {
  if (!wordLangs) {
    wordLangs = new Map();
    for (const [lang, words] of Object.entries(SMALL_WORDS)) for (const w of words) wordLangs.set(w, [...(wordLangs.get(w) ?? []), lang]);
  }
  return wordLangs.get(word);
}

// The opening of a text says its language as well as the whole of it, at a fraction of the cost.
const SAMPLE = 3000;
const WORD_SAMPLE = 1500;

function latinLanguage(text: string): string {
  const score: Record<string, number> = {};
  for (const word of text.slice(0, WORD_SAMPLE).toLowerCase().match(/\p{L}+/gu) ?? []) for (const lang of languagesOfWord(word) ?? []) score[lang] = (score[lang] ?? 0) + 1;
  const en = score.en ?? 0;
  let best = 'en';
  for (const [lang, n] of Object.entries(score)) if (lang !== 'en' && n >= 4 && n > en * 1.5 && n > (score[best] ?? 0)) best = lang;
  return best;
}

/** BCP 47 language of a text: `zh`, `ja`, `ko`, `ru`, `pt`… (`en` when nothing says otherwise). */
export function detectLanguage(text: string): string {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const counts: Partial<Record<Script, number>> = {};
  for (let i = 0; i < sample.length; i++) {
    let c = sample.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < sample.length) c = sample.codePointAt(i++)!;
    const s = scriptOf(c);
    if (s) counts[s] = (counts[s] ?? 0) + 1;
  }
  let total = 0;
  const weighted: Array<[Script, number]> = [];
  for (const [s, n] of Object.entries(counts) as Array<[Script, number]>) {
    const w = n * (WEIGHT[s] ?? 1);
    weighted.push([s, w]);
    total += w;
  }
  if (!total) return 'en';
  const han = (counts.han ?? 0) * WEIGHT.han!;
  const kana = (counts.kana ?? 0) * WEIGHT.kana!;
  // Chinese and Japanese share Han characters: kana make it Japanese.
  if ((han + kana) / total >= 0.3) return kana > 0 && counts.kana! >= 0.05 * (counts.han ?? 0) ? 'ja' : 'zh';
  weighted.sort((a, b) => b[1] - a[1]);
  const [top, w] = weighted[0];
  if (top !== 'latin' && w / total >= 0.3 && SCRIPT_LANG[top]) return top === 'cyrillic' && /[іїєґ]/i.test(sample) ? 'uk' : SCRIPT_LANG[top]!;
  return latinLanguage(sample);
}

// Characters of scripts written without spaces between words; JOINED adds their punctuation
// (、。：？ and the full-width forms), which takes no space either.
const UNSPACED = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]|[\ud840-\ud87f][\udc00-\udfff]/;
const WIDE_PUNCTUATION = /[\u3000-\u303f\uff00-\uff65]/;
const JOINED = new RegExp(`${UNSPACED.source}|${WIDE_PUNCTUATION.source}`);

let segmenter: Intl.Segmenter | undefined;

/**
 * The text with a space around each word of a script written without spaces (`前端是否可以切换到bun`
 * → `前端 是否 可以 切换 到 bun`), so a search index that splits words at spaces finds each word.
 * ICU's word breaks for Chinese, Japanese and Thai do not depend on the locale, so the build and
 * the browser cut alike. Text without such characters comes back unchanged.
 */
export function spaceWords(text: string): string {
  if (!UNSPACED.test(text) || typeof Intl.Segmenter === 'undefined') return text;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let out = '';
  for (const { segment } of segmenter.segment(text)) out += JOINED.test(segment) ? ` ${segment} ` : segment;
  return out.replace(/ {2,}/g, ' ').replace(/^ | $/gm, '');
}

/** Undoes `spaceWords` for display: no space between two characters of an unspaced script, nor
 * next to its full-width punctuation, even with search highlights (`<mark>`, `</mark>`) on either
 * side of the space. */
export function joinUnspaced(html: string): string {
  return html.replace(/(\S)((?:<\/?mark>)*) ((?:<\/?mark>)*)(?=(\S))/gu, (all, a: string, m1: string, m2: string, b: string) =>
    (UNSPACED.test(a) && UNSPACED.test(b)) || WIDE_PUNCTUATION.test(a) || WIDE_PUNCTUATION.test(b) ? `${a}${m1}${m2}` : all,
  );
}
