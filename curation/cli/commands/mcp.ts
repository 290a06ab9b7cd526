// `lore mcp`: serves the knowledge base to an agent over MCP (stdio). Standard output belongs to
// the protocol: everything else goes to standard error.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';

const HELP = `Usage: lore mcp [--knowledge DIR | --from URL]

An MCP server over standard input and output for an agent to ask the knowledge base. Tools:
  get_context        what bears on a task (the ranking of \`lore context\`)
  read_article       one whole article by id
  list_preferences   every preference
  list_disputes      articles that contradict each other, in pairs
  list_open_tasks    work asked for and not done yet

Options:
  --knowledge DIR    read this knowledge directory (default: knowledgeDir of the config)
  --from URL|PATH    read a deployed site's context.json instead
  -h, --help         this help

Claude Code: claude mcp add lore -- npx -y lore-kb mcp
Codex (~/.codex/config.toml): [mcp_servers.lore] command = "npx", args = ["-y", "lore-kb", "mcp"]`;

export const mcpCommand: Command = {
  name: 'mcp',
  summary: 'serve the knowledge base to agents over MCP (stdio)',
  async run(argv) {
    const { values } = parseCommandArgs({ args: argv, options: { knowledge: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }, HELP);
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    if (values.knowledge !== undefined && values.from !== undefined) throw new UsageError('Use --knowledge or --from, not both.');
    const [{ serveStdio }, { localSource, remoteSource }, { packageVersion }] = await Promise.all([
      import('../../mcp/server.ts'),
      import('../../context/source.ts'),
      import('../package-info.ts'),
    ]);
    let source;
    if (values.from !== undefined) {
      source = remoteSource(values.from);
    } else {
      const [{ contextSettings }, { defaultCacheDir }] = await Promise.all([import('../../context/settings.ts'), import('../../context/cache.ts')]);
      const cwd = process.cwd();
      let title = 'Knowledge base';
      let dir = values.knowledge ? path.resolve(cwd, values.knowledge) : undefined;
      try {
        const settings = await contextSettings(cwd, defaultCacheDir(cwd));
        title = settings.title;
        dir ??= settings.knowledgeDir;
      } catch (error) {
        // A broken config need not stop a server told where the knowledge is.
        if (!dir) throw error;
        console.error(`warning: ${(error as Error).message.split('\n')[0]} (using --knowledge ${values.knowledge})`);
      }
      if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`No knowledge directory at ${dir}. Run \`lore init\` and \`lore curate\`, or pass --knowledge DIR or --from URL.`);
      source = localSource(dir, title, defaultCacheDir(cwd));
    }
    // Fail at start, not at the first call, when there is nothing to serve.
    const kb = await source.load();
    console.error(`lore mcp: ${kb.entries.length} articles from ${kb.where}`);
    await serveStdio(source, packageVersion());
    return 0;
  },
};
