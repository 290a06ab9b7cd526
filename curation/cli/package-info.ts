// Lore's own package: its folder (the site's Astro root for `lore build`) and version. The
// sources sit at <root>/curation/cli/, the compiled package at <root>/build/curation/cli/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const PACKAGE_ROOT = [path.resolve(here, '..', '..'), path.resolve(here, '..', '..', '..')].find((dir) => existsSync(path.join(dir, 'astro.config.mjs'))) ?? path.resolve(here, '..', '..');

let version: string | undefined;

export function packageVersion(): string {
  if (version === undefined) {
    try {
      version = String(JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')).version);
    } catch {
      version = '0.0.0';
    }
  }
  return version;
}

/** The npm package name, for commands printed to users (`npx lore-kb …`). */
export const PACKAGE_NAME = 'lore-kb';
