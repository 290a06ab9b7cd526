// The published package as a user gets it: the tarball `npm pack` makes, installed into an empty
// project, run by the machine's own Node (not the Node 24 the project pins for development).
// Shared by the package test (tests/package/) and the installed-bin benchmark (bench/context/).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** PATH without node_modules/.bin folders: what a shell outside any project sees. */
export function stockPath(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !dir.split(/[\\/]/).includes('node_modules'))
    .join(path.delimiter);
}

/** The machine's own `node` (first on the stock PATH) and its version. */
export function stockNode(): { path: string; version: string } {
  for (const dir of stockPath().split(path.delimiter)) {
    const candidate = path.join(dir, process.platform === 'win32' ? 'node.exe' : 'node');
    if (existsSync(candidate)) return { path: candidate, version: execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim() };
  }
  throw new Error('No node on PATH outside node_modules');
}

/** `npm pack` of this repository (its prepack compiles build/); the tarball's path. */
export function packTarball(into: string): string {
  mkdirSync(into, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', into], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [{ filename }] = JSON.parse(out.slice(out.indexOf('[')));
  return path.join(into, path.basename(filename));
}

/** An empty project with the tarball installed by npm from the registry, as a user would. */
export function installTarball(tarball: string, project: string): void {
  mkdirSync(project, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify({ name: 'empty-project', version: '1.0.0', private: true }, null, 2)}\n`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error', tarball], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PATH: process.env.PATH },
  });
  if (r.status !== 0) throw new Error(`npm install ${tarball} failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * The tarball unpacked as npm would install it, with this repository's node_modules standing in
 * for the registry (symbolic links): the installed layout without a network, for benchmarks.
 */
export function layOutTarball(tarball: string, project: string): void {
  const modules = path.join(project, 'node_modules');
  const pkg = path.join(modules, 'lore-kb');
  mkdirSync(pkg, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', pkg, '--strip-components=1']);
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name.startsWith('.') || name === 'lore-kb' || existsSync(path.join(modules, name))) continue;
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), 'junction');
  }
  mkdirSync(path.join(modules, '.bin'), { recursive: true });
  symlinkSync(path.join('..', 'lore-kb', 'bin', 'lore.mjs'), path.join(modules, '.bin', 'lore'));
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}
