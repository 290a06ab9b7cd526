// Runs a command and measures its wall time, its CPU time and the peak memory of its whole process
// tree (the build's Node, its worker threads, and the Pagefind process it starts), from /proc. On
// a system without /proc the memory and CPU time read 0.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  ms: number;
  /** Peak resident memory of the process and all its descendants together, in bytes. */
  peakBytes: number;
  /** User and system CPU time of the process and every descendant it waited for, in ms: on a
   * shared machine it moves much less than wall time with other people's load. */
  cpuMs: number;
}

const PAGE = 4096;
/** Clock ticks per second of /proc's times (USER_HZ, 100 on every Linux build in use). */
const TICKS = 100;

/** CPU time of this process's children that have ended and been waited for (cutime + cstime):
 * the kernel adds each child's own children to it, so it covers a child's whole tree. */
function endedChildrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

function treeRss(root: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces), from `) `: state, ppid, … rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(e), Number(fields[1]));
      rss.set(Number(e), Number(fields[21]) * PAGE);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) {
      if (p === root) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  const started = performance.now();
  const cpuBefore = endedChildrenCpuMs();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let peakBytes = 0;
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    const timer = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code === 0) resolve({ ms: performance.now() - started, peakBytes, cpuMs: endedChildrenCpuMs() - cpuBefore });
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${log.slice(-3000)}`));
    });
  });
}
