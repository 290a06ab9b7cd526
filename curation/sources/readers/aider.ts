// Aider's `.aider.chat.history.md`: one append-only Markdown file per directory aider ran in,
// every run a session of its own under `# aider chat started at <local time>`. Aider writes three
// kinds of block, and this file cuts them apart line by line:
// - what the person typed: every line prefixed `#### ` and ended with two spaces (a Markdown
//   line break), slash commands included;
// - what aider itself printed (banner, token counts, y/n prompts, "Applied edit to", commits,
//   errors): lines prefixed `> `. A message of several lines is prefixed on its first line only,
//   and only its last line ends with the two spaces, so lines that follow an unfinished `> ` line
//   belong to it, blank ones included;
// - the model's reply: plain Markdown after a blank line, edits inline (`path` then a fenced whole
//   file or SEARCH/REPLACE blocks), reasoning in `<thinking-content-…>` tags.
// A file whose trailing spaces were stripped (an editor, a pre-commit hook) loses the line-break
// convention; it is then read by blank lines alone.
import type { Session } from '../../schema/session.ts';
import { SessionBuilder } from '../builder.ts';
import type { Reporter } from '../report.ts';
import { type AiderInput, InputClock, aiderTime } from './aider-inputs.ts';
import { AiderSession } from './aider-session.ts';
import type { TextReader } from './types.ts';

const SESSION_START = /^# aider chat started at (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)\s*$/;
const TOOL_LINE = /^>(?: |$)/;
const USER_LINE = /^####(?: |$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** What aider prints after a reply: a `> ` line like these ends the reply even when the file lost
 * its trailing spaces, or the reply left a code fence open. */
const AFTER_REPLY = /^> (?:Tokens: |Applied edit to |Commit [0-9a-f]{7,40} |The LLM did not conform|Did you mean|Add .* to the chat\?|Run shell commands?\?|Create new file\?|Edit the files\?|Cost: |litellm\.|The API provider|Retrying in )/;

type Mode = 'none' | 'user' | 'tool' | 'reply';

/** `observe` sees what aider printed (a command's output among it), which the sessions keep no copy of. */
export function aiderReader(file: string, report: Reporter, inputs: AiderInput[], observe?: (text: string) => void): TextReader {
  const clock = new InputClock(inputs);
  const sessions: Session[] = [];
  const ids = new Set<string>();
  let current: AiderSession | undefined;
  let mode: Mode = 'none';
  let block: string[] = [];
  let blockLine = 0;
  /** The current `> ` message has not ended with its two-space line break yet. */
  let openTool = false;
  let fence: string | undefined;
  let previousBlank = true;
  /** Trailing two spaces mark the end of aider's own lines; unknown until the first such line. */
  let lineBreaks: boolean | undefined;
  let outside = 0; // non-blank lines before the first session header

  const flush = () => {
    if (current && block.length) {
      if (mode === 'user') current.user(block, blockLine);
      else if (mode === 'tool') current.tool(block, blockLine);
      else if (mode === 'reply') current.reply(block, blockLine);
    }
    block = [];
    openTool = false;
    fence = undefined;
  };

  const finishSession = () => {
    flush();
    const session = current?.finish(ids);
    if (session) {
      ids.add(session.id);
      sessions.push(session);
    }
    current = undefined;
    mode = 'none';
  };

  const start = (kind: Mode, line: number) => {
    flush();
    mode = kind;
    blockLine = line;
  };

  const endsWithBreak = (text: string) => (text.endsWith('  ') && /\S {2}$/.test(text)) || /^(?:>|####)\s*$/.test(text);

  return {
    line(text, line) {
      // (Most lines are prose: the first character rules out the patterns before any is tried.)
      const c = text.charCodeAt(0);
      const header = c === 35 && text.startsWith('# aider chat started at ') ? SESSION_START.exec(text) : null;
      if (header) {
        finishSession();
        const time = aiderTime(header[1], header[2]);
        if (!time) report.warn(`unreadable session start "${header[1]} ${header[2]}"`, line);
        const builder = new SessionBuilder(file, 'aider', report);
        builder.observe = observe;
        builder.tickUntimed = true;
        current = new AiderSession(builder, clock, time, text);
        previousBlank = true;
        return;
      }
      const blank = text.trim() === '';
      if (!current) {
        if (!blank && outside++ === 0) report.warn('text before the first "# aider chat started at" line belongs to no session; skipped', line);
        return;
      }
      const isTool = c === 62 && TOOL_LINE.test(text);
      const isUser = c === 35 && USER_LINE.test(text);
      if (lineBreaks === undefined && (isTool || isUser)) lineBreaks = endsWithBreak(text);

      if (mode === 'tool' && openTool && !isTool && !isUser) {
        // The rest of a message of several lines (its end carries the line break).
        block[block.length - 1] += `\n${text}`;
        if (endsWithBreak(text) || (!lineBreaks && blank)) openTool = false;
        return;
      }
      if (mode === 'reply' && !blank) {
        // Inside the reply, `> ` is a quotation and `#### ` a heading, unless aider wrote them.
        const toolHere = isTool && ((previousBlank && !fence && (!lineBreaks || endsWithBreak(text))) || AFTER_REPLY.test(text));
        const userHere = isUser && ((lineBreaks && endsWithBreak(text)) || (!lineBreaks && previousBlank && !fence));
        if (!toolHere && !userHere) {
          const open = c === 96 || c === 126 || c === 32 ? FENCE.exec(text)?.[1] : undefined;
          if (open && (!fence || (open[0] === fence[0] && open.length >= fence.length && text.trim() === open))) fence = fence ? undefined : open;
          block.push(text);
          previousBlank = false;
          return;
        }
      }
      previousBlank = blank;
      if (blank) {
        if (mode === 'reply') block.push(text);
        else if (mode !== 'none') {
          flush();
          mode = 'none';
        }
        return;
      }
      if (isUser) {
        if (mode !== 'user') start('user', line);
        block.push(text);
      } else if (isTool) {
        if (mode !== 'tool') start('tool', line);
        block.push(text);
        openTool = lineBreaks === true && !endsWithBreak(text);
      } else if (mode === 'tool') {
        // After a finished `> ` line: the padded lines of a multi-line subject (shell commands).
        block[block.length - 1] += `\n${text}`;
      } else {
        if (mode !== 'reply') start('reply', line);
        const open = FENCE.exec(text)?.[1];
        if (open) fence = open;
        block.push(text);
      }
    },
    end() {
      finishSession();
      return sessions;
    },
  };
}
