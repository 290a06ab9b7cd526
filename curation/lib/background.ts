// Work a build does beside its critical path (the search index, the agent files, the graph layout)
// runs on threads of its own. On a machine with fewer free cores than busy threads (a 2-core CI
// runner, a laptop doing other things) they would take their equal share of the cores from the
// thread that renders the pages, which every other step waits for; at a lower priority they take
// what it leaves, and still finish first: they need a third of its time. A process started from
// such a thread (Pagefind's) inherits the priority.
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/** Lowers the calling thread's CPU priority to nice 10 (never raises it: a build started with
 * `nice -n 15` stays there). Linux only, where nice is per thread and `/proc/thread-self` names
 * the thread; elsewhere, and where it is not allowed, a no-op that returns false. */
export function lowerThreadPriority(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    const below = os.constants.priority.PRIORITY_BELOW_NORMAL;
    if (os.getPriority(tid) < below) os.setPriority(tid, below);
    return true;
  } catch {
    return false;
  }
}
