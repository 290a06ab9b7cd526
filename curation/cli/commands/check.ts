// `lore check`: validates every article; non-zero exit when any is invalid.
import path from 'node:path';
import { parseCommandArgs, type Command } from './types.ts';
import { loadConfig } from '../../config/load.ts';
import { checkKnowledge } from '../../store/check.ts';

const HELP = `Usage: lore check [--knowledge DIR]

Validates every article of the knowledge base against the schema the site builds with, and the
links between articles. Prints file:line: problem; exits 1 when any article is invalid.`;

export const checkCommand: Command = {
  name: 'check',
  summary: 'validate every article (file, line, what is wrong)',
  async run(argv) {
    const { values } = parseCommandArgs({ args: argv, options: { knowledge: { type: 'string' }, config: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }, HELP);
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    const config = await loadConfig(process.cwd(), values.config);
    const dir = values.knowledge ? path.resolve(values.knowledge) : config.knowledgeDir;
    const { articles, diagnostics } = checkKnowledge(dir);
    const rel = path.relative(process.cwd(), dir) || '.';
    for (const d of diagnostics) console.log(`${path.join(rel, d.file)}${d.line ? `:${d.line}` : ''}: ${d.level}: ${d.message}`);
    const errors = diagnostics.filter((d) => d.level === 'error').length;
    console.log(`${articles} article${articles === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${diagnostics.length - errors} warning${diagnostics.length - errors === 1 ? '' : 's'}.`);
    return errors ? 1 : 0;
  },
};
