// Reads one session file into the normalised `Session`s it holds: one streaming pass, the format
// decided by the file's content (never its name): a Markdown history (Aider, SpecStory) by its
// first line, a JSON document (Copilot's history-session-state, Gemini CLI) by its shape, else a
// JSONL log whose first records say whose it is, every record then handed to that format's
// reader. Problems become diagnostics naming the file and line; nothing here throws on bad input.
import { basename, dirname } from 'node:path';
import type { Diagnostic, Session, SessionFormat } from '../schema/session.ts';
import { SessionBuilder } from './builder.ts';
import { type Container, PEEK_RECORDS, containerOf, formatOfRecord } from './detect.ts';
import type { IssueMaps } from './issue-maps.ts';
import { type LineProblem, visitRecords } from './lines.ts';
import { readClaudeCode } from './readers/claude-code.ts';
import { readCodex } from './readers/codex.ts';
import { readCopilotCli } from './readers/copilot-cli.ts';
import { readGeminiCli } from './readers/gemini-cli.ts';
import { readPi } from './readers/pi.ts';
import type { FormatReader, ReaderFactory } from './readers/types.ts';
import { createReporter } from './report.ts';
import { readJsonDocument } from './read-json.ts';
import { readTextHistory } from './read-text.ts';

export interface ReadOptions {
  /** From `loadIssueMaps`: gives GitClaw sessions their issue numbers. */
  issueMaps?: IssueMaps;
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
  const name = basename(file).replace(/\.jsonl$/i, '');
  const uuid = UUID_AT_END.exec(name);
  if (uuid) return uuid[1].toLowerCase();
  if (name === 'events' || name === 'transcript') return basename(dirname(file)) || name;
  return name;
}

/** Bytes of undetected records kept for replay; past this they are counted but not kept. */
const MAX_EARLY_BYTES = 8 * 1024 * 1024;

type Early = { record: Record<string, unknown>; line: number } | { problem: LineProblem } | { dropped: number };

/** Every session `file` holds: one for most formats, one per run for an Aider history. */
export async function readSessions(file: string, options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session[]> {
  let container: Container;
  try {
    container = await containerOf(file);
  } catch (err) {
    diagnostics.push({ file, level: 'error', message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}` });
    return [];
  }
  if (container.kind === 'text') return readTextHistory(file, container.format, diagnostics);
  if (container.kind === 'json') return readJsonDocument(file, diagnostics);
  const session = await readJsonl(file, options, diagnostics);
  return session ? [session] : [];
}

async function readJsonl(file: string, options: ReadOptions, diagnostics: Diagnostic[]): Promise<Session | undefined> {
  const report = createReporter(file, diagnostics);
  let builder: SessionBuilder | undefined;
  let reader: FormatReader | undefined;
  // Records and problems seen before the format is known; replayed once it is. A file that never
  // shows a known record gets one warning, not one per line.
  const early: Early[] = [];

  const start = (format: SessionFormat): FormatReader => {
    builder = new SessionBuilder(file, format, report);
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
  try {
    const summary = await visitRecords(file, {
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
        return early.length < PEEK_RECORDS;
      },
      problem(problem) {
        if (reader) {
          report.lineProblem(problem);
          return true;
        }
        early.push({ problem });
        return early.length < PEEK_RECORDS;
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
      const bad = early.filter((item) => 'problem' in item).length;
      const detail = bad > 0 ? ` (${bad} of the first ${early.length} non-blank lines are not valid JSON objects or UTF-8)` : '';
      report.warn(`not a recognised session format: no record of pi, Claude Code, Codex, Copilot CLI or Gemini CLI in the first ${early.length} non-blank lines, and no Aider or SpecStory header${detail}; skipped`);
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
