// The contract between `readSessions` and a format's reader: records go in one at a time, in file
// order, and the reader feeds the shared `SessionBuilder`. A reader keeps no record after it
// returns (tool outputs are counted, then dropped), so memory follows the session's prose only.
import type { Session } from '../../schema/session.ts';
import type { SessionBuilder } from '../builder.ts';

export interface FormatReader {
  record(record: Record<string, unknown>, line: number): void;
  /** Called once after the last record, before `builder.finish()`. */
  end(): void;
}

export type ReaderFactory = (builder: SessionBuilder) => FormatReader;

/** A reader of a whole text file (Markdown histories): lines in, in file order, and the sessions
 * the file held out. One file may hold several sessions (Aider appends every run to one file). */
export interface TextReader {
  line(text: string, line: number): void;
  /** Called once after the last line; finishes every session the file held. */
  end(): Session[];
}
