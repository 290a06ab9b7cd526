// An agent's answer is Markdown: headings, paragraphs, lists and tables. Extraction reads it as
// blocks so it can tell a summary paragraph from a table of figures or a list of options.
import { containsCjk } from '../lib/text.ts';

export type Block =
  | { kind: 'heading'; level: number; text: string; section: string }
  | { kind: 'paragraph'; text: string; section: string }
  | { kind: 'list'; ordered: boolean; items: string[]; section: string; start?: number }
  | { kind: 'table'; header: string[]; rows: string[][]; section: string }
  | { kind: 'quote'; text: string; section: string };

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

const LIST_ITEM = /^(\s*)([-*+•]|\d+[.)])\s+(.*)$/;

/** Parses Markdown prose (code already cut out) into blocks, each tagged with its section heading. */
// Lines that start something of their own even straight after an item: a label over what follows
// ("参考：", "See:"), a bare link, a reference to a line of code.
const LAZY_STOP = /[:：]$|^\[[^\]]*\]\([^)]*\)$|^[\w./-]+:\d+$/;

const FIELD_LINE = /^(?:\*\*|__)[^*_\n]{1,40}?[:：]\s*(?:\*\*|__)\s*\S|^(?:\*\*|__)[^*_\n]{1,40}?(?:\*\*|__)\s*[:：]\s*\S/;

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let section = '';
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading) {
      // "📊 Summary" is the Summary section: decoration is not part of a section's name.
      section = heading[2].replace(/\*\*/g, '').replace(/^(?:\p{Extended_Pictographic}|\uFE0F|[\s#*:—–-])+/u, '').trim();
      blocks.push({ kind: 'heading', level: heading[1].length, text: section, section });
      i++;
      continue;
    }
    if (trimmed.startsWith('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) {
      const header = splitRow(trimmed);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim().startsWith('|')) {
        rows.push(splitRow(lines[i]));
        i++;
      }
      blocks.push({ kind: 'table', header, rows, section });
      continue;
    }
    if (trimmed.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && lines[i].trim().startsWith('>')) {
        quote.push(lines[i].trim().replace(/^>\s?/, ''));
        i++;
      }
      blocks.push({ kind: 'quote', text: quote.join(' ').trim(), section });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const baseIndent = item[1].length;
      const items: string[] = [];
      /** Items that already hold a nested item. */
      const nested = new Set<number>();
      while (i < lines.length) {
        const m = LIST_ITEM.exec(lines[i]);
        if (m && m[1].length <= baseIndent + 1) {
          items.push(m[3].trim());
          i++;
        } else if (m && m[1].length > baseIndent) {
          // A nested item is folded into its parent: "実装内容: A; B", "Created X covering: A; B".
          items[items.length - 1] = foldNested(items[items.length - 1], m[3].trim(), !nested.has(items.length - 1));
          nested.add(items.length - 1);
          i++;
        } else if (/^\s{2,}```/.test(lines[i])) {
          // A code block inside an item: a short one ("例: GH_TOKEN=… gh pr list") stays as inline
          // code, a long one goes.
          const code: string[] = [];
          for (i++; i < lines.length && !/^\s*```/.test(lines[i]); i++) code.push(lines[i].trim());
          i++;
          const inline = code.filter(Boolean).join('; ');
          if (code.length <= 3 && inline.length <= 160 && !inline.includes('`')) items[items.length - 1] += ` \`${inline}\``;
          else items[items.length - 1] = items[items.length - 1].replace(/(\s[—–]\s|;\s)[^:：;—–]{1,12}[:：]\s*$/, '$1');
          nested.add(items.length - 1);
        } else if (lines[i].trim() && (/^\s{2,}/.test(lines[i]) || (lines[i - 1]?.trim() && !/^\s*(?:#{1,6}\s|\||```|>)/.test(lines[i]) && !LAZY_STOP.test(lines[i].trim())))) {
          // A continuation line: indented, or (as Markdown reads it) any line straight after the
          // item that starts nothing of its own ("1. direnv ブロック解除を実行  \n`direnv allow …` を実行済みです。").
          // (After a short heading-like line, "ブロック解除を実行", the sentence under it tells it: " — ".)
          const lead = items[items.length - 1];
          const told = !/[.。!！?？:：,，、;；]$/.test(lead.trim()) && lead.length <= 60 && /[.。!！]$/.test(lines[i].trim());
          items[items.length - 1] = `${lead}${told ? ' — ' : ' '}${lines[i].trim()}`;
          i++;
        } else break;
      }
      // ("例:" over a code block that was cut out is a label over nothing.)
      for (const n of nested) items[n] = dropEmptyLabels(items[n]);
      // "1. … (code block cut out) 2. …": one numbered list, interrupted; join it back.
      const start = ordered ? Number.parseInt(item[2], 10) : undefined;
      const previous = blocks[blocks.length - 1];
      if (ordered && previous?.kind === 'list' && previous.ordered && previous.section === section && start === (previous.start ?? 1) + previous.items.length) {
        previous.items.push(...items);
      } else blocks.push({ kind: 'list', ordered, items, section, start });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() && !LIST_ITEM.test(lines[i]) && !/^#{1,6}\s/.test(lines[i].trim()) && !lines[i].trim().startsWith('|')) {
      para.push(lines[i].trim());
      i++;
    }
    // Lines that are each a bold label and its value ("**Forked from:** …  \n**Fork date:** …")
    // are a list of fields, not one sentence: joined, they would run into each other.
    if (para.length >= 2 && para.every((l) => FIELD_LINE.test(l))) blocks.push({ kind: 'list', ordered: false, items: para, section });
    else if (para.length) blocks.push({ kind: 'paragraph', text: para.join(' '), section });
    else i++;
  }
  return blocks;
}

/**
 * Appends a nested item to the item it is under. A short label ("実装内容", "Verification") or a
 * line ending in a colon introduces its sub-items ("実装内容: A; B"); after a sentence they follow
 * a dash. Sub-items are separated by semicolons.
 */
function foldNested(parent: string, child: string, first: boolean): string {
  if (/[:：]$/.test(parent)) return `${parent} ${child}`;
  if (!first) return `${parent.replace(/[.。;；]$/, '')}; ${child}`;
  const label = !/[.。!?！？]$/.test(parent) && (containsCjk(parent) ? parent.length <= 16 : parent.split(/\s+/).length <= 4);
  return `${parent}${label ? ':' : ' —'} ${child}`;
}

/** "推奨1: X — 例: ; 特徴: Y" becomes "推奨1: X — 特徴: Y": a sub-item label left over nothing goes. */
function dropEmptyLabels(item: string): string {
  return item
    .replace(/(\s[—–]\s|;\s|:\s)[^:：;—–\s][^:：;—–]{0,11}[:：]\s*(?=;\s|$)/g, '$1')
    .replace(/\s[—–]\s;\s/g, ' — ')
    .replace(/:\s;\s/g, ': ')
    .replace(/;\s(?=;\s)/g, '')
    .replace(/(?:\s[—–]|;|:)\s*$/, '')
    .trim();
}
