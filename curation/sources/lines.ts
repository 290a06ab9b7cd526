// Streams a JSONL file as records: one read stream, lines cut on Buffers (no whole-file string),
// each line decoded as UTF-8 and parsed on its own. Bad lines become problems to report, never
// exceptions, and the rest of the file is still read. A byte that is not UTF-8 costs that byte
// (it reads as U+FFFD, and is reported), not the record it is in.
import { createReadStream } from 'node:fs';

/** Lines longer than this are skipped unparsed: holding them would let one line exhaust memory. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export type LineProblem =
  /** Bytes that are not UTF-8, each read as U+FFFD; the line is still parsed. */
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

export interface ReadSummary {
  /** Lines that held anything but whitespace. */
  nonBlankLines: number;
  bytesRead: number;
  stoppedEarly: boolean;
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

function isBlank(buf: Buffer): boolean {
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0a) return false;
  }
  return true;
}

/**
 * Reads `file` line by line and hands every JSON object to `visitor.record`. Rejects only when the
 * file itself cannot be read (missing, unreadable): callers turn that into a diagnostic.
 */
export async function visitRecords(file: string, visitor: RecordVisitor, maxLineBytes = MAX_LINE_BYTES): Promise<ReadSummary> {
  const summary: ReadSummary = { nonBlankLines: 0, bytesRead: 0, stoppedEarly: false };
  const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overlong = false; // the current line passed MAX_LINE_BYTES: drop bytes until its end
  let lineNo = 0;
  let stop = false;

  const handleLine = (buf: Buffer, terminated: boolean): void => {
    lineNo++;
    if (isBlank(buf)) return;
    summary.nonBlankLines++;
    let text: string;
    try {
      text = decoder.decode(buf);
    } catch {
      // (Strict first: valid lines, nearly all of them, are decoded once and never searched.)
      text = lenient.decode(buf);
      if (visitor.problem({ kind: 'not-utf8', line: lineNo }) === false) {
        stop = true;
        return;
      }
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      if (visitor.problem({ kind: 'invalid-json', line: lineNo, truncated: !terminated, detail }) === false) stop = true;
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      if (visitor.problem({ kind: 'not-an-object', line: lineNo }) === false) stop = true;
      return;
    }
    if (visitor.record(value as Record<string, unknown>, lineNo, buf.length) === false) stop = true;
  };

  const overlongLine = (): void => {
    lineNo++;
    summary.nonBlankLines++;
    if (visitor.problem({ kind: 'too-long', line: lineNo, bytes: pendingBytes }) === false) stop = true;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      summary.bytesRead += chunk.length;
      let start = 0;
      while (!stop) {
        const nl = chunk.indexOf(NEWLINE, start);
        if (nl === -1) break;
        if (overlong) {
          pendingBytes += nl - start;
          overlongLine();
          overlong = false;
        } else if (pending.length === 0) {
          handleLine(chunk.subarray(start, nl), true);
        } else {
          pending.push(chunk.subarray(start, nl));
          const line = Buffer.concat(pending);
          pending = [];
          handleLine(line, true);
        }
        pending = [];
        pendingBytes = 0;
        start = nl + 1;
      }
      if (stop) {
        summary.stoppedEarly = true;
        break;
      }
      if (start < chunk.length) {
        const rest = chunk.length - start;
        pendingBytes += rest;
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
      if (overlong) overlongLine();
      else if (pending.length > 0) handleLine(Buffer.concat(pending), false);
    }
  } finally {
    stream.destroy();
  }
  return summary;
}
