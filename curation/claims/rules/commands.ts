// Commands that changed something outside the conversation: installs and removals, deploys and
// releases, commits and pushes, services started or stopped. Each is an event of the turn, told
// as the command ran (a model pulled, a cron job removed), succeeded calls only.
import { commandParts } from '../../lib/shell.ts';
import type { ClaimDraft, ClaimRule } from '../types.ts';

/** Verbs that change state, as the first or second word after the program. */
const CHANGES = new Set([
  'install', 'uninstall', 'add', 'remove', 'rm', 'delete', 'del', 'pull', 'push', 'publish', 'deploy', 'release', 'commit', 'tag', 'merge',
  'apply', 'create', 'destroy', 'up', 'down', 'start', 'stop', 'restart', 'reload', 'enable', 'disable', 'kill', 'upgrade', 'migrate', 'init',
  'clone', 'rename', 'mv', 'set', 'config', 'login', 'logout', 'close', 'reopen', 'revert', 'reset', 'checkout', 'switch', 'rebase', 'build',
]);
const WRAPPERS = new Set(['sudo', 'env', 'npx', 'time', 'nohup', 'exec', 'command', 'bunx', 'uvx', 'pnpm', 'yarn']);
const LOOKS = new Set(['echo', 'printf', 'cat', 'grep', 'rg', 'find', 'sed', 'awk', 'man', 'which', 'type', 'ls', 'head', 'tail', 'less', 'test', 'cd', 'pwd', 'curl', 'wget', 'jq', 'python', 'python3', 'node']);
/** git subcommands that only look. */
const GIT_LOOKS = new Set(['status', 'log', 'diff', 'show', 'branch', 'remote', 'fetch', 'ls-files', 'rev-parse', 'blame', 'grep']);

/** The command part that changed something, when it did ("ollama rm deepseek-r1:7b"). */
export function changingCommand(part: string): string | undefined {
  const words = part.trim().split(/\s+/).filter((w) => !/^\w+=/.test(w));
  while (words.length && WRAPPERS.has(words[0])) words.shift();
  if (words.length < 2) return undefined;
  const program = words[0].split(/[\\/]/).pop()!.replace(/\.exe$/i, '').toLowerCase();
  if (LOOKS.has(program) || words.some((w) => w === '--help' || w === '-h' || w === '--dry-run')) return undefined;
  if (program === 'git' && GIT_LOOKS.has(words[1])) return undefined;
  const verbs = words.slice(1, 3).filter((w) => !w.startsWith('-'));
  if (!verbs.some((v) => CHANGES.has(v.toLowerCase()))) return undefined;
  return words.join(' ').slice(0, 160);
}

export const commands: ClaimRule = {
  name: 'commands',
  description: 'Commands that changed something (installs, removals, deploys, commits), as run.',
  run(ex) {
    const out: ClaimDraft[] = [];
    const seen = new Set<string>();
    for (const t of ex.tools) {
      if (t.ok === false || t.printedUsage) continue;
      for (const part of t.commands.flatMap(commandParts)) {
        const c = changingCommand(part);
        if (!c || seen.has(c) || seen.size >= 12) continue;
        seen.add(c);
        out.push({ kind: 'event', speaker: 'tool', role: 'tool', text: `\`${c.replace(/`/g, "'")}\``, time: t.time, salience: 0.3 });
      }
    }
    return out;
  },
};
