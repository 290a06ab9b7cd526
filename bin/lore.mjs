#!/usr/bin/env node
// Entry point of `lore` / `npx lore-kb`. The installed package runs the JavaScript that
// `npm pack` compiled into build/ (tsconfig.build.json), on any Node 20 or newer. A source
// checkout runs the TypeScript directly by Node's type stripping (Node 22.18 or newer; the
// project pins Node 24 through its `node` devDependency, which every `npm run …` uses), so an
// edit needs no build step; started there by an older system Node, it hands over to the pinned one.
import { spawn } from 'node:child_process';
import os from 'node:os';
import module from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(root, 'build', 'curation', 'cli', 'main.js');
const source = path.join(root, 'curation', 'cli', 'main.ts');
const [major, minor] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);
// A checkout (it has .git) runs its sources even where `npm ci` (prepare) left a build/ behind,
// which may be older than them; the published package has no .git.
const checkout = existsSync(path.join(root, '.git'));

const pinned = path.join(root, 'node_modules', 'node', 'bin', 'node');

// Node caches compiled modules on disk (22.1+): later starts skip parsing. No-op on Node 20.
module.enableCompileCache?.();
if (existsSync(compiled) && !(checkout && (stripsTypes || existsSync(pinned)))) {
  await import(pathToFileURL(compiled).href);
} else if (stripsTypes) {
  await import(pathToFileURL(source).href);
} else {
  if (!existsSync(pinned)) {
    console.error(`lore needs Node 22.18 or newer to run from its sources (this is ${process.version}). Run \`npm ci\` in the Lore repository to install the pinned Node, or \`npm run build:js\` to compile it.`);
    process.exit(1);
  }
  // Asynchronous, so that this process stays free to pass signals on (spawnSync would hold them
  // until the run ended). LORE_PARENT_PID lets the child see this process die (SIGKILL cannot be
  // passed on) and stop writing; see curation/lib/supervision.ts.
  const child = spawn(pinned, [source, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, LORE_PARENT_PID: String(process.pid) } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`lore: cannot start ${pinned}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}
