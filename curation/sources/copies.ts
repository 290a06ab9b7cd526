// Several files of one session: a sync tool's conflict copy, a copy made by hand, a transcript
// continued in a second file. Each may hold turns the others lack (two machines went on working
// while apart), so none can simply win: their records are merged by turn — the union of the
// records, each once, ordered by time — and read as one session.
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../schema/session.ts';
import { type ReadSummary, type RecordVisitor, visitRecords } from './lines.ts';
import { createReporter } from './report.ts';

interface Entry {
  record: Record<string, unknown>;
  line: number;
  bytes: number;
  time: number;
  /** Index of the first copy that holds it. */
  copy: number;
}

/** What a merge found: how many records only one copy holds, per copy (in the order given). */
export interface CopiesMerge {
  source: (visitor: RecordVisitor) => Promise<ReadSummary>;
  onlyIn: number[];
  /** True when two or more copies each hold records the others lack. */
  diverged: boolean;
}

const TIME_KEYS = ['timestamp', 'time', 'created_at', 'createdAt'];

function timeOf(record: Record<string, unknown>): number | undefined {
  for (const key of TIME_KEYS) {
    const v = record[key];
    const t = typeof v === 'string' ? Date.parse(v) : typeof v === 'number' ? v : NaN;
    if (Number.isFinite(t)) return t;
  }
  return undefined;
}

/**
 * Reads every copy (problems are reported against the copy they are in) and returns their union as
 * a record source for `readSession`. A record without a time keeps its place after the record
 * before it in its file; records of equal time keep the order of the copies, then of the lines.
 */
export async function mergeCopies(files: string[], diagnostics: Diagnostic[]): Promise<CopiesMerge> {
  const seen = new Map<string, Entry>();
  const holders = new Map<string, Set<number>>();
  let bytesRead = 0;
  let nonBlankLines: number;
  for (const [copy, file] of files.entries()) {
    const report = createReporter(file, diagnostics);
    let last = -Infinity;
    const summary = await visitRecords(file, {
      record(record, line, bytes) {
        const time = timeOf(record) ?? last;
        last = time;
        // The same record in two copies is the same text once parsed and printed again (kept as
        // its hash: the records themselves are held once, in `seen`).
        const key = createHash('sha256').update(JSON.stringify(record)).digest('base64');
        const held = holders.get(key) ?? new Set<number>();
        held.add(copy);
        holders.set(key, held);
        if (!seen.has(key)) seen.set(key, { record, line, bytes, time, copy });
      },
      problem(problem) {
        report.lineProblem(problem);
      },
    });
    report.close();
    bytesRead += summary.bytesRead;
  }
  nonBlankLines = seen.size;
  const onlyIn = files.map(() => 0);
  for (const held of holders.values()) if (held.size === 1) onlyIn[[...held][0]]++;
  // (Times may be -Infinity, before a file's first dated record: compared, never subtracted.)
  const entries = [...seen.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.copy - b.copy || a.line - b.line));
  const source = async (visitor: RecordVisitor): Promise<ReadSummary> => {
    for (const e of entries) if (visitor.record(e.record, e.line, e.bytes) === false) return { nonBlankLines, bytesRead, stoppedEarly: true };
    return { nonBlankLines, bytesRead, stoppedEarly: false };
  };
  return { source, onlyIn, diverged: onlyIn.filter((n) => n > 0).length >= 2 };
}
