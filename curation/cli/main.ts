// `lore <command>`: dispatches to one module per command in ./commands/.
import { COMMANDS, usage } from './commands/index.ts';

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
    } else {
      console.error(err?.stack ?? String(error));
    }
    process.exitCode = 1;
  },
);
