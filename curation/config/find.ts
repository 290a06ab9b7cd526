// Where a project's Lore config is. Apart from the loader (which needs zod) so that `lore context`
// can find it, and know whether it changed, without loading the schema.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const CONFIG_FILES = ['lore.config.json', 'lore.config.ts', 'lore.config.mjs', 'lore.config.js'];

export class ConfigError extends Error {}

export function findConfigFile(root: string): string | undefined {
  const found = CONFIG_FILES.map((name) => path.join(root, name)).filter((file) => existsSync(file));
  if (found.length > 1) throw new ConfigError(`Two Lore configs in ${root}: ${found.map((f) => path.basename(f)).join(' and ')}. Keep one.`);
  return found[0];
}

/**
 * The config that applies in `dir`: its own, else the nearest one above it inside the same git
 * repository (an agent started in a subfolder belongs to the repository's knowledge). `root` is
 * the folder the config's relative paths are resolved against; `dir` itself when none is found.
 */
export function locateConfig(dir: string): { root: string; file?: string } {
  let current = path.resolve(dir);
  for (;;) {
    const file = findConfigFile(current);
    if (file) return { root: current, file };
    const parent = path.dirname(current);
    if (existsSync(path.join(current, '.git')) || parent === current) return { root: path.resolve(dir) };
    current = parent;
  }
}

/** The repository whose config and knowledge the site is built from. `lore build` runs Astro in
 *  Lore's own folder and names the repository here; in Lore's checkout both are the same. */
export function projectRoot(): string {
  return process.env.LORE_PROJECT_ROOT || process.cwd();
}
