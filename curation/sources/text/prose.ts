// Separates what people wrote from what they pasted. Extraction reads prose only, so fenced code,
// pasted files and pasted terminal sessions are cut out into `code` (kept as evidence, never prose).
//
// Heuristics, in order:
// 1. Pasted-file wrappers that editors and harnesses add (`<context ref=…>…</context>`, `<file …>`,
//    `<attachment …>`, `<document …>`, `<file_contents>`): the whole element goes to `code`.
// 2. Fenced blocks (``` or ~~~, three or more, up to a matching closing fence; an unclosed fence runs
//    to the end of the text).
// 3. A pasted terminal session: a line that starts with a shell prompt (`$ cmd`, `% cmd`,
//    `PS C:\dir> cmd`) or a Python `Traceback (most recent call last):` starts a block that runs
//    until a blank line followed by a line that reads like a sentence (ends in . ? ! or their CJK
//    forms), or to the end of the text. Log lines rarely end like sentences; a question after a
//    paste usually does.

import { REQUEST_HEADING } from '../../lang/harness.ts';

export interface SplitText {
  text: string;
  code: string[];
}

const WRAPPER = /<(context|file|attachment|document|file_contents)\b[^>]*>[\s\S]*?<\/\1>/g;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const PASTE_START = /^\s*(?:[$%] \S|PS [A-Za-z]:\\[^>\n]*> ?\S|Traceback \(most recent call last\):)/;
const SENTENCE_END = /[.?!。？！]["')\]」』]?\s*$/;

function isFenceClose(line: string, fence: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < fence.length || trimmed[0] !== fence[0]) return false;
  for (const ch of trimmed) if (ch !== fence[0]) return false;
  return line.length - line.trimStart().length <= 3;
}

function looksLikeSentence(line: string): boolean {
  const t = line.trim();
  return t.length > 0 && SENTENCE_END.test(t) && !PASTE_START.test(t);
}

/** Cuts fenced blocks and pasted terminal output out of `text`. */
function splitLines(text: string, code: string[]): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const open = FENCE_OPEN.exec(line);
    // A backtick fence whose info string holds a backtick is inline code, not a fence (CommonMark).
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      const fence = open[1];
      let j = i + 1;
      while (j < lines.length && !isFenceClose(lines[j], fence)) j++;
      const body = lines.slice(i + 1, j).join('\n');
      // A template that quotes the person's words in a fence under its request heading ("## User
      // Input" then ```text … ```): the fence holds prose, theirs, and stays for the speakers to read.
      const before = kept.findLast((l) => l.trim() !== '') ?? '';
      if (REQUEST_HEADING.test(before)) {
        kept.push(...lines.slice(i, Math.min(j + 1, lines.length)));
        i = j + 1;
        continue;
      }
      if (body.trim()) code.push(body);
      // (A short block a label introduces, "確認コマンド:" then two commands, stays as inline code
      // after it: the label without its commands says nothing.)
      const labelAt = kept.length - 1 - [...kept].reverse().findIndex((l) => l.trim() !== '');
      // (Commands or paths, not a snippet of a program: "settingsManager.applyOverrides({" is no command,
      // nor is a comment or a cron line, whose asterisks Markdown would eat.)
      const commands = body.split('\n').map((l) => l.trim()).filter(Boolean);
      const shellish = /^\s*(?:bash|sh|shell|zsh|fish|console|shell-session|text|txt|plaintext|powershell|pwsh|ps1|cmd|bat|gitignore|ini|env|dotenv)?\s*$/i.test(open[2]);
      const commandLike = shellish && commands.every((c) => /^[\w.~\/$-]/.test(c) && !/[{(,\[]$/.test(c) && !/^(?:#|\/\/)/.test(c) && !c.includes('*'));
      // (A label: a line ending in a colon, or a short list item, "- 確認コマンド", "- Example".)
      const label = kept[labelAt] ?? '';
      const isLabel = /[:：]\s*$/.test(label) || /^\s*(?:[-*+]|\d+[.)])\s+[^.。!?！？]{1,24}$/.test(label);
      if (labelAt < kept.length && isLabel && commandLike && commands.length && commands.length <= 3 && commands.join('; ').length <= 160 && !body.includes('`')) {
        // (Text that goes on under the item after the block is said of the commands: " — ".)
        const goesOn = /^\s{2,}(?![-*+]\s|\d+[.)]\s)\S/.test(lines[j + 1] ?? '');
        kept[labelAt] = `${label.replace(/\s+$/, '')}${/[:：]$/.test(label.trim()) ? '' : ':'} ${commands.map((c) => `\`${c}\``).join('; ')}${goesOn ? ' —' : ''}`;
      }
      i = j + 1;
      continue;
    }
    if (PASTE_START.test(line)) {
      let j = i + 1;
      while (j < lines.length) {
        if (lines[j].trim() === '' && j + 1 < lines.length && looksLikeSentence(lines[j + 1])) break;
        if (FENCE_OPEN.test(lines[j])) break;
        j++;
      }
      const body = lines.slice(i, j).join('\n').replace(/\s+$/, '');
      if (body.trim()) code.push(body);
      i = j;
      continue;
    }
    kept.push(line);
    i++;
  }
  return kept.join('\n');
}

/** Tidies what is left once code is cut out: no trailing spaces, at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function splitProse(raw: string): SplitText {
  const code: string[] = [];
  let text = raw.replace(/\r\n?/g, '\n');
  if (text.includes('<')) {
    text = text.replace(WRAPPER, (element) => {
      code.push(element);
      return '';
    });
  }
  if (text.includes('```') || text.includes('~~~') || /[$%>]|Traceback/.test(text)) text = splitLines(text, code);
  return { text: tidy(text), code };
}
