// Just enough Markdown handling to quote articles: plain text of a snippet, the first
// paragraph, a named section, a length-capped excerpt. Line-based on purpose: article bodies are
// simple Markdown, and a wrong guess here costs a few odd characters, never a crash.

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** `| a | b |` rows become `a · b`; rule rows disappear. */
function flattenTables(md: string): string {
  return md
    .split('\n')
    .map((line) => {
      if (!/^\s*\|.*\|\s*$/.test(line)) return line;
      if (TABLE_RULE.test(line)) return '';
      return line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' · ');
    })
    .join('\n');
}

/** Plain text of a Markdown snippet: no markup, links reduced to their text, one line. */
export function stripMarkdown(md: string): string {
  // Code spans are kept verbatim (`<n>` in code is not an HTML tag): set aside, put back last.
  const spans: string[] = [];
  const withoutCode = flattenTables(
    md.replace(/<!--[\s\S]*?-->/g, ' ').replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1[^\n]*$/gm, ' '),
  ).replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code: string) => `\u0000${spans.push(code.trim()) - 1}\u0000`);
  return withoutCode
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*[-*_]{3,}\s*$/gm, ' ')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => spans[Number(i)])
    .trim();
}

/** Blocks of the body separated by blank lines; a fenced code block is one block. */
export function blocks(body: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (current.length) out.push(current.join('\n'));
    current = [];
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      current.push(line);
      if (f && f[1] === fence) {
        fence = undefined;
        flush();
      }
      continue;
    }
    if (f) {
      flush();
      fence = f[1];
      current.push(line);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    // A heading is a block of its own even without blank lines around it.
    if (HEADING.test(line)) {
      flush();
      out.push(line);
      continue;
    }
    current.push(line);
  }
  flush();
  return out;
}

/** A block of prose or a list (not a heading, code, table, rule, comment or MDX statement). */
export function isProse(block: string): boolean {
  const first = block.trimStart();
  if (HEADING.test(first.split('\n')[0])) return false;
  if (FENCE.test(first)) return false;
  if (first.startsWith('|') || first.startsWith('<!--') || /^[-*_]{3,}\s*$/.test(first)) return false;
  if (/^(import|export)\s/.test(first)) return false; // MDX
  return stripMarkdown(block).length > 0;
}

/** The first paragraph of prose (a list counts), as plain text; '' when there is none. */
export function firstParagraph(body: string): string {
  const block = blocks(body).find(isProse);
  return block ? stripMarkdown(block) : '';
}

/** The first section headed by one of `names` (case-insensitive): its heading line, and the line
 * where the next heading of the same or a higher level starts (or the end). */
function findSection(lines: string[], names: readonly string[]): { heading: number; end: number } | undefined {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  let heading = -1;
  let level = 0;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (FENCE.test(lines[i])) inFence = !inFence;
    if (inFence) continue;
    const h = HEADING.exec(lines[i]);
    if (!h) continue;
    if (heading >= 0 && h[1].length <= level) return { heading, end: i };
    if (heading < 0 && wanted.has(stripMarkdown(h[2]).toLowerCase().replace(/[:.]$/, ''))) {
      heading = i;
      level = h[1].length;
    }
  }
  return heading >= 0 ? { heading, end: lines.length } : undefined;
}

/** The Markdown of the first section whose heading is one of `names` (case-insensitive). */
export function section(body: string, names: readonly string[]): string | undefined {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const found = findSection(lines, names);
  return found && lines.slice(found.heading + 1, found.end).join('\n').trim();
}

/** `md` without the first section whose heading is one of `names` (heading included). */
export function withoutSection(md: string, names: readonly string[]): string {
  const lines = md.split('\n');
  const found = findSection(lines, names);
  if (!found) return md;
  if (found.end < lines.length) return [...lines.slice(0, found.heading), ...lines.slice(found.end)].join('\n');
  return lines.slice(0, found.heading).join('\n').trimEnd();
}

/** The smallest heading level used in `md` (7 when it has none). */
export function topHeadingLevel(md: string): number {
  let min = 7;
  let inFence = false;
  for (const line of md.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const h = !inFence && HEADING.exec(line);
    if (h) min = Math.min(min, h[1].length);
  }
  return min;
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - 1));
  const space = room.lastIndexOf(' ');
  const cut = space > max * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The body without a leading H1 (pages and excerpts print the title themselves). */
export function withoutLeadingTitle(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
  return /^#\s/.test(text) ? text.slice(text.indexOf('\n') + 1 || text.length).replace(/^\s+/, '') : text;
}

/** Headings pushed down by `by` levels (capped at 6), so an excerpt nests under its own heading. */
export function demoteHeadings(md: string, by: number): string {
  let inFence = false;
  return md
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      if (inFence) return line;
      const m = /^(\s{0,3})(#{1,6})(\s)/.exec(line);
      return m ? `${m[1]}${'#'.repeat(Math.min(6, m[2].length + by))}${line.slice(m[0].length - 1)}` : line;
    })
    .join('\n');
}

/** The whole lines of a list that fit `max` characters, then "…" (a list is cut between items). */
function leadingLines(list: string, max: number): string {
  const out: string[] = [];
  let length = 2; // the final "\n…"
  for (const line of list.split('\n')) {
    if (length + line.length + 1 > max) break;
    out.push(line);
    length += line.length + 1;
  }
  return out.length ? `${out.join('\n')}\n…` : '';
}

/**
 * The longest prefix of `md` that fits `max` characters: whole blocks, then the next paragraph
 * cut at a word boundary when there is room for a useful part of it; never a dangling heading
 * or an open code fence. Returns '' when nothing useful fits.
 */
export function truncateMarkdown(md: string, max: number): string {
  if (md.length <= max) return md;
  const ELLIPSIS = '\n\n…';
  const MIN_PART = 80;
  const kept: string[] = [];
  let length = 0;
  let cut = false;
  for (const part of blocks(md)) {
    const sep = kept.length ? 2 : 0;
    if (length + sep + part.length + ELLIPSIS.length <= max) {
      kept.push(part);
      length += sep + part.length;
      continue;
    }
    // Room left for part of a paragraph? Code, tables and headings are never cut.
    const room = max - length - sep;
    if (isProse(part) && !FENCE.test(part) && room >= MIN_PART) {
      const partial = /^\s*([-*+]|\d+[.)])\s/.test(part) ? leadingLines(part, room) : shorten(part.replace(/\s*\n\s*/g, ' '), room);
      if (partial) {
        kept.push(partial);
        cut = true;
      }
    }
    break;
  }
  // A heading with nothing under it is noise.
  while (kept.length && HEADING.test(kept[kept.length - 1])) kept.pop();
  if (!kept.length) return '';
  const text = kept.join('\n\n');
  return cut ? text : `${text}${ELLIPSIS}`;
}
