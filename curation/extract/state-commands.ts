// Work done by commands, not by writing files: "bd create …" forty-one times, then "bd vc push".
// The issues the agent created are the outcome of the request as much as a file it wrote would be,
// and an article that tells only files says nothing was made. Commands that only look (`bd list`,
// `git status`, `--help`) are not counted.
import type { Exchange } from './exchanges.ts';
import type { ToolCall } from '../schema/session.ts';
import { commandParts } from '../lib/shell.ts';

// A subcommand that changes something outside the session: the tracker, the remote, the cloud.
const CHANGES = new Set(['create', 'push', 'publish', 'deploy', 'delete', 'merge', 'apply', 'release', 'close', 'reopen', 'comment', 'upload', 'send', 'commit', 'tag', 'destroy', 'label', 'assign', 'archive', 'transfer', 'rename', 'broadcast', 'post', 'submit']);
// What runs another program: "sudo", "npx", "env FOO=1".
const WRAPPERS = new Set(['sudo', 'env', 'npx', 'time', 'nohup', 'exec', 'command', 'pnpm', 'yarn', 'bunx', 'uvx']);
// Programs whose words are text, not a subcommand: "echo create", "grep push".
const TEXT_PROGRAMS = new Set(['echo', 'printf', 'cat', 'grep', 'rg', 'ag', 'find', 'sed', 'awk', 'man', 'which', 'type', 'help', 'write-host', 'write-output', 'select-string']);
const WORD = /^[a-z][\w-]*$/;

/** "bd create", "gh pr create", "git push" of one shell command line, when it changes something. */
export function stateCommand(line: string): string | undefined {
  const words = line.trim().split(/\s+/).filter((w) => !/^\w+=/.test(w));
  while (words.length && WRAPPERS.has(words[0])) words.shift();
  if (!words.length) return undefined;
  const program = words[0].split(/[\\/]/).pop()!.replace(/\.exe$/i, '');
  if (!WORD.test(program) || TEXT_PROGRAMS.has(program.toLowerCase()) || words.some((w) => w === '--help' || w === '-h' || w === '--dry-run')) return undefined;
  // (The verb is the first or second word after the program: "bd create", "gh issue create".)
  const args = words.slice(1, 4).filter((w) => !w.startsWith('-'));
  for (let i = 0; i < Math.min(2, args.length); i++) {
    if (!WORD.test(args[i])) return undefined;
    if (CHANGES.has(args[i])) return [program, ...args.slice(0, i + 1)].join(' ');
  }
  return undefined;
}

/** The state-changing commands a call ran, when it succeeded: "git add -A && git commit -m … && git push" gives two. */
export function commandsThatChanged(call: ToolCall): string[] {
  // (A command that printed its help, "bd vc push" → "Available Commands: …", did nothing.)
  if (call.ok === false || call.printedUsage) return [];
  return call.commands.flatMap(commandParts).flatMap((part) => stateCommand(part) ?? []);
}

/** The state-changing commands the exchanges ran successfully, each with how many times, in order of first use. */
export function stateCommands(exchanges: Exchange[]): { command: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of exchanges.flatMap((ex) => ex.tools.flatMap(commandsThatChanged))) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([command, count]) => ({ command, count }));
}
