// Markdown prose cut into the units a claim can be made of: headings, list items, table rows and
// sentences, each knowing the heading it sits under. What an answer says is found in these
// units; their structure (a labelled item, a row under a header) says what it is about.
import { sentences } from '../lib/text.ts';

export type UnitKind = 'heading' | 'item' | 'row' | 'sentence';

export interface Unit {
  kind: UnitKind;
  /** The unit as written (Markdown kept: code spans and emphasis carry meaning). */
  text: string;
  /** The nearest heading above it (a Markdown heading or a line that is all bold), if any. */
  heading?: string;
  /** Headings above it, outermost first. */
  path: string[];
  /** A label it opens with ("**Root cause:** …", "Port: 5000"): what the rest is about. */
  label?: string;
  /** The rest after the label. */
  value?: string;
  /** Table rows: the header's cells and this row's cells. */
  header?: string[];
  cells?: string[];
  /** 0-based line in the text where the unit starts. */
  line: number;
  /** List depth (0 for top-level items and everything else). */
  depth: number;
  /** An ordered item's or option heading's own label, lower-cased: "1", "b" ("2.", "B)", "Option B", "方案B"). */
  marker?: string;
  /** Order of the unit in the text. */
  index: number;
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const BOLD_LINE = /^\s*\*\*([^*]{2,80}?)\*\*\s*[:：]?\s*$/;
const ITEM = /^(\s*)([-*+•]|\d{1,3}[.)]|[a-zA-Z][.)]|[①-⑳])\s+(.*)$/;
/** How an option is labelled in a heading or at the start of an item ("Option B", "方案 A", "B."). */
const OPTION_LABEL = /^(?:\*\*)?(?:(?:option|variant|variante|choice|alternative|approach|plan|opción|opção|вариант|選択肢|选项|選項|方案|案)\s*([A-Za-z0-9]{1,2})\b|([A-Ha-h]|\d{1,2})[.):：]\s)/iu;

/** The label an option is given, lower-cased, when the text opens with one. */
export function optionMarker(text: string): string | undefined {
  const m = OPTION_LABEL.exec(text.trim());
  return m ? (m[1] ?? m[2]).toLowerCase() : undefined;
}
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;
// "**Label:** value", "**Label**: value", "Label: value" (a short label, then the value).
const BOLD_LABEL = /^\*\*([^*]{1,60}?)[:：]?\*\*\s*[:：]?\s*(.+)$/;
const PLAIN_LABEL = /^([^:：\s`][^:：`]{0,40}?)\s*[:：]\s+(.+)$/;

/** Strips emphasis and a trailing colon from a heading or label. */
export function plainHeading(s: string): string {
  return s
    .replace(/\*\*|__|`/g, '')
    .replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+/u, '')
    .replace(/[:：]\s*$/, '')
    .trim();
}

function splitCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

function labelOf(text: string): { label: string; value: string } | undefined {
  const bold = BOLD_LABEL.exec(text);
  if (bold) return { label: plainHeading(bold[1]), value: bold[2].trim() };
  const plain = PLAIN_LABEL.exec(text);
  // (A URL's "https:" or a time "10:30" is no label.)
  if (plain && !/^(?:https?|ftp|file|mailto)$/i.test(plain[1]) && !/\d$/.test(plain[1]) && plain[1].split(/\s+/).length <= 6)
    return { label: plainHeading(plain[1]), value: plain[2].trim() };
  return undefined;
}

/** The units of a Markdown text, in order. */
export function unitsOf(raw: string): Unit[] {
  // Harness markup at the start of a line ("[[reply_to_current]]", "<final>") is no part of the text.
  const text = raw.replace(/^[ \t]*(?:\[\[[\w:-]+\]\]|<\/?(?:final|answer|response|reply|result|output)>)[ \t]*/gim, '');
  const out: Unit[] = [];
  const stack: { level: number; text: string }[] = [];
  const lines = text.split('\n');
  let para: string[] = [];
  let paraLine = 0;
  let header: string[] | undefined;
  const push = (u: Omit<Unit, 'index' | 'path' | 'heading'>) => {
    const path = stack.map((s) => s.text);
    out.push({ ...u, path, heading: path[path.length - 1], index: out.length });
  };
  const flush = () => {
    if (!para.length) return;
    const joined = para.join('\n');
    for (const s of sentences(joined)) {
      const l = labelOf(s);
      push({ kind: 'sentence', text: s, line: paraLine, depth: 0, ...(l ?? {}) });
    }
    para = [];
  };
  // A short line that leads into a list or table ("Files updated", "Changes:") heads it.
  const leadIn = () => {
    if (para.length !== 1) return;
    const t = para[0].trim();
    if (t.length > 60 || (/[.!?。！？]$/.test(t) && !/[:：]$/.test(t))) return;
    const plain = plainHeading(t);
    para = [];
    if (!plain) return;
    push({ kind: 'heading', text: plain, line: paraLine, depth: 0 });
    setHeading(8, plain);
  };
  const setHeading = (level: number, textOf: string) => {
    while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
    stack.push({ level, text: textOf });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim() || RULE.test(line)) {
      flush();
      if (!TABLE_ROW.test(line)) header = undefined;
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      flush();
      const t = plainHeading(h[2]);
      if (!t) continue;
      const marker = optionMarker(h[2]);
      push({ kind: 'heading', text: t, line: i, depth: 0, ...(marker ? { marker } : {}) });
      setHeading(h[1].length, t);
      continue;
    }
    const b = BOLD_LINE.exec(line);
    if (b) {
      flush();
      const t = plainHeading(b[1]);
      push({ kind: 'heading', text: t, line: i, depth: 0 });
      setHeading(7, t);
      continue;
    }
    if (TABLE_ROW.test(line)) {
      leadIn();
      flush();
      if (TABLE_RULE.test(line)) continue;
      const cells = splitCells(line);
      if (!header || (i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]))) {
        header = cells;
        continue;
      }
      const first = cells[0].replace(/\*\*/g, '').trim();
      const marker = /^[A-Za-z0-9]{1,2}$/.test(first) ? first.toLowerCase() : optionMarker(`${first} `);
      push({ kind: 'row', text: line.trim(), header, cells, line: i, depth: 0, ...(marker ? { marker } : {}) });
      continue;
    }
    header = undefined;
    const it = ITEM.exec(line);
    if (it) {
      leadIn();
      flush();
      let body = it[3];
      const ordered = /^(\d{1,3}|[a-zA-Z])[.)]$/.exec(it[2]);
      // Continuation lines indented under the item belong to it.
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]) && !ITEM.test(lines[i + 1]) && !TABLE_ROW.test(lines[i + 1])) body += ` ${lines[++i].trim()}`;
      const l = labelOf(body);
      const marker = ordered ? ordered[1].toLowerCase() : optionMarker(body);
      push({ kind: 'item', text: body.trim(), line: i, depth: Math.min(3, Math.floor(it[1].replace(/\t/g, '  ').length / 2)), ...(l ?? {}), ...(marker ? { marker } : {}) });
      continue;
    }
    if (!para.length) paraLine = i;
    para.push(line);
  }
  flush();
  return out;
}
