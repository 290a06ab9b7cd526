// How a run stops when asked to, or when the process that started it is gone. Every file Lore
// writes is written whole (fs-atomic.ts) and the state is saved last, so a run may end between
// any two writes and the next run finishes the work; stopping is exiting at once (the lock is
// released by its exit handler). What must not happen is a run going on writing after it was
// told to stop, or after `bin/lore.mjs`, which started it on the pinned Node, was killed.

/** The pid of the `bin/lore.mjs` that started this process, when one did. */
const PARENT_ENV = 'LORE_PARENT_PID';
const parent = Number(process.env[PARENT_ENV]) || undefined;
// (Read once and forgotten: a process this one starts is not supervised by our parent.)
delete process.env[PARENT_ENV];

/** True when the process that started this run has ended (its child is then re-parented). */
export function parentGone(): boolean {
  return parent !== undefined && process.ppid !== parent;
}

function stop(why: string, code: number): never {
  console.error(`\nlore: ${why}; stopping. Every file written is whole, and the next run finishes the work.`);
  process.exit(code);
}

/** Checked before each write: an orphaned run writes nothing more. */
export function stopIfOrphaned(): void {
  if (parentGone()) stop('the process that started this run has ended', 129);
}

/** Installs the handlers of a command-line run: signals stop it, and so does losing its parent. */
export function superviseRun(): void {
  // (Exit codes as a shell gives a process a signal ended: 128 + its number.)
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) process.on(signal, () => stop(`stopped by ${signal}`, code));
  if (parent !== undefined) setInterval(stopIfOrphaned, 250).unref();
}
