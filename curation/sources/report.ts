// One reporter per file read: every problem names the file (and line), an unknown record type is
// reported once per file, and a file full of bad lines yields a bounded number of warnings.
import type { Diagnostic } from '../schema/session.ts';
import type { LineProblem } from './lines.ts';

/** Per-line warnings of one kind kept per file; the rest are summed up in one closing warning. */
const MAX_LINE_WARNINGS = 20;

export interface Reporter {
  readonly file: string;
  warn(message: string, line?: number): void;
  /** Warns about a record type the reader does not know, once per type per file. */
  unknownType(type: string, line: number): void;
  lineProblem(problem: LineProblem): void;
  /** Emits the summaries of capped warnings; call once when the file is done. */
  close(): void;
}

export function describeLineProblem(problem: LineProblem): string {
  switch (problem.kind) {
    case 'not-utf8':
      return 'bytes that are not valid UTF-8 were read as U+FFFD; the rest of the line is kept';
    case 'invalid-json':
      return problem.truncated
        ? `last line is truncated (no newline, incomplete JSON: ${problem.detail}); skipped`
        : `invalid JSON (${problem.detail}); skipped`;
    case 'not-an-object':
      return 'line is JSON but not an object; skipped';
    case 'too-long':
      return `line is longer than ${Math.round(problem.bytes / (1024 * 1024))} MiB; skipped unparsed`;
  }
}

export function createReporter(file: string, diagnostics: Diagnostic[]): Reporter {
  const seenTypes = new Set<string>();
  const lineCounts = new Map<LineProblem['kind'], number>();
  return {
    file,
    warn(message, line) {
      diagnostics.push(line === undefined ? { file, message, level: 'warning' } : { file, line, message, level: 'warning' });
    },
    unknownType(type, line) {
      if (seenTypes.has(type)) return;
      seenTypes.add(type);
      this.warn(`unknown record type "${type}" (first seen here; further records of this type are ignored silently)`, line);
    },
    lineProblem(problem) {
      const count = (lineCounts.get(problem.kind) ?? 0) + 1;
      lineCounts.set(problem.kind, count);
      if (count <= MAX_LINE_WARNINGS) this.warn(describeLineProblem(problem), problem.line);
    },
    close() {
      for (const [kind, count] of [...lineCounts].sort()) {
        if (count > MAX_LINE_WARNINGS) {
          this.warn(`${count - MAX_LINE_WARNINGS} more lines skipped for the same reason (${kind}) after the first ${MAX_LINE_WARNINGS}`);
        }
      }
    },
  };
}
