// Content hash of a session file, streamed (files can be large): curation uses it to tell a
// changed session from one already read.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function hashFile(file: string): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { hash: hash.digest('hex'), bytes };
}
