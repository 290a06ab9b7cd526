// Finds, validates and resolves `lore.config.ts`, then applies the environment overrides CI uses
// (`LORE_SESSIONS`, a path list separated like PATH, and `LORE_KNOWLEDGE_DIR`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { configSchema, topicMap, type LoreConfig } from './schema.ts';

export const CONFIG_FILES = ['lore.config.ts', 'lore.config.mjs', 'lore.config.js'];

export class ConfigError extends Error {}

/** `sessions[0]: expected string` style messages, one line per problem. */
export function formatConfigError(error: z.ZodError, file: string): string {
  const lines = error.issues.map((issue) => {
    const key = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : '(root)';
    const message = issue.code === 'unrecognized_keys' ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
    return `  ${key}: ${message}`;
  });
  return `Invalid Lore configuration in ${file}:\n${lines.join('\n')}`;
}

export function findConfigFile(root: string): string | undefined {
  for (const name of CONFIG_FILES) {
    const candidate = path.join(root, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Validates a raw config object and resolves it against `root`; environment overrides applied. */
export function resolveConfig(raw: unknown, root: string, file = 'lore.config.ts', env: NodeJS.ProcessEnv = process.env): LoreConfig {
  const parsed = configSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error, file));
  const config = parsed.data;
  const sessions = env.LORE_SESSIONS ? env.LORE_SESSIONS.split(path.delimiter).filter(Boolean) : config.sessions;
  const knowledgeDir = env.LORE_KNOWLEDGE_DIR || config.knowledgeDir;
  return {
    ...config,
    sessions,
    knowledgeDir: path.resolve(root, knowledgeDir),
    root,
    topicOf: topicMap(config.curation.topics),
  };
}

/** Loads the config of the project at `root` (the defaults when there is no config file). */
export async function loadConfig(root = process.cwd(), explicitFile?: string): Promise<LoreConfig> {
  const file = explicitFile ? path.resolve(root, explicitFile) : findConfigFile(root);
  if (explicitFile && !existsSync(file!)) throw new ConfigError(`No config file at ${file}`);
  let raw: unknown = {};
  if (file) {
    try {
      const mod = await import(/* @vite-ignore */ pathToFileURL(file).href);
      raw = mod.default ?? mod.config ?? {};
    } catch (error) {
      throw new ConfigError(`Could not load ${path.relative(root, file) || file}: ${(error as Error).message}`);
    }
  }
  return resolveConfig(raw, root, file ? path.relative(root, file) : 'defaults');
}
