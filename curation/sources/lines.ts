// Streams a file line by line: one read stream, lines cut on Buffers (no whole-file string). Two
// views of it: `visitRecords` parses each line as a JSON object (JSONL sessions), `visitTextLines`
// hands over each line as text (Markdown histories). Bad lines become problems to report, never
// exceptions, and the rest of the file is still read.
import { createReadStream } from 'node:fs';

/** Lines longer than this are skipped unparsed: holding them would let one line exhaust memory. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export type LineProblem =
  /** Bytes that are not UTF-8, each read as U+FFFD; the line is still read. */
  | { kind: 'not-utf8'; line: number }
  | { kind: 'invalid-json'; line: number; truncated: boolean; detail: string }
  | { kind: 'not-an-object'; line: number }
  | { kind: 'too-long'; line: number; bytes: number };

export interface RecordVisitor {
  /** Return `false` to stop reading (the stream is closed at once). */
  /** `bytes`: the line's length in the file, for callers that bound what they keep. */
  record(record: Record<string, unknown>, line: number, bytes: number): boolean | void;
  problem(problem: LineProblem): boolean | void;
}

export interface TextLineVisitor {
  /** Every line, blank ones included, without its line ending. Return `false` to stop reading. */
  line(text: string, line: number): boolean | void;
  /** A line that is not UTF-8 is still handed to `line`, its bad bytes replaced by U+FFFD. */
  problem(problem: LineProblem): boolean | void;
}

export interface ReadSummary {
  /** Lines that held anything but whitespace. */
  nonBlankLines: number;
  bytesRead: number;
  stoppedEarly: boolean;
}

const NEWLINE = 0x0a;
const NOT_BLANK = /\S/;
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

function isBlank(buf: Buffer): boolean {
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0a) return false;
  }
  return true;
}

interface RawLineVisitor {
  /** `terminated`: false for a last line with no newline. Return `true` to stop. */
  line(buf: Buffer, line: number, terminated: boolean): boolean;
  /** A line over the size limit, skipped. Return `true` to stop. */
  overlong(line: number, bytes: number): boolean;
}

/** Cuts `file` into lines (LF; a CR before it stays in the buffer). Rejects only when the file
 * itself cannot be read (missing, unreadable): callers turn that into a diagnostic. */
async function visitRawLines(file: string, visitor: RawLineVisitor, maxLineBytes: number): Promise<{ bytesRead: number; stoppedEarly: boolean }> {
  const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
  let bytesRead = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overlong = false; // the current line passed maxLineBytes: drop bytes until its end
  let lineNo = 0;
  let stop = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytesRead += chunk.length;
      let start = 0;
      while (!stop) {
        const nl = chunk.indexOf(NEWLINE, start);
        if (nl === -1) break;
        lineNo++;
        if (overlong) {
          stop = visitor.overlong(lineNo, pendingBytes + nl - start);
          overlong = false;
        } else if (pending.length === 0) {
          stop = visitor.line(chunk.subarray(start, nl), lineNo, true);
        } else {
          pending.push(chunk.subarray(start, nl));
          const line = Buffer.concat(pending);
          pending = [];
          stop = visitor.line(line, lineNo, true);
        }
        pending = [];
        pendingBytes = 0;
        start = nl + 1;
      }
      if (stop) break;
      if (start < chunk.length) {
        pendingBytes += chunk.length - start;
        if (overlong || pendingBytes > maxLineBytes) {
          overlong = true;
          pending = [];
        } else {
          // Copy: the stream may reuse its buffer, and a subarray would pin the whole chunk.
          pending.push(Buffer.from(chunk.subarray(start)));
        }
      }
    }
    if (!stop) {
      if (overlong) visitor.overlong(lineNo + 1, pendingBytes);
      else if (pending.length > 0) visitor.line(Buffer.concat(pending), lineNo + 1, false);
    }
  } finally {
    stream.destroy();
  }
  return { bytesRead, stoppedEarly: stop };
}

/**
 * Reads `file` line by line and hands every JSON object to `visitor.record`. Rejects only when the
 * file itself cannot be read (missing, unreadable): callers turn that into a diagnostic.
 */
export async function visitRecords(file: string, visitor: RecordVisitor, maxLineBytes = MAX_LINE_BYTES): Promise<ReadSummary> {
  let nonBlankLines = 0;
  const { bytesRead, stoppedEarly } = await visitRawLines(
    file,
    {
      line(buf, line, terminated) {
        if (isBlank(buf)) return false;
        nonBlankLines++;
        let text: string;
        try {
          text = strict.decode(buf);
        } catch {
          // (Strict first: valid lines, nearly all of them, are decoded once and never searched.)
          text = lenient.decode(buf);
          if (visitor.problem({ kind: 'not-utf8', line }) === false) return true;
        }
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (err) {
          const detail = err instanceof Error ? err.message : String(err);
          return visitor.problem({ kind: 'invalid-json', line, truncated: !terminated, detail }) === false;
        }
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          return visitor.problem({ kind: 'not-an-object', line }) === false;
        }
        return visitor.record(value as Record<string, unknown>, line, buf.length) === false;
      },
      overlong(line, bytes) {
        nonBlankLines++;
        return visitor.problem({ kind: 'too-long', line, bytes }) === false;
      },
    },
    maxLineBytes,
  );
  return { nonBlankLines, bytesRead, stoppedEarly };
}

/**
 * Reads `file` as text, line by line (LF or CRLF; a byte order mark is dropped). What a person
 * wrote is never dropped for a bad byte: a line that is not UTF-8 is reported and still handed
 * over, decoded leniently. Rejects only when the file cannot be read.
 *
 * (The lines of a read chunk are decoded together, one call for many lines; only a chunk that is
 * not UTF-8 throughout is decoded line by line, to name the lines at fault.)
 */
export async function visitTextLines(file: string, visitor: TextLineVisitor, maxLineBytes = MAX_LINE_BYTES): Promise<ReadSummary> {
  const summary: ReadSummary = { nonBlankLines: 0, bytesRead: 0, stoppedEarly: false };
  const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
  let carry: Buffer[] = [];
  let carryBytes = 0;
  let overlong = false;
  let lineNo = 0;
  let first = true;

  /** Hands over the lines of `text`; false when the visitor asked to stop. */
  const emit = (text: string): boolean => {
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const end = nl === -1 ? text.length : nl;
      let line = text.slice(start, end);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      lineNo++;
      if (NOT_BLANK.test(line)) summary.nonBlankLines++;
      if (visitor.line(line, lineNo) === false) return false;
      if (nl === -1) return true;
      start = nl + 1;
    }
  };

  /** Complete lines (`bytes` ends where a line ends, its last newline cut off). */
  const lines = (bytes: Buffer): boolean => {
    try {
      return emit(strict.decode(bytes));
    } catch {
      // Not UTF-8 somewhere: line by line, to name the lines and keep the rest of each.
      let start = 0;
      for (;;) {
        const nl = bytes.indexOf(NEWLINE, start);
        const line = bytes.subarray(start, nl === -1 ? bytes.length : nl);
        let text: string;
        try {
          text = strict.decode(line);
        } catch {
          if (visitor.problem({ kind: 'not-utf8', line: lineNo + 1 }) === false) return false;
          text = lenient.decode(line);
        }
        if (!emit(text)) return false;
        if (nl === -1) return true;
        start = nl + 1;
      }
    }
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      summary.bytesRead += chunk.length;
      const last = chunk.lastIndexOf(NEWLINE);
      if (last === -1) {
        carryBytes += chunk.length;
        if (carryBytes > maxLineBytes) overlong = true;
        if (!overlong) carry.push(Buffer.from(chunk));
        continue;
      }
      const firstNl = chunk.indexOf(NEWLINE);
      if (overlong) {
        // The end of a line too long to keep: reported, then the rest of the chunk read.
        lineNo++;
        summary.nonBlankLines++;
        if (visitor.problem({ kind: 'too-long', line: lineNo, bytes: carryBytes + firstNl }) === false) {
          summary.stoppedEarly = true;
          break;
        }
        overlong = false;
        carry = [];
        carryBytes = 0;
        if (firstNl < last && !lines(chunk.subarray(firstNl + 1, last))) {
          summary.stoppedEarly = true;
          break;
        }
      } else {
        const head = carry.length ? Buffer.concat([...carry, chunk.subarray(0, last)]) : chunk.subarray(0, last);
        if (!lines(head)) {
          summary.stoppedEarly = true;
          break;
        }
      }
      carry = last + 1 < chunk.length ? [Buffer.from(chunk.subarray(last + 1))] : [];
      carryBytes = chunk.length - last - 1;
    }
    if (!summary.stoppedEarly) {
      if (overlong) {
        summary.nonBlankLines++;
        visitor.problem({ kind: 'too-long', line: lineNo + 1, bytes: carryBytes });
      } else if (carryBytes > 0 && !lines(Buffer.concat(carry))) summary.stoppedEarly = true;
    }
  } finally {
    stream.destroy();
  }
  return summary;
}
