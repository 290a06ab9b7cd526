// `lore init`: sets a repository up for Lore (config, knowledge directory, workflow), after
// saying what it found and what it will write. `--yes` takes every default without asking.
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';

const HELP = `Usage: lore init [--yes] [--knowledge DIR] [--title TITLE] [--no-workflow]

Sets this repository up for Lore: finds the sessions your agents keep for it (Claude Code, Codex,
Copilot CLI, OpenCode, and pi/GitClaw, Aider and SpecStory histories in the tree), writes lore.config.json
with the repository's name and GitHub Pages address, an empty knowledge directory, and
.github/workflows/lore.yml (curate, build, deploy to GitHub Pages). Never touches an existing
config or a knowledge directory that already holds files.

Options:
  -y, --yes          write without asking
  --knowledge DIR    the knowledge directory (default: knowledge)
  --title TITLE      the site's title (default: "<repository> knowledge base")
  --no-workflow      do not write the GitHub Actions workflow
  -h, --help         this help`;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

async function ask(question: string, fallback: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await rl.question(`${question} [${fallback}] `)).trim();
    return answer || fallback;
  } finally {
    rl.close();
  }
}

export const initCommand: Command = {
  name: 'init',
  summary: 'set this repository up: config, knowledge directory, GitHub Pages workflow',
  async run(argv) {
    const { values } = parseCommandArgs(
      {
        args: argv,
        allowNegative: true,
        options: {
          yes: { type: 'boolean', short: 'y', default: false },
          knowledge: { type: 'string' },
          title: { type: 'string' },
          workflow: { type: 'boolean', default: true },
          help: { type: 'boolean', short: 'h', default: false },
        },
      },
      HELP,
    );
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    const [{ planInit, applyInit, homeRelative }, { PACKAGE_NAME, packageVersion }] = await Promise.all([import('../../setup/init.ts'), import('../package-info.ts')]);
    const interactive = !values.yes && process.stdin.isTTY && process.stdout.isTTY;
    const base = { cwd: process.cwd(), workflow: values.workflow, packageSpec: `${PACKAGE_NAME}@${packageVersion()}` };
    let plan = planInit({ ...base, knowledgeDir: values.knowledge, title: values.title });
    if (plan.refusal) throw new UsageError(plan.refusal);

    const { repo } = plan;
    console.log(`Repository: ${repo.root}${repo.github ? ` (github.com/${repo.github.owner}/${repo.github.name})` : repo.isGit ? ' (no GitHub remote "origin")' : ' (not a git repository)'}`);
    console.log('Sessions found:');
    for (const a of plan.agents) {
      if (!a.sessions) console.log(`  ${a.agent}: none yet (installed here: the sessions it keeps for this repository will be read)`);
      else console.log(`  ${a.agent}: ${plural(a.sessions, 'session')} in ${[...new Set(a.paths.map((p) => homeRelative(a.agent === 'claude-code' ? p : path.dirname(p))))].slice(0, 3).join(', ')}`);
      for (const db of a.unread ?? []) console.log(`  ${a.agent}: ${homeRelative(db)} cannot be read on Node ${process.versions.node} (it needs node:sqlite, Node 22.13 or later): run Lore on a newer Node, or add its sessions with \`opencode export <session id> > file.json\``);
    }
    for (const t of plan.inTree) console.log(`  ${t.kind}: ${plural(t.sessions, 'session')} in ${t.path}`);
    if (!plan.agents.length && !plan.inTree.length) console.log('  none, and no Claude Code, Codex, Copilot CLI or OpenCode on this machine. Add "agent:claude-code", "agent:codex", "agent:copilot" or "agent:opencode" (or a path) to "sessions" later.');

    if (interactive) {
      const title = await ask('Site title?', String((plan.config.site as { title: string }).title));
      const knowledge = await ask('Knowledge directory?', String(plan.config.knowledgeDir));
      plan = planInit({ ...base, knowledgeDir: knowledge, title });
      if (plan.refusal) throw new UsageError(plan.refusal);
      console.log('\nWill write:');
      for (const f of plan.files) console.log(`  ${f.path}${f.skipped ? ` (skipped: ${f.skipped})` : ''}`);
      if (!/^y(es)?$/i.test(await ask('Write these files?', 'yes'))) {
        console.log('Nothing written.');
        return 1;
      }
    }
    const written = applyInit(plan);
    console.log(`\nWrote ${written.join(', ')}.`);
    for (const f of plan.files) if (f.skipped) console.log(`Skipped ${f.path}: ${f.skipped}.`);
    const site = plan.config.site as { url?: string; base?: string };
    const npx = `npx ${PACKAGE_NAME}`;
    const workflow = written.includes('.github/workflows/lore.yml');
    // Without the workflow nothing publishes the site: telling the user to turn Pages on would leave it empty.
    const publish = workflow
      ? `  then Settings → Pages → Source: GitHub Actions${site.url ? `; the site will be at ${site.url}${site.base ?? '/'}` : ''}`
      : `  ${npx} build           the site into lore-site/ (Node 22.18 or newer), for a workflow of your own`;
    console.log(`
Next:
  ${npx} curate          read the sessions into ${plan.config.knowledgeDir}/ (secrets are redacted; review before you commit)
  ${npx} context "…"     what an agent should know before a task
  ${npx} hooks install claude-code   start every Claude Code session with it (also codex, copilot)
  git add ${['lore.config.json', `${plan.config.knowledgeDir}`, ...(workflow ? ['.github/workflows/lore.yml'] : []), '.gitignore'].join(' ')} && git commit -m "Lore" && git push
${publish}`);
    return 0;
  },
};
