export interface Command {
  name: string;
  summary: string;
  /** Returns the process exit status. */
  run(argv: string[]): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}
