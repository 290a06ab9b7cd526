// Accumulates one session while its file streams by, whatever the format: readers call it with
// what they recognised, and it applies the rules every format shares (Lore's marker, code cut out
// of prose, message size cap, tool-call bookkeeping, times, title, model) before `finish()`.
import type { MessageKind, Session, SessionError, SessionFormat, SessionMessage, ToolCall } from '../schema/session.ts';
import { hasInjectedContext, stripInjectedContext } from '../schema/marker.ts';
import type { Reporter } from './report.ts';
import { splitProse } from './text/prose.ts';
import { issueTitleOf, shortTitle } from './text/title.ts';
import { resultBlock } from './text/result-block.ts';
import { gitRenames, markdownBrief, markdownFileRead, markdownHeadings, printedUsage, repoDescription } from './text/output-facts.ts';
import { type ToolEffects, relativeTo, toolEffects } from './text/tool-files.ts';

/** A message longer than this (in UTF-16 code units, ~200 KB of text) is cut, with a warning. */
export const MAX_MESSAGE_CHARS = 200_000;

const EPOCH = '1970-01-01T00:00:00.000Z';

export interface MessageInput {
  role: SessionMessage['role'];
  kind: MessageKind;
  text: string;
  line: number;
  /** Anything Date can parse (ISO string, epoch milliseconds); the last known time when absent. */
  time?: unknown;
  sidechain?: boolean;
  fromAgent?: boolean;
  command?: string;
}

export interface TitleHints {
  /** A title the harness or the user gave the session (Claude's ai-title, pi's session name). */
  explicit?: string;
}

/** An ISO instant from an ISO string or epoch milliseconds; undefined when unusable. */
export function toIso(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && !value.trim()) return undefined;
  const d = new Date(value);
  const ms = d.getTime();
  // Years outside 1970..9999 are damage, not history.
  if (Number.isNaN(ms) || ms < 0 || ms > 253402300799999) return undefined;
  return d.toISOString();
}

function firstLineOf(text: string, max = 300): string {
  const line = text.trim().split('\n', 1)[0]?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** Every string inside a tool call's arguments (a file's content, a command, a request body). */
function observeStrings(value: unknown, observe: (text: string) => void, depth = 0): void {
  if (typeof value === 'string') observe(value);
  else if (depth < 8 && value && typeof value === 'object') for (const v of Object.values(value)) observeStrings(v, observe, depth + 1);
}

export class SessionBuilder {
  readonly file: string;
  /** Settable until `finish()`: a SpecStory file names its agent in a header read after creation. */
  format: SessionFormat;
  readonly report: Reporter;
  id: string | undefined;
  /** See `Session`: agent name for `other`, agent version, the tool that wrote the file down. */
  agent: string | undefined;
  agentVersion: string | undefined;
  recordedBy: Session['recordedBy'];
  repliesRecorded: false | undefined;
  cwd: string | undefined;
  /** Repository root or remote URL; the session keeps its name only. */
  repo: string | undefined;
  parent: string | undefined;
  titleHints: TitleHints = {};
  /** Sees tool output and arguments before all but a result block of them is dropped. */
  observe: ((text: string) => void) | undefined;
  issues: number[] = [];

  private messages: (SessionMessage & { line: number; order: number })[] = [];
  private toolCalls: ToolCall[] = [];
  private pendingCalls = new Map<string, ToolCall>();
  private errors: { time: string; message: string }[] = [];
  private warnings: SessionError[] = [];
  private errorSeen = new Map<string, SessionError>();
  private instructionSeen = new Set<string>();
  private evidence = { thinking: 0, toolOutputs: 0, codeBlocks: 0 };
  private models = new Map<string, number>();
  private declaredModel: string | undefined;
  private start: string | undefined;
  private end: string | undefined;
  private lastTime: string | undefined;
  private order = 0;
  /** Milliseconds added to the last known time for each untimed message or call (see `tickUntimed`). */
  private tick = 0;
  /** For formats that time a session, not its turns (Aider without its input history, older
   * SpecStory and Codex files): each untimed message or call is placed a millisecond after the one
   * before, so that time order is file order and extraction can tell which calls answered what. */
  tickUntimed = false;

  constructor(file: string, format: SessionFormat, report: Reporter) {
    this.file = file;
    this.format = format;
    this.report = report;
  }

  /** Records a record's time; returns it as ISO, or the last known time when it has none. */
  time(value: unknown): string | undefined {
    const iso = toIso(value);
    return iso ? this.seen(iso) : this.lastTime;
  }

  private seen(iso: string): string {
    if (!this.start || iso < this.start) this.start = iso;
    if (!this.end || iso > this.end) this.end = iso;
    this.lastTime = iso;
    this.tick = 0;
    return iso;
  }

  /** The time of a message or call: its own, else the last known (a tick later, see `tickUntimed`). */
  private stamp(value: unknown): string | undefined {
    const iso = toIso(value);
    if (iso) return this.seen(iso);
    if (!this.tickUntimed || !this.lastTime) return this.lastTime;
    const ticked = new Date(Date.parse(this.lastTime) + ++this.tick).toISOString();
    if (!this.end || ticked > this.end) this.end = ticked;
    return ticked;
  }

  /** The model named by a session-level setting (model change, turn context). */
  declareModel(model: unknown): void {
    if (typeof model === 'string' && model.trim()) this.declaredModel = model.trim();
  }

  /** The model that produced one assistant message: the session's model is the most used one. */
  countModel(model: unknown): void {
    if (typeof model !== 'string' || !model.trim() || model.startsWith('<')) return;
    this.models.set(model, (this.models.get(model) ?? 0) + 1);
  }

  thinking(count = 1): void {
    this.evidence.thinking += count;
  }

  toolOutput(count = 1): void {
    this.evidence.toolOutputs += count;
  }

  /** Adds a message; empty texts are dropped, and repeated identical instructions are kept once. */
  message(input: MessageInput): void {
    const time = this.stamp(input.time) ?? '';
    let kind = input.kind;
    let raw = input.text;
    if (hasInjectedContext(raw)) {
      raw = stripInjectedContext(raw);
      if (!raw) kind = 'injected';
    }
    if (kind !== 'injected' && !raw.trim()) return;
    if (kind === 'instruction') {
      // System prompts are often re-sent every turn; one copy says all they say.
      if (this.instructionSeen.has(raw)) return;
      this.instructionSeen.add(raw);
    }
    if (raw.length > MAX_MESSAGE_CHARS) {
      this.report.warn(`message of ${raw.length} characters cut to ${MAX_MESSAGE_CHARS}`, input.line);
      raw = `${raw.slice(0, MAX_MESSAGE_CHARS)}… [cut: ${raw.length - MAX_MESSAGE_CHARS} more characters]`;
    }
    // Only what people and the agent said is split into prose and code; instructions stay whole.
    const { text, code } = kind === 'prompt' || kind === 'reply' || kind === 'summary' ? splitProse(raw) : { text: raw.trim(), code: [] };
    if (kind !== 'injected' && !text && code.length === 0) return;
    const message: SessionMessage & { line: number; order: number } = { role: input.role, kind, text, time, line: input.line, order: this.order++ };
    if (code.length > 0) {
      message.code = code;
      this.evidence.codeBlocks += code.length;
    }
    if (input.sidechain) message.sidechain = true;
    if (input.fromAgent) message.fromAgent = true;
    if (input.command) message.command = input.command;
    this.messages.push(message);
  }

  /** Registers a tool call; `id` links it to its result (`finishToolCall`). */
  toolCall(id: string | undefined, name: string, args: unknown, timeValue: unknown): void {
    if (this.observe) observeStrings(args, this.observe);
    const effects = toolEffects(name, args, this.cwd);
    const call: ToolCall = { name, time: this.stamp(timeValue) ?? '', ...effects };
    this.toolCalls.push(call);
    if (id) this.pendingCalls.set(id, call);
  }

  /** Registers a tool call whose effects the reader knows already (a Markdown history names the
   * file an edit was applied to; there are no arguments to read them from). */
  toolCallWith(id: string | undefined, name: string, effects: Partial<ToolEffects>, timeValue: unknown): ToolCall {
    const call: ToolCall = { name, time: this.stamp(timeValue) ?? '', filesRead: [], filesWritten: [], commands: [], ...effects };
    if (!call.filesDeleted?.length) delete call.filesDeleted;
    if (!call.document) delete call.document;
    this.toolCalls.push(call);
    if (id) this.pendingCalls.set(id, call);
    return call;
  }

  /** Sets the working directory once a reader has worked it out from the calls themselves (a
   * Markdown history names none), and makes the paths of the calls so far relative to it. */
  adoptCwd(cwd: string): void {
    this.cwd = cwd;
    const rel = (paths: string[]) => [...new Set(paths.map((p) => relativeTo(p, cwd)))];
    for (const call of this.toolCalls) {
      call.filesRead = rel(call.filesRead);
      call.filesWritten = rel(call.filesWritten);
      if (call.filesDeleted) call.filesDeleted = rel(call.filesDeleted);
      if (call.document) call.document.file = relativeTo(call.document.file, cwd);
    }
  }

  /** The files the calls so far read and wrote, for a reader working out the directory. */
  toolPaths(): { read: string[]; written: string[] } {
    return { read: this.toolCalls.flatMap((c) => c.filesRead), written: this.toolCalls.flatMap((c) => c.filesWritten) };
  }

  /** Records a tool call's outcome; `error` is reduced to its first line, and of `output` only a
   * result block is kept. */
  finishToolCall(id: string | undefined, ok: boolean | undefined, error?: string, output?: string): void {
    if (this.observe) {
      if (output) this.observe(output);
      if (error && error !== output) this.observe(error);
    }
    const call = id ? this.pendingCalls.get(id) : undefined;
    if (!call) return;
    // Output of `lore context` run as a tool is knowledge coming back, never a result of its own.
    const result = output ? resultBlock(stripInjectedContext(output)) : undefined;
    if (result) call.result = result;
    if (output && ok !== false) {
      const file = markdownFileRead(call);
      const headings = file ? markdownHeadings(output) : undefined;
      if (file && headings) call.headings = { file, text: headings };
      const brief = file && headings ? markdownBrief(output) : undefined;
      if (brief) call.brief = brief;
      const renames = gitRenames(call, output);
      if (renames) call.renames = renames;
      const description = repoDescription(call, output);
      if (description) call.description = description;
      if (printedUsage(call, output)) call.printedUsage = true;
    }
    if (ok !== undefined) call.ok = ok;
    // Harnesses wrap errors in tags (`<tool_use_error>…</tool_use_error>`): the message is inside.
    const message = error?.replace(/<\/?[a-z][\w-]*>/g, '').trim();
    if (ok === false && message) call.error = firstLineOf(message);
    else if (ok === true) delete call.error;
  }

  /** A harness warning, in the order given. */
  warning(message: string, timeValue: unknown): void {
    const text = firstLineOf(message, 500);
    if (text) this.warnings.push({ time: this.stamp(timeValue) ?? '', message: text });
  }

  /** An API or harness error; the same message is recorded once. */
  error(message: string, timeValue: unknown): void {
    const text = firstLineOf(message, 500);
    if (!text) return;
    const time = this.stamp(timeValue) ?? '';
    // (Said again, it is counted: an error at every sign-in is a different matter from one blip.)
    const seen = this.errorSeen.get(text);
    if (seen) {
      seen.count = (seen.count ?? 1) + 1;
      return;
    }
    const error: SessionError = { time, message: text };
    this.errorSeen.set(text, error);
    this.errors.push(error);
  }

  get messageCount(): number {
    return this.messages.length;
  }

  private chooseModel(): string | undefined {
    let best: string | undefined;
    let bestCount = 0;
    for (const [model, count] of this.models) {
      if (count > bestCount) {
        best = model;
        bestCount = count;
      }
    }
    return best ?? this.declaredModel;
  }

  private chooseTitle(messages: SessionMessage[], id: string): string {
    const prompts = messages.filter((m) => m.kind === 'prompt' && m.text);
    const first = prompts.find((m) => !m.sidechain) ?? prompts[0];
    if (this.issues.length > 0 && first) {
      const fromIssue = issueTitleOf(first.text);
      if (fromIssue) return fromIssue;
    }
    const explicit = this.titleHints.explicit?.trim();
    if (explicit) return shortTitle(explicit);
    if (first) return shortTitle(first.text);
    const any = messages.find((m) => m.text && (m.kind === 'command' || m.kind === 'reply' || m.kind === 'summary'));
    if (any) return shortTitle(any.text);
    return `Session ${id.slice(0, 8)}`;
  }

  /** The finished session, or undefined (with a warning) when the file held nothing usable. */
  finish(fallbackId: string): Session | undefined {
    if (this.messages.length === 0 && this.toolCalls.length === 0 && this.errors.length === 0) {
      this.report.warn('no conversation records (no messages, tool calls or errors); file skipped');
      return undefined;
    }
    if (!this.start) this.report.warn('no usable timestamps; times are set to 1970-01-01');
    const start = this.start ?? EPOCH;
    const end = this.end ?? start;
    const messages: SessionMessage[] = this.messages
      .sort((a, b) => a.line - b.line || a.order - b.order)
      // (Line 0: a message read from a file of its own, as OpenCode stores them, has no line here.)
      .map(({ order: _order, line, ...m }) => ({ ...m, ...(line > 0 ? { line } : {}), time: m.time || start }));
    for (const call of this.toolCalls) if (!call.time) call.time = start;
    for (const err of this.errors) if (!err.time) err.time = start;
    // (An id of nothing but blanks names nothing: the file's name does better.)
    const id = this.id?.trim() ? this.id : fallbackId;
    const issues = [...new Set(this.issues)];
    const session: Session = {
      id,
      format: this.format,
      file: this.file,
      title: this.chooseTitle(messages, id),
      issues: [...issues].sort((a, b) => a - b),
      startedAt: start,
      endedAt: end,
      messages,
      toolCalls: this.toolCalls,
      errors: this.errors,
      evidence: { ...this.evidence },
    };
    if (this.warnings.length) session.warnings = this.warnings;
    if (issues.length > 0) session.issue = issues[0];
    if (this.cwd) session.cwd = this.cwd;
    const repo = this.repo?.replace(/\.git$/, '').split(/[\\/:]/).filter(Boolean).pop()?.replace(/^\./, '');
    if (repo) session.repo = repo;
    const model = this.chooseModel();
    if (model) session.model = model;
    if (this.parent) session.parent = this.parent;
    if (this.agent && this.format === 'other') session.agent = this.agent;
    if (this.agentVersion) session.agentVersion = this.agentVersion;
    if (this.recordedBy) session.recordedBy = this.recordedBy;
    if (this.repliesRecorded === false) session.repliesRecorded = false;
    return session;
  }
}
