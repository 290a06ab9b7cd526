#!/usr/bin/env node
// Entry point of `lore` / `npx lore`. Lore is TypeScript run directly by Node's type stripping,
// which needs Node 22.18 or newer; the project pins Node 24 through its `node` devDependency.
// Started by an older system Node (Debian's 20, say), hand over to that pinned Node.
import { spawn } from 'node:child_process';
import os from 'node:os';
import module from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, '..', 'curation', 'cli', 'main.ts');
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 22 || (major === 22 && minor >= 18);

if (supported) {
  // Node caches the compiled (type-stripped) modules on disk: later starts skip the work.
  module.enableCompileCache?.();
  await import(pathToFileURL(main).href);
} else {
  const pinned = path.join(here, '..', 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(pinned)) {
    console.error(`lore needs Node 22.18 or newer (this is ${process.version}). Run \`npm ci\` in the Lore repository to install the pinned Node, or install Node 24.`);
    process.exit(1);
  }
  // Asynchronous, so that this process stays free to pass signals on (spawnSync would hold them
  // until the run ended). LORE_PARENT_PID lets the child see this process die (SIGKILL cannot be
  // passed on) and stop writing; see curation/lib/supervision.ts.
  const child = spawn(pinned, [main, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, LORE_PARENT_PID: String(process.pid) } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`lore: cannot start ${pinned}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}
