// Reads one session file into the normalised `Session`s it holds: one streaming pass, the format
// decided by the file's content (never its name): a Markdown history (Aider, SpecStory) by its
// first line, a JSON document (Copilot's history-session-state, Gemini CLI, OpenCode) by its shape,
// OpenCode's SQLite database by its header, else a
// JSONL log whose first records say whose it is, every record then handed to that format's
// reader. Problems become diagnostics naming the file and line; nothing here throws on bad input.
import { basename, dirname } from 'node:path';
import type { Diagnostic, Session, SessionFormat } from '../schema/session.ts';
import { SessionBuilder } from './builder.ts';
import { type Container, PEEK_RECORDS, containerOf, formatOfRecord } from './detect.ts';
import type { IssueMaps } from './issue-maps.ts';
import { type LineProblem, type ReadSummary, type RecordVisitor, visitRecords } from './lines.ts';
import { mergeCopies } from './copies.ts';
import { originalName } from './discover.ts';
import { readClaudeCode } from './readers/claude-code.ts';
import { readCodex } from './readers/codex.ts';
import { readCopilotCli } from './readers/copilot-cli.ts';
import { readGeminiCli } from './readers/gemini-cli.ts';
import { readPi } from './readers/pi.ts';
import type { FormatReader, ReaderFactory } from './readers/types.ts';
import { createReporter } from './report.ts';
import { readJsonDocument } from './read-json.ts';
import { readTextHistory } from './read-text.ts';
import { readOpenCodeDatabase } from './read-sqlite.ts';
import { isInside } from './locate.ts';

export interface ReadOptions {
  /** From `loadIssueMaps`: gives GitClaw sessions their issue numbers. */
  issueMaps?: IssueMaps;
  /** Sees the text the session keeps no copy of (tool output, tool arguments): privacy learns
   *  the secrets in it, so that they are found again where the session repeats them. */
  observe?: (text: string) => void;
  /** The repository curated: of a file holding many projects' sessions (OpenCode's database),
   * only those run in it are read. All when absent. */
  scope?: string;
}

/** The formats kept as JSONL logs, by the reader of their records. */
const READERS: Partial<Record<SessionFormat, ReaderFactory>> = {
  pi: readPi,
  'claude-code': readClaudeCode,
  codex: readCodex,
  'copilot-cli': readCopilotCli,
  'gemini-cli': readGeminiCli,
};

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** An id from the file's name, for files whose records never state one. */
export function idFromPath(file: string): string {
  // (A conflict copy is the session it copies: `x.sync-conflict-….jsonl` is session `x`.)
  const name = originalName(basename(file)).replace(/\.jsonl$/i, '');
  const uuid = UUID_AT_END.exec(name);
  if (uuid) return uuid[1].toLowerCase();
  if (name === 'events' || name === 'transcript' || !name) return basename(dirname(file)) || name || 'session';
  return name;
}

/** Bytes of undetected records kept for replay; past this they are counted but not kept. */
const MAX_EARLY_BYTES = 8 * 1024 * 1024;

type Early = { record: Record<string, unknown>; line: number } | { problem: LineProblem } | { dropped: number };

async function containerOrError(file: string, diagnostics: Diagnostic[]): Promise<Container | undefined> {
  try {
    return await containerOf(file);
  } catch (err) {
    diagnostics.push({ file, level: 'error', message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}` });
    return undefined;
  }
}

/** Every session `file` holds: one for most formats, one per run for an Aider history. */
export async function readSessions(file: string, options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session[]> {
  const container = await containerOrError(file, diagnostics);
  if (!container) return [];
  if (container.kind === 'text') return readTextHistory(file, container.format, diagnostics, options.observe);
  if (container.kind === 'json') return readJsonDocument(file, diagnostics, options.observe);
  if (container.kind === 'sqlite') {
    const scope = options.scope;
    return readOpenCodeDatabase(file, scope === undefined ? () => true : (dir) => isInside(scope, dir), diagnostics, options.observe);
  }
  const session = await readRecords(file, (visitor) => visitRecords(file, visitor), options, diagnostics);
  return session ? [session] : [];
}

/**
 * The sessions of several files that hold the same session (see copies.ts). Logs are merged by
 * turn, named after the first; a history or a document is one record of its sessions, so of a
 * session in several the fullest is kept; and a session both logged and written down by another
 * tool (SpecStory's Markdown of a Claude Code log) is read from its log. Says so when copies
 * diverged, since each then held turns the others lacked.
 */
export async function readSessionCopies(files: string[], options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session[]> {
  const kinds = await Promise.all(files.map((file) => containerOrError(file, diagnostics)));
  const logs = files.filter((_, i) => kinds[i]?.kind === 'jsonl');
  const others = files.filter((_, i) => kinds[i] && kinds[i]!.kind !== 'jsonl');
  const sessions: Session[] = [];
  if (logs.length) {
    const merged = await mergeCopies(logs, diagnostics);
    const session = await readRecords(logs[0], merged.source, options, diagnostics);
    if (session && merged.diverged) {
      const parts = logs.map((f, i) => `${basename(f)} (${merged.onlyIn[i]} of its own)`).join(', ');
      diagnostics.push({ file: logs[0], level: 'warning', message: `session ${JSON.stringify(session.id)} is in ${logs.length} files that diverged: ${parts}; merged by turn, nothing dropped` });
    }
    if (session) sessions.push(session);
  }
  const logged = new Set(sessions.map((s) => s.id));
  if (others.length) for (const s of await fullestOf(others, options, diagnostics)) if (!logged.has(s.id)) sessions.push(s);
  return sessions;
}

/** Sessions of several Markdown histories or documents: each session once, its fullest copy. */
async function fullestOf(files: string[], options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session[]> {
  const byId = new Map<string, Session[]>();
  for (const file of files) for (const s of await readSessions(file, options, diagnostics)) byId.set(s.id, [...(byId.get(s.id) ?? []), s]);
  const out: Session[] = [];
  for (const [id, copies] of byId) {
    const said = (s: Session) => new Set(s.messages.map((m) => m.text));
    const fullest = copies.reduce((a, b) => (b.messages.length > a.messages.length ? b : a));
    const own = copies.filter((c) => c !== fullest && [...said(c)].some((t) => !said(fullest).has(t)));
    if (own.length) {
      const parts = own.map((c) => basename(c.file)).join(', ');
      diagnostics.push({ file: fullest.file, level: 'warning', message: `session ${JSON.stringify(id)} is in ${copies.length} files that diverged: ${basename(fullest.file)} kept, turns only ${parts} holds are not read` });
    }
    out.push(fullest);
  }
  return out;
}

async function readRecords(file: string, source: (visitor: RecordVisitor) => Promise<ReadSummary>, options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session | undefined> {
  const report = createReporter(file, diagnostics);
  let builder: SessionBuilder | undefined;
  let reader: FormatReader | undefined;
  // Records and problems seen before the format is known; replayed once it is. A file that never
  // shows a known record gets one warning, not one per line.
  const early: Early[] = [];

  const start = (format: SessionFormat): FormatReader => {
    builder = new SessionBuilder(file, format, report);
    builder.observe = options.observe;
    const r = READERS[format]!(builder);
    for (const item of early) {
      if ('problem' in item) report.lineProblem(item.problem);
      else if ('record' in item) r.record(item.record, item.line);
      else report.warn('record read before the format was known, too large to keep; skipped', item.dropped);
    }
    early.length = 0;
    return r;
  };

  let nonBlank = 0;
  let earlyBytes = 0;
  // (A line with a bad byte is still read: its notice and its record are one line.)
  const replaced = (item: Early) => 'problem' in item && item.problem.kind === 'not-utf8';
  const earlyLines = () => early.filter((item) => !replaced(item)).length;
  try {
    const summary = await source({
      record(record, line, bytes) {
        if (reader) {
          reader.record(record, line);
          return true;
        }
        const format = formatOfRecord(record);
        if (format && READERS[format]) {
          reader = start(format);
          reader.record(record, line);
          return true;
        }
        earlyBytes += bytes;
        early.push(earlyBytes <= MAX_EARLY_BYTES ? { record, line } : { dropped: line });
        return earlyLines() < PEEK_RECORDS;
      },
      problem(problem) {
        if (reader) {
          report.lineProblem(problem);
          return true;
        }
        early.push({ problem });
        return earlyLines() < PEEK_RECORDS;
      },
    });
    nonBlank = summary.nonBlankLines;
  } catch (err) {
    diagnostics.push({ file, level: 'error', message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}` });
    return undefined;
  }

  if (!reader || !builder) {
    if (nonBlank === 0) {
      report.warn('empty file; skipped');
    } else {
      const lines = earlyLines();
      const bad = early.filter((item) => 'problem' in item && !replaced(item)).length;
      const detail = bad > 0 ? ` (${bad} of the first ${lines} non-blank lines are not valid JSON objects)` : '';
      report.warn(`not a recognised session format: no record of pi, Claude Code, Codex, Copilot CLI or Gemini CLI in the first ${lines} non-blank lines, and no Aider or SpecStory header${detail}; skipped`);
    }
    report.close();
    return undefined;
  }

  reader.end();
  const issues = options.issueMaps?.get(basename(file));
  if (issues) builder.issues = [...issues];
  const session = builder.finish(idFromPath(file));
  report.close();
  return session;
}
