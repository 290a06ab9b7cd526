// `lore hooks install|uninstall claude-code|codex|copilot`: starts every session of an agent with
// what the project decided, in the file that agent reads (see setup/hooks.ts).
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';

const HELP = `Usage: lore hooks install|uninstall claude-code|codex|copilot

Makes each session of the agent start with this project's preferences and the decisions that
bear on it, merged into the agent's own settings (nothing else in them changes):
  claude-code   .claude/settings.json: a SessionStart hook running \`lore context\`
  codex         .codex/hooks.json: a SessionStart hook running \`lore context\` (trust it in Codex)
  copilot       .github/copilot-instructions.md: a section asking Copilot to run \`lore context\`
                before a task (Copilot CLI does not add a hook's output to the session)
\`lore hooks uninstall <agent>\` removes exactly what install added.

Options:
  --dir DIR     the repository (default: the current directory's git repository)
  -h, --help    this help`;

export const hooksCommand: Command = {
  name: 'hooks',
  summary: 'install or remove the session-start hook of Claude Code, Codex or Copilot CLI',
  async run(argv) {
    const { values, positionals } = parseCommandArgs({ args: argv, allowPositionals: true, options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }, HELP);
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    const [action, ...agents] = positionals;
    const { HOOK_AGENTS, installHook, uninstallHook } = await import('../../setup/hooks.ts');
    if (action !== 'install' && action !== 'uninstall') throw new UsageError(`lore hooks needs install or uninstall.\n\n${HELP}`);
    if (!agents.length) throw new UsageError(`Name the agent: ${HOOK_AGENTS.join(', ')}.\n\n${HELP}`);
    const unknown = agents.filter((a) => !(HOOK_AGENTS as readonly string[]).includes(a));
    if (unknown.length) throw new UsageError(`Unknown agent ${unknown.map((a) => `"${a}"`).join(', ')}: ${HOOK_AGENTS.join(', ')}.`);
    const [{ inspectRepository }, { PACKAGE_NAME, packageVersion }] = await Promise.all([import('../../setup/git.ts'), import('../package-info.ts')]);
    const root = values.dir ? path.resolve(values.dir) : inspectRepository(process.cwd()).root;
    for (const agent of agents as Array<(typeof HOOK_AGENTS)[number]>) {
      const change = action === 'install' ? installHook(agent, root, `${PACKAGE_NAME}@${packageVersion()}`) : uninstallHook(agent, root);
      console.log(path.relative(process.cwd(), change.file) === change.file ? change.message : change.message.replace(change.file, path.relative(process.cwd(), change.file) || change.file));
      if (action === 'install') console.log(`  To remove it: npx ${PACKAGE_NAME} hooks uninstall ${agent}`);
    }
    return 0;
  },
};
