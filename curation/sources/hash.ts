// Content hash of a session file, streamed (files can be large): curation uses it to tell a
// changed session from one already read. A session stored in several files (OpenCode's message
// and part files beside its session file, its database's write-ahead log) is hashed with all of them.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { companionFiles } from './readers/opencode.ts';

export async function hashFile(file: string): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = async (path: string) => {
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  };
  await stream(file);
  for (const part of await companionFiles(file)) {
    // (Named, so that content moved from one file to the next is a change.)
    hash.update(`\0${basename(part)}\0`);
    // (One OpenCode removed while we hashed is no reason to skip the session; its reading says why.)
    await stream(part).catch(() => hash.update('\0unreadable\0'));
  }
  return { hash: hash.digest('hex'), bytes };
}
