// `lore curate`: reads new or changed sessions and updates the knowledge base.
import { DEFAULT_TITLE } from '../../config/schema.ts';
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';
import { loadConfig } from '../../config/load.ts';
import { curate, type CurateReport } from '../../pipeline/curate.ts';
import { progressReporter } from '../progress.ts';
import type { Diagnostic } from '../../schema/session.ts';

const HELP = `Usage: lore curate [options]

Reads the sessions named in the Lore config (only new or changed ones) and updates the knowledge base.

Options:
  --bootstrap          read every session again, not only new or changed ones
  --sessions PATH      a session file, directory or glob (repeatable; replaces the config's list)
  --knowledge DIR      the knowledge directory (default: knowledgeDir of the config)
  --auto               curate only once curation.curateEvery new sessions have arrived
  --dry-run            read and report, write nothing
  --llm                refine titles and summaries with an OpenAI-compatible model (see README)
  --merge              add the sessions to a knowledge base curated from other sessions
  --allow-empty        no session found is no error (CI, where the sessions the agents keep in
                       your home directory are absent)
  --config FILE        another config file
  --verbose            list every warning (default: the first 20)
  -h, --help           this help`;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function formatDiagnostic(d: Diagnostic): string {
  return `  ${d.level === 'error' ? 'error' : 'warning'}: ${d.file}${d.line ? `:${d.line}` : ''}: ${d.message}`;
}

export function formatReport(report: CurateReport, options: { verbose: boolean; dryRun: boolean }): string {
  const lines: string[] = [];
  if (report.waiting) {
    return `${plural(report.waiting.pending, 'new session')} waiting; curating at ${report.waiting.threshold} (curation.curateEvery). Nothing written.`;
  }
  const skipped = Object.entries(report.skipped).map(([reason, n]) => `${n} ${reason}`);
  if (report.duplicates) skipped.push(`${report.duplicates} duplicate`);
  if (report.unreadable) skipped.push(`${report.unreadable} unreadable`);
  lines.push(
    `Sessions: ${report.read} read (${(report.bytesRead / 1e6).toFixed(1)} MB), ${report.unchanged} unchanged, ${report.merged ? `${report.merged} ${report.merged === 1 ? 'copy' : 'copies'} of a session merged with it, ` : ''}${skipped.length ? skipped.join(', ') : 'none'} skipped, ${report.withheld.length} withheld; ${report.sessionsInKnowledge} in the knowledge base.`,
  );
  const a = report.articles;
  if (a) {
    lines.push(
      `Articles${options.dryRun ? ' (dry run: nothing written)' : ''}: ${a.created.length} created, ${a.updated.length} updated, ${a.unchanged} unchanged, ${a.superseded.length} superseded, ${a.disputed.length} disputed, ${a.removed.length} removed; ${a.protected.length} human-edited kept (new sources appended), ${a.skippedDeleted.length} deleted by people not recreated; ${a.total} in all.`,
    );
  }
  if (report.secretsRedacted) lines.push(`Privacy: ${plural(report.secretsRedacted, 'secret')} redacted before anything was written.`);
  for (const w of report.withheld) lines.push(`  ${w}`);
  if (report.llm) lines.push(`LLM: ${report.llm.refined} refined${report.llm.failures.length ? `; ${report.llm.failures.length} failed, the heuristic result stands (${report.llm.failures[0]})` : ''}.`);
  const warnings = report.diagnostics;
  lines.push(`Warnings: ${warnings.length}.`);
  const shown = options.verbose ? warnings : warnings.slice(0, 20);
  lines.push(...shown.map(formatDiagnostic));
  if (shown.length < warnings.length) lines.push(`  … ${warnings.length - shown.length} more (--verbose lists them all)`);
  lines.push(`Done in ${(report.elapsedMs / 1000).toFixed(1)} s.`);
  return lines.join('\n');
}

export const curateCommand: Command = {
  name: 'curate',
  summary: 'read new sessions and update the knowledge base',
  async run(argv) {
    const { values } = parseCommandArgs(
      {
        args: argv,
        options: {
          bootstrap: { type: 'boolean', default: false },
          sessions: { type: 'string', multiple: true },
          knowledge: { type: 'string' },
          auto: { type: 'boolean', default: false },
          'dry-run': { type: 'boolean', default: false },
          llm: { type: 'boolean', default: false },
          merge: { type: 'boolean', default: false },
          'allow-empty': { type: 'boolean', default: false },
          config: { type: 'string' },
          verbose: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      },
      HELP,
    );
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    const config = await loadConfig(process.cwd(), values.config);
    const configured = config.knowledgeDir;
    if (values.sessions?.length) config.sessions = values.sessions;
    if (values.knowledge) config.knowledgeDir = path.resolve(process.cwd(), values.knowledge);
    // Other sessions into another knowledge dir: the config's title names its own knowledge base,
    // not this one, which is titled by the projects its sessions were in.
    if (values.sessions?.length && config.knowledgeDir !== configured) config.site.title = DEFAULT_TITLE;
    const progress = progressReporter('Reading sessions');
    // How long to wait for another run on the same knowledge dir, in seconds (default 30).
    const lockWait = process.env.LORE_LOCK_WAIT ? Number(process.env.LORE_LOCK_WAIT) : undefined;
    if (lockWait !== undefined && !(lockWait >= 0)) throw new UsageError(`LORE_LOCK_WAIT: expected a number of seconds, got "${process.env.LORE_LOCK_WAIT}"`);
    const refine = values.llm || config.curation.llm.enabled ? (await import('../../llm/refine-drafts.ts')).refineDraftsWith(config, process.env, { dryRun: values['dry-run'] }) : undefined;
    const report = await curate(config, {
      bootstrap: values.bootstrap,
      dryRun: values['dry-run'],
      auto: values.auto,
      onProgress: (done, total) => progress(done, total),
      // Expiry depends on the date; LORE_NOW pins it for reproducible runs and tests.
      now: process.env.LORE_NOW ? new Date(process.env.LORE_NOW) : undefined,
      refine,
      merge: values.merge,
      onWait: (message) => console.error(message),
      ...(lockWait !== undefined ? { lockWaitMs: lockWait * 1000 } : {}),
    });
    console.log(formatReport(report, { verbose: values.verbose, dryRun: values['dry-run'] }));
    if (report.articles && !values['dry-run']) {
      // The next `lore context` is an agent's session start: let it find the index built.
      const [{ loadLocalKnowledge }, { defaultCacheDir }] = await Promise.all([import('../../context/local.ts'), import('../../context/cache.ts')]);
      await loadLocalKnowledge(config.knowledgeDir, { cacheDir: defaultCacheDir(process.cwd()), locate: (p) => p }).catch(() => undefined);
    }
    // Non-zero only when nothing could be done: sessions were named but none could be read.
    const nothing = report.files > 0 && report.read === 0 && report.unchanged === 0 && report.sessionsInKnowledge === 0 && !report.waiting;
    const noInput = report.files === 0 && report.sessionsInKnowledge === 0;
    if (noInput) {
      const where = config.sessions.length ? `No session files found in: ${config.sessions.join(', ')}.` : 'No sessions configured.';
      console.error(`${where} Run \`lore init\` to find the sessions your agents keep for this repository, set "sessions" in the config, or pass --sessions PATH.`);
      if (values['allow-empty']) return 0;
    }
    return nothing || noInput ? 1 : 0;
  },
};
