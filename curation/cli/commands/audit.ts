// `lore audit`: a librarian's report on the knowledge base; exits 1 when a secret is found.
import path from 'node:path';
import { parseCommandArgs, type Command } from './types.ts';
import { loadConfig } from '../../config/load.ts';
import { auditKnowledge } from '../../store/audit.ts';

const HELP = `Usage: lore audit [--knowledge DIR] [--json]

Reports duplicate and near-duplicate articles, articles without a source, secrets found,
expired articles and articles with no links. Exits 1 when a secret is found.`;

export const auditCommand: Command = {
  name: 'audit',
  summary: 'report duplicates, unsourced, expired and unlinked articles, and secrets',
  async run(argv) {
    const { values } = parseCommandArgs({ args: argv, options: { knowledge: { type: 'string' }, config: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } }, HELP);
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    const config = await loadConfig(process.cwd(), values.config);
    const dir = values.knowledge ? path.resolve(values.knowledge) : config.knowledgeDir;
    const today = (process.env.LORE_NOW ? new Date(process.env.LORE_NOW) : new Date()).toISOString().slice(0, 10);
    const r = auditKnowledge(dir, { threshold: config.curation.similarityThreshold, today });
    if (values.json) {
      console.log(JSON.stringify(r, null, 2));
      return r.secrets.length ? 1 : 0;
    }
    const section = (title: string, lines: string[]) => console.log(`\n${title} (${lines.length})${lines.length ? `\n${lines.map((l) => `  ${l}`).join('\n')}` : ''}`);
    console.log(`Audited ${r.articles} articles in ${path.relative(process.cwd(), dir) || '.'}.`);
    section('Duplicates and near-duplicates', r.duplicates.map((d) => `${d.a} ~ ${d.b} (${d.exact ? 'identical' : `similarity ${d.similarity}`})`));
    section('Without a source', r.withoutSources);
    section('Secrets', r.secrets.map((s) => `${s.path}:${s.line}: ${s.kind}`));
    section('Expired but not marked outdated', r.expired.map((e) => `${e.path} (expired ${e.expires}, still ${e.status})`));
    section('With no links in or out', r.unlinked);
    return r.secrets.length ? 1 : 0;
  },
};
