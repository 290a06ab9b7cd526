// One `lore curate` at a time per knowledge directory. Two runs at once would each read the state,
// write articles over each other and save two different states, the last one winning. The lock is
// a file created exclusively (`.lore/curate.lock`, holding the owner's pid and host): a second run
// waits for it briefly, then stops with a message saying who holds it. A lock left by a process
// that no longer runs (killed, machine rebooted) is taken over.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeIfChanged } from '../lib/fs-atomic.ts';
import { LOCK_FILE } from '../store/paths.ts';

export class LockedError extends Error {
  override name = 'LockedError';
}

interface Owner {
  pid: number;
  host: string;
  started: string;
}

function readOwner(file: string): Owner | undefined {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof o.pid === 'number' && typeof o.host === 'string' ? { pid: o.pid, host: o.host, started: String(o.started ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose owner ran on this machine and is gone (another machine's pid says nothing here), or
 * one that names no owner some seconds after it was made (its run died between creating and
 * writing it).
 */
function stale(file: string, owner: Owner | undefined): boolean {
  if (!owner) {
    const made = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    return made !== undefined && Date.now() - made > 10_000;
  }
  return owner.host === os.hostname() && owner.pid !== process.pid && !alive(owner.pid);
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, `${JSON.stringify({ pid: process.pid, host: os.hostname(), started: new Date().toISOString() })}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface Lock {
  release(): void;
}

/**
 * Takes the knowledge directory's lock, waiting up to `waitMs` for another run to finish
 * (`onWait` is told once, when waiting starts). Throws LockedError when it is still held.
 */
export async function acquireLock(knowledgeDir: string, options: { waitMs: number; onWait?: (message: string) => void }): Promise<Lock> {
  const file = path.join(knowledgeDir, LOCK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  // The lock is of this machine, never of the repository.
  writeIfChanged(path.join(path.dirname(file), '.gitignore'), `${path.basename(LOCK_FILE)}\n`);
  const deadline = Date.now() + options.waitMs;
  let told = false;
  for (;;) {
    if (tryCreate(file)) break;
    const owner = readOwner(file);
    if (!owner && !existsSync(file)) continue; // released just now
    if (stale(file, owner)) {
      // (Only when it still names the dead owner: two runs finding it stale at once must not
      // both take it.)
      if (readOwner(file)?.pid === owner?.pid) rmSync(file, { force: true });
      continue;
    }
    const who = owner ? `another lore curate (pid ${owner.pid}${owner.host !== os.hostname() ? ` on ${owner.host}` : ''}, since ${owner.started})` : 'another lore curate';
    if (Date.now() >= deadline) {
      throw new LockedError(
        `${who} is curating ${knowledgeDir}; waited ${Math.round(options.waitMs / 1000)} s. Run again when it has finished, or delete ${file} if no run is going on.`,
      );
    }
    if (!told) options.onWait?.(`Waiting for ${who} to finish with ${knowledgeDir}…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(10, deadline - Date.now()))));
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Only our own lock: a run that outlived its wait must not delete the next run's.
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // A run stopped by a signal or process.exit() still lets the next one in at once.
  process.on('exit', release);
  return { release };
}
