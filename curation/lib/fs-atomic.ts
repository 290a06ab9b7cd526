// Every file Lore writes is written whole or not at all: to a temporary file beside it, then
// renamed over it. A run killed at any moment leaves each file either old or new, never half.
import { mkdirSync, renameSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { stopIfOrphaned } from './supervision.ts';

let counter = 0;
// Fault injection for the crash-safety tests: the process kills itself after this many writes.
const killAfter = Number(process.env.LORE_KILL_AFTER_WRITES ?? 0);
let writes = 0;

export function writeFileAtomic(file: string, content: string | Buffer): void {
  stopIfOrphaned();
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${counter++}.tmp`;
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  if (killAfter && ++writes >= killAfter) process.kill(process.pid, 'SIGKILL');
}

/** Writes only when the content differs: a run with nothing new changes no byte (and no mtime). */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileAtomic(file, content);
  return true;
}

export function readTextIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
