import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The nice value of a thread, from /proc (field 19 of stat). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

describe('lowerThreadPriority', { skip: process.platform !== 'linux' && 'nice is per thread on Linux only' }, () => {
  it("lowers the calling worker thread's priority and leaves the main thread's alone", async () => {
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    const url = new URL('../../../curation/lib/background.ts', import.meta.url).href;
    const worker = new Worker(
      `import { readFileSync } from 'node:fs';
       import { parentPort } from 'node:worker_threads';
       const { lowerThreadPriority } = await import(${JSON.stringify(url)});
       const lowered = lowerThreadPriority();
       parentPort.postMessage({ lowered, stat: readFileSync('/proc/thread-self/stat', 'utf8') });`,
      { eval: true },
    );
    const { lowered, stat } = await new Promise<{ lowered: boolean; stat: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.equal(lowered, true);
    assert.equal(niceOf(stat), Math.max(10, before));
    assert.equal(niceOf(readFileSync('/proc/thread-self/stat', 'utf8')), before);
  });
});
