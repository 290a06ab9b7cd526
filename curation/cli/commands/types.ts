import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Command {
  name: string;
  summary: string;
  /** Returns the process exit status. */
  run(argv: string[]): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** node:util's parseArgs, with a bad flag reported as a UsageError that carries the command's help. */
export function parseCommandArgs<T extends ParseArgsConfig>(config: T, help: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${help}`);
  }
}
