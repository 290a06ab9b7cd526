// Digests many files on all cores. Results come back in the order of the tasks whatever order the
// workers finish in, so the run stays deterministic. Small runs stay on the main thread: starting
// workers costs more than it saves below a few megabytes.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { digestFile, type DigestContext, type DigestTask } from './digest-file.ts';

// The worker is this module's sibling: .ts in a source checkout, .js once compiled for the package.
const OWN_EXTENSION = import.meta.url.endsWith('.js') ? '.js' : '.ts';

type Result = Awaited<ReturnType<typeof digestFile>>;

const PARALLEL_MIN_BYTES = 8_000_000;

export function workerCount(tasks: DigestTask[]): number {
  const bytes = tasks.reduce((n, t) => n + t.bytes, 0);
  const cores = Number(process.env.LORE_WORKERS) || os.availableParallelism();
  return bytes < PARALLEL_MIN_BYTES || tasks.length < 4 ? 1 : Math.max(1, Math.min(cores, 8, tasks.length));
}

/** Calls `onResult` for each task in task order, as soon as it and all before it are done. */
export async function digestAll(tasks: DigestTask[], ctx: DigestContext, onResult: (index: number, result: Result) => void): Promise<void> {
  const count = workerCount(tasks);
  if (count === 1) {
    for (let i = 0; i < tasks.length; i++) onResult(i, await digestFile(tasks[i], ctx));
    return;
  }
  const done = new Map<number, Result>();
  let next = 0;
  let emitted = 0;
  const flush = () => {
    while (done.has(emitted)) {
      onResult(emitted, done.get(emitted)!);
      done.delete(emitted);
      emitted++;
    }
  };
  await new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    let failed = false;
    const finish = (error?: Error) => {
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve();
    };
    for (let w = 0; w < count; w++) {
      const worker = new Worker(new URL(`./digest-worker${OWN_EXTENSION}`, import.meta.url), { workerData: ctx });
      workers.push(worker);
      const feed = () => {
        if (next < tasks.length) {
          const index = next++;
          worker.postMessage({ index, task: tasks[index] });
        }
      };
      worker.on('message', (msg: { index: number; result?: Result; error?: string }) => {
        if (failed) return;
        if (msg.error) {
          failed = true;
          finish(new Error(`digesting ${tasks[msg.index].file} failed:\n${msg.error}`));
          return;
        }
        done.set(msg.index, msg.result!);
        flush();
        if (emitted === tasks.length) finish();
        else feed();
      });
      worker.on('error', (error) => {
        if (!failed) {
          failed = true;
          finish(error);
        }
      });
      feed();
    }
  });
}
