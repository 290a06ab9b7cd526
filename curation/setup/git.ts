// What `lore init` learns of a repository from git: its top folder, its GitHub owner and name (from
// the `origin` remote), and the branch its edit links point at.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function git(cwd: string, args: string[]): string | undefined {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export interface Repository {
  /** The repository's top folder (the working directory when it is no git repository). */
  root: string;
  isGit: boolean;
  /** `owner/name` of a GitHub remote. */
  github?: { owner: string; name: string };
  /** The branch "edit this page" links point at. */
  branch: string;
}

/** `owner/name` of a GitHub remote URL in any of the forms git accepts. */
export function parseGitHubRemote(url: string): { owner: string; name: string } | undefined {
  const m = /^(?:https?:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com(?::\d+)?\/|git:\/\/github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(url.trim());
  return m ? { owner: m[1], name: m[2] } : undefined;
}

export function inspectRepository(cwd: string): Repository {
  const top = git(cwd, ['rev-parse', '--show-toplevel']);
  if (!top) return { root: path.resolve(cwd), isGit: false, branch: 'main' };
  const root = path.resolve(top);
  const remote = git(root, ['remote', 'get-url', 'origin']);
  const head = git(root, ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])?.replace(/^origin\//, '');
  const branch = head || git(root, ['symbolic-ref', '--short', 'HEAD']) || 'main';
  return { root, isGit: true, github: remote ? parseGitHubRemote(remote) : undefined, branch };
}

/** Where GitHub Pages serves the repository: a project page, or the owner's own site. */
export function pagesSite(github: { owner: string; name: string }): { url: string; base: string } {
  const host = `${github.owner.toLowerCase()}.github.io`;
  return { url: `https://${host}`, base: github.name.toLowerCase() === host ? '/' : `/${github.name}/` };
}
