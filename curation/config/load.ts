// Finds, validates and resolves the project's Lore config, then applies the environment overrides
// CI uses (`LORE_SESSIONS`, a path list separated like PATH, and `LORE_KNOWLEDGE_DIR`).
//
// The format: `lore init` writes `lore.config.json`. Outside a Node project there is nothing to
// import `defineConfig` from, and `npx lore-kb` runs on Node 20, which cannot load a `.ts` file;
// JSON loads on every Node, runs no code and is what the other tools' init commands write.
// `lore.config.mjs`/`.js` (code, e.g. computed paths) and `lore.config.ts` (on Node 22.18 or
// newer, as in Lore's own repository) are read too; one project has one of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { configSchema, topicMap, type LoreConfig } from './schema.ts';

import { ConfigError, locateConfig } from './find.ts';

export { CONFIG_FILES, ConfigError, findConfigFile, locateConfig, projectRoot } from './find.ts';

/** `sessions[0]: expected string` style messages, one line per problem. */
export function formatConfigError(error: z.ZodError, file: string): string {
  const lines = error.issues.map((issue) => {
    const key = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : '(root)';
    const message = issue.code === 'unrecognized_keys' ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
    return `  ${key}: ${message}`;
  });
  return `Invalid Lore configuration in ${file}:\n${lines.join('\n')}`;
}


/** The JSON config, with a parse error told by line and column. */
function readJsonConfig(file: string, shown: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    // V8 says "at position N" (Node 20) or "(line L column C)" (Node 22+).
    const at = /position (\d+)/.exec(message);
    let where = '';
    if (at) {
      const before = text.slice(0, Number(at[1]));
      where = `:${before.split('\n').length}:${Number(at[1]) - before.lastIndexOf('\n')}`;
    } else {
      const lc = /line (\d+) column (\d+)/.exec(message);
      if (lc) where = `:${lc[1]}:${lc[2]}`;
    }
    throw new ConfigError(`${shown}${where}: not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}`);
  }
}

async function importConfig(file: string, shown: string): Promise<unknown> {
  try {
    const mod = await import(/* @vite-ignore */ pathToFileURL(file).href);
    return mod.default ?? mod.config ?? {};
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (/\.[cm]?ts$/.test(file) && err.code === 'ERR_UNKNOWN_FILE_EXTENSION') {
      throw new ConfigError(`${shown} needs Node 22.18 or newer to load (this is ${process.version}). Use lore.config.json (\`lore init\` writes one) or lore.config.mjs.`);
    }
    throw new ConfigError(`Could not load ${shown}: ${err.message}`);
  }
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
export async function loadConfig(dir = process.cwd(), explicitFile?: string): Promise<LoreConfig> {
  // The nearest config at or above `dir` in its repository; its folder is the project's root.
  const located = explicitFile ? { root: dir, file: path.resolve(dir, explicitFile) } : locateConfig(dir);
  const { root, file } = located;
  if (explicitFile && !existsSync(file!)) throw new ConfigError(`No config file at ${file}`);
  let raw: unknown = {};
  const shown = file ? path.relative(root, file) || file : 'defaults';
  if (file) raw = file.endsWith('.json') ? readJsonConfig(file, shown) : await importConfig(file, shown);
  // A JSON config may name its schema for editors; it is no setting.
  if (raw && typeof raw === 'object' && '$schema' in raw) {
    const { $schema: _schema, ...rest } = raw as Record<string, unknown>;
    raw = rest;
  }
  return resolveConfig(raw, root, shown);
}
