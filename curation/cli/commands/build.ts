// `lore build`: the knowledge site of the repository Lore runs in, built from Lore's own Astro
// project (src/ and astro.config.mjs, shipped in the package) with this repository's config and
// knowledge directory. Nothing of the site is copied into the repository: it gets the output only,
// and a new Lore brings its new pages with it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from './types.ts';

const HELP = `Usage: lore build [--out DIR] [--site URL] [--base PATH]

Builds the knowledge site (pages, search index, context.json, llms.txt) from the knowledge
directory into DIR, ready for GitHub Pages or any static host. Needs Node 22.18 or newer.

Options:
  --out DIR      where the site goes (default: lore-site)
  --site URL     the site's origin, e.g. https://me.github.io (default: site.url of the config)
  --base PATH    the path it is served under, e.g. /myapp/ (default: site.base of the config)
  -h, --help     this help`;

function supportsSite(): boolean {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

export const buildCommand: Command = {
  name: 'build',
  summary: 'build the knowledge site into lore-site/ (Astro, Pagefind, agent files)',
  async run(argv) {
    const { values } = parseCommandArgs({ args: argv, options: { out: { type: 'string', default: 'lore-site' }, site: { type: 'string' }, base: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } }, HELP);
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    if (!supportsSite()) throw new UsageError(`lore build needs Node 22.18 or newer (this is ${process.version}): Astro and the site's workers do. The workflow \`lore init\` writes uses Node 24.`);
    const [{ PACKAGE_ROOT }, { loadConfig }] = await Promise.all([import('../package-info.ts'), import('../../config/load.ts')]);
    const cwd = process.cwd();
    const config = await loadConfig(cwd);
    if (!existsSync(config.knowledgeDir)) throw new UsageError(`No knowledge directory at ${path.relative(cwd, config.knowledgeDir) || config.knowledgeDir}: run \`lore init\`, then \`lore curate\`.`);
    const outDir = path.resolve(cwd, values.out);
    if (outDir === PACKAGE_ROOT || outDir === config.knowledgeDir || config.knowledgeDir.startsWith(outDir + path.sep)) throw new UsageError(`--out ${values.out} would overwrite the knowledge or Lore itself; pick an empty folder.`);
    const astro = path.join(path.dirname(createRequire(path.join(PACKAGE_ROOT, 'package.json')).resolve('astro/package.json')), 'bin', 'astro.mjs');
    // Astro runs the pages it prerenders from chunks written beside its output, which import the
    // site's packages: the output must sit inside Lore's folder for them to resolve. It is moved
    // to --out afterwards.
    const staging = path.join(PACKAGE_ROOT, '.lore-build', `${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(path.dirname(staging), { recursive: true });
    const args = [astro, 'build', '--root', PACKAGE_ROOT, '--outDir', staging];
    if (values.site) args.push('--site', values.site);
    if (values.base) args.push('--base', values.base.endsWith('/') ? values.base : `${values.base}/`);
    const env = {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      LORE_PROJECT_ROOT: cwd,
      // Astro's content cache per repository, beside the output rather than in Lore's package.
      LORE_ASTRO_CACHE_DIR: process.env.LORE_ASTRO_CACHE_DIR ?? path.join(path.dirname(outDir), `.${path.basename(outDir)}-cache`),
    };
    const code = await new Promise<number>((resolve, reject) => {
      // Astro runs in its own project, Lore's folder; the repository is named by LORE_PROJECT_ROOT.
      const child = spawn(process.execPath, args, { cwd: PACKAGE_ROOT, env, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    if (code === 0) {
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(path.dirname(outDir), { recursive: true });
      try {
        renameSync(staging, outDir);
      } catch {
        // Another file system (a global install, a container volume): copy instead.
        cpSync(staging, outDir, { recursive: true });
      }
    }
    rmSync(staging, { recursive: true, force: true });
    if (code === 0) console.log(`\nThe site is in ${path.relative(cwd, outDir) || outDir}/: serve it with any static server, or let the workflow publish it.`);
    return code;
  },
};
