// Worker thread: digests the files it is sent, one message per file.
import { parentPort, workerData } from 'node:worker_threads';
import { digestFile, type DigestContext, type DigestTask } from './digest-file.ts';

const ctx = workerData as DigestContext;
parentPort!.on('message', async ({ index, task }: { index: number; task: DigestTask }) => {
  try {
    parentPort!.postMessage({ index, result: await digestFile(task, ctx) });
  } catch (error) {
    parentPort!.postMessage({ index, error: (error as Error).stack ?? String(error) });
  }
});
