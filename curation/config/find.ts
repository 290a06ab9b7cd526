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

/** The repository whose config and knowledge the site is built from. `lore build` runs Astro in
 *  Lore's own folder and names the repository here; in Lore's checkout both are the same. */
export function projectRoot(): string {
  return process.env.LORE_PROJECT_ROOT || process.cwd();
}
