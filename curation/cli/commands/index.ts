// The command table. Each command lives in its own module and exports a `Command`.
import type { Command } from './types.ts';
import { contextCommand } from './context.ts';
import { curateCommand } from './curate.ts';
import { checkCommand } from './check.ts';
import { auditCommand } from './audit.ts';

const commands: Command[] = [curateCommand, checkCommand, auditCommand, contextCommand];

export const COMMANDS: Record<string, Command> = Object.fromEntries(commands.map((c) => [c.name, c]));

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length), 8);
  const lines = Object.values(COMMANDS).map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: lore <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun \`lore <command> --help\` for a command's options.`;
}
