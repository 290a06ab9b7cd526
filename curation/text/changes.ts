// A statement that something changed from one value to another: "from 150 to 250", "Ctrl+M → Alt+M",
// "7 dB → 3 dB", "Django ORM → SQLAlchemy", "所有 3 预设位 均改为 4 预设位", "replaced X with Y".
// The two values must look alike (the same shape: letters, digits and marks in the same order, or
// numbers in the same unit), unless a change is said in words around them; "42 available → 2
// loaded" maps one thing to another and changes nothing.
import { says } from '../lang/index.ts';

export interface Change {
  /** The old value, when the statement names it. */
  from?: string;
  to: string;
  /** What changes, when the statement names that instead of the old value ("change the port to 8080"). */
  slot?: string;
}

/** Letters as "a", digits as "0", other marks kept: "llama3.3:70b" → "a0.0:0a". */
export function shapeOf(value: string): string {
  return value.trim().toLowerCase().replace(/\p{L}+/gu, 'a').replace(/\p{N}+/gu, '0').replace(/\s+/g, ' ');
}

const ARROW = /\s*(?:→|->|=>|⇒|⟶)\s*/u;
const ZH_VERB = '(?:改为|改成|换成|換成|变为|變為|替换为|替換為|调整为|調整為|增加到|增大到|减少到|減少到|提高到|降到|更新为|更新為)';
const FROM_TO: RegExp[] = [
  /\b(?:from|von|de|desde)\s+`?([^\s`,;()（]+(?:\s[^\s`,;()（]+){0,2}?)`?\s+(?:to|auf|zu|a|à|para|hasta)\s+`?([^\s`,;。()（]+(?:\s[^\s`,;。()（]+){0,2})`?/iu,
  /\bс\s+`?([^\s`,;]+)`?\s+на\s+`?([^\s`,;]+)`?/iu,
  new RegExp(String.raw`从\s*` + '`?' + String.raw`([^，,。；\s` + '`' + String.raw`]{1,20})` + '`?' + String.raw`[^。；]{0,20}?${ZH_VERB}\s*\**` + '`?' + String.raw`([^，,。；\s*（(` + '`' + String.raw`]{1,20})`, 'u'),
  new RegExp(String.raw`["“「]([^"”」]{1,24})["”」]\s*(?:均|都|全部)?${ZH_VERB}\s*\**` + '`?' + String.raw`([^，,。；*（(` + '`' + String.raw`]{1,24})`, 'u'),
  new RegExp('`?' + String.raw`([^\s，,。；"“”` + '`' + String.raw`]{1,24})` + '`?' + String.raw`\s*(?:均|都|全部)?${ZH_VERB}\s*\**` + '`?' + String.raw`([^，,。；\s*（(` + '`' + String.raw`]{1,24})`, 'u'),
  /\breplaced?\s+`?([^\s`,;]+(?:\s[^\s`,;]+){0,2}?)`?\s+(?:with|by)\s+`?([^\s`,;.]+(?:\s[^\s`,;.]+){0,2})`?/iu,
  // A request to change one thing into another, in the words people type.
  /\b(?:change|rename|switch)\s+`?([^\s`]+(?:\s[^\s`]+){0,2}?)`?\s+(?:to|into)\s+`?([^\s`,;.]+)`?/iu,
  /`?(\S+?)`?\s+(?:ganti|ubah|diganti|diubah)\s+(?:jadi|menjadi|ke)\s+`?([^\s`,;]+)`?/iu,
  /\b(?:ganti|ubah)\s+`?(\S+?)`?\s+(?:jadi|menjadi|ke|dengan)\s+`?([^\s`,;]+)`?/iu,
  /\b(?:cambia|cambiar|reemplaza|mude|troque|substitua|remplace|ersetze|ändere|замени|поменяй)\s+`?(\S+?)`?\s+(?:por|a|para|par|en|durch|zu|auf|на)\s+`?([^\s`,;.]+)`?/iu,
  /把\s*`?([^，,。；`\s]{1,24}?)`?\s*(?:改成|改为|改為|换成|換成|替换成|替換成)\s*`?([^，,。；\s`]{1,24})`?/u,
];

/** "X, not Y", "X instead of Y", "不再 Y，改为 X", "nicht Y, sondern X": Y is the value it replaces. */
const CONTRAST: RegExp[] = [
  /`?([^\s`,;]+(?:\s[^\s`,;]+){0,2})`?,?\s+(?:not|instead of|rather than)\s+(?:an?\s+|the\s+)?`?([^\s`,;.]+(?:\s[^\s`,;.()]+){0,2})`?/iu,
  /不再(?:调用?|調用?|使用|用)?\s*`?([^，,。；`\s]{1,30})`?\s*[，,]\s*(?:改为|改成|改用)\s*`?([^，,。；`\s]{1,30})/u,
  /不是\s*`?([^，,。；`\s]{1,30})`?\s*[，,]?\s*而是\s*`?([^，,。；`\s]{1,30})/u,
  /\bnicht\s+`?([^\s`,;]+(?:\s[^\s`,;]+){0,2}?)`?,?\s+sondern\s+`?([^\s`,;.]+(?:\s[^\s`,;.]+){0,2})`?/iu,
  /\bне\s+`?([^\s`,;]+)`?,?\s+а\s+`?([^\s`,;.]+)`?/iu,
];
/** Which side of each contrast pattern holds the old value (the first group or the second). */
const CONTRAST_OLD = [2, 1, 1, 1, 1];

const TOKEN = /`[^`]+`|[^\s,;()（）]+/gu;
/** A number and its unit word, or one token ("`Ctrl+M`", "SQLAlchemy", "3 dB"). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) out.push(m[0].replace(/^[*_"“'「]+|[*_"”'」.:!?]+$/g, ''));
  const joined: string[] = [];
  for (let i = 0; i < out.length; i++) {
    if (/^\d[\d.,]*$/.test(out[i]) && out[i + 1] && /^[\p{L}%]{1,5}$/u.test(out[i + 1])) joined.push(`${out[i]} ${out[++i]}`);
    else if (out[i]) joined.push(out[i]);
  }
  return joined;
}

function lastValue(text: string): string | undefined {
  // A name of several words ending the text ("Django ORM") is the value whole.
  const name = /((?:\p{Lu}[\p{L}\p{N}.]*\s){1,2}\p{Lu}[\p{L}\p{N}.]*)\s*$/u.exec(text.replace(/[*`]/g, ''));
  if (name) return name[1];
  const t = tokens(text);
  // "7 dB" ends the text: the quantity is the value, not its unit.
  return t.length ? t[t.length - 1] : undefined;
}

function firstValue(text: string): string | undefined {
  return tokens(text)[0];
}

/** Two values of one kind: numbers in the same unit, or marks and digits in the same order. */
function alike(a: string, b: string): boolean {
  const x = a.replace(/`/g, '');
  const y = b.replace(/`/g, '');
  if (x.toLowerCase() === y.toLowerCase()) return false;
  const qa = /^\d[\d.,]*(?:\s*(\S+))?$/.exec(x);
  const qb = /^\d[\d.,]*(?:\s*(\S+))?$/.exec(y);
  if (qa || qb) return Boolean(qa && qb && (qa[1] ?? '').toLowerCase() === (qb[1] ?? '').toLowerCase());
  const sa = shapeOf(x);
  return sa === shapeOf(y) && /[^a ]/.test(sa);
}

/** A request that names only the new value: "改成170", "change it to 8080", "make it Alt+M". */
const TO_ONLY = /^\s*(?:改成|改为|改為|换成|換成|设为|設為|change (?:it |that )?to|make it|set (?:it |that )?to|switch (?:it )?to|use|ganti jadi|ubah jadi|cambia(?:lo)? a|mude para|поменяй на|измени на)\s*[`"“]?([^\s,，。；;`"”]{1,40})/iu;
/** A request to put something in another place: "put the essay into docs/essay.md", "放到 X", "移到 X". */
const PUT = /\b(?:put|move|place|save|write|store|keep)\b[^.\n]{0,60}?\b(?:in|into|to|under|at)\s+`?((?:[~.]?\/)?[\w.@-]+(?:\/[\w.@-]+)+\.\w{1,6}|[\w.@-]+\/[\w.@/-]*)`?|(?:放到|移到|保存到|写到|寫到|存到|放在|移动到|移動到)\s*`?([~.\/\w@-][^\s，,。；`]{2,80})/iu;

/** Marks and words without which no pattern above can match: most statements skip them all. */
const MAYBE = /→|->|=>|⇒|⟶|\b(?:from|von|de|desde|replac|change|rename|switch|ganti|ubah|cambi|mude|troque|substitua|remplace|ersetze|ändere|not|instead|rather|nicht)|с\s|не\s|замени|поменяй|从|改|换|換|变|變|替|调|調|增|减|減|提高|降到|更新|把|不再|不是/iu;

/** The change a statement reports, if it reports one. */
export function changeIn(text: string): Change | undefined {
  const put = PUT.exec(text);
  if (put) return { to: (put[1] ?? put[2]).replace(/[*`]/g, ''), slot: 'location' };
  const only = TO_ONLY.exec(text);
  if (only && /[\d._:/+-]|\p{Lu}/u.test(only[1])) return { to: only[1].replace(/[*`]/g, '') };
  if (!MAYBE.test(text)) return undefined;
  const plainText = text.replace(/\*\*|__/g, '');
  for (const re of FROM_TO) {
    const m = re.exec(plainText);
    if (!m || !m[1].trim() || !m[2].trim() || m[1].trim().toLowerCase() === m[2].trim().toLowerCase()) continue;
    const from = m[1].trim().replace(/[*`]/g, '');
    const to = m[2].trim().replace(/[*`]/g, '');
    // "the port", "列宽度" name what changes, not its old value: a value has a digit, a mark of a
    // name or a file ("gpt-5.4", "a.md"), or a capital.
    if (!/[\d._:/+@#-]|\p{Lu}/u.test(from)) return { slot: from.replace(/^(?:the|a|an|this|that)\s+/i, ''), to };
    return { from, to };
  }
  for (const [i, re] of CONTRAST.entries()) {
    const m = re.exec(plainText);
    if (!m) continue;
    const [older, newer] = CONTRAST_OLD[i] === 2 ? [m[2], m[1]] : [m[1], m[2]];
    // (Only named things: "fast, not slow" contrasts words, not values.)
    if (/[\p{Lu}\d_./:+-]/u.test(older) && older.trim().toLowerCase() !== newer.trim().toLowerCase()) return { from: older.trim().replace(/[*`]/g, ''), to: newer.trim().replace(/[*`]/g, '') };
  }
  const parts = plainText.split(ARROW);
  if (parts.length === 2) {
    const from = lastValue(parts[0]);
    const to = firstValue(parts[1]);
    if (from && to && (alike(from, to) || says('change', plainText))) return { from: from.replace(/`/g, ''), to: to.replace(/`/g, '') };
  }
  return undefined;
}
