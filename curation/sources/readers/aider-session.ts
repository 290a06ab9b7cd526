// One Aider session: what its three kinds of block mean (see `aider.ts` for how they are cut).
// - What the person typed: a prompt, or a slash command. `/ask`, `/architect`, `/code` and
//   `/context` carry a prompt (aider logs it a second time as a plain input when it switches
//   mode: kept once); `/run` and `!` ran a shell command; the rest (`/add`, `/drop`, `/clear`,
//   `/undo`, `/model`, …) steer aider.
// - What aider printed: the model it used, the files it edited ("Applied edit to"), commits,
//   shell commands it ran or was refused, files added to the chat, errors and warnings.
// - The model's reply: prose, with its edit blocks and reasoning cut out (evidence, not prose).
import { createHash } from 'node:crypto';
import type { Session } from '../../schema/session.ts';
import { USER_DENIED } from '../../schema/session.ts';
import type { SessionBuilder } from '../builder.ts';
import { classifyUserText } from '../text/classify.ts';
import type { InputClock } from './aider-inputs.ts';
import { replyProse } from './aider-reply.ts';

/** Commands whose argument is a message for the model, as the mode they switch to. */
const PROMPT_COMMANDS = new Set(['ask', 'architect', 'code', 'context', 'help']);
const CONFIRMATION = /\?\s*\(Y\)es\/\(N\)o[^\]]*\]:\s*(\S*)\s*$/;
const MODEL = /^(?:Main model|Model): (\S+) with (\S+) edit format/;
/** Aider's own error messages (a linter's or a program's output is not one). */
const ERROR = /^(?:litellm\.\w+|Error:|Unable to |Can't |Cannot |Failed to |Invalid command|The API provider |Model \S+ has hit a token limit|summarizer unexpectedly failed|The LLM did not conform|# \d+ SEARCH\/REPLACE blocks? failed|Uncaught |Exception )/;
const WARNING = /^Warning: /;

/** Text compared without its line breaks and spacing (an input and a reply are logged differently). */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function tidyUserLine(line: string): string {
  return line.replace(/^####(?: |$)/, '').replace(/\s+$/, '');
}

export class AiderSession {
  private readonly opening: string[];
  private readonly start: string | undefined;
  private inputs = 0;
  private pendingCommand: { text: string; line: number; time: string | undefined } | undefined;
  private model: string | undefined;
  private banner: string[] = [];
  /** The `> ` message just before, when it was no known one: the subject of a y/n question
   * (aider prints a question's subject, the file or the commands, right before it). */
  private subject = '';
  /** The last reply as written: in architect mode aider hands it to the editor model as an input. */
  private lastReply: string[] = [];
  /** Inside the linter's report ("# Fix any errors below"): its errors are the code's, not aider's. */
  private linting = false;

  private readonly b: SessionBuilder;
  private readonly clock: InputClock;

  constructor(b: SessionBuilder, clock: InputClock, start: string | undefined, header: string) {
    this.b = b;
    this.clock = clock;
    this.start = start;
    this.opening = [header];
    b.time(start);
  }

  user(lines: string[], line: number): void {
    const text = lines.map(tidyUserLine).join('\n').replace(/^\n+|\n+$/g, '');
    if (!text || text === '<blank>') return;
    // A y/n answer given for a whole group ("(A)ll") is logged as an input: not something said.
    if (CONFIRMATION.test(text)) return;
    this.inputs++;
    const time = this.clock.timeOf(text, this.start ?? '') ?? undefined;
    // The architect's answer handed to the editor model, logged as an input: not the person's words.
    if (this.isLastReply(text)) {
      this.b.message({ role: 'user', kind: 'instruction', text, line, time });
      return;
    }
    const pending = this.pendingCommand;
    this.pendingCommand = undefined;
    if (pending) {
      // `/architect X` is followed by X itself, logged again when aider switches mode.
      if (pending.text === text) {
        this.prompt(text, line, time ?? pending.time);
        return;
      }
      this.prompt(pending.text, pending.line, pending.time);
    }
    const slash = /^([/!])([\w-]*)(?:\s+([\s\S]*))?$/.exec(text);
    if (!slash || (slash[1] === '/' && !slash[2])) {
      this.prompt(text, line, time);
      return;
    }
    const name = slash[1] === '!' ? 'run' : slash[2].toLowerCase();
    const args = (slash[1] === '!' ? `${slash[2]}${slash[3] ? ` ${slash[3]}` : ''}` : (slash[3] ?? '')).trim();
    if (PROMPT_COMMANDS.has(name) && args) {
      this.pendingCommand = { text: args, line, time };
      return;
    }
    this.b.message({ role: 'user', kind: 'command', text, line, time });
    // (Files `/add` puts in the chat are told by aider's "Added x to the chat" that follows.)
    if ((name === 'run' || name === 'test' || name === 'lint' || name === 'git') && args) {
      this.b.toolCallWith(undefined, name === 'git' ? 'git' : 'run', { commands: [name === 'git' ? `git ${args}` : args] }, time);
    }
  }

  private isLastReply(text: string): boolean {
    const reply = this.lastReply;
    const opening = reply.find((l) => l.trim());
    // (Compared whole only when they open alike: most inputs are no reply.)
    if (!opening || !text.trimStart().startsWith(opening.trim().slice(0, 40))) return false;
    return normalise(text) === normalise(reply.join('\n'));
  }

  /** (The mode a `/ask` or `/architect` put aider in is not kept as the message's `command`: that
   * field means a command the harness expanded into a prompt, and these send the person's words as typed.) */
  private prompt(text: string, line: number, time: string | undefined): void {
    const classified = classifyUserText(text);
    this.b.message({ role: 'user', kind: classified.kind, text: classified.text, line, time });
  }

  private flushCommand(): void {
    const pending = this.pendingCommand;
    this.pendingCommand = undefined;
    if (pending) this.prompt(pending.text, pending.line, pending.time);
  }

  tool(messages: string[], line: number): void {
    this.flushCommand();
    if (this.inputs === 0 && this.opening.length < 40) this.opening.push(...messages);
    for (const raw of messages) {
      const text = raw.replace(/^>\s?/, '').replace(/\s+$/, '');
      // (Only facts are kept of what aider printed: privacy still learns the secrets in it.)
      this.b.observe?.(text);
      this.toolMessage(text);
    }
    // What aider told about itself at startup (or after `/model`): version, model, edit format.
    if (this.banner.length) this.b.message({ role: 'system', kind: 'instruction', text: this.banner.join('\n'), line });
    this.banner = [];
  }

  private toolMessage(text: string): void {
    const first = text.split('\n', 1)[0].trim();
    const b = this.b;
    if (!first) return;
    let m: RegExpExecArray | null;
    if ((m = /^Aider v(\S+)/.exec(first))) {
      b.agentVersion = m[1];
      this.banner.push(first);
    } else if ((m = MODEL.exec(first))) {
      this.model = m[1];
      b.declareModel(m[1]);
      this.banner.push(first);
    } else if ((m = /^(?:Git working dir|Cur working dir): (.+)$/.exec(first)) || (m = /^Git repository created in (.+)$/.exec(first))) {
      b.cwd ??= m[1].trim();
    } else if ((m = /^Applied edit to (.+)$/.exec(first))) {
      b.toolCallWith(undefined, 'edit', { filesWritten: [m[1].trim()] }, undefined).ok = true;
    } else if ((m = /^Commit ([0-9a-f]{7,40}) (.+)$/.exec(first))) {
      b.toolCallWith(undefined, 'commit', { commands: [`git commit -m ${JSON.stringify(m[2].trim())}`] }, undefined).ok = true;
    } else if ((m = /^Running (.+)$/s.exec(text.trim()))) {
      b.toolCallWith(undefined, 'run', { commands: [m[1].trim()] }, undefined);
    } else if ((m = CONFIRMATION.exec(first))) {
      this.linting = false;
      this.answered(first, m[1].toLowerCase());
      return;
    } else if (/^# Fix any errors below/.test(first) || this.linting) {
      this.linting = true;
    } else if ((m = /^Added (.+?) to (?:the chat|read-only files)\.?$/.exec(first))) {
      if (!/^\d+ lines of output$/.test(m[1])) b.toolCallWith(undefined, 'add', { filesRead: [m[1].trim()] }, undefined);
    } else if (ERROR.test(first)) {
      // (Several lines of one error: the first says what it is.)
      b.error(first, undefined);
    } else if (WARNING.test(first)) {
      b.warning(first, undefined);
    } else {
      this.subject = text.trim();
      return;
    }
    this.subject = '';
  }

  /** A y/n question aider asked and the answer: shell commands run or refused, files added. */
  private answered(question: string, answer: string): void {
    const subject = this.subject;
    this.subject = '';
    const yes = answer === 'y' || answer === 'a' || answer === '';
    if (/^Run shell commands?\?/.test(question) && subject && !yes) {
      // Refused: nothing ran. (When accepted, the "Running …" lines that follow say what ran.)
      const call = this.b.toolCallWith(undefined, 'run', {}, undefined);
      call.ok = false;
      call.error = `${USER_DENIED}: ${subject.split('\n')[0].trim()}`;
    } else if (/^Add (?:file|URL)s? to the chat\?/.test(question) && subject && yes && !/^https?:/.test(subject)) {
      this.b.toolCallWith(undefined, 'add', { filesRead: subject.split('\n').map((s) => s.trim()).filter(Boolean) }, undefined);
    }
  }

  reply(lines: string[], line: number): void {
    this.flushCommand();
    this.lastReply = lines;
    const { text, thinking } = replyProse(lines);
    if (thinking) this.b.thinking(thinking);
    if (!text.trim()) return;
    this.b.countModel(this.model);
    this.b.message({ role: 'assistant', kind: 'reply', text, line });
  }

  /** The finished session; undefined for a run in which nobody typed anything. */
  finish(taken: Set<string>): Session | undefined {
    this.flushCommand();
    if (this.inputs === 0) return undefined;
    return this.b.finish(aiderSessionId(this.start, this.opening.join('\n'), taken));
  }
}

/** A stable id for a session: a hash of its opening lines (the header with its start, and what
 * aider printed at startup), then its start. The same wherever the file is copied to, unlike its
 * path; the hash comes first because ids are shown by their first eight characters. */
export function aiderSessionId(start: string | undefined, opening: string, taken: Set<string>): string {
  const when = (start ?? '').replace(/[-:]/g, '').replace(/\.\d+Z$/, '');
  const hash = createHash('sha256').update(opening).digest('hex').slice(0, 8);
  const base = `${hash}-${when || 'undated'}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
