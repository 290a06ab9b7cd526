// Snapshots of a directory tree, to assert that a run changed nothing or that two runs agree.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function snapshotTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else out.set(child, readFileSync(path.join(dir, child), 'utf8'));
    }
  };
  walk('');
  return out;
}

export function allText(dir: string): string {
  return [...snapshotTree(dir).values()].join('\n');
}
