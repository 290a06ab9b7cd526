// `lore init`: what a repository needs to have its own knowledge base. `planInit` looks (sessions
// the agents keep for it, its GitHub name, what already exists) and decides; `applyInit` writes.
// A repository gets its own config and an empty knowledge directory, never someone else's: an
// existing config is left alone, and a knowledge directory that already holds files is refused.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_FILES } from '../config/find.ts';
import { AGENT_PREFIX, AGENTS, agentHomes, locateAgent, locateInTree, type AgentHomes, type InTree, type Located } from '../sources/locate.ts';
import { inspectRepository, pagesSite, type Repository } from './git.ts';
import { loreWorkflow } from './workflow.ts';

export const CONFIG_FILE = 'lore.config.json';
export const WORKFLOW_FILE = '.github/workflows/lore.yml';
const IGNORED = ['lore-site/', '.lore-site-cache/'];

export interface InitOptions {
  cwd: string;
  knowledgeDir?: string;
  title?: string;
  workflow?: boolean;
  /** `lore-kb@0.1.0`: what the workflow runs. */
  packageSpec: string;
  homes?: AgentHomes;
}

export interface InitPlan {
  repo: Repository;
  agents: Located[];
  inTree: InTree[];
  config: Record<string, unknown>;
  knowledgeDir: string;
  /** Files to write, relative to the repository, with their text. */
  files: Array<{ path: string; text: string; skipped?: string }>;
  /** Why init cannot go on (an existing config, a knowledge directory in use). */
  refusal?: string;
}

/** A path in the home directory as `~/…`: the config is shared, home directories differ. */
export function homeRelative(p: string, home = os.homedir()): string {
  const rel = path.relative(home, p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? `~/${rel.split(path.sep).join('/')}` : p;
}

function hasFiles(dir: string): boolean {
  try {
    return readdirSync(dir).some((name) => name !== '.gitkeep' && name !== '.DS_Store');
  } catch {
    return false;
  }
}

export function planInit(options: InitOptions): InitPlan {
  const repo = inspectRepository(options.cwd);
  const knowledgeRel = (options.knowledgeDir ?? 'knowledge').replace(/\\/g, '/').replace(/\/+$/, '');
  const knowledgeDir = path.resolve(repo.root, knowledgeRel);
  const homes = options.homes ?? agentHomes();
  // An agent installed here (its folder exists) is named even before it has sessions for this
  // repository: the ones started later are read by the next curation.
  const home: Record<(typeof AGENTS)[number], string | undefined> = { 'claude-code': homes.claude, codex: homes.codex, copilot: homes.copilot, opencode: homes.opencode };
  const agents = AGENTS.map((agent) => locateAgent(agent, repo.root, homes)).filter((l) => l.sessions > 0 || (home[l.agent] !== undefined && existsSync(home[l.agent]!)));
  const inTree = locateInTree(repo.root, [knowledgeDir]);

  const existing = CONFIG_FILES.find((name) => existsSync(path.join(repo.root, name)));
  let refusal: string | undefined;
  if (existing) refusal = `${existing} already exists: this repository has a Lore config. Edit it, or remove it to start again.`;
  else if (hasFiles(knowledgeDir)) refusal = `${knowledgeRel}/ already holds files: Lore keeps one knowledge base per directory and never mixes two. Pass --knowledge DIR to start a new one elsewhere.`;

  const name = repo.github?.name ?? path.basename(repo.root);
  const site = repo.github ? pagesSite(repo.github) : undefined;
  const config: Record<string, unknown> = {
    sessions: [...agents.map((a) => `${AGENT_PREFIX}${a.agent}`), ...inTree.map((t) => t.path)],
    knowledgeDir: knowledgeRel,
    site: {
      title: options.title ?? `${name} knowledge base`,
      description: `What the agents working on ${name} decided, learned and left to do, curated by Lore.`,
      ...(site ? { url: site.url, base: site.base } : {}),
      ...(repo.github ? { editUrl: `https://github.com/${repo.github.owner}/${repo.github.name}/edit/${repo.branch}/${knowledgeRel}/` } : {}),
    },
    ...(repo.github ? { github: { repo: `${repo.github.owner}/${repo.github.name}` } } : {}),
  };

  const files: InitPlan['files'] = [
    { path: CONFIG_FILE, text: `${JSON.stringify(config, null, 2)}\n` },
    { path: `${knowledgeRel}/.gitkeep`, text: '' },
  ];
  if (options.workflow !== false) {
    const text = loreWorkflow({
      packageSpec: options.packageSpec,
      knowledgeDir: knowledgeRel,
      sessionPaths: inTree.map((t) => t.path),
      configFile: CONFIG_FILE,
      branch: repo.branch,
    });
    files.push({ path: WORKFLOW_FILE, text, skipped: existsSync(path.join(repo.root, WORKFLOW_FILE)) ? `${WORKFLOW_FILE} exists; left as it is` : undefined });
  }
  const gitignore = path.join(repo.root, '.gitignore');
  const current = existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '';
  const missing = IGNORED.filter((line) => !current.split(/\r?\n/).includes(line));
  if (missing.length) files.push({ path: '.gitignore', text: `${current}${current && !current.endsWith('\n') ? '\n' : ''}# Lore's site build\n${missing.join('\n')}\n` });
  return { repo, agents, inTree, config, knowledgeDir, files, refusal };
}

/** Writes the plan's files (never over a file it was told to skip). */
export function applyInit(plan: InitPlan): string[] {
  if (plan.refusal) throw new Error(plan.refusal);
  const written: string[] = [];
  mkdirSync(plan.knowledgeDir, { recursive: true });
  for (const file of plan.files) {
    if (file.skipped) continue;
    const target = path.join(plan.repo.root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
    written.push(file.path);
  }
  return written;
}
