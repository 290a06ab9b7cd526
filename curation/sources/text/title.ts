// Session titles: one line, at most 100 characters, cut where a reader would cut.
import { harnessLines } from '../../lang/harness.ts';

export const MAX_TITLE = 100;

function codePoints(text: string): string[] {
  return Array.from(text);
}

/** First line of prose that has a word in it, without Markdown decoration. A prompt template's
 * YAML front matter is no prose: its `description:` says what the template is for. */
function firstLine(text: string): string {
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const described = front && /^description:\s*["']?(.+?)["']?\s*$/m.exec(front[1])?.[1];
  // (A harness's event lines before the message are no title: "System: [time] Feishu[bot] DM | …".)
  const body = harnessLines(described ? described : front ? text.slice(front[0].length) : text).rest;
  for (const raw of body.split('\n')) {
    const line = raw
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [label](url) → label
      .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|>\s*|\d+[.)]\s+)/, '')
      .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '$1')
      .replace(/__(\S(?:.*?\S)?)__/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\p{L}\p{N}]/u.test(line)) return line;
  }
  return '';
}

/**
 * A title from free text: its first line, cut to `max` characters at a sentence end when one falls
 * late enough, else at a word boundary, else (scripts without spaces) at a character, with "…".
 */
export function shortTitle(text: string, max = MAX_TITLE): string {
  const line = firstLine(text);
  const chars = codePoints(line);
  if (chars.length <= max) return line;
  const head = chars.slice(0, max - 1).join('');
  const sentence = /^(.*[.?!。？！])[\s"')\]]/.exec(head + ' ');
  if (sentence && codePoints(sentence[1]).length >= max * 0.5) return sentence[1];
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length * 0.5 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * GitClaw builds an issue's first prompt as "<title>\n\n<body>": a short first line followed by a
 * blank line is the issue's title. Undefined when the prompt is not shaped that way.
 */
export function issueTitleOf(prompt: string): string | undefined {
  const m = /^([^\n]+)\n[ \t]*(?:\n|$)/.exec(prompt.replace(/\r\n?/g, '\n').trimStart() + '\n');
  if (!m) return undefined;
  const title = m[1].trim();
  if (!title || codePoints(title).length > 256) return undefined;
  return shortTitle(title);
}
