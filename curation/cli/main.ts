// `lore <command>`: dispatches to one module per command in ./commands/.
import { COMMANDS, usage } from './commands/index.ts';
import { superviseRun } from '../lib/supervision.ts';

superviseRun();

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage());
    return 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(`lore ${(await import('./package-info.ts')).packageVersion()}`);
    return 0;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    console.error(`Unknown command "${name}".\n\n${usage()}`);
    return 2;
  }
  return (await entry.load()).run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const err = error as Error & { code?: string };
    // Configuration and usage errors are the user's to fix: say what, not where in Lore.
    if (err?.name === 'ConfigError' || err?.name === 'UsageError' || err?.constructor?.name === 'ConfigError' || err?.constructor?.name === 'UsageError') {
      console.error(err.message);
    } else if (err?.name === 'LockedError') {
      // Another run holds the knowledge directory: try again later (sysexits' EX_TEMPFAIL).
      console.error(err.message);
      process.exitCode = 75;
      return;
    } else {
      console.error(err?.stack ?? String(error));
    }
    process.exitCode = 1;
  },
);
