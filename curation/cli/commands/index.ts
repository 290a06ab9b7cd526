// The command table. Each command lives in its own module, loaded only when it runs: `lore
// context` starts without paying for the curation pipeline, and `lore --help` for nothing.
import type { Command } from './types.ts';

interface Entry {
  name: string;
  summary: string;
  load: () => Promise<Command>;
}

const entries: Entry[] = [
  { name: 'init', summary: 'set this repository up: config, knowledge directory, GitHub Pages workflow', load: async () => (await import('./init.ts')).initCommand },
  { name: 'curate', summary: 'read new sessions and update the knowledge base', load: async () => (await import('./curate.ts')).curateCommand },
  { name: 'check', summary: 'validate every article (file, line, what is wrong)', load: async () => (await import('./check.ts')).checkCommand },
  { name: 'audit', summary: 'report duplicates, unsourced, expired and unlinked articles, and secrets', load: async () => (await import('./audit.ts')).auditCommand },
  { name: 'context', summary: 'print the knowledge an agent should read before acting on a prompt', load: async () => (await import('./context.ts')).contextCommand },
  { name: 'build', summary: 'build the knowledge site into lore-site/ (Astro, Pagefind, agent files)', load: async () => (await import('./build.ts')).buildCommand },
  { name: 'hooks', summary: 'install or remove the session-start hook of Claude Code, Codex or Copilot CLI', load: async () => (await import('./hooks.ts')).hooksCommand },
  { name: 'mcp', summary: 'serve the knowledge base to agents over MCP (stdio)', load: async () => (await import('./mcp.ts')).mcpCommand },
];

export const COMMANDS: Record<string, Entry> = Object.fromEntries(entries.map((e) => [e.name, e]));

export function usage(): string {
  const width = Math.max(...entries.map((e) => e.name.length), 8);
  const lines = entries.map((e) => `  ${e.name.padEnd(width)}  ${e.summary}`);
  return `Usage: lore <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun \`lore <command> --help\` for a command's options.`;
}
