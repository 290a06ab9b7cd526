// Reads one session file into the normalised `Session`: one streaming pass, the format decided
// by the first records, then every record handed to that format's reader. Problems become
// diagnostics naming the file and line; nothing here throws on bad input.
import { basename, dirname } from 'node:path';
import type { Diagnostic, Session, SessionFormat } from '../schema/session.ts';
import { SessionBuilder } from './builder.ts';
import { PEEK_RECORDS, formatOfRecord } from './detect.ts';
import type { IssueMaps } from './issue-maps.ts';
import { type LineProblem, type ReadSummary, type RecordVisitor, visitRecords } from './lines.ts';
import { mergeCopies } from './copies.ts';
import { originalName } from './discover.ts';
import { readClaudeCode } from './readers/claude-code.ts';
import { readCodex } from './readers/codex.ts';
import { readCopilotCli } from './readers/copilot-cli.ts';
import { readPi } from './readers/pi.ts';
import type { FormatReader, ReaderFactory } from './readers/types.ts';
import { createReporter } from './report.ts';

export interface ReadOptions {
  /** From `loadIssueMaps`: gives GitClaw sessions their issue numbers. */
  issueMaps?: IssueMaps;
}

const READERS: Record<SessionFormat, ReaderFactory> = {
  pi: readPi,
  'claude-code': readClaudeCode,
  codex: readCodex,
  'copilot-cli': readCopilotCli,
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

export function readSession(file: string, options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session | undefined> {
  return readRecords(file, (visitor) => visitRecords(file, visitor), options, diagnostics);
}

/**
 * One session kept in several files (see copies.ts): read as one, named after `files[0]`. Says so
 * when the copies diverged, since each then held turns the others lacked.
 */
export async function readSessionCopies(files: string[], options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session | undefined> {
  const merged = await mergeCopies(files, diagnostics);
  const session = await readRecords(files[0], merged.source, options, diagnostics);
  if (session && merged.diverged) {
    const parts = files.map((f, i) => `${basename(f)} (${merged.onlyIn[i]} of its own)`).join(', ');
    diagnostics.push({ file: files[0], level: 'warning', message: `session ${JSON.stringify(session.id)} is in ${files.length} files that diverged: ${parts}; merged by turn, nothing dropped` });
  }
  return session;
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
    const r = READERS[format](builder);
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
        if (format) {
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
      report.warn(`not a recognised session format: no record of pi, Claude Code, Codex or Copilot CLI in the first ${lines} non-blank lines${detail}; skipped`);
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
