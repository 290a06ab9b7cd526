// `lore hooks install|uninstall <agent>`: each session of the agent starts with the project's
// preferences and the decisions that bear on it, the way that agent loads context by itself:
//   claude-code  a SessionStart command hook in .claude/settings.json; what it prints joins the context
//   codex        a SessionStart command hook in .codex/hooks.json (same shape; Codex asks to trust it)
//   copilot      Copilot CLI ignores what a sessionStart hook prints, but reads
//                .github/copilot-instructions.md at every start: a marked block there tells it to
//                ask `lore context` about the task first
// Existing settings are merged into, never replaced; a file that is not valid JSON is left alone
// with its line named. Lore's entries are found again by their command, so installing twice
// changes nothing and uninstalling removes only them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HOOK_AGENTS = ['claude-code', 'codex', 'copilot'] as const;
export type HookAgent = (typeof HOOK_AGENTS)[number];

export const SESSION_PROMPT = 'preferences, decisions and open tasks of this project';

export class HookFileError extends Error {
  override name = 'UsageError';
}

export interface HookChange {
  file: string;
  changed: boolean;
  /** What was done, for the person. */
  message: string;
}

/** The command a session-start hook runs. Pinned, so a session never runs a Lore nobody chose. */
export function hookCommand(packageSpec: string): string {
  return `npx --yes ${packageSpec} context "${SESSION_PROMPT}" --budget 1500`;
}

function isLoreCommand(command: unknown): boolean {
  return typeof command === 'string' && /\bnpx\b.*\blore-kb(@\S+)?\s+context\b/.test(command);
}

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
    throw new Error('not a JSON object');
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const line = at ? `:${text.slice(0, Number(at[1])).split('\n').length}` : (/line (\d+)/.exec(message) ? `:${/line (\d+)/.exec(message)![1]}` : '');
    throw new HookFileError(`${file}${line}: ${message}. Fix it by hand; Lore changed nothing.`);
  }
}

function writeJson(file: string, value: Json): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Claude Code's and Codex's hook shape: hooks.SessionStart = [{ matcher?, hooks: [{ type, command }] }]. */
function installCommandHook(file: string, command: string, extra: Json): HookChange {
  const settings = readJson(file);
  const hooks = (settings.hooks && typeof settings.hooks === 'object' ? settings.hooks : {}) as Json;
  const groups = Array.isArray(hooks.SessionStart) ? (hooks.SessionStart as Json[]) : [];
  const ours = groups.flatMap((g) => (Array.isArray(g.hooks) ? (g.hooks as Json[]) : [])).find((h) => isLoreCommand(h.command));
  if (ours?.command === command) return { file, changed: false, message: `${file}: the SessionStart hook is already there` };
  if (ours) ours.command = command;
  else groups.push({ hooks: [{ type: 'command', command, ...extra }] });
  settings.hooks = { ...hooks, SessionStart: groups };
  writeJson(file, settings);
  return { file, changed: true, message: `${file}: ${ours ? 'updated' : 'added'} a SessionStart hook running \`${command}\`` };
}

function uninstallCommandHook(file: string): HookChange {
  if (!existsSync(file)) return { file, changed: false, message: `${file}: not there, nothing to remove` };
  const settings = readJson(file);
  const hooks = settings.hooks as Json | undefined;
  const groups = Array.isArray(hooks?.SessionStart) ? (hooks!.SessionStart as Json[]) : [];
  let removed = 0;
  const kept = groups
    .map((g) => {
      if (!Array.isArray(g.hooks)) return g;
      const rest = (g.hooks as Json[]).filter((h) => !isLoreCommand(h.command));
      removed += (g.hooks as Json[]).length - rest.length;
      return rest.length === (g.hooks as Json[]).length ? g : rest.length ? { ...g, hooks: rest } : undefined;
    })
    .filter((g): g is Json => g !== undefined);
  if (!removed) return { file, changed: false, message: `${file}: no Lore hook, nothing to remove` };
  const nextHooks: Json = { ...hooks };
  if (kept.length) nextHooks.SessionStart = kept;
  else delete nextHooks.SessionStart;
  if (Object.keys(nextHooks).length) settings.hooks = nextHooks;
  else delete settings.hooks;
  // Nothing else was in it: the file goes, as it came, with the hook.
  if (!Object.keys(settings).length) {
    rmSync(file);
    return { file, changed: true, message: `${file}: removed Lore's SessionStart hook and the file, which held nothing else` };
  }
  writeJson(file, settings);
  return { file, changed: true, message: `${file}: removed Lore's SessionStart hook` };
}

const BLOCK_BEGIN = '<!-- lore:instructions:begin -->';
const BLOCK_END = '<!-- lore:instructions:end -->';
const BLOCK = new RegExp(`\\n*${BLOCK_BEGIN}[\\s\\S]*?${BLOCK_END}\\n?`);

function instructionsBlock(packageSpec: string): string {
  return `${BLOCK_BEGIN}
## What this project already decided (Lore)

Before you act on a task, run \`npx --yes ${packageSpec} context "<the task, in the user's words>"\` and
follow what it prints: the project's preferences always apply, a disputed article means presenting
both sides and asking, a superseded one means following its successor. Cite articles by id.
(\`npx ${packageSpec.replace(/@[^@/]*$/, '')} hooks uninstall copilot\` removes this section.)
${BLOCK_END}
`;
}

function installInstructions(file: string, packageSpec: string): HookChange {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = instructionsBlock(packageSpec);
  const next = BLOCK.test(current) ? current.replace(BLOCK, (m) => `${m.startsWith('\n') ? '\n\n' : ''}${block}`) : `${current}${current && !current.endsWith('\n') ? '\n' : ''}${current ? '\n' : ''}${block}`;
  if (next === current) return { file, changed: false, message: `${file}: Lore's section is already there` };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
  return { file, changed: true, message: `${file}: ${current.includes(BLOCK_BEGIN) ? 'updated' : 'added'} a section telling Copilot to run \`lore context\` before a task` };
}

function uninstallInstructions(file: string): HookChange {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!BLOCK.test(current)) return { file, changed: false, message: `${file}: no Lore section, nothing to remove` };
  const next = current.replace(BLOCK, '\n').replace(/\n{3,}$/, '\n');
  if (!next.trim()) {
    rmSync(file);
    return { file, changed: true, message: `${file}: removed Lore's section and the file, which held nothing else` };
  }
  writeFileSync(file, next);
  return { file, changed: true, message: `${file}: removed Lore's section` };
}

export function hookFile(agent: HookAgent, root: string): string {
  if (agent === 'claude-code') return path.join(root, '.claude', 'settings.json');
  if (agent === 'codex') return path.join(root, '.codex', 'hooks.json');
  return path.join(root, '.github', 'copilot-instructions.md');
}

export function installHook(agent: HookAgent, root: string, packageSpec: string): HookChange {
  const file = hookFile(agent, root);
  if (agent === 'copilot') return installInstructions(file, packageSpec);
  // Claude Code's timeout is in seconds; a first `npx` run downloads Lore.
  return installCommandHook(file, hookCommand(packageSpec), agent === 'claude-code' ? { timeout: 120 } : { timeout: 120, statusMessage: 'Loading what this project decided (Lore)' });
}

export function uninstallHook(agent: HookAgent, root: string): HookChange {
  const file = hookFile(agent, root);
  return agent === 'copilot' ? uninstallInstructions(file) : uninstallCommandHook(file);
}
