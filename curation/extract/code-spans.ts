// Extraction reads answers without their Markdown, so "`nv config get` / `--json`" becomes
// "nv config get / --json": two commands read as one. The facts it keeps get their code
// formatting back from the answers they came from, once every rule has run on the plain text.

import { escapeRegExp } from '../lib/text.ts';

/** Inline code spans of Markdown that look like code: a command, a path, a flag, a key. */
export function codeSpans(markdown: string): string[] {
  const out = new Set<string>();
  // (A whole signature is one span, "`func checkDRAAllocatable(dra *draQuotaAttr, …) bool`": were it
  // left out for its length, its shorter parts would be marked inside it.)
  // (Pairs are taken in order, short ones too, and filtered after: skipping "`gh`" for its length
  // would pair its closing backtick with the next span's opening one, " なら、switch の効果が ".)
  for (const m of markdown.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
    const span = m[1].trim();
    if (span.length > 200) continue;
    // (A single plain word, `main`, would turn every "main" of the prose into code.)
    const codeLike = /[^\p{L}\s]/u.test(span) || /\p{Ll}\p{Lu}/u.test(span) || /\s/.test(span);
    if (span.length >= 3 && codeLike) out.add(span);
  }
  // Each line of a fenced block is code as a whole: "GH_TOKEN=ghp_xxx gh repo view owner/repo",
  // not "GH_TOKEN" marked inside prose. (A block inside a list item is kept inline with its item.)
  // (Scanned line by line: a pattern over the whole text is slow on long answers.)
  if (markdown.includes('```')) {
    let inFence = false;
    let taken = 0;
    for (const line of markdown.split('\n')) {
      const code = line.trim();
      if (code.startsWith('```')) {
        inFence = !inFence;
        taken = 0;
      } else if (inFence && taken++ < 40 && code.length >= 3 && code.length <= 160 && !code.includes('`') && /[^\p{L}\s]/u.test(code)) out.add(code);
    }
  }
  // Longest first: `.devenv/serena/setup.sh` before `setup.sh`.
  return [...out].sort((a, b) => b.length - a.length);
}

/** The text with each span marked as code where it stands alone, outside code already marked. */
export function withCode(text: string, spans: string[]): string {
  // (Only the spans the text holds: most facts hold none, and a pattern of fifty is slow to build.)
  const present = text ? spans.filter((s) => text.includes(s)) : [];
  if (!present.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_\`./-])(?:${present.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_\`/<([-]|\\.[\\p{L}\\p{N}])`, 'gu');
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(pattern, (m) => `\`${m}\``)))
    .join('');
}
